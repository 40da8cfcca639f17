import { accessibleDoyangIds, compareBrackets, MSG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../../http/errors.ts';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import { inDoyangs } from '../../prospects/index.ts';
import { type GraphView, graphView, mayDecide } from './graph-view.ts';
import { loadGraph, loadGraphs, type StoredGraph } from './graphs.queries.ts';

// Who sees which brackets (decisions.md "Issue 13 — who sees and decides"): general direction every one; anyone else
// the brackets where their doyangs have a competitor and those of the areas they decide. Cards of other doyangs'
// competitors go without age, height, weight and professors.

const competitorDoyang = sql`coalesce(p.doyang_id, u.doyang_id)`;

/** The brackets a caller may see, on `g` (the bracket) and `a` (its area). */
export function visibleGraphs(actor: SessionUser): SQL {
  const doyangs = accessibleDoyangIds(actor);
  if (doyangs === null) return sql`true`;
  return sql`(a.area_responsible_id = ${actor.id} or exists (select 1 from tournament_graph_users gu
      join users u on u.id = gu.user_id
      left join tournament_prospects p on p.tournament_id = gu.tournament_id and p.user_id = gu.user_id
    where gu.graph_id = g.id and ${inDoyangs(competitorDoyang, doyangs)}))`;
}

export const viewFor = (actor: SessionUser, graph: StoredGraph): GraphView =>
  graphView(graph, { ownDoyangs: accessibleDoyangIds(actor), decider: mayDecide(actor, graph) });

const sortKey = (g: GraphView) => ({
  min_degree_order: g.tournament_category.min_degree_order,
  min_age_years: g.tournament_category.min_age_years,
  min_weight_kg: g.tournament_category.min_weight_kg,
  is_male: g.tournament_category.is_male,
  category_name: g.tournament_category_name,
  graph_number: g.graph_number,
});

/** The graphs screen's order (spec 03 §2). */
export const screenOrder = (a: GraphView, b: GraphView): number => compareBrackets(sortKey(a), sortKey(b));

export type GraphFilters = { competition_type_id?: number; doyang_id?: number };

/** A tournament's brackets the caller may see, in the screen's order (spec 03 §2). */
export async function tournamentGraphViews(db: Db, actor: SessionUser, tournamentId: number, filters: GraphFilters) {
  const conditions = [sql`g.tournament_id = ${tournamentId}`, visibleGraphs(actor)];
  if (filters.competition_type_id) conditions.push(sql`g.competition_type_id = ${filters.competition_type_id}`);
  if (filters.doyang_id)
    conditions.push(sql`exists (select 1 from tournament_graph_users gu join users u on u.id = gu.user_id
      left join tournament_prospects p on p.tournament_id = gu.tournament_id and p.user_id = gu.user_id
      where gu.graph_id = g.id and ${competitorDoyang} = ${filters.doyang_id})`);
  const graphs = await loadGraphs(db, sql.join(conditions, sql` and `));
  return graphs.map((g) => viewFor(actor, g)).sort(screenOrder);
}

/** One bracket the caller may see (404 when there is none, 403 when it is not theirs to see; as visibleGraphs). */
export async function requireVisibleGraph(db: Db, actor: SessionUser, id: number): Promise<StoredGraph> {
  const graph = await requireGraph(db, id);
  const doyangs = accessibleDoyangIds(actor);
  const visible =
    doyangs === null ||
    graph.area_responsible_id === actor.id ||
    graph.competitors.some((c) => c.doyang_id !== null && doyangs.includes(c.doyang_id));
  if (!visible) throw forbidden(MSG.forbiddenDoyang);
  return graph;
}

export async function requireGraph(db: Db, id: number): Promise<StoredGraph> {
  const graph = await loadGraph(db, id);
  if (!graph) throw notFound();
  return graph;
}

/** Who sits in a bracket changes only while none of its encounters is decided. */
export function requireUndecided(graph: StoredGraph): void {
  if (graph.decisions.length) throw new HttpError(422, MSG.bracketHasDecisions, { graph_id: [MSG.bracketHasDecisions] });
}

export function requireDecider(actor: SessionUser, graph: StoredGraph): void {
  if (!mayDecide(actor, graph)) throw forbidden(MSG.bracketNotDecider);
}
