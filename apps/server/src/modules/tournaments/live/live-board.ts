import { type LiveBoardContent, type LiveEncounter, type LivePerson, loserPlacement } from '@doyang/domain';
import { type BracketView, bracketState, bracketView, type ReplayedBracket } from '../brackets/bracket-view.ts';
import type { StoredBracket } from '../brackets/brackets.queries.ts';
import { screenOrder } from '../brackets/brackets.service.ts';

// The live view of a tournament's areas (issue 13, beyond the spec), built in memory from the brackets read whole.
// What is fought now in an area: the bracket in progress there (a decision made and encounters still pending; the one
// decided last if several), else the first bracket in the brackets screen's order with a pending encounter; within it
// the first pending encounter (earliest round first). Names and doyangs only: the public never sees a card.

/** Where an encounter is fought: its bracket, area and round. */
type Where = Omit<LiveEncounter, 'encounter' | 'competitors'>;

const RECENT = 8;
const CHAMPIONS = 6;
/** Next encounters shown for one area; with every area on screen, fewer each. */
const NEXT_ONE_AREA = 6;
const NEXT_EACH_AREA = 2;

type Bracket = { stored: StoredBracket; view: BracketView; state: ReplayedBracket; person: (userId: number) => LivePerson };

const roundOf = (b: Bracket, encounter: number): string => {
  if (encounter === b.view.final_encounter) return 'Final';
  return loserPlacement(b.state, encounter) === 3 ? 'Semifinal' : 'Cuartos de final';
};

const whereOf = (b: Bracket, encounter: number): Where => ({
  graph_id: b.view.id,
  area: b.view.table_name,
  category: b.view.tournament_category_name,
  competition: b.view.competition_name,
  label: b.view.label,
  round: roundOf(b, encounter),
  is_exhibition: b.view.is_exhibition,
});

const encounterOf = (b: Bracket, encounter: number): LiveEncounter => ({
  ...whereOf(b, encounter),
  encounter,
  competitors: (b.view.users[encounter] ?? []).map((c) => b.person((c as { user_id: number }).user_id)),
});

const lastDecision = (b: Bracket) => Math.max(...b.stored.decisions.map((d) => Date.parse(d.decided_at)));

/** The area's encounters in the order they will be fought: the current one first. */
function areaQueue(brackets: Bracket[]): LiveEncounter[] {
  const open = brackets.filter((b) => b.view.pending.length);
  const started = open.filter((b) => b.stored.decisions.length).sort((a, b) => lastDecision(b) - lastDecision(a));
  const first = started[0] ?? open[0];
  if (!first) return [];
  return [first, ...open.filter((b) => b !== first)].flatMap((b) => b.view.pending.map((e) => encounterOf(b, e)));
}

/**
 * Each bracket's public view, built once per bracket as read: a tournament's boards (one per area, and the whole) are
 * built from the same read, and after a decision only the bracket re-read is built again (live-cache.ts).
 */
const views = new WeakMap<StoredBracket, Bracket>();
function bracketOf(stored: StoredBracket): Bracket {
  let bracket = views.get(stored);
  if (!bracket) {
    const view = bracketView(stored, 'public');
    const people = new Map(view.competitors.map((c) => [c.user_id, { full_name: c.full_name, doyang_name: c.doyang_name }]));
    bracket = {
      stored,
      view,
      state: bracketState(stored),
      person: (id: number) => people.get(id) ?? { full_name: '', doyang_name: null },
    };
    views.set(stored, bracket);
  }
  return bracket;
}

/**
 * The board for one area, or for all of them (`area` null: one current encounter per area, brackets without one apart).
 * `ahead`: the tournament's day has not come; until something is decided it has not begun, and no encounter is being
 * fought — a TV switched on the week before shows what opens each area, not a fight 'en curso'.
 */
export function liveBoard(stored: StoredBracket[], area: number | null, { ahead = false } = {}): LiveBoardContent {
  const begun = !ahead || stored.some((b) => b.decisions.length > 0);
  const read: Bracket[] = stored.map(bracketOf).sort((a, b) => screenOrder(a.view, b.view));
  // A bracket whose decisions no longer replay is named apart and left off the queues, results and champions.
  const brackets = read.filter((b) => !b.state.broken);
  const areas = [...new Set(read.map((b) => b.view.table_name).filter((n) => n !== null))].sort((a, b) => a - b);
  const inArea = (b: Bracket) => area === null || b.view.table_name === area;
  const shown = brackets.filter(inArea);
  const broken = read
    .filter((b) => b.state.broken && inArea(b))
    .map(({ view: v }) => ({
      graph_id: v.id,
      area: v.table_name,
      category: v.tournament_category_name,
      competition: v.competition_name,
      label: v.label,
    }));
  const groups = area === null ? [...areas, null] : [area];
  const current: LiveEncounter[] = [];
  const next: LiveEncounter[] = [];
  for (const group of groups) {
    const queue = areaQueue(shown.filter((b) => b.view.table_name === group));
    const shownNext = area === null ? NEXT_EACH_AREA : NEXT_ONE_AREA;
    if (!begun) {
      next.push(...queue.slice(0, shownNext));
      continue;
    }
    const [now, ...rest] = queue;
    if (!now) continue;
    current.push(now);
    next.push(...rest.slice(0, shownNext));
  }
  const decisions = shown.flatMap((b) => b.stored.decisions.map((d, order) => ({ b, d, order, at: Date.parse(d.decided_at) })));
  decisions.sort((x, y) => y.at - x.at || y.order - x.order);
  const recent = decisions.slice(0, RECENT).map(({ b, d }) => ({
    ...whereOf(b, d.encounter),
    encounter: d.encounter,
    winner: b.person(d.winner_id),
    loser: b.person(d.loser_id),
    decided_at: d.decided_at,
  }));
  // Crowned by a decision: the final's winner (a lone competitor's first place without competing is no news).
  const champions = decisions
    .filter(({ b, d }) => !b.view.is_exhibition && d.encounter === b.view.final_encounter)
    .slice(0, CHAMPIONS)
    .map(({ b, d }) => {
      const { round: _round, ...where } = whereOf(b, d.encounter);
      return { ...where, champion: b.person(d.winner_id), crowned_at: d.decided_at };
    });
  return { begun, areas, current, next, recent, champions, broken };
}
