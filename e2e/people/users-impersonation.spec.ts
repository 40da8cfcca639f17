import type { SessionAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, menu, PASSWORD } from '../support/session.ts';

// The user is the professor of a doyang of the journey's own.
let school: FreshDoyang;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  await school.close();
});

test('the director edits a user phone, then enters as that user and comes back', { tag: '@isolated' }, async ({ page }) => {
  const answer = await page.request.post('/api/login', { data: { email: school.profesor.email, password: PASSWORD } });
  const professor = ((await answer.json()) as SessionAnswer).user;
  const phone = `55${String(Date.now()).slice(-8)}`;

  await login(page, 'director@demo.mx');
  await menu(page).getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();
  await expect(page.getByLabel('Activos')).toBeChecked();
  await page.getByPlaceholder('Buscar por nombre').fill(professor.last_name);
  const row = page.locator('tbody tr').filter({ hasText: professor.full_name_honorific });
  await row.click();

  await expect(page.getByRole('heading', { name: 'EDITAR USUARIO' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/professors/${professor.id}$`));
  await expect(page.getByTestId('person-doyangs')).toContainText(school.doyang.name);
  await page.getByLabel('Teléfono 1', { exact: true }).fill(phone);
  // Leaving with the change unsaved asks first; staying keeps it.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    dialog.dismiss().catch(() => undefined);
  });
  await menu(page).getByRole('link', { name: 'Inicio' }).click();
  await expect.poll(() => asked).toBe('Algunos cambios no se guardaron. ¿Estás seguro que deseas descartarlos?');
  await expect(page).toHaveURL(new RegExp(`/professors/${professor.id}$`));
  await expect(page.getByLabel('Teléfono 1', { exact: true })).toHaveValue(phone);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();

  await row.click();
  await expect(page.getByLabel('Teléfono 1', { exact: true })).toHaveValue(phone);
  await page.getByTestId('full-record').click();
  const record = page.getByRole('dialog', { name: 'Ficha completa' });
  await expect(record).toContainText(phone);
  await record.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Ingresar como usuario' }).click();
  await expect(page.getByTestId('home')).toBeVisible();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`Actuando como ${professor.full_name_honorific}`);
  await expect(page.getByTestId('welcome')).toContainText(professor.full_name_honorific);
  await expect(menu(page).getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Volver a mi usuario' }).click();
  await expect(page).toHaveURL(new RegExp(`/professors/${professor.id}$`));
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('welcome')).not.toContainText(professor.full_name_honorific);
  await expect(page.getByLabel('Teléfono 1', { exact: true })).toHaveValue(phone);
});
