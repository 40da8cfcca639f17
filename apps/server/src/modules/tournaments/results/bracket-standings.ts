import { type AwardPoints, type BracketAward, doyangStandings, tallyBracketAwards } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { awardPoints } from '../../../shared/configuration-values.ts';
import { bracketState } from '../brackets/bracket-view.ts';
import { loadBrackets, type StoredBracket } from '../brackets/brackets.queries.ts';

// Premiaciones de doyang from the brackets as they stand (spec 03 §2; configuration 37–40; the tie-break in
// tournament-standings.ts): every place won so far, in any bracket of the tournament.

export async function bracketStandings(db: Db, tournamentId: number) {
  const [brackets, award] = await Promise.all([loadBrackets(db, sql`g.tournament_id = ${tournamentId}`), awardPoints(db)]);
  return standingsOf(brackets, award);
}

/** The standings from brackets already read (the results sheet reads them once for both its parts). */
export function standingsOf(brackets: readonly StoredBracket[], award: AwardPoints) {
  const names = new Map<number, string>();
  const awards: BracketAward[] = [];
  for (const bracket of brackets) {
    const state = bracketState(bracket);
    // A bracket whose decisions no longer replay places nobody until it is fixed (bracket-view.ts).
    if (state.broken) continue;
    for (const c of bracket.competitors) {
      const placement = state.placements[c.user_id];
      if (c.doyang_id === null || placement === undefined) continue;
      names.set(c.doyang_id, c.doyang_name ?? '');
      awards.push({ doyang_id: c.doyang_id, competition_type_id: bracket.competition_type_id, placement });
    }
  }
  return doyangStandings(tallyBracketAwards(awards), award).map((s) => ({ ...s, doyang_name: names.get(s.doyang_id) ?? '' }));
}
