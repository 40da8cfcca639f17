import type { WithBracketAnswer } from '@doyang/domain';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import { requireBracket, viewFor } from './brackets.service.ts';

// What the bracket calls share (spec 03 §7; issue 13): reads (bracket-reads.routes.ts), decisions
// (bracket-decisions.routes.ts), the editor's changes to brackets (bracket-edits.routes.ts) and to who sits where
// (bracket-seats.routes.ts); drawing is `add_missing_graphs=1` (brackets.append.ts). Deciders (general direction or the
// area's responsible) set winners and prizes; only general direction edits. Every write locks the brackets it reads
// first, lowest id first (bracket-locks.queries.ts), so two deciders on one encounter run one after the other and the
// second is answered 409 (MSG.bracketDecided), and two crossing moves never deadlock; the database refuses a person in
// two places and a seat in a decided bracket (migration 0019).

export const tags = ['tournament_graphs'];
export const editor = { generalDirection: true, area: 'Torneos', action: 'update' } as const;
/** Who reads brackets (one, or a tournament's with `append=graphs` / `graph_standings`): whoever reads tournaments. */
export const readers = { area: ['Torneos', 'Doyang Torneos'], action: 'read' } as const;

/** A write's answer: its message and the bracket as it now stands, as the caller sees it. */
export const answer = async (db: Db, actor: SessionUser, id: number, message: string): Promise<WithBracketAnswer> => ({
  message,
  data: viewFor(actor, await requireBracket(db, id)),
});
