import type { DoyangRecordAnswer, UsersPageAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { dateField, fillDate } from '../support/date-picker.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { signIn } from '../support/session.ts';

let school: FreshDoyang;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
});
test.afterAll(() => school.close());

const stamp = () =>
  Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]);

test("the director creates a kyosa with their doyang and role in one form; 'Lo reconozco' leaves without asking", {
  tag: '@isolated',
}, async ({ page }) => {
  const lastName = `KYO${stamp()}`;
  await signIn(page, 'director@demo.mx', '/professors/create');
  await expect(page.getByRole('heading', { name: 'NUEVO USUARIO' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('lucía');
  // Saving with what is missing: the form's errors and one toast, not the browser's bubble as well.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/El formulario no es válido/)).toBeVisible();
  expect(
    await page
      .locator('form')
      .first()
      .evaluate((form) => (form as HTMLFormElement).noValidate),
  ).toBe(true);
  await page.getByLabel('Apellido paterno').fill(lastName);
  await page.getByLabel('Contraseña', { exact: true }).fill('segura123');
  await page.getByLabel('Categoría').click();
  await page.getByRole('option', { name: 'Kyosa de doyang' }).click();
  await page.getByLabel('Doyang', { exact: true }).click();
  await page.getByRole('option', { name: school.doyang.name }).click();
  await fillDate(dateField(page, 'Fecha de nacimiento'), '1999-04-12');
  await page.getByLabel('Celular').fill('5512340000');
  await page.screenshot({ path: 'screenshots/staff-create-1400.png', fullPage: true });
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Another person may share the birth date: create anyway.
  const dialog = page.getByRole('dialog', { name: 'Coincidencias' });
  await expect(page.getByRole('heading', { name: 'USUARIOS' }).or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'No lo reconozco (crear)' }).click();
  await expect(page).toHaveURL(/\/professors$/);

  const director = await apiAs(school.request, 'director@demo.mx');
  const found = await director.call<UsersPageAnswer>('GET', `/api/users?role_id=7&search=${lastName}&paginate=1`);
  expect(found.body.data).toHaveLength(1);
  const doyang = await director.call<DoyangRecordAnswer>('GET', `/api/doyangs/${school.doyang.id}?with=personal`);
  expect(doyang.body.personal.map((p) => p.id)).toContain(found.body.data[0].id);

  // The same person again: 'Lo reconozco (no crear)' gives the form up and leaves with no leave-guard question.
  let asked = false;
  page.on('dialog', async (d) => {
    asked = true;
    await d.dismiss();
  });
  await page.goto('/professors/create');
  await page.getByLabel('Nombre', { exact: true }).fill('lucía');
  // Saving with what is missing: the form's errors and one toast, not the browser's bubble as well.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/El formulario no es válido/)).toBeVisible();
  expect(
    await page
      .locator('form')
      .first()
      .evaluate((form) => (form as HTMLFormElement).noValidate),
  ).toBe(true);
  await page.getByLabel('Apellido paterno').fill(lastName);
  await page.getByLabel('Contraseña', { exact: true }).fill('segura123');
  await fillDate(dateField(page, 'Fecha de nacimiento'), '1999-04-12');
  await page.getByLabel('Celular').fill('5512340000');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText(lastName);
  await dialog.getByRole('button', { name: 'Lo reconozco (no crear)' }).click();
  await expect(page).toHaveURL(/\/professors$/);
  await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();
  expect(asked).toBe(false);
});
