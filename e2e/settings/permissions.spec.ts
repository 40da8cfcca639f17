import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, menu, pickCard, signIn } from '../support/session.ts';

let fresh: FreshDoyang;
let student: { id: number; full_name: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  fresh = await freshDoyang(playwright, testInfo);
  [student] = await fresh.addStudents(await fresh.addGroup('PERMISOS'), 1);
});
test.afterAll(() => fresh.close());

test("the director grants a kyosa 'Doyang Alumnos' update; the kyosa edits a student and the history names them", {
  tag: '@isolated',
}, async ({ browser, page }) => {
  const kyosaApi = await apiAs(fresh.request, fresh.kyosa.email);
  expect((await kyosaApi.call('PUT', `/api/users/${student.id}`, { phone2: '5550001111' })).status).toBe(403);

  await login(page, 'director@demo.mx');
  await menu(page).getByText('Permisos', { exact: true }).click();
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.getByRole('heading', { name: 'PERMISOS' })).toBeVisible();
  await page.getByRole('radio', { name: 'Usuarios' }).check();
  await page.getByRole('combobox', { name: 'Usuario' }).fill(fresh.kyosa.full_name);
  await page.getByRole('option', { name: new RegExp(fresh.kyosa.full_name) }).click();

  const row = page.locator('tr[data-area="Doyang Alumnos"]');
  // The kyosa's role reads students: that cell comes from the role and is locked here.
  await expect(row.getByRole('checkbox', { name: 'Doyang Alumnos: Leer' })).toBeChecked();
  await expect(row.getByRole('checkbox', { name: 'Doyang Alumnos: Leer' })).toBeDisabled();
  const update = row.getByRole('checkbox', { name: 'Doyang Alumnos: Modificar' });
  await expect(update).not.toBeChecked();
  await update.check();
  await expect(page.getByText('Permiso actualizado')).toBeVisible();
  await expect(page.locator('tr[data-area="Permisos"]').getByRole('checkbox', { name: 'Permisos: Crear' })).toBeDisabled();
  await page.waitForTimeout(900); // the matrix reloads 750 ms after a tick, and keeps the tick
  await expect(update).toBeChecked();
  await page.screenshot({ path: 'screenshots/permissions-user-1400.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/permissions-user-800.png', fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  // The kyosa's next page can edit the student.
  const kyosaContext = await browser.newContext();
  const kyosa = await kyosaContext.newPage();
  await login(kyosa, fresh.kyosa.email);
  await pickCard(kyosa.getByRole('region', { name: 'DOYANGS (COMO PERSONAL)' }).getByTestId(`doyang-card-${fresh.doyang.id}`));
  await expect(kyosa.getByTestId('selected-doyang')).toHaveText(fresh.doyang.name);
  await kyosa.goto(`/students/${student.id}`);
  await expect(kyosa.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await kyosa.getByLabel('Teléfono 2').fill('5550001111');
  await kyosa.getByRole('button', { name: /guardar/i }).click();
  await expect(kyosa.getByText('Se ha editado el registro con éxito')).toBeVisible();
  await kyosaContext.close();

  // The director sees that edit, by that kyosa, in the student's history.
  await page.goto(`/students/${student.id}`);
  await page.getByRole('button', { name: 'Historial' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(fresh.kyosa.full_name).first()).toBeVisible();
  await expect(dialog.getByText(/5550001111/)).toBeVisible();
});

// Changes a role of the demo network (and back): a serial journey.
test('a role matrix: eleven roles, grouped areas, a tick that saves and stays', async ({ page }) => {
  await signIn(page, 'director@demo.mx', '/permissions');
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await expect(page.getByRole('option')).toHaveCount(11);
  await expect(page.getByRole('option', { name: 'Alumno', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Relaciones públicas' }).click();
  await expect(page.getByText('DIRECCIÓN GENERAL', { exact: true })).toBeVisible();
  await expect(page.getByText('DOYANG AREA ADMINISTRATIVA', { exact: true })).toBeVisible();
  const read = page.locator('tr[data-area="Poomses"]').getByRole('checkbox', { name: 'Poomses: Leer' });
  await expect(read).not.toBeChecked();
  await read.check();
  await expect(page.getByText('Permiso actualizado')).toBeVisible();
  await page.reload();
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Relaciones públicas' }).click();
  await expect(read).toBeChecked();
  await page.screenshot({ path: 'screenshots/permissions-role-1400.png', fullPage: true });
  await read.uncheck();
  await expect(page.getByText('Permiso actualizado')).toBeVisible();
  await page.waitForTimeout(900);
  await expect(read).not.toBeChecked();
});

test('without Permisos there is no menu item and the screen is refused', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Permisos', { exact: true })).toHaveCount(0);
  await page.goto('/permissions');
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PERMISOS' })).toHaveCount(0);
});
