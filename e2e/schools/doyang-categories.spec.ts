import { expect, test } from '@playwright/test';
import { login, menu, signIn } from '../support/session.ts';

test('the director creates a category and a bundle with a product, meeting the bundle texts on the way', async ({ page }) => {
  const name = `DIAMANTE ${Date.now() % 100000}`;
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Categorías de doyang', { exact: true }).click();
  await expect(page.getByText('BRONCE', { exact: true })).toBeVisible();
  await expect(page.getByText('$500.00')).toBeVisible();

  await page.getByRole('link', { name: /crear/i }).click();
  await expect(page.getByRole('heading', { name: 'NUEVA CATEGORÍA DE DOYANG' })).toBeVisible();
  await page.getByLabel('Nombre').fill(name.toLowerCase());
  await page.getByLabel('Precio de inscripción').fill('900');
  await page.getByLabel('Precio de mensualidad').fill('750.5');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha creado el registro con éxito')).toBeVisible();
  // A new category opens in its form so bundles and requisites can be added.
  await expect(page.getByRole('heading', { name: 'EDITAR CATEGORÍA DE DOYANG' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue(name);
  await expect(page.getByLabel('Precio de mensualidad')).toHaveValue('750.50');
  await expect(page.getByText('Esta categoría no tiene paquetes.')).toBeVisible();
  const categoryUrl = page.url();

  await page.getByTestId('add-bundle').click();
  await expect(page.getByRole('heading', { name: 'NUEVO PAQUETE' })).toBeVisible();
  await page.getByLabel('Nombre').fill('paquete diamante');
  await page.getByLabel('Precio', { exact: true }).fill('2500');
  await expect(page.getByTestId('anticipated-payments')).toBeDisabled();
  await page.getByLabel('Mensualidades que cubre').fill('30');
  await expect(page.getByText('¡No es factible que un paquete cubra más de 24 mensualidades!')).toBeVisible();
  await page.getByLabel('Mensualidades que cubre').fill('2');
  await page.getByTestId('anticipated-payments').check();

  await page.getByTestId('bundle-add-product').click();
  await expect(page.getByText('¡Debes definir un producto!')).toBeVisible();
  await page.getByTestId('bundle-product').fill('dobok');
  await page.getByRole('option', { name: /DOBOK/ }).click();
  await page.getByTestId('bundle-quantity').fill('0');
  await page.getByTestId('bundle-add-product').click();
  await expect(page.getByText('¡La cantidad no puede ser 0!')).toBeVisible();
  await page.getByTestId('bundle-quantity').fill('2');
  await page.getByTestId('bundle-add-product').click();
  const products = page.getByTestId('bundle-products');
  await expect(products.getByRole('cell', { name: 'DOBOK (UNIFORME)', exact: true })).toBeVisible();
  await expect(products.getByRole('cell', { name: '$1,300.00' }).first()).toBeVisible();

  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha creado el registro con éxito')).toBeVisible();
  // Saving returns to the category, whose bundles now list the new one.
  await expect(page).toHaveURL(categoryUrl);
  const bundles = page.getByTestId('category-bundles');
  await expect(bundles.getByText('PAQUETE DIAMANTE')).toBeVisible();
  await expect(bundles.getByText('$2,500.00')).toBeVisible();

  await bundles.getByText('PAQUETE DIAMANTE').click();
  await expect(page.getByRole('heading', { name: 'EDITAR PAQUETE' })).toBeVisible();
  await expect(page.getByTestId('anticipated-payments')).toBeChecked();
  await expect(page.getByTestId('bundle-products').getByRole('cell', { name: 'DOBOK (UNIFORME)', exact: true })).toBeVisible();
  // Dropping the monthly payments to 0 clears the anticipated flag.
  await page.getByLabel('Mensualidades que cubre').fill('0');
  await expect(page.getByTestId('anticipated-payments')).not.toBeChecked();
  await expect(page.getByTestId('anticipated-payments')).toBeDisabled();
});

test('requisites: empty name refused, a doyang marked as meeting one, then deleted', async ({ page }) => {
  const requisite = `Botiquín de primeros auxilios ${Date.now() % 100000}`;
  await signIn(page, 'director@demo.mx', '/doyang_categories');
  await page.getByText('BRONCE', { exact: true }).click();
  const requisites = page.getByTestId('category-requisites');
  await expect(requisites.getByText('PROFESOR CON 1ER DAN')).toBeVisible();

  await page.getByTestId('add-requisite').click();
  await page.getByTestId('requisite-save').click();
  await expect(page.getByText('Este campo no puede quedar vacío')).toBeVisible();
  await page.getByTestId('requisite-name').fill(requisite);
  await page.getByTestId('requisite-save').click();
  await expect(page.getByText('Se ha creado el registro con éxito')).toBeVisible();

  const box = requisites.getByRole('checkbox', { name: `MDK ORIENTE CHIMALHUACÁN cumple ${requisite}` });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
  await page.reload();
  await expect(box).toBeChecked();

  await requisites.getByRole('button', { name: `Eliminar ${requisite}` }).click();
  await expect(page.getByText('¿Está seguro que desea eliminar este elemento?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Dato borrado')).toBeVisible();
  await expect(requisites.getByText(requisite)).toHaveCount(0);
});
