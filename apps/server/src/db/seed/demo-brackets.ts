import { type BracketState, bracketResults, COMPETITIONS, decideEncounter, openBracket, pendingEncounters } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { drawMissingBrackets, loadFitTournament } from '../../modules/tournaments/index.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows, sqlArray } from '../sql.ts';

// The demo's brackets (issue 13, issue 24): drawn as 'Agregar gráficas faltantes' draws them, with two brackets flagged
// exhibition; the tournament already held also has one competitor moved alone to a bracket of their own (first place
// without competing) and every encounter decided on its day, by its area's responsible, the medals handed out.

type Seat = {
  graph_id: number;
  user_id: number;
  intra_graph_number: number;
  is_exhibition: boolean;
  table_name: number | null;
  competition_type_id: number;
};

/** A reproducible pick between two competitors (no Math.random in the demo). */
const pick = (a: number, b: number) => ((a * 7 + b * 3) % 5 < 3 ? [a, b] : [b, a]);

/** Draws the tournament's brackets; `isolate` moves one competitor of a crowded bracket to a new one, alone. */
export async function drawDemoBrackets(db: Db, tournamentId: number, { isolate }: { isolate: boolean }): Promise<void> {
  const tournament = await loadFitTournament(db, tournamentId);
  if (!tournament) return;
  await drawMissingBrackets(db, tournament);
  const brackets = await rows<{ id: number; count: number }>(
    db,
    sql`select g.id, count(gu.id)::int as count from tournament_graphs g join tournament_graph_users gu on gu.graph_id = g.id
      where g.tournament_id = ${tournamentId} group by g.id order by g.id`,
  );
  const crowded = brackets.filter((g) => g.count >= 3);
  if (crowded.length <= 4) return;
  await db.execute(sql`update tournament_graphs set is_exhibition = true where id in (${crowded[1].id}, ${crowded[3].id})`);
  if (!isolate) return;
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

/** Each person's result per competition column ('result_combat'…), as 'Resultados de gráficas' passes them. */
export type BracketResultsByUser = Map<number, Record<string, number>>;

/**
 * Plays every bracket of a tournament held on `day` to its end: each area's encounters a few minutes apart from 09:30
 * (Mexico City), decided by the area's responsible, every placed competitor prized. Answers everyone's results.
 */
export async function playDemoBrackets(db: Db, tournamentId: number, day: string): Promise<BracketResultsByUser> {
  const seats = await rows<Seat>(
    db,
    sql`select gu.graph_id, gu.user_id, gu.intra_graph_number, g.is_exhibition, g.table_name, g.competition_type_id
      from tournament_graph_users gu join tournament_graphs g on g.id = gu.graph_id
      where g.tournament_id = ${tournamentId} order by gu.graph_id, gu.intra_graph_number`,
  );
  const deciders = new Map(
    (
      await rows<{ area_number: number; area_responsible_id: number | null }>(
        db,
        sql`select area_number, area_responsible_id from tournament_areas where tournament_id = ${tournamentId}`,
      )
    ).map((a) => [a.area_number, a.area_responsible_id]),
  );
  const byBracket = new Map<number, Seat[]>();
  for (const s of seats) byBracket.set(s.graph_id, [...(byBracket.get(s.graph_id) ?? []), s]);

  const start = Date.parse(`${day}T09:30:00-06:00`);
  const minutesIntoArea = new Map<number | null, number>();
  const decisions: (typeof t.tournament_graph_decisions.$inferInsert)[] = [];
  const prized: { graph_id: number; user_id: number }[] = [];
  const results: BracketResultsByUser = new Map();
  for (const [bracketId, members] of byBracket) {
    const area = members[0].table_name;
    let state: BracketState = openBracket(
      { size: 2, slots: members.map((m) => ({ ...m, doyang_id: null, seed: m.intra_graph_number })) },
      members[0].is_exhibition,
    );
    for (let pending = pendingEncounters(state); pending.length; pending = pendingEncounters(state)) {
      const encounter = pending[0];
      const [a, b] = state.encounters[encounter];
      const [winner, loser] = pick(a, b);
      state = decideEncounter(state, encounter, winner, loser);
      const minutes = (minutesIntoArea.get(area) ?? 0) + 4;
      minutesIntoArea.set(area, minutes);
      const at = new Date(start + minutes * 60_000);
      decisions.push({
        graph_id: bracketId,
        encounter,
        winner_id: winner,
        loser_id: loser,
        decided_by: (area === null ? null : deciders.get(area)) ?? null,
        created_at: at,
        updated_at: at,
      });
    }
    if (!state.is_exhibition)
      for (const userId of Object.keys(state.placements)) prized.push({ graph_id: bracketId, user_id: Number(userId) });
    const column = COMPETITIONS.find((c) => c.id === members[0].competition_type_id)?.result;
    const given = bracketResults(
      state,
      members.map((m) => m.user_id),
    );
    if (!column || !given) continue;
    for (const [userId, result] of given) results.set(userId, { ...results.get(userId), [column]: result });
  }
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
  return results;
}
