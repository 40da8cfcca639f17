import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiAs, serverToday } from '../support/api.ts';
import { addDays, makeExam } from '../support/exams.ts';
import { login } from '../support/session.ts';

type Person = { id: number; full_name: string; degree_has_partials: boolean | null };
type Page<T> = { data: T[]; total: number };

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
  const candidates = (await profesor.call<Page<Person>>('GET', `/api/exams/${examId}/candidates?perPage=100&page=1`)).body.data;
  const [complete, incomplete] = candidates.filter((c) => !c.degree_has_partials);
  // The director completes one record and empties two items of the other.
  const filled = {
    civil_state: 'SOLTERO',
    job_description: 'ESTUDIANTE',
    start_tkd_date: '2020-01-15',
    birth_date: '1990-03-10',
    cellphone: '5512345678',
    address: 'CALLE ÁLAMO 12',
    user_responsible_id: 1,
  };
  expect((await director.call('PUT', `/api/users/${complete.id}`, filled)).status).toBe(200);
  expect(
    (await director.call('PUT', `/api/users/${incomplete.id}`, { ...filled, civil_state: null, job_description: null })).status,
  ).toBe(200);
  for (const person of [complete, incomplete])
    expect((await profesor.call('POST', `/api/exams/${examId}/prospects`, { userId: person.id })).status).toBe(201);

  const page = await browser.newPage({ acceptDownloads: true });
  await login(page, 'profesor@demo.mx');
  await page.goto(`/exams/${examId}/prospects`);
  await expect(page.getByRole('button', { name: 'Hoja de resultados' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Todas las hojas' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Imprimir solicitud de ${complete.full_name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('solicitud_de_examen.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(complete.full_name);
  expect(text).toContain('CALLE ÁLAMO 12');

  // The incomplete record: the server's alert, verbatim, and no file.
  // Accepted in the handler itself: once a waitForEvent resolves, nobody listens and Playwright may dismiss the alert
  // under an accept() that then hangs.
  let alerted = '';
  page.once('dialog', (dialog) => {
    alerted = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Imprimir solicitud de ${incomplete.full_name}` }).click();
  await expect.poll(() => alerted).toBe('El alumno debe tener: estado civil y ocupación.');
  await page.close();
});
