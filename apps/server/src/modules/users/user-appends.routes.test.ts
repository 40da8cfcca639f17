import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { makeDoyang, makeGroup, makeStaff, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
});
afterAll(() => t?.close());

type Node = { id: number; full_name: string; children: Node[] };
const ids = (n: Node): number[] => [n.id, ...n.children.flatMap(ids)];

describe('GET /api/users/{id}: the appends of spec 02 §7', () => {
  it('genealogy_tree: the lineage under user 1, whoever the record is', async () => {
    const doyang = await makeDoyang(t.app.db);
    const teacher = await makeStaff(t.app.db, { role: 'profesor', doyang, user_responsible_id: 1 });
    const student = await makeStudent(t.app.db, { doyang, user_responsible_id: teacher.id });
    const staff = await t.as('profesor', { doyang, responsible: true });
    const res = await staff.call('GET', `/api/users/${student.id}?append=genealogy_tree`);
    expect(res.statusCode).toBe(200);
    const tree: Node = res.json().genealogy_tree;
    expect(tree.id).toBe(1);
    expect(ids(tree)).toEqual(expect.arrayContaining([1, teacher.id, student.id]));
    expect(tree.children.find((c) => c.id === teacher.id)?.children.map((c) => c.id)).toContain(student.id);
    // Without the append the record carries no tree.
    expect((await staff.call('GET', `/api/users/${student.id}`)).json().genealogy_tree).toBeUndefined();
  });

  it('revision_results: every result of the person with its revision, newest first; black_belt_exam_id is taken', async () => {
    const doyang = await makeDoyang(t.app.db);
    const group = await makeGroup(t.app.db, { doyang });
    const student = await makeStudent(t.app.db, { doyang, group });
    const [first, second] = await rows<{ id: number }>(
      t.app.db,
      sql`insert into revisions (name, active, doyang_group_id) values ('REVISIÓN 1', false, ${group.id}), ('REVISIÓN 2', true, ${group.id})
        returning id`,
    );
    await rows(
      t.app.db,
      sql`insert into revision_results (revision_id, user_id, result) values (${first.id}, ${student.id}, 1), (${second.id}, ${student.id}, 2)`,
    );
    const staff = await t.as('profesor', { doyang, responsible: true });
    const res = await staff.call('GET', `/api/users/${student.id}?append=revision_results&black_belt_exam_id=36`);
    expect(res.statusCode).toBe(200);
    expect(res.json().revision_results).toEqual([
      expect.objectContaining({
        revision_id: second.id,
        result: 2,
        revision: expect.objectContaining({ name: 'REVISIÓN 2', active: true }),
      }),
      expect.objectContaining({ revision_id: first.id, result: 1, revision: expect.objectContaining({ name: 'REVISIÓN 1' }) }),
    ]);
    expect((await staff.call('GET', `/api/users/${student.id}?append=revision_results&black_belt_exam_id=x`)).statusCode).toBe(
      422,
    );
    // Another doyang's staff still cannot read the record, appends or not.
    const other = await t.as('profesor', { doyang: await makeDoyang(t.app.db), responsible: true });
    expect((await other.call('GET', `/api/users/${student.id}?append=revision_results`)).statusCode).toBe(403);
  });
});
