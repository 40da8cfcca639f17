import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { degreeNamed, eventForm, makeDoyang, makeGroup, makeStaff, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The printed exam documents (spec 03 §5, §7): real PDFs read back with poppler's pdftotext, the application rule's
// refusals in Spanish, and each doyang's staff kept to their own people.
let t: TestApp;
let director: string;
let profA: Actor;
let doyangA: number;
let doyangB: number;
let exam: number;
let blackBelt: number;
let pastExam: number;
const s = { complete: 0, candidate: 0, incomplete: 0, partials: 0, noRevision: 0, other: 0 };
const dir = mkdtempSync(join(tmpdir(), 'exam-sheets-'));

/** The text of a PDF answer as a reader sees it (pdftotext, layout kept: table rows stay on one line). */
function pdfText(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const examBody = (date: string, more: Record<string, unknown> = {}) =>
  eventForm(`EXAMEN DE GRADO ${date}`, date, { price: '800', ...more });

/** A complete record: what the application asks for, and a complete revision. */
async function completeStudent(doyang: number, name: string, more: Record<string, unknown> = {}) {
  const user = await makeStudent(t.app.db, {
    doyang,
    name,
    last_name: 'NÚÑEZ',
    second_last_name: 'PEÑA',
    civil_state: 'SOLTERO',
    job_description: 'ESTUDIANTE DE DISEÑO',
    ...more,
  });
  const group = await makeGroup(t.app.db, { doyang });
  const revision = await one<{ id: number }>(
    t.app.db,
    sql`insert into revisions (name, active, doyang_group_id) values ('REVISIÓN', true, ${group.id}) returning id`,
  );
  await t.app.db.execute(
    sql`insert into revision_results (revision_id, user_id, result) values (${revision?.id}, ${user.id}, 1)`,
  );
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.login('director@demo.mx');
  const certifier = await makeStaff(t.app.db, { role: 'profesor-certificado', name: 'RAÚL', last_name: 'CERTIFICADÓR' });
  doyangA = (await makeDoyang(t.app.db, { certifier })).id;
  doyangB = (await makeDoyang(t.app.db)).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  s.complete = await completeStudent(doyangA, 'JOSÉ ÁNGEL');
  s.candidate = await completeStudent(doyangA, 'MARÍA');
  s.partials = await completeStudent(doyangA, 'SOFÍA', { degree_id: degreeNamed('IEBY'), last_aproved_exam_date: '2026-05-01' });
  s.incomplete = (await makeStudent(t.app.db, { doyang: doyangA, name: 'ÍÑIGO', job: null })).id;
  s.noRevision = (
    await makeStudent(t.app.db, { doyang: doyangA, name: 'ÚRSULA', civil_state: 'CASADO', job_description: 'MÉDICA' })
  ).id;
  s.other = await completeStudent(doyangB, 'DIEGO');
  const venue = (await t.call('POST', '/api/venues', director, { name: 'SEDE ORIENTE' })).json().id;
  const parent = (await t.call('POST', '/api/parent-events', director, { name: 'TEMPORADA' })).json().id;
  const make = async (date: string, more: Record<string, unknown> = {}) => {
    const res = await t.call(
      'POST',
      '/api/exams',
      director,
      examBody(date, { venue_id: venue, parent_event_id: parent, ...more }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  exam = await make('2026-12-12');
  blackBelt = await make('2026-12-13', { is_black_belt: true });
  pastExam = await make('2026-11-01');
  for (const id of [exam, blackBelt]) {
    for (const userId of [s.complete, s.partials, s.incomplete, s.noRevision])
      expect((await profA.call('POST', `/api/exams/${id}/prospects`, { userId })).statusCode).toBe(201);
    expect((await t.call('POST', `/api/exams/${id}/prospects`, director, { userId: s.other })).statusCode).toBe(201);
  }
  for (const userId of [s.complete, s.other])
    expect((await t.call('POST', `/api/exams/${pastExam}/prospects`, director, { userId })).statusCode).toBe(201);
  const graded = await t.call('POST', `/api/exams/${pastExam}/prospects/${s.complete}/result`, director, { numeric_result: 96 });
  expect(graded.statusCode, graded.body).toBe(200);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const application = (examId: number, userId: number, query = '') =>
  profA.call('GET', `/api/exam_applications/exam/${examId}/user/${userId}${query}`);

describe('exam application (solicitud_de_examen.pdf)', () => {
  it('prints a complete prospect: their name with accents, doyang, degree, exam and venue', async () => {
    const res = await application(exam, s.complete);
    expect(res.headers['content-disposition']).toBe('attachment; filename=solicitud_de_examen.pdf');
    const text = pdfText(res);
    expect(text).toContain('SOLICITUD DE EXAMEN');
    expect(text).toContain('JOSÉ ÁNGEL NÚÑEZ PEÑA');
    expect(text).toContain('ESTUDIANTE DE DISEÑO');
    // Graded 96 in the past exam (beforeAll): promoted from 11VO to 10MO KUP, applying for 9NO.
    expect(text).toMatch(/Grado actual\s+10MO KUP\s+Grado solicitado\s+9NO KUP/);
    expect(text).toMatch(/Último examen aprobado\s+01\/NOV\/2026/);
    expect(text).toContain('12/DIC/2026');
    expect(text).toContain('SEDE ORIENTE');
    expect(text).toContain('Firma del sinodal');
  });

  it('prints a candidate who is not yet a prospect', async () => {
    expect(pdfText(await application(exam, s.candidate))).toContain('MARÍA NÚÑEZ PEÑA');
  });

  it('refuses an incomplete record with the domain alert, naming every missing item', async () => {
    const res = await application(exam, s.incomplete);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      message: 'El alumno debe tener: estado civil, ocupación y revisión completa.',
      errors: { missing_items: ['estado civil', 'ocupación', 'revisión completa'] },
    });
  });

  it('waives the revision on a black-belt exam', async () => {
    expect(pdfText(await application(blackBelt, s.noRevision))).toContain('NO APLICA (CINTA NEGRA)');
    expect((await application(exam, s.noRevision)).json().message).toBe('El alumno debe tener: revisión completa.');
  });

  it('asks for the partial number of a degree with partials, then prints it', async () => {
    for (const query of ['', '?partial_number=0']) {
      const res = await application(exam, s.partials, query);
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { message: MSG.examPartialNumberMissing, errors: { partial_number: [MSG.examPartialNumberMissing] } },
      ]);
    }
    const text = pdfText(await application(exam, s.partials, '?partial_number=2'));
    expect(text).toContain('SOFÍA NÚÑEZ PEÑA');
    expect(text).toMatch(/Número de parcial\s+2/);
  });

  it('a bad query is a Spanish 422, never a 500', async () => {
    for (const query of ['?partial_number=abc', '?partial_number=-1', '?otro=1']) {
      const res = await application(exam, s.partials, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toMatch(/^Parámetro/);
    }
  });

  it('keeps staff to their doyangs, students out, and answers 404 for unknown ids', async () => {
    const other = await application(exam, s.other);
    expect([other.statusCode, other.json().message]).toEqual([403, MSG.forbiddenDoyang]);
    const alumno = await t.as('alumno', { doyang: doyangA });
    expect((await alumno.call('GET', `/api/exam_applications/exam/${exam}/user/${s.complete}`)).statusCode).toBe(403);
    expect((await application(999999, s.complete)).statusCode).toBe(404);
    expect((await application(exam, 999999)).statusCode).toBe(404);
    const inactive = await makeStudent(t.app.db, { doyang: doyangA, active: false });
    expect((await application(exam, inactive.id)).json()).toEqual({ message: MSG.prospectNotFound });
    expect((await application(exam, profA.user.id)).statusCode).toBe(404);
    expect(pdfText(await t.call('GET', `/api/exam_applications/exam/${exam}/user/${s.other}`, director))).toContain('DIEGO');
  });
});

describe('result sheets', () => {
  it('before results: the blank sheet of the professor’s doyang only', async () => {
    const res = await profA.call('GET', `/api/exams/result_sheet/${exam}`);
    expect(res.headers['content-disposition']).toBe('attachment; filename=hoja_de_resultados.pdf');
    const text = pdfText(res);
    expect(text).toContain('HOJA DE RESULTADOS');
    expect(text).toContain('para llenar a mano');
    expect(text).toContain('JOSÉ ÁNGEL NÚÑEZ PEÑA');
    expect(text).toContain('ÍÑIGO');
    expect(text).not.toContain('DIEGO');
    const refused = await profA.call('GET', `/api/exams/result_sheet/${exam}?doyang_id=${doyangB}`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.forbiddenDoyang]);
  });

  it('after grading: the filled sheet; general direction sees every doyang', async () => {
    const text = pdfText(await t.call('GET', `/api/exams/result_sheet/${pastExam}`, director));
    expect(text).not.toContain('para llenar a mano');
    expect(text).toMatch(/JOSÉ ÁNGEL NÚÑEZ PEÑA.*\b96\b/);
    // The degree presented with, then the one the exam gave: not the new degree twice.
    const [, presented, given] = /JOSÉ ÁNGEL NÚÑEZ PEÑA\s+(\S+ (?:KUP|DAN))\s+(\S+ (?:KUP|DAN))/.exec(text) ?? [];
    expect(presented).toBeTruthy();
    expect(given).not.toBe(presented);
    expect(text).toContain('DIEGO');
    const onlyB = pdfText(await t.call('GET', `/api/exams/result_sheet/${pastExam}?doyang_id=${doyangB}`, director));
    expect(onlyB).toContain('DIEGO');
    expect(onlyB).not.toContain('JOSÉ');
  });

  it('leaves out a prospect rejected for the exam, on both sheets', async () => {
    const review = (value: boolean | null) =>
      t.call('PUT', `/api/exams/${exam}/prospects`, director, { user_ids: [s.incomplete], is_prospect_approved: value });
    expect((await review(false)).statusCode).toBe(200);
    try {
      expect(pdfText(await profA.call('GET', `/api/exams/result_sheet/${exam}`))).not.toContain('ÍÑIGO');
      expect(pdfText(await profA.call('GET', `/api/exams/result_sheet_by_certifier/${exam}`))).not.toContain('ÍÑIGO');
    } finally {
      expect((await review(null)).statusCode).toBe(200);
    }
    expect(pdfText(await profA.call('GET', `/api/exams/result_sheet/${exam}`))).toContain('ÍÑIGO');
  });

  it('by certifier: grouped under the doyang’s certifier, or one certifier only', async () => {
    const res = await profA.call('GET', `/api/exams/result_sheet_by_certifier/${exam}`);
    expect(res.headers['content-disposition']).toBe('attachment; filename=hoja_de_resultados_por_certificador.pdf');
    const text = pdfText(res);
    expect(text).toContain('CERTIFICADOR: RAÚL CERTIFICADÓR');
    expect(text).toContain('JOSÉ ÁNGEL NÚÑEZ PEÑA');
    expect(text).not.toContain('DIEGO');
    const none = pdfText(await profA.call('GET', `/api/exams/result_sheet_by_certifier/${exam}?certifier_id=${profA.user.id}`));
    expect(none).toContain('No hay prospectos.');
    const refused = await profA.call('GET', `/api/exams/result_sheet_by_certifier/${exam}?doyang_id=${doyangB}`);
    expect(refused.statusCode).toBe(403);
    expect((await profA.call('GET', `/api/exams/result_sheet_by_certifier/${exam}?certifier_id=x`)).statusCode).toBe(422);
  });

  it('unknown exams are 404 and students are refused', async () => {
    expect((await profA.call('GET', '/api/exams/result_sheet/999999')).statusCode).toBe(404);
    expect((await profA.call('GET', '/api/exams/result_sheet_by_certifier/999999')).statusCode).toBe(404);
    const alumno = await t.as('alumno', { doyang: doyangA });
    expect((await alumno.call('GET', `/api/exams/result_sheet/${exam}`)).statusCode).toBe(403);
  });
});

describe('the demo network (a newcomer prints an application)', () => {
  it('every prospect of the demo’s next exam has a record the application accepts', async () => {
    const demo = await createTestApp();
    try {
      const token = await demo.login('director@demo.mx');
      const next = await one<{ id: number }>(
        demo.app.db,
        sql`select e.id from exams e where e.date >= '2026-11-22' and exists (select 1 from exam_prospects p where p.exam_id = e.id)
          order by e.date limit 1`,
      );
      const prospects = await demo.call('GET', `/api/exams/${next?.id}/prospects?perPage=0`, token);
      const people = prospects.json() as { id: number; degree_has_partials: boolean }[];
      expect(people.length).toBeGreaterThan(0);
      const refused: string[] = [];
      for (const p of people) {
        const res = await demo.call('GET', `/api/exam_applications/exam/${next?.id}/user/${p.id}?partial_number=1`, token);
        if (res.statusCode !== 200) refused.push(`${p.id}: ${res.json().message}`);
      }
      expect(refused).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});

describe('every exam sheet in one PDF (hojas_de_examen.pdf)', () => {
  it('one page per complete prospect of the caller’s doyangs; the incomplete ones listed first with what they lack', async () => {
    const res = await profA.call('GET', `/api/exams/download-all-exam-sheets/${exam}`);
    expect(res.headers['content-disposition']).toBe('attachment; filename=hojas_de_examen.pdf');
    const text = pdfText(res);
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(3);
    // The single application's rule (spec 03 §5): a record that lacks an item is not printed blank.
    expect(pages[0]).toContain('SOLICITUDES NO INCLUIDAS');
    expect(pages[0]).toMatch(/ÍÑIGO .*El alumno debe tener: /);
    expect(pages[0]).toMatch(/ÚRSULA .*revisión completa/);
    expect(pages.slice(1).every((p) => p.includes('SOLICITUD DE EXAMEN'))).toBe(true);
    for (const name of ['JOSÉ ÁNGEL NÚÑEZ PEÑA', 'SOFÍA NÚÑEZ PEÑA']) expect(pages.slice(1).join()).toContain(name);
    expect(pages.slice(1).join()).not.toMatch(/ÍÑIGO|ÚRSULA/);
    expect(text).not.toContain('DIEGO');
    // The partial a sheet shows unasked: the next after those the student holds.
    expect(pages.find((p) => p.includes('SOFÍA'))).toMatch(/Número de parcial\s+1/);
  });

  it('general direction gets every doyang; unknown exam 404; students refused', async () => {
    const all = pdfText(await t.call('GET', `/api/exams/download-all-exam-sheets/${exam}`, director));
    expect(all.split('\f').filter((p) => p.trim())).toHaveLength(4);
    expect(all).toContain('DIEGO');
    expect((await profA.call('GET', '/api/exams/download-all-exam-sheets/999999')).statusCode).toBe(404);
    const alumno = await t.as('alumno', { doyang: doyangA });
    expect((await alumno.call('GET', `/api/exams/download-all-exam-sheets/${exam}`)).statusCode).toBe(403);
  });
});
