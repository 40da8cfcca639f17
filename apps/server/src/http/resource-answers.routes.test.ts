import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableResources } from '../table-resources.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every registry resource answers as its entry's answer says, on the demo network with every `with=` relation: a
// page of the list and one record (the answer check refuses a value of another type or an undeclared key).

let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await createTestApp();
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

describe('registry resources answer their contract', () => {
  it.each(tableResources.map((def) => [def.name, def] as const))('%s', async (name, def) => {
    const relations = Object.keys(def.relations ?? {}).join(',');
    const withAll = relations ? `&with=${relations}` : '';
    const list = await t.call('GET', `/api/${name}?paginate=1&perPage=5${withAll}`, director);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json() as { data: { id: number }[] };
    const first = page.data[0];
    if (!first) return;
    const one = await t.call('GET', `/api/${name}/${first.id}?${withAll.slice(1)}`, director);
    expect(one.statusCode, one.body).toBe(200);
  });
});
