import type { AssistanceAnswer, HolidayListItemAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, pickCard } from '../support/session.ts';
import { apiAs, markControls, roster, serverToday } from './attendance-api.ts';

// Group 'JUVENIL' of a doyang of the journey's own; its professor marks today as a day without class and takes it back.
let school: FreshDoyang;
let GROUP: number;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  const group = await school.addGroup('JUVENIL', { begins_at: '18:00', ends_at: '19:00' });
  await school.addStudents(group, 3);
  GROUP = group.id;
  await school.close();
});

test('a professor marks a day without class: marks cleared, it persists, a failure reverts, and it can be taken back', {
  tag: '@isolated',
}, async ({ page, request }) => {
  const api = await apiAs(request, school.profesor.email);
  const today = await serverToday(api);
  const start = await roster(api, GROUP);
  expect(start.holiday).toBeNull();
  const student = start.data[0];
  const holidaysToday = async () =>
    (await api.call<HolidayListItemAnswer[]>('GET', `/api/holidays?doyang_group_id=${GROUP}&date=${today}`)).body;

  try {
    await login(page, school.profesor.email);
    await pickCard(
      page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-card-${school.doyang.id}`),
    );
    // The day the journey checks, named: a run across Mexico City's midnight opened the screen on the next day and
    // looked for the holiday on the day before.
    await page.goto(`/doyang_groups/${GROUP}/add_people?date=${today}`);
    await expect(page.getByRole('heading', { name: 'ASISTENCIA · JUVENIL' })).toBeVisible();
    const row = markControls(page, `student-row-${student.id}`);
    await row.mark('A');
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 1');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // The server fails: the screen goes back as it was.
    await page.route('**/api/holidays', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Día sin clase', exact: true }).click();
    await page.getByRole('button', { name: 'Marcar' }).click();
    await expect(page.getByText('No se pudo marcar el día como día sin clase')).toBeVisible();
    await expect(row.radio('A')).toBeChecked();
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 1');
    await expect(page.getByTestId('no-class-day')).toHaveCount(0);
    await page.unroute('**/api/holidays');

    await page.getByRole('button', { name: 'Día sin clase', exact: true }).click();
    await expect(page.getByText('Se borrarán las asistencias de ese día.')).toBeVisible();
    await page.getByRole('button', { name: 'Marcar' }).click();
    await expect(page.getByText('Se marcó el día como día sin clase')).toBeVisible();
    await expect(page.getByTestId('no-class-day')).toBeVisible();
    await expect(row.radio('A')).not.toBeChecked();
    await expect(row.radio('A')).toBeDisabled();
    await expect(page.getByTestId('count-attended')).toHaveText('Asistieron: 0');
    await expect(page.getByRole('button', { name: 'Día sin clase', exact: true })).toHaveCount(0);

    // Stored: the group's holiday on that day, and no marks left.
    const stored = await holidaysToday();
    expect(stored.filter((h) => h.doyang_group_id === GROUP)).toHaveLength(1);
    const marks = await api.call<AssistanceAnswer[]>('GET', `/api/assistances?doyang_group_id=${GROUP}&date=${today}`);
    expect(marks.body).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('no-class-day')).toBeVisible();

    // Taken back: the day has class again (the deleted marks stay deleted).
    await page.getByTestId('no-class-day').getByRole('button', { name: 'Quitar día sin clase' }).click();
    await page.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(page.getByText('Se quitó el día sin clase.')).toBeVisible();
    await expect(page.getByTestId('no-class-day')).toHaveCount(0);
    await expect(row.radio('A')).toBeEnabled();
    expect((await holidaysToday()).filter((h) => h.doyang_group_id === GROUP)).toHaveLength(0);
  } finally {
    for (const h of (await holidaysToday()).filter((x) => x.doyang_group_id === GROUP)) {
      await api.call('DELETE', `/api/holidays/${h.id}`);
    }
    await api.call('PUT', `/api/doyang_groups/${GROUP}`, { student: student.id, date: today, type: null });
  }
});
