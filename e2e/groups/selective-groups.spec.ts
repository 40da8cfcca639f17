import { expect, test } from '@playwright/test';
import { fillTime } from '../support/date-picker.ts';
import { login, menu } from '../support/session.ts';

test('the director creates a selective group, gives it a kyosa and deletes it', async ({ page }) => {
  const name = `selectivo e2e ${Date.now() % 100000}`;
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Grupos de selectivo', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'GRUPOS DE SELECTIVO' })).toBeVisible();
  await expect(page.getByTestId('bimester-range')).toBeVisible();

  await page.getByTestId('group-create').click();
  await expect(page.getByRole('heading', { name: 'NUEVO GRUPO DE SELECTIVO' })).toBeVisible();
  await expect(page.getByLabel('Doyang', { exact: true })).toHaveCount(0); // selective groups belong to the general direction
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Responsable').fill('SOFÍA HERNÁNDEZ');
  await page.getByRole('option', { name: /SOFÍA HERNÁNDEZ CONTRERAS/ }).click();
  await page.getByLabel('Certificador').fill('SOFÍA HERNÁNDEZ');
  await page.getByRole('option', { name: /SOFÍA HERNÁNDEZ CONTRERAS/ }).click();
  await fillTime(page, 'Hora de inicio', '10:00');
  await fillTime(page, 'Hora de término', '13:00');
  await page.getByLabel('Sábado').check();
  await page.getByLabel('Domingo').check();
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El registro se ha creado con exito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EDITAR GRUPO DE SELECTIVO' })).toBeVisible();
  await expect(page).toHaveURL(/\/selective_groups\/\d+$/);

  // General direction may take any active staff member as kyosa of a selective group.
  const kyosas = page.getByTestId('group-kyosas');
  await kyosas.getByTestId('add-kyosa').click();
  await page.getByTestId('kyosa-person').fill('GAEL JIMÉNEZ');
  await page.getByRole('option', { name: /GAEL JIMÉNEZ ROMERO/ }).click();
  await page.getByTestId('kyosa-submit').click();
  await expect(kyosas.getByRole('row', { name: /GAEL JIMÉNEZ ROMERO/ })).toBeVisible();

  await menu(page).getByText('Grupos de selectivo', { exact: true }).click();
  const row = page.getByTestId('groups-table').getByRole('row', { name: new RegExp(name.toUpperCase()) });
  await expect(row).toContainText('10:00–13:00 S, D');
  await expect(row).toContainText('SABONIM SOFÍA HERNÁNDEZ CONTRERAS');
  // Selective groups are not a doyang's class groups: the doyang list never shows them.
  await page.goto('/doyang_groups');
  await expect(page.getByRole('heading', { name: 'GRUPOS EN TODOS LOS DOYANGS' })).toBeVisible();
  await page.getByPlaceholder('Buscar').fill(name);
  await expect(page.getByText('No hay grupos registrados.')).toBeVisible();
  // Without a selected doyang the director sees every doyang, and may narrow the list to one.
  await page.getByPlaceholder('Buscar').fill('');
  const table = page.getByTestId('groups-table');
  await expect(table.getByRole('columnheader', { name: 'Doyang' })).toBeVisible();
  await page.getByLabel('Doyang', { exact: true }).fill('ORIENTE CHALCO');
  await page.getByRole('option', { name: 'MDK ORIENTE CHALCO', exact: true }).click();
  await expect(table.getByRole('row', { name: /INFANTIL A/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /INFANTIL A/ })).toContainText('MDK ORIENTE CHALCO');

  await page.goto('/selective_groups');
  await row.getByTestId('group-delete').click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toHaveCount(0);
});
