import type { TestApp } from '../test-app.ts';
import { TODAY } from '../test-app.ts';

// Tests only: a tournament made the way the form makes it (its venue and parent event too), dated TODAY.

const DUE_DATES = [
  'early_payment_student_due_date',
  'early_payment_professor_due_date',
  'payment_student_due_date',
  'payment_professor_due_date',
];

/** POST /api/tournaments as `token` (general direction); `fields` adds competition flags and the like. */
export async function makeTournament(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const venue = (await t.call('POST', '/api/venues', token, { name: 'sede del torneo' })).json().id;
  const parent = (await t.call('POST', '/api/parent-events', token, { name: 'temporada del torneo' })).json().id;
  const res = await t.call('POST', '/api/tournaments', token, {
    name: 'torneo de prueba',
    parent_event_id: parent,
    venue_id: venue,
    date: TODAY,
    price: '500',
    early_payment_amount: '400',
    price_amount_two_modalities: '800',
    early_payment_amount_two_modalities: '700',
    ...Object.fromEntries(DUE_DATES.map((d) => [d, TODAY])),
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`tournament not made: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
