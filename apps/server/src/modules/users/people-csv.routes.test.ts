import { isDebtor, MSG } from '@doyang/domain';
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

let t: TestApp;
let profesor: string;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);

/** The downloads as a spreadsheet reads them (csv-parse, RFC 4180: quoted commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

async function download(url: string, token: string) {
  const res = await t.call('GET', url, token);
  const bytes = res.rawPayload;
  const table = parseCsv(bytes.subarray(3).toString('utf8'));
  const header = table[0];
  const records = table.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
  return { res, bytes, header, records };
}

type Student = { name: string; last_name: string; second_last_name: string | null; doyang_id: number };
const key = (s: { name: string; last_name: string; second_last_name: string | null }) =>
  `${s.name}|${s.last_name}|${s.second_last_name ?? ''}`;

beforeAll(async () => {
  t = await createTestApp({}, 200);
  profesor = await t.login('profesor@demo.mx');
});
afterAll(() => t?.close());

describe('GET /api/doyangs/{id}/students_csv', () => {
  it("answers UTF-8 with BOM, the doyang's active students and no other doyang's", async () => {
    const { res, bytes, header, records } = await download('/api/doyangs/1/students_csv', profesor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=alumnos-mdk-oriente-iztapalapa.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toEqual(
      expect.arrayContaining(['Nombre', 'Apellido paterno', 'Grado', 'Fecha de nacimiento', 'Edad', 'Padre']),
    );
    expect(header).toEqual(expect.arrayContaining(['Madre', 'Grupo', 'Fecha de inscripción', 'Adeudo']));

    const mine = await q<Student & Parameters<typeof isDebtor>[0]>(
      sql`select name, last_name, second_last_name, doyang_id, active, is_prospect, start_payments_date, last_covered_month,
        scholarship_percentage from users where role_id = 10 and doyang_id = 1 and active`,
    );
    const inCsv = records.map((r) =>
      key({ name: r.Nombre, last_name: r['Apellido paterno'], second_last_name: r['Apellido materno'] }),
    );
    expect(inCsv.sort()).toEqual(mine.map(key).sort());
    const debtors = mine.filter((s) => isDebtor(s, TODAY)).length;
    expect(records.filter((r) => r.Adeudo === 'SÍ')).toHaveLength(debtors);

    const mineKeys = new Set(mine.map(key));
    const others = (
      await q<Student>(sql`select name, last_name, second_last_name, doyang_id from users where role_id = 10 and doyang_id <> 1`)
    )
      .map(key)
      .filter((k) => !mineKeys.has(k));
    expect(others.length).toBeGreaterThan(50);
    expect(inCsv.some((k) => others.includes(k))).toBe(false);
    expect(records[0]['Fecha de nacimiento']).toMatch(/^\d{2}\/[A-Z]{3}\/\d{4}$/);
  });

  it('active=0 gives the inactive students with their disenroll date', async () => {
    const { res, records } = await download('/api/doyangs/1/students_csv?active=0', profesor);
    expect(res.headers['content-disposition']).toBe('attachment; filename=alumnos-inactivos-mdk-oriente-iztapalapa.csv');
    const [{ n }] = await q<{ n: number }>(
      sql`select count(*)::int as n from users where role_id = 10 and doyang_id = 1 and not active`,
    );
    expect(records).toHaveLength(n);
    expect(records.every((r) => /^\d{2}\/[A-Z]{3}\/\d{4}$/.test(r['Fecha de baja']))).toBe(true);
  });

  it("is scoped: a professor gets 403 for another doyang's CSV", async () => {
    const res = await t.call('GET', '/api/doyangs/2/students_csv', profesor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbiddenDoyang);
    expect((await t.call('GET', '/api/doyangs/1/students_csv', await t.login('alumno@demo.mx'))).statusCode).toBe(403);
    const director = await t.login('director@demo.mx');
    expect((await t.call('GET', '/api/doyangs/2/students_csv', director)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/doyangs/999/students_csv', director)).statusCode).toBe(404);
  });
});

describe('GET /api/users/{id}/curriuculum-csv', () => {
  it('lists starting points, every earned row and the total', async () => {
    const [alumno] = await q<{ id: number; starting_curriculum_points: number }>(
      sql`select id, starting_curriculum_points from users where email = 'alumno@demo.mx'`,
    );
    const earned = await q<{ concept: string; points: number }>(
      sql`select concept, points from curriculum_points where user_id = ${alumno.id} order by date, id`,
    );
    expect(earned.length).toBeGreaterThanOrEqual(3);
    const { res, bytes, header, records } = await download(`/api/users/${alumno.id}/curriuculum-csv`, profesor);
    expect(res.statusCode).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=curriculum-[a-z-]+\.csv(; filename\*=UTF-8''curriculum-[\w%-]+\.csv)?$/,
    );
    expect(header).toEqual(['Fecha', 'Concepto', 'Tipo', 'Puntos']);
    expect(records.map((r) => r.Concepto)).toEqual(['PUNTOS INICIALES', ...earned.map((e) => e.concept), 'TOTAL']);
    const total = alumno.starting_curriculum_points + earned.reduce((a, e) => a + e.points, 0);
    expect(records.at(-1)?.Puntos).toBe(String(total));
  });

  it("is scoped like the record: another doyang's student is 403", async () => {
    const [other] = await q<{ id: number }>(sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    expect((await t.call('GET', `/api/users/${other.id}/curriuculum-csv`, profesor)).statusCode).toBe(403);
  });
});
