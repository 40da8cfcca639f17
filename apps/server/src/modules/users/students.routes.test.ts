import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import { dbProbe, minorStudent } from '../../test/student-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let group1: number;
let group2: number;
const { q, userRow, enrollmentsOf } = dbProbe(() => t);
const minor = () => minorStudent(group1);
const studentCount = async () => (await one<{ n: number }>(t.app.db, sql`select count(*)::int as n from users`))?.n;

beforeAll(async () => {
  t = await createTestApp({}, 120);
  [director, profesor, kyosa] = await Promise.all(
    ['director@demo.mx', 'profesor@demo.mx', 'kyosa@demo.mx'].map((e) => t.login(e)),
  );
  group1 = (await q<{ id: number }>(sql`select id from doyang_groups where doyang_id = 1 order by id limit 1`))[0].id;
  group2 = (await q<{ id: number }>(sql`select id from doyang_groups where doyang_id = 2 order by id limit 1`))[0].id;
});
afterAll(() => t?.close());

describe('POST /api/users (student create)', () => {
  it('creates a student with the defaults and opens the enrollment', async () => {
    const res = await t.call('POST', '/api/users', profesor, minor());
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({
      name: 'SANTIAGO',
      last_name: 'PÉREZ',
      role_id: 10,
      degree_id: 1,
      doyang_id: 1,
      active: true,
      start_tkd_date: '2026-11-20',
      start_payments_date: '2026-11-01',
      father_name: 'LUIS PÉREZ',
    });
    expect(u.child_pickers).toEqual([{ id: expect.any(Number), name: 'ROSA LUNA', telephone: '5588776655', kinship: 'ABUELA' }]);
    expect(await enrollmentsOf(u.id)).toEqual([
      { id: expect.any(Number), enrollment_date: '2026-11-20', disenroll_date: null, doyang_id: 1 },
    ]);
    const listed = (await t.call('GET', '/api/users?doyang_id=1&name=santiago%20perez', profesor)).json();
    expect(listed.map((x: { id: number }) => x.id)).toContain(u.id);
  });

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['group', { doyang_group_id: null }, { doyang_group_id: MSG.studentGroupRequired }],
    ['first billing month', { start_payments_date: '' }, { start_payments_date: MSG.firstBillingMonthRequired }],
    ['parent of a minor', { father_cellphone: '' }, { father_name: MSG.minorNeedsParent, mother_name: MSG.minorNeedsParent }],
    ['cellphone of an adult', { birth_date: '1995-02-02' }, { cellphone: MSG.adultNeedsCellphone }],
    ['birth date', { birth_date: '' }, { birth_date: MSG.required }],
    ['enrollment date', { enrollment_date: null }, { enrollment_date: MSG.enrollmentDateRequired }],
    ['degree', { degree_id: '' }, { degree_id: MSG.degreeRequired }],
    ['sex', { sex: '' }, { sex: MSG.sexRequired }],
    ['job', { job: 'x' }, { job: MSG.jobRequired }],
    ['address', { address: '  ' }, { address: MSG.addressRequired }],
    ['name', { name: '' }, { name: MSG.required }],
    ['long last name', { last_name: 'x'.repeat(101) }, { last_name: MSG.nameTooLong }],
  ];
  it.each(cases)('refuses a missing %s with its Spanish text and stores nothing', async (_label, patch, expected) => {
    const before = await studentCount();
    const res = await t.call('POST', '/api/users', profesor, { ...minor(), ...patch });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [v]])));
    expect(body.message).toBe(Object.values(expected)[0]);
    expect(await studentCount()).toBe(before);
  });

  it('records who recommended the new student', async () => {
    const [friend] = await q<{ id: number }>(
      sql`select id from users where role_id = 10 and doyang_id = 1 and active order by id desc limit 1`,
    );
    const res = await t.call('POST', '/api/users', profesor, { ...minor(), name: 'referido', recomended_by: [friend.id] });
    expect(res.json().recomended_by).toEqual([{ id: friend.id, full_name: expect.any(String) }]);
    const friendRecord = (await t.call('GET', `/api/users/${friend.id}?with=recommendations`, profesor)).json();
    expect(friendRecord).toMatchObject({ has_recommended: true, recommended_students: [{ id: res.json().id }] });
    const cleared = await t.call('PUT', `/api/users/${res.json().id}`, profesor, { recomended_by: [] });
    expect(cleared.json().recomended_by).toEqual([]);
  });

  it('a prospect needs no group', async () => {
    const res = await t.call('POST', '/api/users', profesor, { ...minor(), doyang_group_id: '', is_prospect: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_prospect: true, doyang_group_id: null });
  });

  it("refuses a group of another doyang, another doyang's student, and a kyosa", async () => {
    const before = await studentCount();
    const wrongGroup = await t.call('POST', '/api/users', profesor, { ...minor(), doyang_group_id: group2 });
    expect(wrongGroup.statusCode).toBe(422);
    expect(wrongGroup.json().errors).toEqual({ doyang_group_id: [MSG.groupOfOtherDoyang] });
    const otherDoyang = await t.call('POST', '/api/users', profesor, { ...minor(), doyang_id: 2, doyang_group_id: group2 });
    expect(otherDoyang.statusCode).toBe(403);
    expect(otherDoyang.json().message).toBe(MSG.forbiddenDoyang);
    expect((await t.call('POST', '/api/users', kyosa, minor())).statusCode).toBe(403);
    const scholarship = await t.call('POST', '/api/users', profesor, {
      ...minor(),
      is_scholarshiped: true,
      scholarship_percentage: 50,
    });
    expect(scholarship.statusCode).toBe(403);
    expect(scholarship.json().message).toBe(MSG.generalDirectionOnlyField);
    expect(await studentCount()).toBe(before);
  });
});

describe('PUT /api/users/{id} (student update)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await t.call('POST', '/api/users', profesor, { ...minor(), name: 'valeria' })).json().id;
  });

  it('saves ordinary changes uppercased and accepts the record sent back unchanged', async () => {
    const res = await t.call('PUT', `/api/users/${id}`, profesor, { id, address: 'calle nueva 5', health_info: 'asma leve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: 'CALLE NUEVA 5', health_info: 'ASMA LEVE' });
    const record = (await t.call('GET', `/api/users/${id}?with=degree,doyang,child_pickers,enrollments`, profesor)).json();
    expect((await t.call('PUT', `/api/users/${id}`, profesor, record)).statusCode).toBe(200);
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['doyang', { doyang_id: 2, doyang_group_id: group2 }, MSG.generalDirectionOnlyField],
    ['scholarship', { is_scholarshiped: true, scholarship_percentage: 50 }, MSG.generalDirectionOnlyField],
    ['adult-absence flag', { extra_absences: true }, MSG.generalDirectionOnlyField],
    ['partials', { number_of_partials: 2 }, MSG.generalDirectionOnlyField],
    ['multilevel scheme', { doyang_surrogation_id: 3 }, MSG.generalDirectionOnlyField],
    ['enrollment date once set', { enrollment_date: '2026-10-01' }, MSG.enrollmentDateLocked],
  ];
  it.each(refused)('refuses a professor changing the %s (403), data unchanged', async (_label, patch, message) => {
    const before = await userRow(id);
    const res = await t.call('PUT', `/api/users/${id}`, profesor, patch);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
    expect(await userRow(id)).toEqual(before);
  });

  it('general direction may change them', async () => {
    const res = await t.call('PUT', `/api/users/${id}`, director, {
      scholarship_percentage: 50,
      is_scholarshiped: true,
      enrollment_date: '2026-11-18',
    });
    expect(res.json()).toMatchObject({ scholarship_percentage: 50, is_scholarshiped: true, enrollment_date: '2026-11-18' });
  });

  it('re-checks the rules a change touches', async () => {
    const job = await t.call('PUT', `/api/users/${id}`, profesor, { job: 'a' });
    expect(job.json().errors).toEqual({ job: [MSG.jobRequired] });
    const group = await t.call('PUT', `/api/users/${id}`, profesor, { doyang_group_id: null });
    expect(group.json().errors).toEqual({ doyang_group_id: [MSG.studentGroupRequired] });
    const other = await t.call('PUT', `/api/users/${id}`, profesor, { doyang_group_id: group2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ doyang_group_id: [MSG.groupOfOtherDoyang] });
    const parents = await t.call('PUT', `/api/users/${id}`, profesor, { father_cellphone: '' });
    expect(parents.json().errors.father_name).toEqual([MSG.minorNeedsParent]);
    expect((await userRow(id)).father_cellphone).toBe('5512345678');
  });

  it('replaces the pick-up people and ignores insurance fields', async () => {
    const res = await t.call('PUT', `/api/users/${id}`, profesor, {
      child_pickers: [
        { name: 'tío beto', telephone: '5511111111', kinship: 'tío' },
        { name: 'ana', telephone: '', kinship: '' },
      ],
      is_rejected_insurance_file: true,
    });
    expect(res.json().child_pickers.map((p: { name: string }) => p.name)).toEqual(['TÍO BETO', 'ANA']);
    expect((await userRow(id)).is_rejected_insurance_file).toBe(false);
  });

  it("refuses another doyang's student and a kyosa's edit (403), data unchanged", async () => {
    const [other] = await q<{ id: number }>(sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    const before = await userRow(other.id);
    const res = await t.call('PUT', `/api/users/${other.id}`, profesor, { address: 'HACKEADO' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbiddenDoyang);
    expect((await t.call('PUT', `/api/users/${id}`, kyosa, { address: 'KYOSA' })).statusCode).toBe(403);
    expect(await userRow(other.id)).toEqual(before);
    expect((await t.call('PUT', `/api/users/${id}`, profesor, { role_id: 7 })).statusCode).toBe(403);
  });

  it('transfers between doyangs only with a group of the new doyang (general direction)', async () => {
    const noGroup = await t.call('PUT', `/api/users/${id}`, director, { doyang_id: 2 });
    expect(noGroup.json().errors).toEqual({ doyang_group_id: [MSG.groupOfOtherDoyang] });
    const moved = await t.call('PUT', `/api/users/${id}`, director, { doyang_id: 2, doyang_group_id: group2 });
    expect(moved.json()).toMatchObject({ doyang_id: 2, doyang_group_id: group2 });
    await t.call('PUT', `/api/users/${id}`, director, { doyang_id: 1, doyang_group_id: group1 });
  });
});
