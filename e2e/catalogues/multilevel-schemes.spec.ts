import { expect, type Page, test } from '@playwright/test';
import { shoot as shootScreen } from '../support/screens.ts';
import { login, menu } from '../support/session.ts';

// Issue 26: general direction creates a multilevel scheme (MULTINIVEL PROFESORES), sets a commission table's
// percentage, adds tiers to its lists (an overlapping range refused) and reads what each tier pays at a reference
// price: utility = price × %, min/max = price × bound × %, annual = max × 6.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/commissions';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name, { settle: true });

async function addTier(page: Page, kind: string, min: string, max: string, percentage: string, seminar = false) {
  await page.getByTestId(`add-tier-${kind}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('tier-min').fill(min);
  await dialog.getByTestId('tier-max').fill(max);
  await dialog.getByTestId('tier-percentage').fill(percentage);
  if (seminar) await dialog.getByLabel('Es para seminarios').check();
  await dialog.getByTestId('tier-save').click();
}

test('general direction creates a scheme with tiers and reads what each tier pays', async ({ page }) => {
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Multinivel Profesores').click();
  await expect(page.getByRole('heading', { name: 'MULTINIVEL PROFESORES' })).toBeVisible();
  await expect(page.getByText('ESQUEMA PROFESOR CERTIFICADO', { exact: true })).toBeVisible(); // demo data
  await shoot(page, 'multinivel-lista');

  await page.getByRole('link', { name: /crear/i }).click();
  await expect(page.getByRole('heading', { name: 'NUEVO ESQUEMA MULTINIVEL' })).toBeVisible();
  await page.getByLabel('Porcentaje').fill('150');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('El campo no puede estar vacio')).toBeVisible();
  await expect(page.getByText('El porcentaje debe ser un número entre 0 y 100.')).toBeVisible();
  await page.getByLabel('Nombre').fill('esquema regional');
  await page.getByLabel('Porcentaje').fill('12');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha creado el registro con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EDITAR ESQUEMA MULTINIVEL' })).toBeVisible();

  // EXÁMENES: 10 to 24 inscriptions at 12.5 %; at $850.00 an inscription pays $106.25, 10 pay $1,062.50, 24 pay
  // $2,550.00, and a year of the best case $15,300.00.
  await addTier(page, 'exam', '10', '24', '12.5');
  await expect(page.getByText('Se ha creado el registro con éxito')).toBeVisible();
  const exams = page.getByTestId('tiers-exam');
  await exams.getByTestId('reference-price-exam').fill('850');
  const row = exams.getByRole('row').filter({ hasText: '10 – 24' });
  await expect(row).toContainText('12.5 %');
  for (const amount of ['$106.25', '$1,062.50', '$2,550.00', '$15,300.00']) await expect(row).toContainText(amount);

  // A range sharing a count with another tier of the list is refused with the server's text.
  await addTier(page, 'exam', '20', '40', '15');
  await expect(page.getByRole('dialog')).toContainText('El rango se cruza con otro nivel de esta lista (10 a 24 inscripciones).');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /cancelar/i })
    .click();

  // EVENTOS keeps the seminars' tiers apart; the same range is allowed there.
  await addTier(page, 'event', '0', '30', '8');
  await addTier(page, 'event', '0', '30', '15', true);
  const events = page.getByTestId('tiers-event');
  await expect(events.getByRole('row').filter({ hasText: 'Seminarios' })).toContainText('15 %');
  await events.getByTestId('reference-price-event').fill('400');
  await expect(events.getByRole('row').filter({ hasText: 'Seminarios' })).toContainText('$1,800.00'); // 400 × 30 × 15 %

  // The commission tables' percentages are saved with the form.
  await page.getByLabel('GENERAL', { exact: true }).fill('7.5');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(page.getByText('Se ha modificado el registro con éxito')).toBeVisible();
  await page.getByText('ESQUEMA REGIONAL', { exact: true }).click();
  await expect(page.getByLabel('GENERAL', { exact: true })).toHaveValue('7.50');
  await expect(page.getByTestId('tiers-exam').getByRole('row').filter({ hasText: '10 – 24' })).toBeVisible();
  await page.getByTestId('reference-price-exam').fill('850');
  await shoot(page, 'multinivel-editar');
});

test('a professor has no MULTINIVEL PROFESORES: no menu item, and the screen is refused', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Multinivel Profesores')).toHaveCount(0);
  await page.goto('/doyang_surrogations');
  await expect(page.getByText('MULTINIVEL PROFESORES')).toHaveCount(0);
});
