import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbProbe, minorStudent } from '../../test/student-fixtures.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let group1: number;
const { q, userRow, enrollmentsOf } = dbProbe(() => t);
const minor = () => minorStudent(group1);

beforeAll(async () => {
  t = await createTestApp({}, 120);
  [director, profesor, kyosa] = await Promise.all(
    ['director@demo.mx', 'profesor@demo.mx', 'kyosa@demo.mx'].map((e) => t.login(e)),
  );
  group1 = (await q<{ id: number }>(sql`select id from doyang_groups where doyang_id = 1 order by id limit 1`))[0].id;
});
afterAll(() => t?.close());

describe('activation and the enrollment history', () => {
  let id: number;
  beforeAll(async () => {
    id = (await t.call('POST', '/api/users', profesor, { ...minor(), name: 'ximena' })).json().id;
  });

  it('deactivating closes the open enrollment today; only general direction reactivates, opening a new one', async () => {
    const off = await t.call('PUT', `/api/users/${id}`, profesor, { id, active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, disenroll_date: TODAY });
    expect(await enrollmentsOf(id)).toEqual([expect.objectContaining({ enrollment_date: '2026-11-20', disenroll_date: TODAY })]);

    const refused = await t.call('PUT', `/api/users/${id}`, profesor, { id, active: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.generalDirectionOnlyReactivate);
    expect((await userRow(id)).active).toBe(false);

    const on = await t.call('PUT', `/api/users/${id}`, director, { id, active: true });
    expect(on.json()).toMatchObject({ active: true, disenroll_date: null });
    const history = await enrollmentsOf(id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ enrollment_date: TODAY, disenroll_date: null, doyang_id: 1 });
    expect(on.json().enrollments[0]).toMatchObject({ id: history[1].id, disenroll_date: null });
    expect(on.json().enrollment_date).toBe('2026-11-20');
  });

  it('enrollments are edited and deleted by general direction only', async () => {
    const [first] = await enrollmentsOf(id);
    const body = { enrollment_date: '2026-11-02', disenroll_date: '2026-11-21' };
    const prof = await t.call('PUT', `/api/enrollments/${first.id}`, profesor, body);
    expect(prof.statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/enrollments/${first.id}`, profesor)).statusCode).toBe(403);
    expect((await enrollmentsOf(id))[0]).toEqual(first);

    const bad = await t.call('PUT', `/api/enrollments/${first.id}`, director, { disenroll_date: '2026-11-01' });
    expect(bad.json().errors).toEqual({ disenroll_date: [MSG.disenrollBeforeEnrollment] });
    const ok = await t.call('PUT', `/api/enrollments/${first.id}`, director, body);
    expect(ok.json()).toMatchObject({ id: first.id, ...body });
    // The student's enrollment date is their first inscription, so it follows the history.
    expect((await userRow(id)).enrollment_date).toBe('2026-11-02');

    expect((await t.call('DELETE', `/api/enrollments/${first.id}`, director)).statusCode).toBe(200);
    expect((await enrollmentsOf(id)).map((e) => e.id)).not.toContain(first.id);
    expect((await userRow(id)).enrollment_date).toBe(TODAY);
    expect((await t.call('DELETE', `/api/enrollments/${first.id}`, director)).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('a professor deletes a student of their doyang, not of another; a kyosa cannot', async () => {
    const id = (await t.call('POST', '/api/users', profesor, { ...minor(), name: 'borrar' })).json().id;
    expect((await t.call('DELETE', `/api/users/${id}`, kyosa)).statusCode).toBe(403);
    const [other] = await q<{ id: number }>(sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    expect((await t.call('DELETE', `/api/users/${other.id}`, profesor)).statusCode).toBe(403);
    expect(await userRow(other.id)).toBeDefined();
    const res = await t.call('DELETE', `/api/users/${id}`, profesor);
    expect(res.statusCode).toBe(200);
    expect(res.json().password).toBeUndefined();
    expect((await t.call('GET', `/api/users/${id}`, profesor)).statusCode).toBe(404);
    expect(await enrollmentsOf(id)).toEqual([]);
  });

  it('staff are never deleted (422)', async () => {
    const [prof] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    const res = await t.call('DELETE', `/api/users/${prof.id}`, director);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.staffDeleteDisabled);
    expect(await userRow(prof.id)).toBeDefined();
  });
});
