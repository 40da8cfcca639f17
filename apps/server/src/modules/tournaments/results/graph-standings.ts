import { type AwardPoints, type BracketAward, doyangStandings, tallyBracketAwards } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { awardPoints } from '../../../shared/configuration-values.ts';
import { bracketState } from '../brackets/graph-view.ts';
import { loadGraphs, type StoredGraph } from '../brackets/graphs.queries.ts';

// Premiaciones de doyang from the brackets as they stand (spec 03 §2; configuration 37–40; the tie-break in
// tournament-standings.ts): every place won so far, in any bracket of the tournament.

export async function graphStandings(db: Db, tournamentId: number) {
  const [graphs, award] = await Promise.all([loadGraphs(db, sql`g.tournament_id = ${tournamentId}`), awardPoints(db)]);
  return standingsOf(graphs, award);
}

/** The standings from brackets already read (the results sheet reads them once for both its parts). */
export function standingsOf(graphs: readonly StoredGraph[], award: AwardPoints) {
  const names = new Map<number, string>();
  const awards: BracketAward[] = [];
  for (const graph of graphs) {
    const state = bracketState(graph);
    // A bracket whose decisions no longer replay places nobody until it is fixed (graph-view.ts).
    if (state.broken) continue;
    for (const c of graph.competitors) {
      const placement = state.placements[c.user_id];
      if (c.doyang_id === null || placement === undefined) continue;
      names.set(c.doyang_id, c.doyang_name ?? '');
      awards.push({ doyang_id: c.doyang_id, competition_type_id: graph.competition_type_id, placement });
    }
  }
  return doyangStandings(tallyBracketAwards(awards), award).map((s) => ({ ...s, doyang_name: names.get(s.doyang_id) ?? '' }));
}
