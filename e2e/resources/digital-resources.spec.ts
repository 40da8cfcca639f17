import { readFile } from 'node:fs/promises';
import { MSG } from '@doyang/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { shoot as shootScreen } from '../support/screens.ts';
import { login, menu, pickCard } from '../support/session.ts';

// Issue 26: the director publishes a digital resource (a PDF) in RECURSOS DIGITALES MDK; a professor of a school finds
// it in the list and downloads exactly the bytes that were uploaded. A file that is not a PDF or an image is refused
// with the spec's text, and the director deletes the resource after confirming.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/files';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name);
const NAME = `CIRCULAR ${Date.now().toString(36).toUpperCase()}`;

/** A small real PDF (one page that says what it is), as a director would upload it. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 44>>stream',
    'BT /F1 18 Tf 20 70 Td (Circular de prueba) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, email);
  return page;
}

test.afterAll(async ({ playwright }, testInfo) => {
  // A failed run must not leave its resource in every school's list.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const director = await apiAs(request, 'director@demo.mx');
  const list = await director.call<{ id: number; name: string }[]>('GET', `/api/general_file_resources?search=${NAME}`);
  for (const r of list.body.filter((x) => x.name === NAME)) await director.call('DELETE', `/api/general_file_resources/${r.id}`);
  await request.dispose();
});

test('the director publishes a PDF and a professor downloads the same bytes', async ({ browser }) => {
  const director = await signedIn(browser, 'director@demo.mx');
  await menu(director).getByText('Recursos Digitales', { exact: true }).click();
  await expect(director.getByRole('heading', { name: 'RECURSOS DIGITALES MDK' })).toBeVisible();
  // The demo's resources are there, each with its download.
  await expect(director.getByRole('button', { name: /^Descargar TABLA DE COLORES DE CINTAS$/ })).toBeVisible();
  await shoot(director, 'digital-resources-list');

  await director.getByRole('link', { name: 'Crear' }).click();
  await expect(director.getByRole('heading', { name: 'NUEVO RECURSO DIGITAL' })).toBeVisible();
  await director.getByLabel('Nombre').fill(NAME.toLowerCase());
  await expect(director.getByLabel('Nombre')).toHaveValue(NAME);

  // A text file called .pdf: the server looks at the bytes and refuses it; the button can be pressed again.
  await director
    .locator('input[type=file]')
    .setInputFiles({ name: 'circular.pdf', mimeType: 'application/pdf', buffer: Buffer.from('solo texto') });
  await director.getByRole('button', { name: 'Guardar' }).click();
  await expect(director.getByText(MSG.digitalResourceCreateError)).toBeVisible();
  await expect(director.getByText(MSG.uploadKindRefused)).toBeVisible();
  await expect(director.getByRole('button', { name: 'Guardar' })).toBeEnabled();

  await director.locator('input[type=file]').setInputFiles({ name: 'circular.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(director.getByText('circular.pdf')).toBeVisible();
  await shoot(director, 'digital-resources-form');
  await director.getByRole('button', { name: 'Guardar' }).click();
  await expect(director.getByRole('heading', { name: 'RECURSOS DIGITALES MDK' })).toBeVisible();
  const row = director.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('PDF · 1 KB');

  const profesor = await signedIn(browser, 'profesor@demo.mx');
  await pickCard(profesor.getByTestId('doyang-card-1').first());
  await menu(profesor).getByText('Recursos Digitales', { exact: true }).click();
  await expect(profesor.getByRole('heading', { name: 'RECURSOS DIGITALES MDK' })).toBeVisible();
  // Professors read what the general direction publishes: no Crear, no delete.
  await expect(profesor.getByRole('link', { name: 'Crear' })).toHaveCount(0);
  const theirRow = profesor.getByRole('row').filter({ hasText: NAME });
  await expect(theirRow.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  const download = profesor.waitForEvent('download');
  await theirRow.getByRole('button', { name: `Descargar ${NAME}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${NAME.toLowerCase().replace(/ /g, '-')}.pdf`);
  expect(Buffer.compare(await readFile((await file.path()) ?? ''), PDF)).toBe(0);

  // A replacement the server refuses: the update's text, and Guardar waits for something to change before a retry.
  await row.getByText(NAME).click();
  await expect(director.getByRole('heading', { name: 'EDITAR RECURSO DIGITAL' })).toBeVisible();
  await expect(director.getByText(`${NAME.toLowerCase().replace(/ /g, '-')}.pdf`)).toBeVisible();
  await director
    .locator('input[type=file]')
    .setInputFiles({ name: 'otra.pdf', mimeType: 'application/pdf', buffer: Buffer.from('solo texto') });
  await director.getByRole('button', { name: 'Guardar' }).click();
  await expect(director.getByText(MSG.digitalResourceUpdateError)).toBeVisible();
  await expect(director.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await shoot(director, 'digital-resources-edit');
  await director.getByLabel('Nombre').fill(`${NAME} B`);
  await expect(director.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  await menu(director).getByText('Recursos Digitales', { exact: true }).click();
  await expect(director.getByRole('heading', { name: 'RECURSOS DIGITALES MDK' })).toBeVisible();

  // The director takes it down after confirming; the professor's list no longer has it.
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expect(director.getByText(MSG.digitalResourceDeleteConfirm)).toBeVisible();
  await director.getByRole('button', { name: 'Confirmar' }).click();
  await expect(director.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  await profesor.reload();
  await expect(profesor.getByRole('heading', { name: 'RECURSOS DIGITALES MDK' })).toBeVisible();
  await expect(profesor.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
});
