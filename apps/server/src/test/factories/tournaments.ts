import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-app.ts';
import { TODAY } from '../test-app.ts';
import { eventForm, makeSeason } from './events.ts';
import { degreeNamed, makeStudent } from './people.ts';

// Tests only: a tournament made the way the form makes it (its venue and parent event too), dated TODAY.

/** POST /api/tournaments as `token` (general direction); `fields` adds competition flags and the like. */
export async function makeTournament(t: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call(
    'POST',
    '/api/tournaments',
    token,
    eventForm('torneo de prueba', TODAY, {
      ...(await makeSeason(t, token, 'del torneo')),
      price: '500',
      early_payment_amount: '400',
      price_amount_two_modalities: '800',
      early_payment_amount_two_modalities: '700',
      ...fields,
    }),
  );
  if (res.statusCode !== 201) throw new Error(`tournament not made: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export type ProspectOptions = { sex: 1 | 2; years: number; doyang: number; weight?: string; forms?: boolean };

/** A student of 8VO KUP aged `years` on TODAY, entered in the tournament paying combat (and forms when asked). */
export async function makeTournamentProspect(t: TestApp, tournamentId: number, name: string, o: ProspectOptions) {
  const user = await makeStudent(t.app.db, {
    doyang: o.doyang,
    name,
    sex: o.sex,
    birth_date: `${Number(TODAY.slice(0, 4)) - o.years}-01-15`,
    degree_id: degreeNamed('8VO KUP'),
    weight_kg: o.weight ?? '30',
  });
  await t.app.db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, pay_combat, pay_forms)
    values (${tournamentId}, ${user.id}, ${user.doyang_id}, true, ${o.forms ?? false})`);
  return user;
}
