import { decideEncounter, openBracket, pendingEncounters } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { drawMissingBrackets, loadFitTournament } from '../../modules/tournaments/index.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows, sqlArray } from '../sql.ts';

// The cup's brackets (issue 13 demo): drawn as 'Agregar gráficas faltantes' draws them, two brackets flagged
// exhibition, one competitor isolated alone, and about half of the encounters decided — four brackets in ten played
// to their champion (half of those with their prizes handed out), two in ten through their first round.

type Seat = { graph_id: number; user_id: number; intra_graph_number: number; is_exhibition: boolean };

/** A reproducible pick between two competitors (no Math.random in the demo). */
const pick = (a: number, b: number) => ((a * 7 + b * 3) % 5 < 3 ? [a, b] : [b, a]);

export async function seedBrackets(db: Db, tournamentId: number, decidedBy: number | null): Promise<void> {
  const tournament = await loadFitTournament(db, tournamentId);
  if (!tournament) return;
  await drawMissingBrackets(db, tournament);
  const brackets = await rows<{ id: number; count: number }>(
    db,
    sql`select g.id, count(gu.id)::int as count from tournament_graphs g join tournament_graph_users gu on gu.graph_id = g.id
      where g.tournament_id = ${tournamentId} group by g.id order by g.id`,
  );
  const crowded = brackets.filter((g) => g.count >= 3);
  if (crowded.length > 4) {
    await db.execute(sql`update tournament_graphs set is_exhibition = true where id in (${crowded[1].id}, ${crowded[3].id})`);
    // One competitor of a crowded bracket alone in a new one: first place without competing.
    const source = crowded[crowded.length - 1];
    await db.execute(sql`with moved as (
        select gu.id, g.tournament_category_id, g.competition_type_id, g.table_name from tournament_graph_users gu
          join tournament_graphs g on g.id = gu.graph_id where gu.graph_id = ${source.id} order by gu.intra_graph_number desc limit 1),
      made as (insert into tournament_graphs (tournament_id, tournament_category_id, competition_type_id, graph_number, table_name)
        select ${tournamentId}, m.tournament_category_id, m.competition_type_id,
          (select max(graph_number) + 1 from tournament_graphs x where x.tournament_category_id = m.tournament_category_id
            and x.competition_type_id = m.competition_type_id), m.table_name from moved m returning id)
      update tournament_graph_users set graph_id = (select id from made), intra_graph_number = 1, changed_graph = true
        where id = (select id from moved)`);
  }

  const seats = await rows<Seat>(
    db,
    sql`select gu.graph_id, gu.user_id, gu.intra_graph_number, g.is_exhibition from tournament_graph_users gu
      join tournament_graphs g on g.id = gu.graph_id where g.tournament_id = ${tournamentId} order by gu.graph_id, gu.intra_graph_number`,
  );
  const byBracket = new Map<number, Seat[]>();
  for (const s of seats) byBracket.set(s.graph_id, [...(byBracket.get(s.graph_id) ?? []), s]);
  const decisions: (typeof t.tournament_graph_decisions.$inferInsert)[] = [];
  const prized: { graph_id: number; user_id: number }[] = [];
  [...byBracket.entries()].forEach(([bracketId, members], i) => {
    const share = i % 10;
    if (share >= 6 || members.length < 2) return;
    let state = openBracket(
      { size: 2, slots: members.map((m) => ({ ...m, doyang_id: null, seed: m.intra_graph_number })) },
      members[0].is_exhibition,
    );
    const firstRoundOnly = share >= 4;
    const firstRound = new Set(pendingEncounters(state).filter((k) => k >= state.size / 2));
    for (let pending = pendingEncounters(state); pending.length; pending = pendingEncounters(state)) {
      const encounter = pending[0];
      if (firstRoundOnly && !firstRound.has(encounter)) break;
      const [a, b] = state.encounters[encounter];
      const [winner, loser] = pick(a, b);
      state = decideEncounter(state, encounter, winner, loser);
      decisions.push({ graph_id: bracketId, encounter, winner_id: winner, loser_id: loser, decided_by: decidedBy });
    }
    if (!firstRoundOnly && share < 2)
      for (const userId of Object.keys(state.placements)) prized.push({ graph_id: bracketId, user_id: Number(userId) });
  });
  if (decisions.length) await db.insert(t.tournament_graph_decisions).values(decisions);
  if (prized.length)
    await db.execute(sql`update tournament_graph_users gu set prized = true
      from unnest(${sqlArray(
        prized.map((p) => p.graph_id),
        'int',
      )}, ${sqlArray(
        prized.map((p) => p.user_id),
        'int',
      )}) as x(graph_id, user_id)
      where gu.graph_id = x.graph_id and gu.user_id = x.user_id`);
}
