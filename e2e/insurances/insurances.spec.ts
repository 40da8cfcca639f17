import { readFile } from 'node:fs/promises';
import { MSG } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { shoot as shootScreen } from '../support/screens.ts';
import { login, menu, pickCard } from '../support/session.ts';

// Issue 26, SEGUROS: the professor of MDK ORIENTE IZTAPALAPA sends a student of Asegurables to the insurer, insures
// them with a number and a date (none first: the spec's text), finds them in Asegurados and in its CSV; another
// student rejects the insurance with a signed PDF, which downloads as documento_de_rechazo.pdf with the same bytes.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/insurances';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name);

/** A small real PDF, as a school would scan the signed letter. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 42>>stream',
    'BT /F1 18 Tf 20 70 Td (Carta de rechazo) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

const firstName = async (page: Page) =>
  (await page.locator('[data-testid^="insurance-row-"]').first().locator('td').first().innerText()).trim();

async function showTab(page: Page, tab: string, search: string) {
  await page.getByTestId(`tab-${tab}`).click();
  await page.getByTestId('insurances-search').fill(search);
}

test('a professor sends and insures a student, and another rejects the insurance with a signed PDF', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await pickCard(page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId('doyang-card-1'));
  await menu(page).getByText('Seguros', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SEGUROS · MDK ORIENTE IZTAPALAPA' })).toBeVisible();
  await expect(page.getByTestId('tab-insurables')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-testid^="insurance-row-"]').first()).toBeVisible();
  expect(await page.locator('[data-testid^="insurance-row-"]').count()).toBeLessThanOrEqual(5);
  await shoot(page, 'insurances-asegurables');

  // Asegurables → Enviados.
  const sent = await firstName(page);
  await page.getByRole('button', { name: `Enviar ${sent}`, exact: true }).click();
  await expect(page.getByText(MSG.insuranceSent)).toBeVisible();
  await expect(page.getByRole('button', { name: `Enviar ${sent}`, exact: true })).toHaveCount(0);
  await showTab(page, 'insurances_sent', sent);
  await page.getByRole('button', { name: `Asegurar ${sent}`, exact: true }).click();

  // Enviados → Asegurados: a number and a date (without the date, the spec's text).
  const dialog = page.getByRole('dialog', { name: 'Asegurar' });
  await dialog.getByLabel('Número de seguro').fill('POL-2026-7781');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(MSG.insuranceDateRequired)).toBeVisible();
  await dialog.getByLabel('Fecha de seguro').fill('2026-11-20');
  await shoot(page, 'insurances-asegurar');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MSG.insuranceInsured)).toBeVisible();
  await expect(page.getByText(MSG.insuranceInsured)).toBeHidden();
  await showTab(page, 'insuranced', sent);
  const row = page.locator('[data-testid^="insurance-row-"]').filter({ hasText: sent });
  await expect(row).toContainText('POL-2026-7781');
  await expect(row).toContainText('20/NOV/2026');
  await shoot(page, 'insurances-asegurados');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('alumnos_asegurados.csv');
  const csvText = await readFile((await csv.path()) ?? '', 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  expect(csvText).toContain(`${sent},MDK ORIENTE IZTAPALAPA`);
  expect(csvText).toContain('POL-2026-7781');

  // Asegurables → Rechazaron el seguro, with the signed letter (No asegurables offer the same button).
  await showTab(page, 'non_insurables', '');
  await expect(
    page.getByText('No hay alumnos en esta lista.').or(page.getByRole('button', { name: /^Rechazó el seguro / }).first()),
  ).toBeVisible();
  await showTab(page, 'insurables', '');
  await expect(page.locator('[data-testid^="insurance-row-"]').first()).toBeVisible();
  const rejecting = await firstName(page);
  await page.getByRole('button', { name: `Rechazó el seguro ${rejecting}`, exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Rechazó el seguro' });
  await upload.getByTestId('rejection-file').setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByText('carta.pdf')).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  // Guardar's colour eases in as it is enabled (250 ms): the contrast check reads the settled one.
  await page.waitForTimeout(400);
  await shoot(page, 'insurances-rechazo');
  await upload.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MSG.insuranceRejected)).toBeVisible();
  await expect(page.getByText(MSG.insuranceRejected)).toBeHidden();
  await showTab(page, 'rejected', rejecting);
  await expect(page.locator('[data-testid^="insurance-row-"]').filter({ hasText: rejecting })).toBeVisible();
  await shoot(page, 'insurances-rechazados');
  const documentDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar documento ${rejecting}`, exact: true }).click();
  const document = await documentDownload;
  expect(document.suggestedFilename()).toBe('documento_de_rechazo.pdf');
  expect(Buffer.compare(await readFile((await document.path()) ?? ''), PDF)).toBe(0);
});
