import { expect, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';

test('the general director deactivates and reactivates a student and sees the enrollment history grow', async ({ page }) => {
  await login(page, 'director@demo.mx');
  // 'Alumnos' of Catálogos (all doyangs); the one under Mi Doyang lists the selected doyang.
  await menu(page).locator('a[href="/students?generalDirection=true"]').click();
  await expect(page).toHaveURL(/\/students\?generalDirection=true$/);
  await expect(page.getByRole('heading', { name: 'ALUMNOS MDK' })).toBeVisible();
  await expect(page.getByLabel('Solo activos')).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'Doyang' })).toBeVisible();

  const first = page.locator('tbody tr').first();
  const name = (await first.locator('td').first().innerText()).split('\n')[0].trim();
  await first.click();
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await expect(page.getByTestId('student-name')).toHaveText(name);

  const history = page.getByTestId('enrollment-history').getByTestId('enrollment-row');
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await expect(history.first()).toBeVisible();
  const before = await history.count();
  await page.getByRole('tab', { name: 'DATOS DEL ALUMNO' }).click();

  // Cancelling leaves the student as they were.
  const active = page.getByRole('switch', { name: 'Activo', exact: true });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('¿Estás seguro que deseas desactivar a este alumno?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(active).toBeChecked();
  await expect(page.getByTestId('student-status').getByText('DADO DE BAJA')).toHaveCount(0);

  await active.click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Se ha editado el registro con éxito')).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(page.getByTestId('student-status').getByText('DADO DE BAJA')).toBeVisible();
  await expect(page.getByTestId('inactive-since')).toHaveText(/^Inactivo desde \d{2}\/[A-Z]{3}\/\d{4}$/);
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await expect(history).toHaveCount(before);
  await expect(history.first().locator('td').nth(2)).toHaveText(/\d{2}\/[A-Z]{3}\/\d{4}/);

  await page.getByRole('tab', { name: 'DATOS DEL ALUMNO' }).click();
  await active.click();
  await expect(page.getByText('¿Estás seguro que deseas activar a este alumno?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(active).toBeChecked();
  await expect(page.getByTestId('student-status').getByText('DADO DE BAJA')).toHaveCount(0);
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await expect(history).toHaveCount(before + 1);
  await expect(history.first().locator('td').nth(2)).toHaveText('—');
});
