import {
  ageInYears,
  type BracketAnswer,
  type BracketPlacement,
  type BracketState,
  bracketColumns,
  bracketLabel,
  bracketSection,
  COMPETITION_TYPES,
  type CompetitionTypeId,
  canSeeGeneralDirection,
  competitorSex,
  finalEncounter,
  openBracket,
  pendingEncounters,
  replayStoredDecisions,
  stillCompeting,
} from '@doyang/domain';
import type { SessionUser } from '../../../session/session-user.queries.ts';
import type { StoredBracket } from './brackets.queries.ts';

// A stored bracket as the screens read it (spec 03 §3 'Bracket'): competitors with their place and losses, users keyed
// by encounter position (1 the final … 7), the decisions, what is pending and whether the caller may decide it.

/** A bracket's state; `broken` when its decisions no longer replay (then as drawn, with nobody placed). */
export type ReplayedBracket = BracketState & { broken: boolean };

/**
 * Every reader of a stored bracket goes through here, so a bracket whose decisions no longer replay is reported by each
 * (brackets screen, live board, standings, results sheet, results from brackets) and never throws for the whole tournament.
 */
export function bracketState(bracket: StoredBracket): ReplayedBracket {
  const slots = bracket.competitors.map((c) => ({
    user_id: c.user_id,
    doyang_id: c.doyang_id,
    seed: c.intra_graph_number,
    intra_graph_number: c.intra_graph_number,
  }));
  const opened = openBracket({ size: 2, slots }, bracket.is_exhibition);
  const replayed = replayStoredDecisions(opened, bracket.decisions);
  return replayed ? { ...replayed, broken: false } : { ...opened, placements: {}, broken: true };
}

/** Deciders: general direction, or the responsible of the bracket's area (spec 03 §6). */
export const mayDecide = (actor: SessionUser, bracket: Pick<StoredBracket, 'area_responsible_id'>): boolean =>
  canSeeGeneralDirection(actor) || (bracket.area_responsible_id !== null && bracket.area_responsible_id === actor.id);

/** Who sees a competitor's card (age, height, weight, professor): general direction, their doyang's staff, the decider. */
export type Viewer = { ownDoyangs: number[] | null; decider: boolean } | 'public';

const placementOf = (p: BracketPlacement | undefined) => (p === undefined ? null : p === 'first_without_competing' ? 1 : p);

/** `state`: the bracket's state when the caller has it already (a decision: the one the domain returned). */
export function bracketView(
  bracket: StoredBracket,
  viewer: Viewer,
  state: ReplayedBracket = bracketState(bracket),
): BracketAnswer {
  const pub = viewer === 'public';
  const competitors = bracket.competitors.map((c) => {
    const own = !pub && viewer.ownDoyangs !== null && c.doyang_id !== null && viewer.ownDoyangs.includes(c.doyang_id);
    const card = !pub && (viewer.ownDoyangs === null || own || viewer.decider);
    const placement = state.placements[c.user_id];
    return {
      id: c.id,
      graph_id: bracket.id,
      user_id: c.user_id,
      intra_graph_number: c.intra_graph_number,
      full_name: c.full_name,
      sex: competitorSex(c.sex),
      doyang_id: c.doyang_id,
      doyang_name: c.doyang_name,
      degree_id: c.degree_id,
      degree_name: c.degree_name,
      age: card ? ageInYears(c.birth_date, bracket.tournament_date) : null,
      weight_kg: card ? c.weight_kg : null,
      height_m: card ? c.height_m : null,
      responsible_name: card ? c.responsible_name : null,
      group_professor_name: card ? c.group_professor_name : null,
      placement: placementOf(placement),
      first_without_competing: placement === 'first_without_competing',
      prized: c.prized,
      changed_graph: c.changed_graph,
      losses: Object.values(state.decisions).filter((d) => d.loser === c.user_id).length,
      competing: stillCompeting(state, c.user_id),
      own_doyang: own,
    };
  });
  const byUser = new Map(competitors.map((c) => [c.user_id, c]));
  const users = Object.fromEntries(
    Object.entries(state.encounters).map(([k, ids]) => [k, ids.map((id) => byUser.get(id)).filter((c) => c !== undefined)]),
  );
  return {
    id: bracket.id,
    tournament_id: bracket.tournament_id,
    tournament_category_id: bracket.tournament_category_id,
    competition_type_id: bracket.competition_type_id,
    competition_name: COMPETITION_TYPES[bracket.competition_type_id as CompetitionTypeId] ?? '',
    graph_number: bracket.graph_number,
    label: bracketLabel(bracket.tournament_category_id, bracket.graph_number),
    is_exhibition: bracket.is_exhibition,
    table_name: bracket.table_name,
    tournament_category_name: bracket.tournament_category_name,
    tournament_category: {
      id: bracket.tournament_category_id,
      name: bracket.tournament_category_name,
      is_male: bracket.is_male,
      min_degree_id: bracket.min_degree_id,
      min_degree_order: bracket.min_degree_order,
      min_age_years: bracket.min_age_years,
      min_weight_kg: bracket.min_weight_kg,
    },
    section: bracketSection(competitors.length, bracket.is_exhibition),
    size: state.size,
    /** Spec 03 §4 'stages': the columns drawn (decisions.md). */
    stages: bracketColumns(competitors.length),
    final_encounter: finalEncounter(state),
    competitors,
    users,
    decisions: bracket.decisions.map((d) => ({ ...d })),
    pending: state.broken ? [] : pendingEncounters(state),
    can_decide: !pub && viewer.decider && !state.broken,
    /** Its decisions no longer replay (MSG.bracketBroken): nothing to decide, no places, left out of the standings. */
    broken: state.broken,
  };
}

export type BracketView = BracketAnswer;
