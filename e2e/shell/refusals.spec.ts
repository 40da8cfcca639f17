import type { UsersPageAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { login, signIn } from '../support/session.ts';

test('screens say no the same way: denied with the reason, unknown addresses not found, each with a way back', async ({
  page,
  request,
}) => {
  await login(page, 'profesor@demo.mx');

  // A screen the professor may not open.
  await page.goto('/permissions');
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/refusal-denied-1400.png' });

  // A record of another doyang: the server's reason, not an empty form (with their own doyang selected, since
  // student screens send a professor without one Home, spec 02 §6).
  await page.goto('/');
  await page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByRole('button').first().click();
  await expect(page.getByTestId('selected-doyang')).not.toHaveText('SIN DOYANG SELECCIONADO');
  const director = await apiAs(request, 'director@demo.mx');
  const other = await director.call<UsersPageAnswer>('GET', '/api/users?doyang_id=3&paginate=1&perPage=1');
  await page.goto(`/students/${other.body.data[0].id}`);
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  await expect(page.getByTestId('refusal-denied').getByText(/doyang/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /guardar/i })).toHaveCount(0);

  // Addresses that are no screen.
  for (const path of ['/product_variants', '/doyang_category_requisites', '/doyangs/1/attendances', '/nada']) {
    await page.goto(path);
    await expect(page.getByTestId('refusal-missing'), path).toBeVisible();
  }
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/refusal-missing-800.png' });
  await page.getByText('Ir al inicio').click();
  await expect(page.getByTestId('home')).toBeVisible();
});

test('a refusal shows only the refusal: no pager, buttons or filters around it, no empty screen in its place', async ({
  page,
  browser,
}) => {
  // A professor opening another doyang's students (their own selected): the refusal, not a table with its buttons.
  await login(page, 'profesor@demo.mx');
  await page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByRole('button').first().click();
  await expect(page.getByTestId('selected-doyang')).not.toHaveText('SIN DOYANG SELECCIONADO');
  await page.goto('/students?doyangId=3');
  await expect(page.getByTestId('refusal-denied')).toBeVisible();
  for (const name of [/nuevo alumno/i, /csv/i]) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /nuevo alumno/i })).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ de \d+/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ALUMNOS MDK' })).toHaveCount(0);
  // Said once, on the page (no toast repeating it).
  await expect(page.getByText('No tienes acceso a este doyang.')).toHaveCount(1);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/refusal-students-800.png' });

  // A student: the selective groups the menu offers everyone are refused them, as are a tournament's brackets.
  const student = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(student, 'alumno@demo.mx', '/selective_groups');
  await expect(student.getByTestId('refusal-denied')).toBeVisible();
  await expect(student.getByText(/\d+-\d+ de \d+/)).toHaveCount(0);
  await expect(student.getByRole('textbox')).toHaveCount(0);
  await expect(student.getByText(/bimestre/i)).toHaveCount(0);
  await student.screenshot({ path: 'screenshots/refusal-selective-groups-1366.png' });
  await student.goto('/tournaments/1/graphs');
  await expect(student.getByTestId('refusal-denied')).toBeVisible();
  await expect(student.getByText(/Aún no hay gráficas/)).toHaveCount(0);
  await student.close();
});
