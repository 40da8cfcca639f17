import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DoyangRow, makeDoyang, makeGroup, makeHoliday } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
/** The professor's doyang, and another one; each has a group. */
let ownDoyang: DoyangRow;
let otherDoyang: DoyangRow;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  [ownDoyang, otherDoyang] = [await makeDoyang(t.app.db), await makeDoyang(t.app.db)];
  for (const doyang of [ownDoyang, otherDoyang]) await makeGroup(t.app.db, { doyang });
  await makeHoliday(t.app.db, { name: 'DÍA DE LA REVOLUCIÓN', start_date: '2026-11-16' });
  [director, profesor] = (await Promise.all([t.as('director'), t.as('profesor', { doyang: ownDoyang, responsible: true })])).map(
    (actor) => actor.token,
  );
});
afterAll(() => t?.close());

type Holiday = { id: number; name: string; start_date: string; end_date: string; doyang_group_id: number | null };

describe('general holidays (configuration screen)', () => {
  it('are added and deleted by general direction with the screen texts', async () => {
    const res = await t.call('POST', '/api/holidays', director, { name: 'día del maestro', start_date: '2026-05-15' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MSG.holidayAdded,
      data: { name: 'DÍA DEL MAESTRO', start_date: '2026-05-15', end_date: '2026-05-15', doyang_group_id: null },
    });
    const general: Holiday[] = (
      await t.call('GET', '/api/holidays?general=1&start_date=2026-01-01&end_date=2026-12-31', profesor)
    ).json();
    expect(general.map((h) => h.name)).toContain('DÍA DEL MAESTRO');
    expect(general.every((h) => h.doyang_group_id === null)).toBe(true);
    const deleted = await t.call('DELETE', `/api/holidays/${res.json().data.id}`, director);
    expect(deleted.json()).toMatchObject({ message: MSG.holidayDeleted });
  });

  it('are refused to doyang staff, need a name and a sensible range', async () => {
    expect((await t.call('POST', '/api/holidays', profesor, { name: 'PUENTE', start_date: '2026-12-01' })).statusCode).toBe(403);
    const [revolution] = (await t.call('GET', '/api/holidays?general=1&date=2026-11-16', director)).json();
    expect(revolution.name).toBe('DÍA DE LA REVOLUCIÓN');
    expect((await t.call('DELETE', `/api/holidays/${revolution.id}`, profesor)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/holidays', director, { start_date: '2026-12-01' })).json().errors.name).toEqual([
      MSG.required,
    ]);
    const backwards = await t.call('POST', '/api/holidays', director, {
      name: 'X',
      start_date: '2026-12-02',
      end_date: '2026-12-01',
    });
    expect(backwards.json().errors.end_date).toEqual([MSG.endBeforeStart]);
    expect(
      (await t.call('POST', '/api/holidays', director, { name: 'X', start_date: 'mañana' })).json().errors.start_date,
    ).toEqual([MSG.invalidDate]);
  });

  it("lists a group's no-class days with the general holidays, only within reach", async () => {
    const [own] = (await t.call('GET', `/api/doyang_groups?doyang_id=${ownDoyang.id}`, profesor)).json();
    const [other] = (await t.call('GET', `/api/doyang_groups?doyang_id=${otherDoyang.id}`, director)).json();
    await t.call('POST', '/api/holidays', director, { doyang_group_id: other.id, start_date: '2026-11-22' });
    const mine: Holiday[] = (
      await t.call('GET', `/api/holidays?doyang_group_id=${own.id}&start_date=2026-11-01`, profesor)
    ).json();
    expect(mine.every((h) => h.doyang_group_id === null || h.doyang_group_id === own.id)).toBe(true);
    const all: Holiday[] = (await t.call('GET', '/api/holidays?start_date=2026-11-01', profesor)).json();
    expect(all.some((h) => h.doyang_group_id === other.id)).toBe(false);
    expect((await t.call('GET', `/api/holidays?doyang_group_id=${other.id}`, profesor)).statusCode).toBe(403);
  });
});

describe('bimester (configuration 1 and 2)', () => {
  it('moves the current bimester start and end with their texts', async () => {
    const start = await t.call('PUT', '/api/configuration/1', director, { id: 1, value: '2026-11-02' });
    expect(start.json()).toMatchObject({ id: 1, value: '2026-11-02', message: MSG.bimesterStartUpdated });
    const end = await t.call('PUT', '/api/configuration/2', director, { id: 2, value: '2027-01-03' });
    expect(end.json()).toMatchObject({ id: 2, value: '2027-01-03', message: MSG.bimesterEndUpdated });
    const list = (await t.call('GET', '/api/bimesters', profesor)).json();
    expect(list[0]).toMatchObject({ start_date: '2026-11-02', end_date: '2027-01-03' });
    expect((await t.call('PUT', '/api/configuration/1', profesor, { value: '2026-11-01' })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/configuration/4', director, { value: '8' })).json().message).toBeUndefined();
  });

  it("creates a bimester ('Bimestre agregado') that becomes configuration 1 and 2 and replaces the one it overlaps", async () => {
    expect(
      (await t.call('POST', '/api/bimesters', profesor, { start_date: '2026-11-01', end_date: '2026-12-31' })).statusCode,
    ).toBe(403);
    const backwards = await t.call('POST', '/api/bimesters', director, { start_date: '2026-12-31', end_date: '2026-11-01' });
    expect(backwards.json().errors.end_date).toEqual([MSG.endBeforeStart]);
    const res = await t.call('POST', '/api/bimesters', director, { start_date: '2026-11-01', end_date: '2026-12-31' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MSG.bimesterAdded,
      data: { start_date: '2026-11-01', end_date: '2026-12-31' },
      configuration: [
        { id: 1, value: '2026-11-01' },
        { id: 2, value: '2026-12-31' },
      ],
    });
    expect((await t.call('GET', '/api/configuration/1', profesor)).json().value).toBe('2026-11-01');
    const list: { start_date: string }[] = (await t.call('GET', '/api/bimesters', director)).json();
    expect(list.filter((b) => b.start_date >= '2026-11-01').map((b) => b.start_date)).toEqual(['2026-11-01']);
    expect(list.filter((b) => b.start_date.startsWith('2026'))).toHaveLength(6);
    // The next bimester moves the current period, and the Home duties window with it.
    await t.call('POST', '/api/bimesters', director, { start_date: '2027-01-01', end_date: '2027-02-28' });
    expect((await t.call('GET', '/api/configuration/2', director)).json().value).toBe('2027-02-28');
  });
});
