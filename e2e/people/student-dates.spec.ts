import { type DoyangGroupAnswer, formatDayMonYear } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import {
  dateField,
  dateOf,
  expectDate,
  fillDate,
  fillTime,
  focusDate,
  openCalendar,
  shownInput,
} from '../support/date-picker.ts';
import { type FreshDoyang, freshDoyang } from '../support/fresh-doyang.ts';
import { login, pickCard } from '../support/session.ts';

// Issue 10: dates read DD/MM/AAAA and months in Spanish even in a browser whose language is English.
test.use({
  locale: 'en-US',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US:en' },
    args: ['--lang=en-US', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  },
});

let school: FreshDoyang;
let student: { id: number; last_name: string };
let group: Awaited<ReturnType<FreshDoyang['addGroup']>>;
test.beforeAll(async ({ playwright }, testInfo) => {
  school = await freshDoyang(playwright, testInfo);
  group = await school.addGroup('INFANTIL A');
  [student] = await school.addStudents(group, 1);
  await school.close();
});

test('an English-language browser shows and saves the student form dates the Mexican way', { tag: '@isolated' }, async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await login(page, school.profesor.email);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await pickCard(page.getByTestId('doyang-group-responsible').getByTestId(`doyang-card-${school.doyang.id}`));
  await page.goto(`/students?doyangId=${school.doyang.id}`);
  const row = page.locator('tbody tr').filter({ hasText: student.last_name });
  await row.click();
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();

  const api = await apiAs(request, school.profesor.email);
  const stored = async () =>
    (
      await api.call<{ birth_date: string; enrollment_date: string; start_payments_date: string }>(
        'GET',
        `/api/users/${student.id}`,
      )
    ).body;
  const before = await stored();

  // Days read DD/MM/YYYY; an empty one shows DD/MM/AAAA once the user is in it.
  const birth = dateField(page, 'Fecha de nacimiento');
  await expectDate(birth, '1995-03-10');
  await expect(birth).toContainText('10/03/1995');
  const narrowCalendar = await openCalendar(birth);
  await expect(narrowCalendar).toContainText('marzo 1995');
  await page.screenshot({ path: 'screenshots/student-dates-calendar-800.png' });
  await page.keyboard.press('Escape');
  await expect(narrowCalendar).toBeHidden();
  await page.setViewportSize({ width: 1400, height: 900 });
  await page
    .getByTestId('drawer')
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));

  await expectDate(dateField(page, 'Fecha de inscripción'), before.enrollment_date);
  const attendanceStart = dateField(page, 'Inicio de asistencia');
  await focusDate(attendanceStart);
  await expect(attendanceStart).toContainText('DD/MM/AAAA');

  // Typed, then picked in a Spanish calendar (weeks from Sunday).
  await fillDate(birth, '2001-11-05');
  const calendar = await openCalendar(birth);
  await expect(calendar).toContainText('noviembre 2001');
  await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', 'domingo');
  await page.screenshot({ path: 'screenshots/student-dates-calendar-1400.png' });
  await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
  await expect(calendar).toBeHidden();
  await expectDate(birth, '2001-11-20');

  // The billing month: Spanish month names in the field and in its calendar; typed as digits.
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  // The enrollment date reads the same in its field and in the history under it.
  await expect(page.getByTestId('enrollment-history').getByTestId('enrollment-row').first()).toContainText(
    formatDayMonYear(before.enrollment_date),
  );
  const billing = dateField(page, 'Primer mes que se cobra');
  await expectDate(billing, before.start_payments_date.slice(0, 7));
  const months = await openCalendar(billing);
  await expect(months.getByRole('radio', { name: 'diciembre' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/student-dates-month-1400.png' });
  await page.keyboard.press('Escape');
  await expect(months).toBeHidden();
  await fillDate(billing, '2026-12');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/students\?/);
  // The list writes the day the form saved.
  await expect(row).toContainText('20/NOV/2001');
  const after = await stored();
  expect(after.birth_date).toBe('2001-11-20');
  expect(after.start_payments_date).toBe('2026-12-01');
  expect(after.enrollment_date).toBe(before.enrollment_date);

  // Read back after a reload.
  await row.click();
  await expect(page.getByRole('heading', { name: 'EDITAR ALUMNO' })).toBeVisible();
  await page.reload();
  await expectDate(birth, '2001-11-20');
  expect(await dateOf(birth)).toBe('2001-11-20');
  await page.getByRole('tab', { name: 'OTROS DATOS' }).click();
  await expectDate(billing, '2026-12');
  await expect(billing).toContainText('diciembre 2026');
});

test('an English-language browser shows and saves group hours on the 24-hour clock', { tag: '@isolated' }, async ({
  page,
  request,
}) => {
  await login(page, school.profesor.email);
  await pickCard(page.getByTestId('doyang-group-responsible').getByTestId(`doyang-card-${school.doyang.id}`));
  await page.goto(`/doyang_groups/${group.id}`);
  const begins = dateField(page, 'Hora de inicio');
  await expect(shownInput(begins)).toHaveValue('16:00');
  await expect(page.getByText(/\b(AM|PM)\b/)).toHaveCount(0);
  await fillTime(page, 'Hora de inicio', '15:30');
  await page.screenshot({ path: 'screenshots/group-hours-1400.png' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha editado con exito')).toBeVisible();
  const api = await apiAs(request, school.profesor.email);
  expect((await api.call<DoyangGroupAnswer>('GET', `/api/doyang_groups/${group.id}`)).body.begins_at).toBe('15:30:00');
});
