import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { UserRecordAnswer } from '@doyang/domain';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { addDays, makeExam } from '../support/exams.ts';
import { signIn } from '../support/session.ts';

test('exam sheets: a professor prints a prospect’s application and is told what an incomplete record lacks', async ({
  browser,
  request,
}) => {
  const director = await apiAs(request, 'director@demo.mx');
  const profesor = await apiAs(request, 'profesor@demo.mx');
  const examId = await makeExam(director, 'EXAMEN SOLICITUDES', addDays(await serverToday(director), 21), {
    begins_at: '09:00',
    is_black_belt: true,
  });
  // Two students of the journey's own in the professor's doyang (1, group 3 'ADULTOS'), of the first degree (no last exam
  // to show): the demo's students are drawn relative to today, so one of theirs may lack an item on the day the suite runs.
  const filled = {
    role_id: 10,
    doyang_id: 1,
    doyang_group_id: 3,
    degree_id: 1,
    sex: 1,
    name: 'SOLICITANTE',
    civil_state: 'SOLTERO',
    job: 'EMPLEADO',
    job_description: 'ESTUDIANTE',
    enrollment_date: '2020-01-15',
    start_payments_date: '2020-01-15',
    start_tkd_date: '2020-01-15',
    birth_date: '1990-03-10',
    cellphone: '5512345678',
    address: 'CALLE ÁLAMO 12',
    user_responsible_id: 1,
  };
  const tag = String(Date.now() % 100000);
  const create = async (lastName: string, more: Record<string, unknown>) => {
    const res = await director.call<UserRecordAnswer>('POST', '/api/users', {
      ...filled,
      last_name: `${lastName} ${tag}`,
      ...more,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  // The director completes one record and leaves the civil state of the other empty (the user form requires the
  // occupation and the address, the other items the journey's exam or the form fill).
  const complete = await create('COMPLETA', {});
  const incomplete = await create('INCOMPLETA', { civil_state: null });
  for (const person of [complete, incomplete]) {
    const added = await profesor.call('POST', `/api/exams/${examId}/prospects`, { userId: person.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }

  const page = await browser.newPage({ acceptDownloads: true });
  await signIn(page, 'profesor@demo.mx', `/exams/${examId}/prospects`);
  await expect(page.getByRole('button', { name: 'Hoja de resultados' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Todas las hojas' })).toBeVisible();

  // Every alert is recorded and accepted in the handler itself: a dialog nobody listens to is dismissed by Playwright, and
  // an accept() after a waitForEvent resolved may hang. An alert where a file was expected fails the wait, naming the alert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const downloading = page.waitForEvent('download', { timeout: 20_000 }).catch((e: Error) => {
    throw new Error(`No file; alerts: ${JSON.stringify(alerts)} (${e.message})`);
  });
  await page.getByRole('button', { name: `Imprimir solicitud de ${complete.full_name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('solicitud_de_examen.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(complete.full_name);
  expect(text).toContain('CALLE ÁLAMO 12');

  // The incomplete record: the server's alert, verbatim, and no file.
  await page.getByRole('button', { name: `Imprimir solicitud de ${incomplete.full_name}` }).click();
  await expect.poll(() => alerts).toEqual(['El alumno debe tener: estado civil.']);
  await page.close();
});
