import { isDebtor, MSG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

type Listed = { id: number; doyang_id: number; role_id: number; active: boolean; degree: { order: number } } & Record<
  string,
  unknown
>;

let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);
const get = async (url: string, token: string) => t.call('GET', url, token);

beforeAll(async () => {
  t = await createTestApp({}, 300);
  [director, profesor, kyosa] = await Promise.all(
    ['director@demo.mx', 'profesor@demo.mx', 'kyosa@demo.mx'].map((e) => t.login(e)),
  );
});
afterAll(() => t?.close());

describe('GET /api/users (students)', () => {
  it("a professor pages their doyang's students, 20 a page, by degree ascending", async () => {
    const res = await get('/api/users?paginate=1&doyang_id=1&with=degree,doyang', profesor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from users where role_id = 10 and doyang_id = 1`);
    expect(body).toMatchObject({ total: n, per_page: 20, current_page: 1, last_page: Math.ceil(n / 20) });
    expect(body.data).toHaveLength(Math.min(20, n));
    const data: Listed[] = body.data;
    expect(data.every((u) => u.doyang_id === 1 && u.role_id === 10)).toBe(true);
    const orders = data.map((u) => u.degree.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data[0]).toMatchObject({ doyang: { id: 1, name: 'MDK ORIENTE IZTAPALAPA' }, full_name: expect.any(String) });
    expect(data[0]).not.toHaveProperty('password');
    const page2 = (await get('/api/users?doyang_id=1&page=2&perPage=4', profesor)).json();
    expect(page2).toMatchObject({ current_page: 2, per_page: 4, total: n, last_page: Math.ceil(n / 4) });
    expect(page2.data.map((u: Listed) => u.id)).toEqual(data.slice(4, 8).map((u) => u.id));
  });

  it("refuses another doyang's students and the all-doyangs list to a professor (403)", async () => {
    const other = await get('/api/users?paginate=1&doyang_id=2', profesor);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await get('/api/users?paginate=1&doyang_id=1,2', profesor)).statusCode).toBe(403);
    const all = await get('/api/users?paginate=1', profesor);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(MSG.forbidden);
    expect((await get('/api/users?doyang_id=1', await t.login('alumno@demo.mx'))).statusCode).toBe(403);
    expect((await get('/api/users?doyang_id=1&count=1', kyosa)).statusCode).toBe(200);
  });

  it('general direction lists every doyang; active, count and degree filters', async () => {
    const [{ total, active }] = await q<{ total: number; active: number }>(
      sql`select count(*)::int as total, (count(*) filter (where active))::int as active from users where role_id = 10`,
    );
    expect((await get('/api/users?paginate=1&with=degree,doyang', director)).json().total).toBe(total);
    expect((await get('/api/users?count=1&active=1', director)).json()).toEqual({ count: active });
    const inactive: Listed[] = (await get('/api/users?active=0', director)).json();
    expect(inactive).toHaveLength(total - active);
    expect(inactive.every((u) => !u.active)).toBe(true);
    const yellow: Listed[] = (await get('/api/users?degree_id=3,4&with=degree', director)).json();
    expect(yellow.length).toBeGreaterThan(0);
    expect(yellow.every((u) => u.degree_id === 3 || u.degree_id === 4)).toBe(true);
  });

  it('debtsOnly=1 gives exactly the debtors of the domain rule', async () => {
    const students = await q<Parameters<typeof isDebtor>[0] & { id: number }>(
      sql`select id, active, is_prospect, start_payments_date, last_covered_month, scholarship_percentage from users where role_id = 10`,
    );
    const expected = students.filter((s) => isDebtor(s, TODAY)).map((s) => s.id);
    expect(expected.length).toBeGreaterThan(students.length * 0.08);
    expect(expected.length).toBeLessThan(students.length * 0.3);
    const listed: Listed[] = (await get('/api/users?debtsOnly=1', director)).json();
    expect(listed.map((u) => u.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(listed.every((u) => u.is_debtor === true)).toBe(true);
  });

  it('name search ignores case and accents and matches every word', async () => {
    const [who] = await q<{ id: number; name: string; last_name: string }>(
      sql`select id, name, last_name from users where role_id = 10 and doyang_id = 1 and last_name ~ '[ÁÉÍÓÚ]' order by id limit 1`,
    );
    const plain = who.last_name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const found: Listed[] = (
      await get(`/api/users?doyang_id=1&name=${encodeURIComponent(`${plain} ${who.name}`)}`, profesor)
    ).json();
    expect(found.map((u) => u.id)).toContain(who.id);
    expect(found.every((u) => String(u.full_name).includes(who.last_name))).toBe(true);
    expect((await get('/api/users?doyang_id=1&name=zzzzqq', profesor)).json()).toEqual([]);
  });
});

describe('GET /api/users (staff and sinodals)', () => {
  const STAFF = '1,2,3,4,5,6,7,8,9,11,12';
  it('general direction lists staff with degree, role and doyang; a professor may not', async () => {
    const page = (await get(`/api/users?role_id=${STAFF}&with=degree,role,doyang&paginate=1`, director)).json();
    expect(page.total).toBeGreaterThan(20);
    expect(page.data.every((u: Listed) => u.role_id !== 10)).toBe(true);
    const [who] = await q<{ name: string; last_name: string }>(
      sql`select name, last_name from users where email = 'profesor@demo.mx'`,
    );
    const found: Listed[] = (
      await get(
        `/api/users?role_id=${STAFF}&with=degree,role,doyang&name=${encodeURIComponent(`${who.name} ${who.last_name}`)}`,
        director,
      )
    ).json();
    const prof = found.find((u) => u.email === 'profesor@demo.mx') as Listed;
    expect(prof.doyang).toEqual({ id: 1, name: 'MDK ORIENTE IZTAPALAPA' });
    expect(prof.role).toEqual({ id: 6, name: 'Profesor' });
    const res = await get(`/api/users?role_id=${STAFF}`, profesor);
    expect(res.statusCode).toBe(403);
  });

  it("sinodal=1 is readable with 'Sinodales' alone, the staff list is not", async () => {
    const [{ id }] = await q<{ id: number }>(sql`select id from users where email = 'kyosa@demo.mx'`);
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, read)
      select ${id}, id, true from permissions where name = 'Sinodales'`);
    const token = await t.login('kyosa@demo.mx');
    const sinodals: Listed[] = (await get('/api/users?sinodal=1&with=degree', token)).json();
    const [{ n }] = await q<{ n: number }>(sql`select count(*)::int as n from users where sinodal and role_id <> 10`);
    expect(sinodals).toHaveLength(n);
    expect(sinodals.every((u) => u.sinodal === true && (u.degree as object) !== undefined)).toBe(true);
    expect((await get('/api/users?role_id=6,7', token)).statusCode).toBe(403);
  });
});

describe('GET /api/users?validate=1 (duplicate check)', () => {
  it('finds the same person in any doyang, ignoring case and accents, with minimal fields', async () => {
    const [other] = await q<{ id: number; name: string; last_name: string; birth_date: string; doyang_id: number }>(
      sql`select id, name, last_name, birth_date, doyang_id from users
          where role_id = 10 and doyang_id = 2 and last_name ~ '[ÁÉÍÓÚ]' order by id limit 1`,
    );
    const plain = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const url = `/api/users?validate=1&name=${encodeURIComponent(plain(other.name))}&last_name=${encodeURIComponent(
      plain(other.last_name),
    )}&birth_date=${other.birth_date}`;
    const res = await get(url, profesor);
    expect(res.statusCode).toBe(200);
    const [match] = res.json();
    expect(match).toEqual({
      id: other.id,
      full_name: expect.stringContaining(other.last_name),
      birth_date: other.birth_date,
      active: expect.any(Boolean),
      role_id: 10,
      doyang: { id: 2, name: expect.any(String) },
    });
    const none = await get(`/api/users?validate=1&name=NADIE&last_name=NUNCA&birth_date=${other.birth_date}`, profesor);
    expect(none.json()).toEqual([]);
  });

  it('by birth date alone (new staff user); needs a birth date and a create permission', async () => {
    const [one] = await q<{ birth_date: string }>(sql`select birth_date from users where id = 1`);
    const found = (await get(`/api/users?validate=1&birth_date=${one.birth_date}`, director)).json();
    expect(found.map((u: { id: number }) => u.id)).toContain(1);
    const missing = await get('/api/users?validate=1&name=ANA', director);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ birth_date: [MSG.required] });
    expect((await get(`/api/users?validate=1&birth_date=${one.birth_date}`, kyosa)).statusCode).toBe(403);
  });
});

describe('GET /api/users/{id}', () => {
  const studentOf = async (doyangId: number) =>
    (
      await q<{ id: number }>(
        sql`select u.id from users u where role_id = 10 and doyang_id = ${doyangId} and active and email is null
            and exists (select 1 from child_pickers p where p.user_id = u.id) order by id limit 1`,
      )
    )[0].id;

  it('a professor reads their student with the form relations', async () => {
    const id = await studentOf(1);
    const res = await get(
      `/api/users/${id}?with=groups,degree,doyang,recommendations,child_pickers,enrollments,doyang_bundle`,
      profesor,
    );
    expect(res.statusCode).toBe(200);
    const u = res.json();
    expect(u).toMatchObject({ id, doyang_id: 1, role_id: 10, doyang: { id: 1 }, degree: { id: u.degree_id } });
    expect(u.password).toBeUndefined();
    expect(u.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(u.child_pickers.length).toBeGreaterThan(0);
    expect(u.enrollments.length).toBeGreaterThan(0);
    expect(u.enrollments[0]).toMatchObject({ doyang_id: 1, enrollment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(u.groups).toEqual([expect.objectContaining({ id: u.doyang_group_id, as: 'student' })]);
    expect(u.curriculum_points).toMatchObject({ starting: u.starting_curriculum_points, total: expect.any(Number) });
    expect(u).toMatchObject({ recomended_by: [], has_recommended: false, age: expect.any(Number) });
  });

  it("refuses another doyang's student and staff records to a professor; a student reads only themself", async () => {
    const other = await get(`/api/users/${await studentOf(2)}`, profesor);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await get('/api/users/2', profesor)).statusCode).toBe(403);
    const alumno = await t.login('alumno@demo.mx');
    const me = (await t.call('POST', '/api/me', alumno)).json();
    expect((await get(`/api/users/${me.id}`, alumno)).statusCode).toBe(200);
    expect((await get(`/api/users/${await studentOf(1)}`, alumno)).statusCode).toBe(403);
    expect((await get('/api/users/999999', director)).statusCode).toBe(404);
  });

  it('staff records show the doyangs where the person teaches (all_doyangs)', async () => {
    const [{ id }] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    const u = (await get(`/api/users/${id}?append=all_doyangs&with=groups,role`, director)).json();
    expect(u.all_doyangs).toEqual([expect.objectContaining({ id: 1, as: 'responsible' })]);
    expect(u.role).toEqual({ id: 6, name: 'Profesor' });
    expect(u.groups.length).toBeGreaterThan(0);
    expect(u.groups.every((g: { as: string }) => g.as === 'responsible' || g.as === 'certifier')).toBe(true);
  });
});
