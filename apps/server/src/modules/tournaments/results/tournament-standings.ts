import { type BracketAward, COMPETITIONS, type DoyangStandingAnswer, doyangStandings, tournamentTallies } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/sql.ts';
import { awardPoints } from '../../../shared/configuration-values.ts';
import { bracketState } from '../brackets/bracket-view.ts';
import { loadBrackets, type StoredBracket } from '../brackets/brackets.queries.ts';

// Premiaciones de doyang (spec 03 §2, §7; configuration 37–40; the tie-break in tournament-standings.ts of the domain):
// one computation for the brackets screen's tab, the prospects screen, doyang_results, its CSV and the results sheet.
// Graded prospects count their recorded results, the others the places their brackets give so far (tournamentTallies).

type Recorded = { user_id: number; doyang_id: number; doyang_name: string } & Record<string, unknown>;

/** Every doyang's standing in the tournament; `brackets` when the caller has read them already (the results sheet). */
export async function tournamentStandings(
  db: Db,
  tournamentId: number,
  brackets?: readonly StoredBracket[],
): Promise<DoyangStandingAnswer[]> {
  const [read, recorded, award] = await Promise.all([
    brackets ?? loadBrackets(db, sql`g.tournament_id = ${tournamentId}`),
    rows<Recorded>(
      db,
      sql`select p.user_id, p.doyang_id, dy.name as doyang_name, ${sql.raw(COMPETITIONS.map((c) => `p.${c.result}`).join(', '))}
        from tournament_prospects p join doyangs dy on dy.id = p.doyang_id
        where p.tournament_id = ${tournamentId} and p.tournament_result_id is not null`,
    ),
    awardPoints(db),
  ]);
  const names = new Map<number, string>(recorded.map((r) => [r.doyang_id, r.doyang_name]));
  const awards: BracketAward[] = [];
  for (const bracket of read) {
    const state = bracketState(bracket);
    // A bracket whose decisions no longer replay places nobody until it is fixed (bracket-view.ts).
    if (state.broken) continue;
    for (const c of bracket.competitors) {
      const placement = state.placements[c.user_id];
      if (c.doyang_id === null || placement === undefined) continue;
      if (!names.has(c.doyang_id)) names.set(c.doyang_id, c.doyang_name ?? '');
      awards.push({ user_id: c.user_id, doyang_id: c.doyang_id, competition_type_id: bracket.competition_type_id, placement });
    }
  }
  return doyangStandings(tournamentTallies(recorded, awards), award).map((s) => ({
    ...s,
    doyang_name: names.get(s.doyang_id) ?? '',
  }));
}
