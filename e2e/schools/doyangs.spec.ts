import { expect, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';

test('the director opens a club, edits its phone, and adds and removes a staff member', async ({ page }) => {
  const phone = `55${String(Date.now()).slice(-8)}`;
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Doyangs', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'DOYANGS' })).toBeVisible();
  await expect(page.getByText('MDK ORIENTE CHALCO', { exact: true })).toBeVisible();
  await expect(page.getByText('CLUB MDKO COLEGIO ANÁHUAC')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Clubes' }).click();
  await expect(page.getByText('CLUB MDKO COLEGIO ANÁHUAC')).toBeVisible();
  await expect(page.getByText('MDK ORIENTE CHALCO', { exact: true })).toHaveCount(0);
  await page.getByText('CLUB MDKO COLEGIO ANÁHUAC').click();

  await expect(page.getByRole('heading', { name: 'EDITAR DOYANG' })).toBeVisible();
  // The prefix is shown beside the name; the user types the rest.
  await expect(page.getByLabel('Nombre')).toHaveValue('COLEGIO ANÁHUAC');
  await expect(page.getByText('CLUB MDKO', { exact: true })).toBeVisible();
  await page.getByLabel('Teléfono fijo').fill(phone);
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha modificado el registro con éxito')).toBeVisible();
  // Back on the list, still on the clubs tab, with the new phone.
  await expect(page.getByRole('tab', { name: 'Clubes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(phone)).toBeVisible();

  await page.getByText('CLUB MDKO COLEGIO ANÁHUAC').click();
  const personal = page.getByTestId('doyang-personal');
  await personal.getByTestId('add-personal').click();
  const dialog = page.getByRole('dialog', { name: 'Agregar personal' });
  await dialog.getByTestId('personal-submit').click();
  await expect(dialog.getByText('El campo no puede estar vacio')).toBeVisible();
  await dialog.getByTestId('personal-person').click();
  const option = page.getByRole('option').first();
  const person = (await option.textContent())?.trim() ?? '';
  await option.click();
  await dialog.getByTestId('personal-scheme').click({ force: true });
  await page.getByRole('option', { name: 'ESQUEMA BASE' }).click();
  await dialog.getByTestId('personal-submit').click();
  await expect(page.getByText('Se ha modificado el registro con éxito')).toBeVisible();
  const row = personal.getByRole('row', { name: new RegExp(person) });
  await expect(row).toBeVisible();
  await expect(row.getByText('ESQUEMA BASE')).toBeVisible();

  await row.getByRole('button', { name: `Quitar a ${person}` }).click();
  await expect(page.getByText('¿Está seguro que desea eliminar este elemento?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(personal.getByRole('row', { name: new RegExp(person) })).toHaveCount(0);
});

test('the inactive tab lists inactive doyangs and the general-direction card links to its form', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await page.getByTestId('doyang-card-23').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'EDITAR DOYANG' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('DIRECCIÓN GENERAL');

  await page.goto('/doyangs');
  await page.getByRole('tab', { name: 'Doyangs' }).click();
  await page.getByRole('tab', { name: 'Inactivos' }).click();
  await expect(page.locator('tbody tr')).not.toHaveCount(0);
  await expect(page.getByText('MDK ORIENTE CHALCO', { exact: true })).toHaveCount(0);
});
