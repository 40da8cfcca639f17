import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dateField, dateOf, fillDate } from '../support/date-picker.ts';
import { signIn } from '../support/session.ts';

test('the student list remembers its filters and downloads the CSVs of a doyang', async ({ page }) => {
  await signIn(page, 'director@demo.mx', '/students?generalDirection=true');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // All doyangs: no single doyang to download.
  await expect(page.getByTestId('students-csv-active')).toBeDisabled();

  // Debtors of every doyang: each row is marked.
  // The list applies a filter a moment after the click.
  await page.getByLabel('Deudores').click();
  await expect(page.getByLabel('Deudores')).toBeChecked();
  const debtors = page.getByTestId('student-debtor');
  await expect(debtors.first()).toBeVisible();
  await expect.poll(async () => (await rows.count()) - (await debtors.count())).toBe(0);

  await page.getByTestId('filter-doyang').click();
  await page.getByRole('option', { name: 'MDK ORIENTE IZTAPALAPA' }).click();
  await expect(page.getByTestId('students-csv-active')).toBeEnabled();

  const download = page.waitForEvent('download');
  await page.getByTestId('students-csv-inactive').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('alumnos-inactivos-mdk-oriente-iztapalapa.csv');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFFNombre,Apellido paterno')).toBe(true);

  // Back later: the same filters come back.
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.goto('/students?generalDirection=true');
  await expect(page.getByLabel('Deudores')).toBeChecked();
  await expect(page.getByTestId('filter-doyang')).toContainText('MDK ORIENTE IZTAPALAPA');
  await page.getByLabel('Deudores').click();
  await expect(page.getByLabel('Deudores')).not.toBeChecked();
  await page.getByLabel('Solo activos').click();
  await expect(page.getByLabel('Solo activos')).not.toBeChecked();
  await page.getByTestId('filter-name').fill('zzzz-nadie');
  await expect(page.getByText(/No se encontraron/)).toBeVisible();
});

test('a new student who may already exist opens the Coincidencias dialog', async ({ page }) => {
  await signIn(page, 'director@demo.mx', '/students?doyangId=1');
  const first = page.locator('tbody tr').first();
  await first.click();
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
  const [name, lastName, birth] = [
    await value('Nombre'),
    await value('Apellido paterno'),
    await dateOf(dateField(page, 'Fecha de nacimiento')),
  ];

  await page.goto('/students/create');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Apellido paterno', { exact: true }).fill(lastName);
  await fillDate(dateField(page, 'Fecha de nacimiento'), birth);
  await page.getByRole('button', { name: 'Guardar' }).click();
  // An incomplete form shows its texts and asks nothing yet.
  await expect(page.getByText('Selecciona un sexo')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Coincidencias' })).toHaveCount(0);

  await page.getByLabel('Doyang', { exact: true }).click();
  await page.getByRole('option', { name: 'MDK ORIENTE CHALCO' }).click();
  await page.getByLabel('Grupo', { exact: true }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByLabel('Sexo', { exact: true }).click();
  await page.getByRole('option', { name: 'Masculino' }).click();
  await page.getByLabel('Ocupación', { exact: true }).fill('estudiante');
  await page.getByLabel('Dirección', { exact: true }).fill('calle 1');
  await page.getByLabel('Celular', { exact: true }).fill('5511112222');
  await page.getByRole('tab', { name: 'DATOS DE LOS PADRES' }).click();
  await page.getByLabel('Nombre de la madre', { exact: true }).fill('madre');
  await page.getByLabel('Celular de la madre', { exact: true }).fill('5511112223');
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await fillDate(dateField(page, 'Primer mes que se cobra'), '2026-12');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Coincidencias' });
  await expect(dialog).toContainText(`${name} ${lastName}`);
  await expect(dialog).toContainText('MDK ORIENTE IZTAPALAPA');
  await expect(dialog.getByRole('button', { name: 'Cambiar de doyang' }).first()).toBeVisible();
  // Closing the dialog goes back to the form as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/students\/create$/);

  // The transfer offer opens the student already registered.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await dialog.getByRole('button', { name: 'Cambiar de doyang' }).first().click();
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
});
