import { weekOrderKey, weekSummary } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 40);
});
afterAll(() => t.close());

type Group = { id: number; doyang_id: number; name: string; begins_at: string; students_count: number };

describe('GET /api/doyang_groups (doyang scope)', () => {
  it("lists a doyang's groups by start time with their student count", async () => {
    const profesor = await t.login('profesor@demo.mx');
    const groups: Group[] = (
      await t.call('GET', '/api/doyang_groups?doyang_id=1&with=responsible,students_count', profesor)
    ).json();
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g) => g.doyang_id === 1)).toBe(true);
    expect(groups.map((g) => g.begins_at)).toEqual([...groups.map((g) => g.begins_at)].sort());
    expect(groups.some((g) => g.students_count > 0)).toBe(true);
  });

  it("never shows another doyang's groups to its staff, by filter, by id or unfiltered", async () => {
    const kyosa = await t.login('kyosa@demo.mx');
    expect((await t.call('GET', '/api/doyang_groups?doyang_id=2', kyosa)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/doyang_groups?doyang_id=2', kyosa)).json()).toEqual([]);
    const all: Group[] = (await t.call('GET', '/api/doyang_groups', kyosa)).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g.doyang_id === 1)).toBe(true);
    const director = await t.login('director@demo.mx');
    const other: Group[] = (await t.call('GET', '/api/doyang_groups?doyang_id=2', director)).json();
    expect(other.length).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/doyang_groups/${other[0].id}`, kyosa)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/doyang_groups/${other[0].id}`, director)).statusCode).toBe(200);
  });

  it('orders by week summary (monday-first blocks, then start time) like the domain key, 20 a page', async () => {
    const director = await t.login('director@demo.mx');
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
    const alumno = await t.login('alumno@demo.mx');
    expect((await t.call('GET', '/api/doyang_groups?doyang_id=1', alumno)).statusCode).toBe(403);
  });
});
