import { type DoyangGroupAnswer, weekOrderKey, weekSummary } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent, makeWeekOfGroups } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Three doyangs with the demo's seven weekly schedules each (21 class groups); the first has a student.
let t: TestApp;
let mine: { id: number };
let theirs: { id: number };
let staff: { profesor: Actor; kyosa: Actor; director: Actor; alumno: Actor };
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const schools = [await makeDoyang(t.app.db), await makeDoyang(t.app.db), await makeDoyang(t.app.db)];
  const [week] = await Promise.all(schools.map((doyang) => makeWeekOfGroups(t.app.db, doyang)));
  const infantil = week.find((g) => g.name === 'INFANTIL A');
  await makeStudent(t.app.db, { doyang: schools[0], group: infantil });
  [mine, theirs] = schools;
  staff = {
    profesor: await t.as('profesor', { doyang: mine, responsible: true }),
    kyosa: await t.as('kyosa', { doyang: mine }),
    director: await t.as('director'),
    alumno: await t.as('alumno', { doyang: mine }),
  };
});
afterAll(() => t?.close());

/** A group listed with its student count. */
type Group = DoyangGroupAnswer & { students_count: number };

describe('GET /api/doyang_groups (doyang scope)', () => {
  it("lists a doyang's groups by start time with their student count", async () => {
    const profesor = staff.profesor.token;
    const groups: Group[] = (
      await t.call('GET', `/api/doyang_groups?doyang_id=${mine.id}&with=responsible,students_count`, profesor)
    ).json();
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g) => g.doyang_id === mine.id)).toBe(true);
    expect(groups.map((g) => g.begins_at)).toEqual([...groups.map((g) => g.begins_at)].sort());
    expect(groups.some((g) => g.students_count > 0)).toBe(true);
  });

  it("never shows another doyang's groups to its staff, by filter, by id or unfiltered", async () => {
    const kyosa = staff.kyosa.token;
    expect((await t.call('GET', `/api/doyang_groups?doyang_id=${theirs.id}`, kyosa)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/doyang_groups?doyang_id=${theirs.id}`, kyosa)).json()).toEqual([]);
    const all: Group[] = (await t.call('GET', '/api/doyang_groups', kyosa)).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g.doyang_id === mine.id)).toBe(true);
    const director = staff.director.token;
    const other: Group[] = (await t.call('GET', `/api/doyang_groups?doyang_id=${theirs.id}`, director)).json();
    expect(other.length).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/doyang_groups/${other[0].id}`, kyosa)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/doyang_groups/${other[0].id}`, director)).statusCode).toBe(200);
  });

  it('orders by week summary (monday-first blocks, then start time) like the domain key, 20 a page', async () => {
    const director = staff.director.token;
    type Row = Group & { json_week: boolean[]; week_summary: string; is_selective_group: boolean };
    const url = '/api/doyang_groups?paginate=1&is_selective_group=0&orderBy[week_summary]=asc&with=week_summary';
    const first = (await t.call('GET', url, director)).json();
    expect(first).toMatchObject({ per_page: 20, current_page: 1 });
    expect(first.total).toBeGreaterThan(20);
    const all: Row[] = (await t.call('GET', `${url.replace('paginate=1', 'perPage=0')}`, director)).json();
    expect(all).toHaveLength(first.total);
    expect(all.every((g) => !g.is_selective_group && g.week_summary === weekSummary(g.json_week))).toBe(true);
    const keys = all.map((g) => weekOrderKey(g.json_week, g.begins_at));
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys.map((k) => k.slice(0, 7))).size).toBeGreaterThan(1);
    expect(first.data.map((g: Row) => g.id)).toEqual(all.slice(0, 20).map((g) => g.id));
  });

  it('refuses a user without any student or group area', async () => {
    const alumno = staff.alumno.token;
    expect((await t.call('GET', `/api/doyang_groups?doyang_id=${mine.id}`, alumno)).statusCode).toBe(403);
  });
});
