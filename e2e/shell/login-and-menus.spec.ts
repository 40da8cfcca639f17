import { expect, test } from '@playwright/test';
import { loginByForm, menu } from '../support/session.ts';

test('a wrong password shows the Spanish error for a moment', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('director@demo.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const error = page.getByText('Error al iniciar sesión');
  await expect(error).toBeVisible();
  await expect(error).toBeHidden({ timeout: 3000 });
  await expect(page).toHaveURL(/\/login$/);
});

test('the general director sees the catalogues; a kyosa only Linaje and Grupos de selectivo', async ({ page }) => {
  await loginByForm(page, 'director@demo.mx');
  await expect(page.getByTestId('welcome')).toContainText('SABONIM JORGE MENDOZA DÍAZ');
  await expect(page.getByTestId('selected-doyang')).toHaveText('SIN DOYANG SELECCIONADO');
  const directorMenu = menu(page);
  for (const label of [
    'Mi cuenta',
    'Inicio',
    'Cambiar contraseña',
    'Salir',
    'Catálogos',
    'Grados',
    'Sedes',
    'Honorificos',
    'Localidades',
  ]) {
    await expect(directorMenu.getByText(label, { exact: true })).toBeVisible();
  }
  // Screens show as links once built (Productos since issue 25, Recursos Digitales since issue 26); the menu's unit
  // tests keep the unbuilt ones out.
  await expect(directorMenu.getByText('Productos', { exact: true })).toBeVisible();
  await expect(directorMenu.getByText('Recursos Digitales', { exact: true })).toBeVisible();
  await directorMenu.getByText('Salir', { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginByForm(page, 'kyosa@demo.mx');
  const kyosaMenu = menu(page);
  await expect(kyosaMenu.getByText('Cambiar contraseña', { exact: true })).toBeVisible();
  // Linaje and Grupos de selectivo need no permission (spec 01 §6): the kyosa sees them, and nothing else there.
  await expect(kyosaMenu.getByText('Catálogos', { exact: true })).toBeVisible();
  await expect(kyosaMenu.getByText('Linaje', { exact: true })).toBeVisible();
  await expect(kyosaMenu.getByText('Grupos de selectivo', { exact: true })).toBeVisible();
  await expect(kyosaMenu.getByText('Grados', { exact: true })).toHaveCount(0);
  // And the server refuses what the menu hides.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/degrees', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ name: 'INTRUSO', order: 50 }),
    });
    return res.status;
  });
  expect(status).toBe(403);
});

test('the about page loads on its own', async ({ page }) => {
  await loginByForm(page, 'alumno@demo.mx');
  await page.goto('/about');
  await expect(page.getByText('v1.66.4')).toBeVisible();
});

test('shrinking the window closes the menu and leaves the page usable; the menu button opens it over the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginByForm(page, 'director@demo.mx');
  await expect(menu(page).getByText('Grados', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(menu(page).getByText('Grados', { exact: true })).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  // Hidden from assistive technology, the page would have no main region.
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByTestId('drawer-toggle').click();
  await expect(menu(page).getByText('Grados', { exact: true })).toBeVisible();
  await menu(page).getByText('Grados', { exact: true }).click();
  await expect(page).toHaveURL(/\/degrees$/);
  await expect(menu(page).getByText('Grados', { exact: true })).toBeHidden();
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(menu(page).getByText('Grados', { exact: true })).toBeVisible();
});
