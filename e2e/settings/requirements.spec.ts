import type { RequirementAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { login, menu } from '../support/session.ts';
import { bearer, tokenOf } from './api.ts';

/** The text under an input, found by the input's label. */
const helperOf = (page: Page, label: string) =>
  page
    .locator('.MuiFormControl-root, .MuiTextField-root')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .first();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function choose(page: Page, label: string, options: string[]) {
  for (const option of options) {
    await page.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

const NUMBERS: [string, string][] = [
  ['Edad mínima (años)', '7'],
  ['Edad mínima (meses)', '6'],
  ['Edad máxima (años)', '12'],
  ['Edad máxima (meses)', '11'],
  ['Edad máxima (días)', '15'],
  ['Faltas permitidas', '5'],
  ['Parciales', '2'],
  ['Tiempo mínimo antes del siguiente examen (meses)', '4'],
  ['Puntos ideales', '60'],
  ['Puntos de currícula oficial', '45'],
  ['Puntos inaceptables', '20'],
];

// The requirement is deleted at the end: revisions pick the requirement that fits a student's degree and age.
test('the director creates a requirement with every field, meeting its rules, and reopens it to find them all', async ({
  page,
  request,
}) => {
  const name = `EXAMEN DE PRUEBA ${Date.now() % 100000}`;
  await login(page, 'director@demo.mx');
  await menu(page).getByRole('link', { name: 'Validación de examen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'REQUISITOS DE EXAMEN' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'EXAMEN DESDE 11VO KUP' })).toContainText('11VO KUP');
  await expect(page.getByText('1-20 de 21')).toBeVisible();

  await page.getByRole('link', { name: /crear/i }).click();
  await expect(page.getByRole('heading', { name: 'NUEVO REQUISITO DE EXAMEN' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(helperOf(page, 'Nombre')).toContainText('El campo no puede estar vacio');

  await page.getByLabel('Nombre', { exact: true }).fill(name.toLowerCase());
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  for (const [label, value] of NUMBERS) await page.getByLabel(label, { exact: true }).fill(value);
  // Form rules: months stop at 11, points go from ideal down to unacceptable.
  await page.getByLabel('Edad mínima (meses)', { exact: true }).fill('12');
  await page.getByLabel('Puntos de currícula oficial', { exact: true }).fill('70');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(helperOf(page, 'Edad mínima (meses)')).toContainText('Escribe un número entero entre 0 y 11.');
  await page.getByLabel('Edad mínima (meses)', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(helperOf(page, 'Puntos de currícula oficial')).toContainText(
    'Los puntos de currícula oficial no pueden ser más que los ideales.',
  );
  await page.getByLabel('Puntos de currícula oficial', { exact: true }).fill('45');

  // The degree order is the server's rule: its 422 lands under the field.
  await pick(page, 'Grado mínimo', '5TO KUP');
  await pick(page, 'Grado máximo', '9NO KUP');
  await choose(page, 'Productos', ['CINTA', 'PETO']);
  await choose(page, 'Otros requisitos', ['ACTA DE NACIMIENTO', 'CONSTANCIA DE ESTUDIOS']);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(helperOf(page, 'Grado mínimo')).toContainText('El grado mínimo no puede ser mayor que el grado máximo.');
  await pick(page, 'Grado máximo', '4TO KUP');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado con exito')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'REQUISITOS DE EXAMEN' })).toBeVisible();
  await page.getByPlaceholder('Buscar').fill('de prueba');
  // The search reaches the address after a pause and the list keeps it: wait for it, so what follows never races it.
  await expect(page).toHaveURL(/prueba/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('5TO KUP a 4TO KUP');
  await row.getByText(name).click();
  await expect(page.getByRole('heading', { name: 'EDITAR REQUISITO DE EXAMEN' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  for (const [label, value] of NUMBERS) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByRole('combobox', { name: 'Grado mínimo' })).toHaveText('5TO KUP');
  await expect(page.getByRole('combobox', { name: 'Grado máximo' })).toHaveText('4TO KUP');
  const products = helperOf(page, 'Productos');
  await expect(products.locator('.MuiChip-label')).toHaveText(['CINTA', 'PETO']);
  const others = helperOf(page, 'Otros requisitos');
  await expect(others.locator('.MuiChip-label')).toHaveText(['ACTA DE NACIMIENTO', 'CONSTANCIA DE ESTUDIOS']);

  // Editing keeps what is not touched: one product less, the rest as before.
  await products.getByText('PETO').locator('..').locator('.MuiChip-deleteIcon').click();
  await page.getByLabel('Parciales', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  const id = await (async () => {
    const token = await tokenOf(request, 'director@demo.mx');
    const list = await request.get(`/api/requirements?search=${encodeURIComponent(name)}&with=products`, {
      headers: bearer(token),
    });
    const [found] = (await list.json()) as RequirementAnswer[];
    expect(found.partial).toBeNull();
    expect(found.products?.map((p) => p.name)).toEqual(['CINTA']);
    return found.id;
  })();

  await page.goto(`/requirements/${id}`);
  await expect(page.getByLabel('Edad máxima (días)', { exact: true })).toHaveValue('15');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'REQUISITOS DE EXAMEN' })).toBeVisible();
  // The list comes back with its search; without it, the demo's 21 requirements.
  await expect(page.getByPlaceholder('Buscar')).toHaveValue('de prueba');
  await page.getByPlaceholder('Buscar').fill('');
  await expect(page.getByText('1-20 de 21')).toBeVisible();
});

test('the director creates and renames an other exam requisite', async ({ page }) => {
  const name = `CARTA DE PRUEBA ${Date.now() % 100000}`;
  await login(page, 'director@demo.mx');
  await menu(page).getByRole('link', { name: 'Otros requisitos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'OTROS REQUISITOS DE EXAMEN' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CERTIFICADO MÉDICO VIGENTE' })).toContainText('21');

  await page.getByRole('link', { name: /crear/i }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo no puede quedar vacío')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(name.toLowerCase());
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado con exito')).toBeVisible();

  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'EDITAR REQUISITO' })).toBeVisible();
  // The record fills the form once loaded; typing before that would be overwritten.
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  // Under load the record can arrive twice (the list's copy, then its own) and the form starts over: clear until
  // the form takes the change.
  await expect(async () => {
    await page.getByLabel('Nombre', { exact: true }).fill('');
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo no puede quedar vacío')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(`${name} firmada`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${name} FIRMADA` });
  await expect(row).toContainText('0');

  // Not used by any requirement, so it can go.
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`${name} FIRMADA`)).toHaveCount(0);
});

test("the administrative director reads the requirements but cannot create one ('Validación de examen' read only)", async ({
  page,
  request,
}) => {
  await login(page, 'administrativa@demo.mx');
  await menu(page).getByRole('link', { name: 'Validación de examen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'REQUISITOS DE EXAMEN' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'EXAMEN DESDE 11VO KUP' })).toBeVisible();
  await expect(page.getByRole('link', { name: /crear/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.goto('/requirements/create');
  await expect(page.getByRole('heading', { name: 'NUEVO REQUISITO DE EXAMEN' })).toHaveCount(0);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveCount(0);

  const token = await tokenOf(request, 'administrativa@demo.mx');
  const answer = await request.post('/api/requirements', { headers: bearer(token), data: { name: 'INTRUSO' } });
  expect(answer.status()).toBe(403);
});
