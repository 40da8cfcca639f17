import { accessibleDoyangIds, compareBrackets, MSG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/sql.ts';
import { forbidden, HttpError, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import { inDoyangs } from '../../prospects/index.ts';
import { lockBrackets } from './bracket-locks.queries.ts';
import { type BracketView, bracketView, mayDecide, type ReplayedBracket } from './bracket-view.ts';
import { loadBracket, loadBrackets, type StoredBracket } from './brackets.queries.ts';

// Who sees which brackets (decisions.md "Issue 13 — who sees and decides"): general direction every one; anyone else
// the brackets where their doyangs have a competitor and those of the areas they decide. Cards of other doyangs'
// competitors go without age, height, weight and professors.

const competitorDoyang = sql`coalesce(p.doyang_id, u.doyang_id)`;

/** The brackets a caller may see, on `g` (the bracket) and `a` (its area). */
export function visibleBrackets(actor: SessionUser): SQL {
  const doyangs = accessibleDoyangIds(actor);
  if (doyangs === null) return sql`true`;
  return sql`(a.area_responsible_id = ${actor.id} or exists (select 1 from tournament_graph_users gu
      join users u on u.id = gu.user_id
      left join tournament_prospects p on p.tournament_id = gu.tournament_id and p.user_id = gu.user_id
    where gu.graph_id = g.id and ${inDoyangs(competitorDoyang, doyangs)}))`;
}

export const viewFor = (actor: SessionUser, bracket: StoredBracket, state?: ReplayedBracket): BracketView =>
  bracketView(bracket, { ownDoyangs: accessibleDoyangIds(actor), decider: mayDecide(actor, bracket) }, state);

const sortKey = (g: BracketView) => ({
  min_degree_order: g.tournament_category.min_degree_order,
  min_age_years: g.tournament_category.min_age_years,
  min_weight_kg: g.tournament_category.min_weight_kg,
  is_male: g.tournament_category.is_male,
  category_name: g.tournament_category_name,
  graph_number: g.graph_number,
});

/** The brackets screen's order (spec 03 §2). */
export const screenOrder = (a: BracketView, b: BracketView): number => compareBrackets(sortKey(a), sortKey(b));

export type BracketFilters = { competition_type_id?: number; doyang_id?: number };

/** A tournament's brackets the caller may see, in the screen's order (spec 03 §2). */
export async function tournamentBracketViews(db: Db, actor: SessionUser, tournamentId: number, filters: BracketFilters) {
  const conditions = [sql`g.tournament_id = ${tournamentId}`, visibleBrackets(actor)];
  if (filters.competition_type_id) conditions.push(sql`g.competition_type_id = ${filters.competition_type_id}`);
  if (filters.doyang_id)
    conditions.push(sql`exists (select 1 from tournament_graph_users gu join users u on u.id = gu.user_id
      left join tournament_prospects p on p.tournament_id = gu.tournament_id and p.user_id = gu.user_id
      where gu.graph_id = g.id and ${competitorDoyang} = ${filters.doyang_id})`);
  const brackets = await loadBrackets(db, sql.join(conditions, sql` and `));
  return brackets.map((g) => viewFor(actor, g)).sort(screenOrder);
}

/** One bracket the caller may see (404 when there is none, 403 when it is not theirs to see; as visibleBrackets). */
export async function requireVisibleBracket(db: Db, actor: SessionUser, id: number): Promise<StoredBracket> {
  const bracket = await requireBracket(db, id);
  const doyangs = accessibleDoyangIds(actor);
  const visible =
    doyangs === null ||
    bracket.area_responsible_id === actor.id ||
    bracket.competitors.some((c) => c.doyang_id !== null && doyangs.includes(c.doyang_id));
  if (!visible) throw forbidden(MSG.forbiddenDoyang);
  return bracket;
}

export async function requireBracket(db: Db, id: number): Promise<StoredBracket> {
  const bracket = await loadBracket(db, id);
  if (!bracket) throw notFound();
  return bracket;
}

/**
 * The bracket locked for this transaction, then read whole. The lock is a statement of its own before the read: a
 * statement reads as of its start, so one that waited for the lock inside itself would miss what the write it waited
 * for committed (a decision made meanwhile).
 */
export async function lockedBracket(db: Db, id: number): Promise<StoredBracket> {
  if (!(await lockBrackets(db, [id])).length) throw notFound();
  return requireBracket(db, id);
}

/** A competitor's seat in a bracket (a row of tournament_graph_users). */
export type Seat = {
  id: number;
  graph_id: number;
  user_id: number;
  tournament_id: number;
  competition_type_id: number;
  intra_graph_number: number;
};

export async function readSeat(db: Db, id: number): Promise<Seat> {
  const seat = await one<Seat>(
    db,
    sql`select id, graph_id, user_id, tournament_id, competition_type_id, intra_graph_number from tournament_graph_users where id = ${id}`,
  );
  if (!seat) throw notFound();
  return seat;
}

/**
 * A seat with its bracket locked (and `also`, in the same ascending order), read again under the locks: when another
 * write moved it meanwhile, this one is told to look again rather than act on where it was.
 */
export async function lockedSeat(db: Db, id: number, also: readonly number[] = []): Promise<Seat> {
  const seen = await readSeat(db, id);
  await lockBrackets(db, [seen.graph_id, ...also]);
  const seat = await readSeat(db, id);
  if (seat.graph_id !== seen.graph_id) throw new HttpError(409, MSG.concurrentChange);
  return seat;
}

/** Who sits in a bracket changes only while none of its encounters is decided. */
export function requireUndecided(bracket: StoredBracket): void {
  if (bracket.decisions.length) throw new HttpError(422, MSG.bracketHasDecisions, { graph_id: [MSG.bracketHasDecisions] });
}

export function requireDecider(actor: SessionUser, bracket: StoredBracket): void {
  if (!mayDecide(actor, bracket)) throw forbidden(MSG.bracketNotDecider);
}
