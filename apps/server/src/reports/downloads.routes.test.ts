import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db/sql.ts';
import { createTestApp, type TestApp, TODAY } from '../test/test-app.ts';
import { DATE_FORMAT, MONEY_FORMAT } from './xlsx.ts';

// CSV injection (OWASP): text a user typed must never reach a download as a live formula. The payloads go
// straight into the database, so this test does not depend on what the forms accept.
const P = {
  name: '=HYPERLINK("http://x","y")',
  last_name: '+SUM(1;1)',
  second_last_name: "-2+3+CMD|' /C calc'!A0",
  address: '@SUM(1;1)',
  father_name: '\t=1+1',
  mother_name: '\r=1+1',
  picker: '=1+2',
  concept: '-1+1',
  kyosa: '@kyosa',
  inactive: '+inactivo',
  doyang: '=DOYANG()',
};
const FORMULA_START = /^[=+\-@\t\r]/;
// A real number (negative points) is written bare and stays a number; spreadsheets never evaluate one.
const NUMBER = /^-?\d+(\.\d+)?$/;
const live = (cell: string) => FORMULA_START.test(cell) && !NUMBER.test(cell);
const RANGE = `from_date=2026-11-01&to_date=${TODAY}`;

let t: TestApp;
let director: string;
const ids = { doyang: 0, group: 0, student: 0, exam: 0, event: 0, tournament: 0 };

/** The downloads as a spreadsheet reads them (csv-parse, RFC 4180: quoted commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

/** No cell is live, and each payload is there, quoted: the proof it really reached the file. */
function expectNeutralised(csv: string, payloads: string[]) {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const cells = parseCsv(csv.slice(1)).flat();
  expect(cells.filter(live)).toEqual([]);
  for (const payload of payloads) expect(cells.some((c) => c.startsWith(`'${payload}`))).toBe(true);
}

/** GET routes from Fastify's route tree (`├── /segment (GET, HEAD)`, four characters of indent a level). */
function registeredGetRoutes(tree: string): string[] {
  const path: string[] = [];
  const urls: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    path.length = m[1].length / 4;
    path.push(m[2]);
    if (m[3]?.split(', ').includes('GET')) urls.push(path.join(''));
  }
  return urls;
}

// Every CSV download, by route pattern: whose id it takes, the query, and the payloads it must show (quoted).
type Download = { route: string; id: keyof typeof ids; query?: string; payloads: string[] };
const DOWNLOADS: Download[] = [
  {
    route: '/api/doyangs/:id/students_csv',
    id: 'doyang',
    payloads: [P.name, P.last_name, P.second_last_name, P.address, P.father_name, P.mother_name, P.picker],
  },
  { route: '/api/doyangs/:id/students_csv', id: 'doyang', query: 'active=0', payloads: [P.inactive] },
  // The Home's files (issue 27): the active students of the doyang, general direction's students and belts.
  {
    route: '/api/doyangs/:id/active_students_csv',
    id: 'doyang',
    payloads: [P.name, P.last_name, P.second_last_name, P.address, P.father_name, P.mother_name, P.picker],
  },
  { route: '/api/doyangs/:id/general_direction_home_csv', id: 'doyang', payloads: [P.doyang, P.name, P.last_name] },
  { route: '/api/doyangs/:id/belts_home_csv', id: 'doyang', payloads: [P.doyang] },
  { route: '/api/doyang_groups/:id/assistances_csv', id: 'group', query: RANGE, payloads: [P.name] },
  { route: '/api/doyang_groups/:id/kyosas_assistances_csv', id: 'group', query: RANGE, payloads: [P.kyosa] },
  { route: '/api/doyang_groups/:id/revision_csv', id: 'group', payloads: [P.name] },
  { route: '/api/users/:id/curriuculum-csv', id: 'student', payloads: [P.concept] },
  { route: '/api/exams/:id/prospects_list_csv', id: 'exam', payloads: [P.name] },
  { route: '/api/events/:id/prospects_list_csv', id: 'event', payloads: [P.name] },
  // CSVs whose names do not say so (spec 01 §7): listed by hand.
  { route: '/api/exams/:id/payment_list', id: 'exam', payloads: [P.name] },
  { route: '/api/events/:id/payment_list', id: 'event', payloads: [P.name] },
  { route: '/api/events/:id/assistance', id: 'event', payloads: [P.name] },
  { route: '/api/tournaments/:id/prospects_list_csv', id: 'tournament', payloads: [P.name] },
  { route: '/api/tournaments/:id/payment_list', id: 'tournament', payloads: [P.name] },
  { route: '/api/tournaments/:id/doyangs_results_csv', id: 'tournament', payloads: [P.doyang] },
  // The foreigners template holds no one's data (no payload to find), only its header and example row.
  { route: '/api/users/foreigners-csv-template', id: 'doyang', payloads: [] },
  // The network's INGRESOS; its formula-like clients and expenses are in accounting-csv.routes.test.ts.
  { route: '/api/payments/csv', id: 'doyang', query: 'collapsed=0', payloads: [] },
  // Home's doyang reports (issue 27): the drill-down lists of a card; the demo's poisoned student is in none for sure.
  { route: '/api/doyangs/:id/daily_inscriptions_csv', id: 'doyang', payloads: [] },
  { route: '/api/doyangs/:id/bimester_inscriptions_csv', id: 'doyang', payloads: [] },
  { route: '/api/doyangs/:id/bimester_disenrolls_csv', id: 'doyang', payloads: [] },
  { route: '/api/doyangs/:id/risk_students', id: 'doyang', payloads: [] },
  { route: '/api/doyangs/:id/black_belt_prospects_csv', id: 'doyang', payloads: [] },
];
const urlOf = (d: Download) => `${d.route.replace(':id', String(ids[d.id]))}${d.query ? `?${d.query}` : ''}`;

// The CSV text fields the group record appends (spec 02 §7), with what each must show.
const APPENDS: Record<string, string[]> = {
  assistances_csv: [P.name],
  kyosas_assistances_csv: [P.kyosa],
  revision_csv: [P.name],
};

beforeAll(async () => {
  t = await createTestApp({}, 60);
  director = await t.login('director@demo.mx');
  const db = t.app.db;
  // A group with students and an active kyosa, so all three group sheets have a row to poison.
  const row = await one<{ group: number; doyang: number; student: number; other: number; kyosa: number }>(
    db,
    sql`select g.id as group, g.doyang_id as doyang,
      (select min(s.id) from users s where s.doyang_group_id = g.id and s.role_id = 10 and s.active) as student,
      (select max(s.id) from users s where s.doyang_group_id = g.id and s.role_id = 10 and s.active) as other,
      (select min(k.user_id) from doyang_group_kyosas k join users u on u.id = k.user_id
        where k.doyang_group_id = g.id and u.active) as kyosa
    from doyang_groups g
    where exists (select 1 from doyang_group_kyosas k join users u on u.id = k.user_id where k.doyang_group_id = g.id and u.active)
      and (select count(*) from users s where s.doyang_group_id = g.id and s.role_id = 10 and s.active) >= 2
    order by g.id limit 1`,
  );
  if (!row) throw new Error('the demo has no group with two students and a kyosa');
  Object.assign(ids, { doyang: row.doyang, group: row.group, student: row.student });

  await db.execute(sql`update users set name = ${P.name}, last_name = ${P.last_name}, second_last_name = ${P.second_last_name},
    address = ${P.address}, father_name = ${P.father_name}, mother_name = ${P.mother_name} where id = ${row.student}`);
  await db.execute(sql`delete from child_pickers where user_id = ${row.student}`);
  await db.execute(sql`insert into child_pickers (user_id, name, kinship) values (${row.student}, ${P.picker}, 'TÍO')`);
  await db.execute(
    sql`insert into curriculum_points (user_id, date, concept, points) values (${row.student}, ${TODAY}, ${P.concept}, -3)`,
  );
  await db.execute(sql`insert into assistances (user_id, doyang_group_id, date, type, is_student) values
    (${row.student}, ${row.group}, '2026-11-17', 'A', true) on conflict do nothing`);
  await db.execute(sql`update users set name = ${P.kyosa} where id = ${row.kyosa}`);
  await db.execute(sql`insert into assistances (user_id, doyang_group_id, date, type, is_kyosa) values
    (${row.kyosa}, ${row.group}, '2026-11-17', 'A', true) on conflict do nothing`);
  await db.execute(sql`update users set name = ${P.inactive}, active = false, disenroll_date = ${TODAY} where id = ${row.other}`);
  // The poisoned student is a prospect of an exam and took part in an event (prospect lists, payments, assistance).
  const events = await one<{ exam: number; event: number }>(
    db,
    sql`select (select min(id) from exams) as exam, (select min(id) from events where not is_meeting) as event`,
  );
  if (!events?.exam || !events.event) throw new Error('the demo has no exam or event');
  Object.assign(ids, events);
  await db.execute(sql`insert into exam_prospects (exam_id, user_id, doyang_id) values (${events.exam}, ${row.student}, ${row.doyang})
    on conflict do nothing`);
  await db.execute(sql`insert into event_prospects (event_id, user_id, doyang_id, participated)
    values (${events.event}, ${row.student}, ${row.doyang}, true) on conflict (event_id, user_id) do update set participated = true`);
  // And placed first at a tournament: the prospects and payment lists name them, the doyang awards name their doyang.
  const tournament = await one<{ id: number }>(
    db,
    sql`insert into tournaments (name, date, has_combat, price, payment_student_due_date)
      values ('TORNEO CSV NEZAHUALCÓYOTL', ${TODAY}, true, 1250.5, '2026-12-05') returning id`,
  );
  ids.tournament = tournament?.id ?? 0;
  await db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, pay_combat, result_combat, tournament_result_id)
    values (${ids.tournament}, ${row.student}, ${row.doyang}, true, 1, 1)`);
  await db.execute(sql`update doyangs set name = ${P.doyang} where id = ${row.doyang}`);
});
afterAll(() => t?.close());

describe('CSV downloads never carry a live formula', () => {
  it('covers every registered CSV route (a new one must be added here)', () => {
    const routes = registeredGetRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('/api/doyangs/:id'); // the tree was read
    const csvRoutes = routes.filter((url) => /csv$/i.test(url));
    expect(csvRoutes.sort()).toEqual([...new Set(DOWNLOADS.map((d) => d.route).filter((r) => /csv$/i.test(r)))].sort());
    for (const d of DOWNLOADS) expect(routes).toContain(d.route);
  });

  it.each(DOWNLOADS.map((d) => [`${d.route}${d.query === 'active=0' ? '?active=0' : ''}`, d] as const))(
    'GET %s quotes formula-like cells',
    async (_, download) => {
      const res = await t.call('GET', urlOf(download), director);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expectNeutralised(res.body, download.payloads);
    },
  );

  it('keeps a real number a number: negative points are not quoted', async () => {
    const res = await t.call('GET', `/api/users/${ids.student}/curriuculum-csv`, director);
    const row = parseCsv(res.body.slice(1)).find((r) => r[1] === `'${P.concept}`);
    expect(row?.[3]).toBe('-3');
  });

  it('quotes the CSV text fields the group record appends', async () => {
    const append = Object.keys(APPENDS).join(',');
    const res = await t.call('GET', `/api/doyang_groups/${ids.group}?append=${append}&${RANGE}`, director);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    for (const [field, payloads] of Object.entries(APPENDS)) expectNeutralised(record[field], payloads);
  });
});

describe('XLSX downloads behave in Excel', () => {
  async function sheetOf(url: string) {
    const res = await t.call('GET', url, director);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, sheet: workbook.worksheets[0] };
  }

  it("the tournament's payment list: real dates, pesos, fitted widths, a frozen filtered header, an accented name", async () => {
    const { res, sheet } = await sheetOf(`/api/tournaments/${ids.tournament}/payment_list_excel`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=pagos-torneo-csv-nezahualcoyotl.xlsx; filename*=UTF-8''pagos-torneo-csv-nezahualc%C3%B3yotl.xlsx`,
    );
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual([
      'Nombre',
      'Doyang',
      'Competencias',
      'Modalidades',
      'Importe',
      'Precio',
      'Fecha límite',
      'Autobús',
      'Hotel',
    ]);
    const row = sheet.getRow(2);
    expect(String(row.getCell(1).value).startsWith(`'${P.name}`)).toBe(true); // still neutralised
    expect(row.getCell(5).value).toBe(1250.5);
    expect(row.getCell(5).numFmt).toBe(MONEY_FORMAT);
    expect(row.getCell(7).value).toEqual(new Date(Date.UTC(2026, 11, 5)));
    expect(row.getCell(7).numFmt).toBe(DATE_FORMAT);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:I${sheet.rowCount}`);
    const name = String(row.getCell(1).value);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(name.length);
    expect(sheet.getColumn(5).width).toBeLessThan(sheet.getColumn(1).width ?? 0);
  });

  it('the bus and hotel list writes the birth date as a date cell', async () => {
    await t.app.db.execute(sql`update tournament_prospects set takes_bus = true where tournament_id = ${ids.tournament}`);
    const birth = await one<{ birth_date: string }>(t.app.db, sql`select birth_date::text from users where id = ${ids.student}`);
    const { sheet } = await sheetOf(`/api/tournaments/${ids.tournament}/payment_bus_hotel_list_excel`);
    const cell = sheet.getRow(2).getCell(4);
    expect(sheet.getRow(1).getCell(4).value).toBe('Fecha de nacimiento');
    expect(cell.value).toEqual(birth?.birth_date ? new Date(`${birth.birth_date}T00:00:00Z`) : null);
    if (birth?.birth_date) expect(cell.numFmt).toBe(DATE_FORMAT);
  });
});
