import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The demo's revision season is the bimester's last month (configuration 24/25 = 2026-12-01..31); TODAY is 2026-11-22.
let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let group: { id: number; doyang_id: number };
let student: { id: number; degree_id: number };
let requirement: { products: { id: number }[]; other_exam_requisites: { id: number }[] };
beforeAll(async () => {
  t = await createTestApp({}, 60);
  [director, profesor, kyosa] = await Promise.all([
    t.login('director@demo.mx'),
    t.login('profesor@demo.mx'),
    t.login('kyosa@demo.mx'),
  ]);
  const row = await one<{ id: number; degree_id: number; group_id: number }>(
    t.app.db,
    sql`select u.id, u.degree_id, u.doyang_group_id as group_id from users u
    where u.role_id = 10 and u.active and u.doyang_id = 1 and u.doyang_group_id is not null order by u.id limit 1`,
  );
  student = { id: row?.id as number, degree_id: row?.degree_id as number };
  group = { id: row?.group_id as number, doyang_id: 1 };
  await t.app.db.execute(sql`delete from revisions where doyang_group_id = ${group.id}`);
  requirement = (
    await t.call('GET', `/api/requirements?min_grade_id=${student.degree_id}&with=products,other_exam_requisites`, director)
  ).json()[0];
});
afterAll(() => t?.close());

const everything = () => ({
  requirementProducts: requirement.products.map((p) => ({ id: p.id, checked: true, date: '2026-11-20', comment: 'ENTREGADO' })),
  requirementOther: requirement.other_exam_requisites.map((o) => o.id),
});

describe('revision flow', () => {
  let revisionId: number;

  it('creates a revision inactive and activates it after the confirm', async () => {
    const created = await t.call('POST', '/api/revisions', profesor, {
      doyang_group_id: group.id,
      name: 'revisión de diciembre',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'REVISIÓN DE DICIEMBRE', active: false, doyang_group_id: group.id });
    revisionId = created.json().id;
    const activated = await t.call('PUT', `/api/revisions/${revisionId}`, profesor, { active: true });
    expect(activated.json()).toMatchObject({ active: true, message: MSG.revisionActivated });
    const list = (await t.call('GET', `/api/revisions?doyang_group_id=${group.id}`, kyosa)).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([revisionId]);
    const second = (await t.call('POST', '/api/revisions', director, { doyang_group_id: group.id, name: 'otra' })).json();
    await t.call('PUT', `/api/revisions/${second.id}`, director, { active: true });
    expect((await t.call('GET', `/api/revisions/${revisionId}`, profesor)).json().active).toBe(false);
    await t.call('PUT', `/api/revisions/${revisionId}`, profesor, { active: true });
    await t.call('DELETE', `/api/revisions/${second.id}`, profesor);
  });

  it('refuses reviews outside the revision season (configuration 24 to 25)', async () => {
    const res = await t.call('POST', '/api/revisions/assign', profesor, { id: revisionId, user_id: student.id, ...everything() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.revisionOutOfSeason);
    const approve = await t.call('POST', '/api/revisions/approve_student_revision', director, {
      user_id: student.id,
      revision_id: revisionId,
    });
    expect(approve.json().message).toBe(MSG.revisionOutOfSeason);
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster`, profesor)).json();
    expect(roster.revision_season).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31', open: false });
  });

  it('assigns complete (1) or incomplete (2) from what is checked against the requirement', async () => {
    await t.call('PUT', '/api/configuration/24', director, { value: '2026-11-15' });
    expect(requirement.products.length).toBeGreaterThan(1);
    const missing = await t.call('POST', '/api/revisions/assign', profesor, {
      id: revisionId,
      user_id: student.id,
      requirementProducts: [requirement.products[0].id],
      requirementOther: [],
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ message: MSG.revisionAssigned, data: { result: 2 } });
    const complete = await t.call('POST', '/api/revisions/assign', profesor, {
      id: revisionId,
      user_id: student.id,
      ...everything(),
    });
    expect(complete.json().data.result).toBe(1);
    expect(complete.json().data.requirement_products[0]).toMatchObject({
      checked: true,
      date: '2026-11-20',
      comment: 'ENTREGADO',
    });
    const stored = await rows(t.app.db, sql`select * from revision_results where revision_id = ${revisionId}`);
    expect(stored).toHaveLength(1);
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster`, profesor)).json();
    expect(roster.revision).toMatchObject({ id: revisionId, active: true });
    expect(roster.revision_season.open).toBe(true);
    expect(roster.data.find((r: { id: number }) => r.id === student.id).revision_result).toMatchObject({
      result: 1,
      approved_by: null,
    });
    const csv = await t.call('GET', `/api/doyang_groups/${group.id}/revision_csv`, profesor);
    expect(csv.body).toContain('COMPLETA');
  });

  it('refuses students outside the group, inactive revisions and staff of other doyangs', async () => {
    const outsider = await one<{ id: number }>(t.app.db, sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    const res = await t.call('POST', '/api/revisions/assign', profesor, {
      id: revisionId,
      user_id: outsider?.id,
      ...everything(),
    });
    expect(res.json().errors.user_id).toEqual([MSG.studentNotInGroup]);
    const [other] = (await t.call('GET', '/api/doyang_groups?doyang_id=2', director)).json();
    expect((await t.call('POST', '/api/revisions', profesor, { doyang_group_id: other.id, name: 'X' })).statusCode).toBe(403);
    // A kyosa of the doyang runs the revision only of the groups where they are kyosa.
    expect(
      (await t.call('POST', '/api/revisions/assign', kyosa, { id: revisionId, user_id: student.id, ...everything() })).statusCode,
    ).toBe(403);
    const kyosaId = (await t.call('POST', '/api/me', kyosa)).json().id;
    await t.call('POST', `/api/doyang_groups/${group.id}/kyosas/add`, profesor, { kyosas: kyosaId });
    expect(
      (await t.call('POST', '/api/revisions/assign', kyosa, { id: revisionId, user_id: student.id, ...everything() })).statusCode,
    ).toBe(200);
    await t.call('PUT', `/api/revisions/${revisionId}`, profesor, { active: false });
    const inactive = await t.call('POST', '/api/revisions/assign', profesor, {
      id: revisionId,
      user_id: student.id,
      ...everything(),
    });
    expect(inactive.json().message).toBe(MSG.revisionInactive);
    await t.call('PUT', `/api/revisions/${revisionId}`, profesor, { active: true });
  });

  it("approves '(DG) Todo cubierto y a tiempo' for general direction only", async () => {
    await t.call('POST', '/api/revisions/assign', profesor, {
      id: revisionId,
      user_id: student.id,
      requirementProducts: [],
      requirementOther: [],
    });
    const body = { user_id: student.id, revision_id: revisionId };
    expect((await t.call('POST', '/api/revisions/approve_student_revision', profesor, body)).statusCode).toBe(403);
    const before = await one<{ result: number }>(
      t.app.db,
      sql`select result from revision_results where revision_id = ${revisionId}`,
    );
    expect(before?.result).toBe(2);
    const res = await t.call('POST', '/api/revisions/approve_student_revision', director, body);
    expect(res.json()).toMatchObject({ message: MSG.revisionApproved, data: { result: 1, approved_by: 1 } });
    const dialog = (await t.call('GET', `/api/revisions/${revisionId}/requirement?user_id=${student.id}`, profesor)).json();
    expect(dialog.requirement.products.map((p: { id: number }) => p.id)).toEqual(requirement.products.map((p) => p.id));
    expect(dialog.result).toMatchObject({ result: 1, approved_by: 1 });
  });
});
