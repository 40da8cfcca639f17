import { expect, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';

test("general direction keeps the commission tables ('Tablas Comisiones')", async ({ page }) => {
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Tablas Comisiones').click();
  await expect(page.getByRole('heading', { name: 'TABLAS COMISIONES' })).toBeVisible();
  await expect(page.getByText('MAYOREO', { exact: true })).toBeVisible(); // demo data
  await page.screenshot({ path: 'screenshots/commission-tables-1400.png', fullPage: true });

  await page.getByRole('link', { name: /crear/i }).click();
  await expect(page.getByRole('heading', { name: 'NUEVA TABLA DE COMISIONES' })).toBeVisible();
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El campo no puede estar vacio')).toBeVisible();
  await page.getByLabel('Nombre').fill('torneos regionales');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El registro se ha creado con exito')).toBeVisible();

  await page.goto('/multilevel_discount_types');
  await page.getByRole('textbox', { name: /buscar/i }).fill('regionales');
  // The search reaches the address after a pause: a click before it would be undone when it lands there.
  await expect(page).toHaveURL(/regionales/);
  await page.getByText('TORNEOS REGIONALES', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'EDITAR TABLA DE COMISIONES' })).toBeVisible();
  await page.getByLabel('Nombre').fill('torneos regionales 2027');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  await expect(page.getByText('TORNEOS REGIONALES 2027', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/commission-tables-800.png', fullPage: true });
});

test('a professor has no commission tables: no menu item, and the screen is refused', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Tablas Comisiones')).toHaveCount(0);
  await page.goto('/multilevel_discount_types');
  await expect(page.getByText('TABLAS COMISIONES')).toHaveCount(0);
});
