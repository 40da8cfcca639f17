import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 120);
});
afterAll(() => t?.close());

type Card = { id: number; name: string; active: boolean; doyang_type_id: number; students_count: number; responsible: unknown };

describe('GET /api/doyangs', () => {
  it('front_page=1 gives every active doyang and club with its student count and responsible', async () => {
    const token = await t.login('kyosa@demo.mx');
    const cards: Card[] = (await t.call('GET', '/api/doyangs?front_page=1', token)).json();
    expect(cards.every((c) => c.active)).toBe(true);
    expect(cards.map((c) => c.id)).toContain(23);
    expect(cards.filter((c) => c.doyang_type_id === 2).every((c) => c.name.startsWith('CLUB MDKO'))).toBe(true);
    expect(cards.filter((c) => c.doyang_type_id === 1).every((c) => c.name.startsWith('MDK ORIENTE'))).toBe(true);
    const total = cards.reduce((a, c) => a + c.students_count, 0);
    expect(total).toBeGreaterThan(90); // 120 demo students, about 90 % active
    expect(total).toBeLessThanOrEqual(120);
    expect(cards.find((c) => c.id === 1)?.responsible).toMatchObject({ full_name_honorific: expect.any(String) });
  });

  it("front_page=1 counts each card's duties of this bimester, done and pending, as Home lists them", async () => {
    const professor = await t.login('profesor@demo.mx');
    const cards = (await t.call('GET', '/api/doyangs?front_page=1', professor)).json() as (Card & {
      duties_checked: number;
      duties_unchecked: number;
    })[];
    const home = (await t.call('GET', '/api/monthly_duties/home?doyang_id=1', professor)).json();
    const one = cards.find((c) => c.id === 1);
    expect(one?.duties_checked).toBe(home.done.length + home.mine_done.length);
    expect(one?.duties_unchecked).toBe(home.pending.length + home.mine.length);
    expect(cards.some((c) => c.duties_checked > 0)).toBe(true);
    expect(cards.some((c) => c.duties_unchecked > 0)).toBe(true);
    // Without read on duties (a kyosa) the cards carry no duty counts.
    const kyosa = await t.login('kyosa@demo.mx');
    const plain = (await t.call('GET', '/api/doyangs?front_page=1', kyosa)).json() as Record<string, unknown>[];
    expect(plain.every((c) => !('duties_checked' in c))).toBe(true);
  });

  it('active=1 and with=personal,responsible', async () => {
    const token = await t.login('director@demo.mx');
    const all: Card[] = (await t.call('GET', '/api/doyangs', token)).json();
    expect(all.length).toBe(19);
    const active: (Card & { personal: { id: number }[] })[] = (
      await t.call('GET', '/api/doyangs?active=1&with=personal,responsible', token)
    ).json();
    expect(active.length).toBe(17);
    expect(active.find((d) => d.id === 1)?.personal.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/doyangs/{id} doyang scope', () => {
  it('staff read their own doyang and get 403 for another', async () => {
    const kyosa = await t.login('kyosa@demo.mx');
    expect((await t.call('GET', '/api/doyangs/1', kyosa)).statusCode).toBe(200);
    const other = await t.call('GET', '/api/doyangs/2', kyosa);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    const profesor = await t.login('profesor@demo.mx');
    expect((await t.call('GET', '/api/doyangs/3', profesor)).statusCode).toBe(403);
  });

  it('general direction reads any doyang', async () => {
    const tecnico = await t.login('tecnico@demo.mx');
    const res = await t.call('GET', '/api/doyangs/5', tecnico);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 5, students_count: expect.any(Number), personal: expect.any(Array) });
    expect((await t.call('GET', '/api/doyangs/999', tecnico)).statusCode).toBe(404);
  });
});

describe('configuration and time', () => {
  it('reads a setting by id; only general direction changes it', async () => {
    const kyosa = await t.login('kyosa@demo.mx');
    const director = await t.login('director@demo.mx');
    expect((await t.call('GET', '/api/configuration/6', kyosa)).json()).toMatchObject({ id: 6, value: '15' });
    expect((await t.call('GET', '/api/configuration/1', kyosa)).json().value).toBe('2026-11-01');
    expect((await t.call('GET', '/api/configuration/2', kyosa)).json().value).toBe('2026-12-31');
    expect((await t.call('PUT', '/api/configuration/6', kyosa, { id: 6, value: '30' })).statusCode).toBe(403);
    const put = await t.call('PUT', '/api/configuration/6', director, { id: 6, value: 20 });
    expect(put.json()).toMatchObject({ id: 6, value: '20' });
    expect((await t.call('GET', '/api/configuration', director)).json()).toHaveLength(41);
    expect((await t.call('GET', '/api/configuration/99', director)).statusCode).toBe(404);
  });

  it('GET /api/time answers the server time and the Mexico City date', async () => {
    const token = await t.login('alumno@demo.mx');
    const body = (await t.call('GET', '/api/time', token)).json();
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(5000);
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.call('GET', '/api/time')).statusCode).toBe(401);
  });
});
