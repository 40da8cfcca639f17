import { accessibleDoyangIds, MSG, tournamentBracketAppends } from '@doyang/domain';
import { asActor } from '../../../db/audit-actor.ts';
import { notFound } from '../../../http/errors.ts';
import { Q } from '../../../http/query-params.ts';
import type { AppendContext } from '../../../http/resource.ts';
import { requireGeneralDirection, requirePermission } from '../../../plugins/permissions.ts';
import { loadFitTournament } from '../categories/tournament-fit.queries.ts';
import { announceLiveChange } from '../live/live-events.ts';
import { tournamentStandings } from '../results/tournament-standings.ts';
import { readers } from './bracket-calls.ts';
import { drawMissingBrackets } from './bracket-draw.queries.ts';
import { tournamentBracketViews } from './brackets.service.ts';

// GET /api/tournaments/{id} with `append=graphs` (the brackets screen's data), `append=graph_standings` (Premiaciones de
// doyang from the brackets) or `add_missing_graphs=1` (spec 03 §7):
// the latter draws, in its own transaction, what is missing and answers a message. Drawing is general direction's.

type Row = Record<string, unknown>;

/** The fields tournamentBracketsAppend may add, in their exact schemas (the tournament binding's `appended`). */
export const BRACKETS_APPENDED = tournamentBracketAppends;

export const BRACKETS_QUERY = { add_missing_graphs: Q.flag, competition_type_id: Q.id, doyang_id: Q.id };

const on = (v: unknown) => v === '1' || v === 'true';

export async function tournamentBracketsAppend(ctx: AppendContext, row: Row, append: string[]): Promise<Row> {
  const { db, actor, query } = ctx;
  const id = Number(row.id);
  const out: Row = { ...row };
  if (on(query.add_missing_graphs)) {
    requireGeneralDirection(actor);
    requirePermission(actor, 'Torneos', 'update');
    const tournament = await loadFitTournament(db, id);
    if (!tournament) throw notFound();
    // Late prospects drawn on the day show on the venue's screens like any other change.
    const drawn = await asActor(db, actor, async (tx) => {
      const made = await drawMissingBrackets(tx, tournament);
      if (made.competitors) await announceLiveChange(tx, id);
      return made;
    });
    out.message = drawn.competitors
      ? MSG.bracketsAdded(drawn.brackets, drawn.competitors) +
        (drawn.without_category ? MSG.bracketsWithoutCategory(drawn.without_category) : '')
      : MSG.bracketsNoneMissing + (drawn.without_category ? MSG.bracketsWithoutCategory(drawn.without_category) : '');
    out.drawn = drawn;
  }
  // Anyone signed in reads a tournament (the calendar); its brackets are for those who read tournaments.
  if (append.includes('graphs') || append.includes('graph_standings')) requirePermission(actor, readers.area, readers.action);
  if (append.includes('graphs'))
    out.graphs = await tournamentBracketViews(db, actor, id, {
      competition_type_id: query.competition_type_id ? Number(query.competition_type_id) : undefined,
      doyang_id: query.doyang_id ? Number(query.doyang_id) : undefined,
    });
  if (append.includes('graph_standings')) {
    const all = await tournamentStandings(db, id);
    const own = accessibleDoyangIds(actor);
    // Places count every doyang; staff see their doyangs' rows (as doyang_results).
    out.graph_standings = own === null ? all : all.filter((s) => own.includes(s.doyang_id));
  }
  return out;
}
