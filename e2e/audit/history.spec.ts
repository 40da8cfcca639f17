import type { ParentEventAnswer, VenueAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { makeExam } from '../support/exams.ts';
import { login, menu, signIn } from '../support/session.ts';

test('general direction sees who changed a record, on its edit screen and in the change history', async ({ page }) => {
  await signIn(page, 'director@demo.mx', '/cities/create');
  await page.getByLabel('Nombre').fill('Pueblo historial');
  await page.getByRole('button', { name: /guardar/i }).click();
  await expect(
    page
      .getByText('Registro creado con éxito')
      .or(page.getByText(/creado/i))
      .first(),
  ).toBeVisible();

  await page.goto('/cities');
  await page.getByRole('textbox', { name: /buscar/i }).fill('historial');
  // The search reaches the address after a pause: a click before it would be undone when it lands there.
  await expect(page).toHaveURL(/historial/);
  await page.getByText('PUEBLO HISTORIAL', { exact: true }).click();
  // The list's 'Ordenar por nombre' is labelled too: wait for the edit form before filling its field.
  await expect(page).toHaveURL(/\/cities\/\d+/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Pueblo historial dos');
  await page.getByRole('button', { name: /guardar/i }).click();
  // Back on the list, which keeps its search.
  await expect(page).toHaveURL(/\/cities(\?.*)?$/);

  await page.getByText('PUEBLO HISTORIAL DOS', { exact: true }).click();
  await page.getByRole('button', { name: 'Historial' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('PUEBLO HISTORIAL → PUEBLO HISTORIAL DOS')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Alta', exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Cambio', exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/history-dialog-1400.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await menu(page).getByText('Historial de cambios').click();
  await expect(page.getByRole('heading', { name: 'HISTORIAL DE CAMBIOS' })).toBeVisible();
  await page.getByLabel('Catálogo', { exact: true }).click();
  await page.getByRole('option', { name: 'Tablas de comisiones' }).click();
  await expect(page.getByText(/^Tabla de comisiones: /).first()).toBeVisible(); // the demo's history
  await expect(page.getByText(/^Localidad: /)).toHaveCount(0);
  await page.getByLabel('Catálogo', { exact: true }).click();
  await page.getByRole('option', { name: 'Localidades' }).click();
  await expect(page.getByText('PUEBLO HISTORIAL → PUEBLO HISTORIAL DOS')).toBeVisible();
  await expect(page.getByText('Localidad: PUEBLO HISTORIAL DOS').first()).toBeVisible();
  await expect(page.getByText(/^Tabla de comisiones: /)).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/history-list-1400.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'screenshots/history-list-800.png', fullPage: true });
});

test('the history reads in Spanish: other records by name, dates DD/MM/YYYY, money as pesos', async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const venue = (await director.call<VenueAnswer[]>('GET', '/api/venues')).body[0];
  const parent = (await director.call<ParentEventAnswer[]>('GET', '/api/parent-events')).body[0];
  // Years ahead, and removed after: the demo's own next exam stays Home's (e2e/home/next-exam-and-light.spec.ts).
  const id = await makeExam(director, 'EXAMEN HISTORIAL', '2030-12-10', { price: '1234' });
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'director@demo.mx', `/exams/${id}`);
    await page.getByRole('button', { name: 'Historial' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('cell', { name: 'Alta', exact: true })).toBeVisible();
    const changes = dialog.getByRole('listitem');
    await expect(changes.filter({ hasText: /^Sede: / })).toHaveText(`Sede: ${venue.name}`);
    await expect(changes.filter({ hasText: /^Evento padre: / })).toHaveText(`Evento padre: ${parent.name}`);
    await expect(changes.filter({ hasText: /^Fecha: / })).toHaveText('Fecha: 10/12/2030');
    await expect(changes.filter({ hasText: /^Precio: / })).toHaveText('Precio: $1,234.00 MXN');
    await expect(changes.filter({ hasText: /^Activo: / })).toHaveText(/^Activo: (Sí|No)$/);
    // No column name, id or ISO date left.
    await expect(changes.filter({ hasText: /[a-z]_[a-z]|\d{4}-\d{2}-\d{2}/ })).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/history-exam-dialog-1366.png', fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    // The dialog is what matters: the viewport, not the long form behind it.
    await page.screenshot({ path: 'screenshots/history-exam-dialog-800.png' });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/audit_logs');
    await page.getByLabel('Catálogo', { exact: true }).click();
    // Every table by its Spanish name, none by the database's.
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('option', { name: /_/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Exámenes', exact: true }).click();
    await expect(page.getByText(/^Examen: EXAMEN HISTORIAL/).first()).toBeVisible();
    await expect(page.getByText(`Sede: ${venue.name}`).first()).toBeVisible();
    // The filter has landed (only exams listed) and its menu has closed before the pictures.
    await expect(page.getByText(/^Localidad: /)).toHaveCount(0);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/history-list-exams-1366.png', fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: 'screenshots/history-list-exams-800.png', fullPage: true });
  } finally {
    await director.call('DELETE', `/api/exams/${id}`);
  }
});

test('no one else sees the history', async ({ page }) => {
  await login(page, 'profesor@demo.mx');
  await expect(menu(page).getByText('Historial de cambios')).toHaveCount(0);
  await page.goto('/audit_logs');
  await expect(page.getByText('HISTORIAL DE CAMBIOS')).toHaveCount(0);
});
