import { readFileSync } from 'node:fs';
import type { DashboardAnswer } from '@doyang/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { shoot as shootScreen } from '../support/screens.ts';
import { login } from '../support/session.ts';

// Issue 27: every section of a doyang's card is alive for the director; a goal is set from the card; a count opens the
// students behind it with their reasons, as many as the count says; the general direction's events Excel downloads;
// a professor after the goal window sees the goal and cannot change it (nor through the API).

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/dashboard';
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name, { settle: true });
const DOYANG = 1;

const SECTIONS = [
  'card-students',
  'card-insured',
  'card-inscriptions',
  'card-disenrolls',
  'card-debtors',
  'card-light',
  'card-belts',
  'card-birthdays',
  'card-black-belt',
  'card-efficiency',
  'card-records',
];

test('the director reads every number of a card, sets a goal, opens the students at risk and downloads the events Excel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const director = await apiAs(request, 'director@demo.mx');
  const answer = (await director.call<DashboardAnswer>('GET', '/api/doyangs/dashboard')).body;
  const stats = answer.data.find((d) => d.id === DOYANG);
  if (!stats) throw new Error('El tablero no trae el doyang 1');
  // The demo shows the feature alive: people at risk, insured and not, birthdays, a coming exam with prospects.
  expect(stats.risk_students_count).toBeGreaterThan(0);
  expect(stats.insuranced_students_count).toBeGreaterThan(0);
  expect(stats.uninsured_students_count).toBeGreaterThan(0);
  expect(stats.month_birthdays_count).toBeGreaterThan(0);
  expect(Object.keys(stats.next_exams_totals).length).toBeGreaterThan(0);

  await login(page, 'director@demo.mx');
  const card = page.getByTestId(`doyang-card-${DOYANG}`);
  const numbers = card.getByTestId(`doyang-numbers-${DOYANG}`);
  await expect(numbers).toBeVisible();
  for (const section of SECTIONS) await expect(numbers.getByTestId(section), section).toBeVisible();
  await expect(numbers.getByTestId(`count-risk-${DOYANG}`)).toHaveText(String(stats.risk_students_count));
  await shoot(page, 'home-director');

  // A goal from the card: the inscription goal of the bimester.
  const goal = String((stats.bimester_inscriptions_goal ?? 0) + 7);
  await numbers.getByTestId(`goal-inscription-${DOYANG}`).click();
  await page.getByTestId('goal-input').fill(goal);
  await page.getByTestId('goal-save').click();
  await expect(numbers.getByTestId(`goal-inscription-${DOYANG}`)).toHaveText(goal);
  const saved = (await director.call<DashboardAnswer>('GET', '/api/doyangs/dashboard')).body.data.find((d) => d.id === DOYANG);
  expect(saved?.bimester_inscriptions_goal).toBe(Number(goal));

  // The students at risk: as many as the count, each with the absences that put them there.
  await numbers.getByTestId(`count-risk-${DOYANG}`).click();
  const dialog = page.getByTestId('students-dialog');
  await expect(page.getByTestId('students-dialog-total')).toHaveText(
    stats.risk_students_count === 1 ? '1 alumno' : `${stats.risk_students_count} alumnos`,
  );
  const rows = dialog.getByTestId('students-dialog-row');
  await expect(rows).toHaveCount(Math.min(10, stats.risk_students_count));
  await expect(rows.first()).toContainText(/falta/i);
  await shoot(page, 'home-risk-students');
  await page.getByRole('button', { name: 'Cerrar' }).click();

  // 'Alumnos | {doyang}': its files, the belts, and the month's birthdays read when the dialog opens.
  await numbers.getByTestId(`card-students-open-${DOYANG}`).click();
  const students = page.getByRole('dialog', { name: /^Alumnos \| / });
  await expect(students.getByRole('button', { name: 'CSV de alumnos activos' })).toBeVisible();
  await expect(students.getByTestId('birthday-row')).toHaveCount(stats.month_birthdays_count);
  await shoot(page, 'home-active-students');
  await students.getByRole('button', { name: 'Cerrar' }).click();

  // The general direction's events report, for the year.
  const direction = page.getByTestId('doyang-card-23');
  await direction.getByRole('button', { name: 'CSV de eventos' }).click();
  await expect(page.getByRole('dialog', { name: 'Seleccione la frecuencia del reporte' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Anual' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a professor after the goal window sees the goal and cannot change it', async ({ page, request }) => {
  const director = await apiAs(request, 'director@demo.mx');
  const professor = await apiAs(request, 'profesor@demo.mx');
  const today = await serverToday(director);
  const get = async (id: number) => (await director.call<{ value: string | null }>('GET', `/api/configuration/${id}`)).body.value;
  const saved = { 1: await get(1), 6: await get(6) };
  // The bimester began 30 days ago and goals may change only in its first 5 days.
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 30);
  await director.call('PUT', '/api/configuration/1', { value: start.toISOString().slice(0, 10) });
  await director.call('PUT', '/api/configuration/6', { value: '5' });
  try {
    const refused = await professor.call<{ message: string }>('PUT', `/api/doyangs/${DOYANG}`, {
      stablish_goal: true,
      doyang_id: DOYANG,
      type: 'inscription',
      goal: 3,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/meta/i);

    await login(page, 'profesor@demo.mx');
    const numbers = page.getByRole('region', { name: 'DOYANGS (COMO RESPONSABLE)' }).getByTestId(`doyang-numbers-${DOYANG}`);
    await expect(numbers.getByTestId(`goal-inscription-fixed-${DOYANG}`)).toBeVisible();
    await expect(numbers.getByTestId(`goal-inscription-${DOYANG}`)).toHaveCount(0);
    await shoot(page, 'home-professor');
  } finally {
    await director.call('PUT', '/api/configuration/1', { value: saved[1] });
    await director.call('PUT', '/api/configuration/6', { value: saved[6] });
  }
});
