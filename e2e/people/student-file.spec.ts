import { readFile } from 'node:fs/promises';
import { MSG } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, pickCard } from '../support/session.ts';

// Issue 26: a student's file (expediente, spec 02 §3 `file`): the doyang's professor uploads it from OTROS DATOS (saved
// at once as the record's update, POST with `_method=PUT`), downloads the same bytes, and a file that is not a PDF or
// an image is refused with its reason.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/files';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let fresh: FreshDoyang;
let student: { id: number; full_name: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  fresh = await freshDoyang(playwright, testInfo);
  [student] = await fresh.addStudents(await fresh.addGroup('EXPEDIENTES'), 1);
});
test.afterAll(() => fresh.close());

test("a professor uploads a student's file and downloads it back", { tag: '@isolated' }, async ({ page }) => {
  await login(page, fresh.profesor.email);
  await pickCard(page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-card-${fresh.doyang.id}`));
  await page.goto(`/students/${student.id}`);
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  const section = page.getByRole('region', { name: 'Expediente' });
  await expect(section).toContainText('Sin expediente');

  await section
    .getByLabel('Archivo del expediente')
    .setInputFiles({ name: 'notas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('texto') });
  await expect(page.getByText(`${MSG.userFileSaveError} ${MSG.uploadKindRefused}`)).toBeVisible();
  await expect(section).toContainText('Sin expediente');

  await section.getByLabel('Archivo del expediente').setInputFiles({ name: 'acta.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(MSG.userFileSaved)).toBeVisible();
  await expect(section).toContainText('Expediente en imagen PNG');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/student-file-1280.png` });

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar expediente' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^expediente-alumno-.*\.png$/);
  expect(Buffer.compare(await readFile((await file.path()) ?? ''), PNG)).toBe(0);
});
