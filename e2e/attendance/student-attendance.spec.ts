import { expect, test } from '@playwright/test';
import { login } from '../support/session.ts';
import { addDays, apiAs, dayMonYear, markControls, roster, serverToday } from './attendance-api.ts';

// Group 4 'SABATINO' of doyang 1 (six students); the kyosa of doyang 1 takes its attendance for today.
const GROUP = 4;

test('a kyosa marks today F, R, A and clears one; counts follow, a reload keeps them; 6 days back is refused', async ({
  page,
  request,
}) => {
  const kyosaApi = await apiAs(request, 'kyosa@demo.mx');
  const today = await serverToday(kyosaApi);
  const start = await roster(kyosaApi, GROUP);
  const rows = start.data.slice(0, 4);
  expect(rows).toHaveLength(4);
  expect(rows.every((r) => r.assistance === null)).toBe(true);

  try {
    await login(page, 'kyosa@demo.mx');
    await page.getByRole('region', { name: 'DOYANGS (COMO PERSONAL)' }).getByTestId('doyang-card-1').click();
    await expect(page.getByTestId('selected-doyang')).toHaveText('MDK ORIENTE IZTAPALAPA');
    await page.goto(`/doyang_groups/${GROUP}/add_people`);
    await expect(page.getByRole('heading', { name: 'ASISTENCIA · SABATINO' })).toBeVisible();
    await expect(page.getByTestId('group-subtitle')).toContainText('MDK ORIENTE IZTAPALAPA');
    await expect(page.getByTestId('attendance-day')).toContainText(dayMonYear(today));
    await expect(page.getByTestId('count-unmarked')).toHaveText(`Sin marcar: ${start.total}`);
    // A kyosa takes attendance but does not add students (that needs 'Doyang Grupos' update).
    await expect(page.getByTestId('add-student')).toHaveCount(0);

    const [f, r, a, cleared] = rows.map((row) => markControls(page, `student-row-${row.id}`));
    await f.mark('F');
    await r.mark('R');
    await a.mark('A');
    await cleared.mark('A');
    await expect(cleared.radio('A')).toBeChecked();
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 3');
    await expect(cleared.clear).toBeEnabled();
    await cleared.clear.click();
    await expect(cleared.radio('A')).not.toBeChecked();
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 2');
    await expect(page.getByTestId('count-late')).toHaveText('Retardos: 1');
    await expect(page.getByTestId('count-absent')).toHaveText('Faltaron: 1');
    await expect(page.getByTestId('count-unmarked')).toHaveText(`Sin marcar: ${start.total - 3}`);
    // Every click was saved on its own (wait for the last answers before reloading).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.reload();
    await expect(f.radio('F')).toBeChecked();
    await expect(r.radio('R')).toBeChecked();
    await expect(a.radio('A')).toBeChecked();
    for (const type of ['F', 'R', 'A'] as const) await expect(cleared.radio(type)).not.toBeChecked();
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 2');
    await expect(page.getByTestId('count-absent')).toHaveText('Faltaron: 1');
    const saved = await roster(kyosaApi, GROUP);
    expect(saved.counts).toEqual({ attended: 2, late: 1, absent: 1, unmarked: start.total - 3 });
    // The student name opens their record.
    await expect(f.row.getByRole('link', { name: rows[0].full_name })).toHaveAttribute('href', `/students/${rows[0].id}`);

    // The bimester's attendance as CSV.
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir CSV de asistencias' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^asistencias-sabatino-.*\.csv$/);

    // The day picker goes back 5 days at most: its minimum, and a typed older day is refused.
    const date = page.getByTestId('attendance-date');
    await expect(date).toHaveAttribute('min', addDays(today, -5));
    await expect(date).toHaveAttribute('max', today);
    await date.fill(addDays(today, -6));
    await expect(page.getByText('Solo se pueden registrar asistencias de hasta 5 días atrás.')).toBeVisible();
    await expect(page.getByTestId('attendance-day')).toContainText(dayMonYear(today));
    await date.fill(addDays(today, -5));
    await expect(page.getByTestId('attendance-day')).toContainText(dayMonYear(addDays(today, -5)));
    await expect(page).toHaveURL(new RegExp(`date=${addDays(today, -5)}`));
    await expect(page.getByRole('button', { name: 'Día anterior' })).toBeDisabled();
    // Forcing it through the API meets the server's rule.
    const forced = await kyosaApi.call<{ message: string }>('PUT', `/api/doyang_groups/${GROUP}`, {
      student: rows[0].id,
      date: addDays(today, -6),
      type: 'A',
    });
    expect(forced.status).toBe(422);
    expect(forced.body.message).toBe('Solo se pueden registrar asistencias de hasta 5 días atrás.');
  } finally {
    // Today's marks of this journey go, so the demo stays as it was.
    for (const row of rows) {
      await kyosaApi.call('PUT', `/api/doyang_groups/${GROUP}`, {
        student: row.id,
        date: today,
        type: null,
        is_student: false,
        is_mother: false,
        is_father: false,
        is_representative: false,
      });
    }
  }
});

test('doyang scope: no selected doyang goes Home; a group of another doyang shows the refusal', async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const other = await director.call<{ data: { id: number }[] }>('GET', '/api/doyang_groups?doyang_id=3&paginate=1');
  const foreign = other.body.data[0].id;

  await login(page, 'kyosa@demo.mx');
  await page.goto(`/doyang_groups/${GROUP}/add_people`);
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('region', { name: 'DOYANGS (COMO PERSONAL)' }).getByTestId('doyang-card-1').click();
  await page.goto(`/doyang_groups/${foreign}/add_people`);
  await expect(page.getByTestId('roster-error')).toContainText('No tienes acceso a este doyang.');
  await page.goto(`/doyang_groups/${foreign}/kyosa_list`);
  await expect(page.getByTestId('roster-error')).toContainText('No tienes acceso a este doyang.');
});
