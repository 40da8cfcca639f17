import type { ExamAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { dateField, fillDate } from '../support/date-picker.ts';
import { login, menu } from '../support/session.ts';

test('the director creates an exam from the form and finds it in EXAMENES; a blank save alerts', async ({ page, request }) => {
  const name = `EXAMEN E2E ${Date.now() % 100000}`;
  const year = new Date().getFullYear();
  await login(page, 'director@demo.mx');
  await menu(page).getByText('Examen', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'EXAMENES' })).toBeVisible();
  await expect(page.getByLabel('Solo este año')).toBeChecked();
  await page.getByRole('link', { name: 'Crear' }).click();
  await expect(page.getByRole('heading', { name: 'NUEVO EXAMEN' })).toBeVisible();

  // A blank save alerts and marks the spec's non-empty fields.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    dialog.accept();
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect.poll(() => alerts).toEqual(['Revisa los campos marcados antes de guardar.']);
  await expect(page.getByText('El campo no puede estar vacio').first()).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Evento padre').fill('TEMPORADA');
  await page.getByRole('option', { name: /TEMPORADA/ }).click();
  await page.getByLabel('Sede').fill('SANTA CRUZ');
  await page.getByRole('option', { name: /SANTA CRUZ/ }).click();
  await fillDate(dateField(page, 'Fecha'), `${year}-12-12`);
  await page.getByLabel('Precio', { exact: true }).fill('900');
  await page.getByLabel('Pronto pago', { exact: true }).fill('0');
  for (const [label, day] of [
    ['Límite de pronto pago (alumno)', '01'],
    ['Límite de pronto pago (profesor)', '02'],
    ['Límite de pago (alumno)', '05'],
    ['Límite de pago (profesor)', '06'],
  ])
    await fillDate(dateField(page, label), `${year}-12-${day}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El evento se ha guardado con éxito')).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText(`12/DIC/${year}`);
  await expect(row).toContainText('DEPORTIVO SANTA CRUZ MEYEHUALCO');

  const api = await apiAs(request, 'director@demo.mx');
  const found = await api.call<{ data: ExamAnswer[] }>('GET', `/api/exams?paginate=1&search=${encodeURIComponent(name)}`);
  expect(found.body.data[0]).toMatchObject({ price: '900.00', early_payment_amount: '0.00' });
  await api.call('DELETE', `/api/exams/${found.body.data[0].id}`);
});
