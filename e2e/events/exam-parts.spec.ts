import { readFileSync } from 'node:fs';
import type {
  EventComissionAnswer,
  ExamAnswer,
  ExamConditionAnswer,
  ExamGroupAnswer,
  ParentEventAnswer,
  ParentEventAssistanceAnswer,
  ServerTimeAnswer,
} from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { fillTime } from '../support/date-picker.ts';
import { signIn } from '../support/session.ts';

test("the director gives the next exam a group, a condition and a commission tier; a professor downloads the exam's prospect list", async ({
  browser,
  request,
}) => {
  const director = await apiAs(request, 'director@demo.mx');
  const exams = (await director.call<ExamAnswer[]>('GET', '/api/exams?orderBy[date]=asc&active=1')).body;
  const today = (await director.call<ServerTimeAnswer>('GET', '/api/time')).body.today;
  const upcoming = (await director.call<ExamAnswer[]>('GET', `/api/exams?from_date=${today}&orderBy[date]=asc`)).body;
  const exam = upcoming[0] ?? exams[0];
  const stamp = Date.now() % 100000;

  const page = await browser.newPage();
  await signIn(page, 'director@demo.mx', `/exams/${exam.id}`);
  await expect(page.getByRole('heading', { name: 'EDITAR EXAMEN' })).toBeVisible();

  // GRUPOS: the end before the start is refused with the form's text, then saved.
  const groups = page.getByTestId('exams-groups');
  await groups.getByTestId('add-group').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('group-name').fill(`turno e2e ${stamp}`);
  await fillTime(page, 'Hora de inicio', '11:00');
  await fillTime(page, 'Hora de término', '10:00');
  await dialog.getByTestId('group-save').click();
  await expect(dialog.getByText('La hora de término debe ser posterior a la hora de inicio.')).toBeVisible();
  await fillTime(page, 'Hora de término', '12:30');
  await dialog.getByTestId('group-save').click();
  await expect(groups.getByText(`TURNO E2E ${stamp}`)).toBeVisible();
  await expect(groups.locator('tr', { hasText: `TURNO E2E ${stamp}` })).toContainText('11:00');

  // CONDICIONES
  const conditions = page.getByTestId('exam-conditions');
  await conditions.getByTestId('add-condition').click();
  await page.getByRole('dialog').getByTestId('condition-name').fill(`traer credencial ${stamp}`);
  await page.getByRole('dialog').getByTestId('condition-save').click();
  await expect(conditions.getByText(`TRAER CREDENCIAL ${stamp}`)).toBeVisible();

  // COMISIONES: an upside-down range is refused by the server's rule, then the tier is saved.
  const tiers = page.getByTestId('exams-comissions');
  await tiers.getByTestId('add-comission').click();
  const form = page.getByRole('dialog');
  await form.getByTestId('comission-min_participants').fill('900');
  await form.getByTestId('comission-max_participants').fill('950');
  await form.getByTestId('comission-percentage').fill('33.5');
  await form.getByTestId('comission-save').click();
  await expect(tiers.getByText('900 – 950')).toBeVisible();
  await expect(tiers.locator('tr', { hasText: '900 – 950' })).toContainText('33.5 %');

  // A parent event shows each of its events with how many came (the cup's prospects who took part).
  const parents = (await director.call<ParentEventAnswer[]>('GET', '/api/parent-events')).body;
  const circuit = parents.find((p) => p.name === 'CIRCUITO REGIONAL');
  expect(circuit).toBeTruthy();
  const counted = (
    await director.call<ParentEventAnswer & { assistances: ParentEventAssistanceAnswer[] }>(
      'GET',
      `/api/parent-events/${circuit?.id}?append=assistances`,
    )
  ).body.assistances.find((a) => a.event_name === 'COPA MDK ORIENTE');
  expect(counted?.count).toBeGreaterThan(0);
  await page.goto(`/parent-events/${circuit?.id}`);
  const assistances = page.getByRole('table', { name: 'Asistencias' });
  await expect(assistances.locator('tr', { hasText: 'COPA MDK ORIENTE' })).toContainText(String(counted?.count));

  // Saved on the server under this exam.
  const saved = await director.call<ExamGroupAnswer[]>('GET', `/api/exam_groups?exam_id=${exam.id}`);
  expect(saved.body.map((g) => g.name)).toContain(`TURNO E2E ${stamp}`);
  await page.close();

  // A professor downloads the prospect list of their doyang from the prospects screen.
  const prof = await browser.newPage();
  await signIn(prof, 'profesor@demo.mx', `/exams/${exam.id}/prospects`);
  const [file] = await Promise.all([prof.waitForEvent('download'), prof.getByTestId('download-prospects').click()]);
  const text = readFileSync((await file.path()) as string, 'utf8');
  expect(file.suggestedFilename()).toMatch(/^prospectos-.*\.csv$/);
  expect(text.split('\n')[0]).toContain('Nombre,Doyang,Fecha de nacimiento,Grado,Aprobación');
  expect(text).not.toMatch(/MDK (?!ORIENTE IZTAPALAPA)[A-Z ]+,/);
  await prof.close();

  // Clean-up: the rows this journey made.
  for (const g of (await director.call<ExamGroupAnswer[]>('GET', `/api/exam_groups?exam_id=${exam.id}`)).body)
    if (g.name.endsWith(String(stamp))) await director.call('DELETE', `/api/exams/${exam.id}/exam_groups/${g.id}`);
  for (const c of (await director.call<ExamConditionAnswer[]>('GET', `/api/exam_conditions?exam_id=${exam.id}`)).body)
    if (c.name.endsWith(String(stamp))) await director.call('DELETE', `/api/exam_conditions/${c.id}`);
  for (const c of (await director.call<EventComissionAnswer[]>('GET', `/api/event_comissions?exam_id=${exam.id}`)).body)
    if (c.min_participants === 900) await director.call('DELETE', `/api/event_comissions/${c.id}`);
});
