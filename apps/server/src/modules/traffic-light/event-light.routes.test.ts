import { randomUUID } from 'node:crypto';
import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { sheetStrings } from '../../test/sheets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The event and tournament traffic lights (issue 27) on a hand-built doyang: an event in three installments open to
// white and yellow belts, its prospects paid whole, in part, not at all, or through a cancelled receipt; students not
// inscribed, one whose degree cannot go; a tournament open to every degree. Each student lands in the colour the
// domain's eventLight gives, in the Excel the exam light writes; and who may download it.
let t: TestApp;
let director: string;
let profA: Actor;
let doyangA: number;
let doyangB: number;
let event: number;
let tournament: number;
const who: Record<string, number> = {};

const get = (url: string, token = director) => t.call('GET', url, token);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  director = await t.login('director@demo.mx');
  doyangA = (await makeDoyang(db, { name: 'ALFA' })).id;
  doyangB = (await makeDoyang(db, { name: 'BETA' })).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  const [ev] = await db.insert(s.events).values({ name: 'SEMINARIO', date: '2026-12-12', number_of_patialities: 3 }).returning();
  event = ev.id;
  await db.insert(s.event_degrees_allowed).values([
    { event_id: event, degree_id: 1 },
    { event_id: event, degree_id: 3 },
  ]);
  const [to] = await db.insert(s.tournaments).values({ name: 'COPA', date: '2026-12-05' }).returning();
  tournament = to.id;

  const student = async (name: string, degree: number, doyang = doyangA) => {
    who[name] = (
      await makeStudent(db, {
        doyang,
        name,
        last_name: 'RUIZ',
        second_last_name: null,
        degree_id: degree,
        birth_date: '2012-01-10',
      })
    ).id;
  };
  // Named in alphabetical order of the colours' expected order inside each colour.
  await student('ANA', 1); // inscribed, paid whole → verde
  await student('BETO', 3); // inscribed, 1 of 3 installments → amarillo
  await student('CARLA', 1); // inscribed, nothing paid → amarillo
  await student('DANIEL', 1); // inscribed, paid through a cancelled receipt → amarillo
  await student('ELENA', 1); // not inscribed → rojo
  await student('FER', 13); // not inscribed, 1er dan not admitted → negro
  await student('OTRO', 1, doyangB); // another doyang: the network only
  await db
    .insert(s.event_prospects)
    .values(['ANA', 'BETO', 'CARLA', 'DANIEL'].map((n) => ({ event_id: event, user_id: who[n], doyang_id: doyangA })));
  await db.insert(s.tournament_prospects).values([{ tournament_id: tournament, user_id: who.ANA, doyang_id: doyangA }]);

  const pay = async (name: string, o: { event_id?: number; tournament_id?: number; partial: boolean; canceled?: boolean }) => {
    const [receipt] = await db
      .insert(s.receipts)
      .values({
        doyang_id: doyangA,
        client_user_id: who[name],
        total: '500',
        cash_total: '500',
        idempotency_key: randomUUID(),
        is_canceled: o.canceled ?? false,
        created_by: 1,
      })
      .returning();
    await db.insert(s.payments).values({
      receipt_id: receipt.id,
      doyang_id: doyangA,
      payment_concept_id: o.tournament_id ? 3 : 2,
      title: 'PAGO',
      price: '500',
      amount: '500',
      cash_amount: '500',
      client_user_id: who[name],
      event_id: o.event_id,
      tournament_id: o.tournament_id,
      is_partiality: o.partial,
    });
  };
  await pay('ANA', { event_id: event, partial: false });
  await pay('BETO', { event_id: event, partial: true });
  await pay('DANIEL', { event_id: event, partial: false, canceled: true });
  await pay('ANA', { tournament_id: tournament, partial: true });
});
afterAll(() => t?.close());

describe('the event traffic light (spec 01 §7 traffic_light_event)', () => {
  it('gives each active student of the doyang a colour by inscription, payment and degree, worst first', async () => {
    const res = await get(`/api/doyangs/${doyangA}/traffic_light_event?event_id=${event}`, profA.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename=semaforo-evento-seminario-alfa\.xlsx/);
    const table = await sheetStrings(res.rawPayload);
    expect(table[0]).toEqual(['Nombre', 'Doyang', 'Grado', 'Edad', 'Color', 'Motivos']);
    expect(table.slice(1).map((r) => [r[0], r[4], r[5]])).toEqual([
      ['FER RUIZ', 'negro', 'Su grado no participa en el evento'],
      ['ELENA RUIZ', 'rojo', 'No inscrito'],
      ['BETO RUIZ', 'amarillo', 'Inscrito con adeudo: 1 de 3 parcialidades pagadas'],
      ['CARLA RUIZ', 'amarillo', 'Inscrito sin pago'],
      ['DANIEL RUIZ', 'amarillo', 'Inscrito sin pago'],
      ['ANA RUIZ', 'verde', 'Inscrito y pagado'],
    ]);
    // Age at the event's date.
    expect(table[1].slice(1, 4)).toEqual(['ALFA', '1ER DAN', '14']);
  });

  it("answers the whole network on general direction's card (23)", async () => {
    const table = await sheetStrings((await get(`/api/doyangs/23/traffic_light_event?event_id=${event}`)).rawPayload);
    expect(table).toHaveLength(8);
    expect(table.at(-1)?.slice(0, 2)).toEqual(['OTRO RUIZ', 'BETA']);
    expect(table.at(-1)?.[4]).toBe('rojo');
  });
});

describe('the tournament traffic light (spec 01 §7 traffic_light_tournament)', () => {
  it('admits every degree when the tournament lists none; one installment of one is paid in full', async () => {
    const res = await get(`/api/doyangs/${doyangA}/traffic_light_tournament?tournament_id=${tournament}`, profA.token);
    expect(res.statusCode, res.body).toBe(200);
    const table = await sheetStrings(res.rawPayload);
    const colours = Object.fromEntries(table.slice(1).map((r) => [r[0], r[4]]));
    expect(colours).toEqual({
      'ANA RUIZ': 'verde',
      'BETO RUIZ': 'rojo',
      'CARLA RUIZ': 'rojo',
      'DANIEL RUIZ': 'rojo',
      'ELENA RUIZ': 'rojo',
      'FER RUIZ': 'rojo',
    });
  });
});

describe('who may download the event and tournament lights', () => {
  it("refuses another doyang's and the network's light to a professor, students, and bad or unknown ids", async () => {
    for (const url of [
      `/api/doyangs/${doyangB}/traffic_light_event?event_id=${event}`,
      `/api/doyangs/23/traffic_light_event?event_id=${event}`,
      `/api/doyangs/${doyangB}/traffic_light_tournament?tournament_id=${tournament}`,
    ]) {
      const res = await get(url, profA.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbiddenDoyang);
    }
    const alumno = await t.as('alumno', { doyang: doyangA });
    expect((await get(`/api/doyangs/${doyangA}/traffic_light_event?event_id=${event}`, alumno.token)).statusCode).toBe(403);
    expect((await get(`/api/doyangs/${doyangA}/traffic_light_event?event_id=999999`)).statusCode).toBe(404);
    expect((await get(`/api/doyangs/${doyangA}/traffic_light_tournament?tournament_id=${event + 1000}`)).statusCode).toBe(404);
    for (const query of ['', '?event_id=abc', `?event_id=${event}&otro=1`, `?tournament_id=${tournament}`]) {
      const res = await get(`/api/doyangs/${doyangA}/traffic_light_event${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});
