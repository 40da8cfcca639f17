import { expect, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';

test('general direction sees who changed a record, on its edit screen and in the change history', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await page.goto('/cities/create');
  await page.getByLabel('Nombre').fill('Pueblo historial');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(
    page
      .getByText('Registro creado con éxito')
      .or(page.getByText(/creado/i))
      .first(),
  ).toBeVisible();

  await page.goto('/cities');
  await page.getByRole('textbox', { name: /buscar/i }).fill('historial');
  // The search reaches the address after a pause: a click before it would be undone when it lands there.
  await expect(page).toHaveURL(/historial/);
  await page.getByText('PUEBLO HISTORIAL', { exact: true }).click();
  // The list's 'Ordenar por nombre' is labelled too: wait for the edit form before filling its field.
  await expect(page).toHaveURL(/\/cities\/\d+/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Pueblo historial dos');
  await page.getByRole('button', { name: /guardar/i }).click();
  // Back on the list, which keeps its search.
  await expect(page).toHaveURL(/\/cities(\?.*)?$/);

  await page.getByText('PUEBLO HISTORIAL DOS', { exact: true }).click();
  await page.getByRole('button', { name: 'Historial' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('PUEBLO HISTORIAL → PUEBLO HISTORIAL DOS')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Alta', exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Cambio', exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/history-dialog-1400.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await menu(page).getByText('Historial de cambios').click();
  await expect(page.getByRole('heading', { name: 'HISTORIAL DE CAMBIOS' })).toBeVisible();
  await page.getByLabel('Catálogo').click();
  await page.getByRole('option', { name: 'Tablas de comisiones' }).click();
  await expect(page.getByText('Tabla de comisiones #1')).toBeVisible(); // the demo's history
  await expect(page.getByText(/^Localidad #/)).toHaveCount(0);
  await page.getByLabel('Catálogo').click();
  await page.getByRole('option', { name: 'Localidades' }).click();
  await expect(page.getByText('PUEBLO HISTORIAL → PUEBLO HISTORIAL DOS')).toBeVisible();
  await expect(page.getByText(/^Tabla de comisiones #/)).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/history-list-1400.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/history-list-800.png', fullPage: true });
});

test('no one else sees the history', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Historial de cambios')).toHaveCount(0);
  await page.goto('/audit_logs');
  await expect(page.getByText('HISTORIAL DE CAMBIOS')).toHaveCount(0);
});
