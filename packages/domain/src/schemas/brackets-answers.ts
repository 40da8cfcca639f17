import { z } from 'zod';
import { messageOnly, messageWith } from './answers.ts';
import { doyangStandingAnswer } from './tournaments-answers.ts';

// What the bracket calls answer (spec 03 §3 'Bracket', §7; issue 13), as it travels: the server builds it in
// bracket-view.ts, the brackets screen, the tests and the bench read these types. Weights and heights are numbers
// (read as float8), the decisions' times ISO text. The request schemas are in brackets.ts.

/**
 * A competitor in a bracket as the caller sees them: the card (age, weight, height, professors) is null for a
 * competitor of another doyang unless the caller decides the bracket or is general direction.
 */
export const bracketCompetitorAnswer = z
  .object({
    /** The seat (tournament_graph_users), the id the editor's calls take. */
    id: z.number(),
    graph_id: z.number(),
    user_id: z.number(),
    /** First-round slot, 1–8. */
    intra_graph_number: z.number(),
    full_name: z.string(),
    sex: z.enum(['M', 'F']).nullable(),
    doyang_id: z.number().nullable(),
    doyang_name: z.string().nullable(),
    degree_id: z.number().nullable(),
    degree_name: z.string().nullable(),
    age: z.number().nullable(),
    weight_kg: z.number().nullable(),
    height_m: z.number().nullable(),
    responsible_name: z.string().nullable(),
    group_professor_name: z.string().nullable(),
    /** 1–3 once placed (first without competing is 1 with `first_without_competing`). */
    placement: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    first_without_competing: z.boolean(),
    prized: z.boolean(),
    changed_graph: z.boolean(),
    losses: z.number(),
    competing: z.boolean(),
    /** One of the caller's doyangs. */
    own_doyang: z.boolean(),
  })
  .meta({ id: 'BracketCompetitor' });
export type BracketCompetitorAnswer = z.infer<typeof bracketCompetitorAnswer>;

/** A decided encounter, in the order decided. */
export const bracketDecisionAnswer = z.object({
  /** Heap position: 1 the final, 2–3 semifinals, 4–7 the first round of eight. */
  encounter: z.number(),
  winner_id: z.number(),
  loser_id: z.number(),
  decided_at: z.string(),
  decided_by_name: z.string().nullable(),
});
export type BracketDecisionAnswer = z.infer<typeof bracketDecisionAnswer>;

/** The bracket's category with what orders the brackets screen (spec 03 §2). */
export const bracketCategoryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  /** true men, false women, null mixed. */
  is_male: z.boolean().nullable(),
  min_degree_id: z.number().nullable(),
  min_degree_order: z.number().nullable(),
  min_age_years: z.number().nullable(),
  min_weight_kg: z.number().nullable(),
});

/** One bracket as its screen shows it (GET /api/tournament_graphs/{id}, every write's `data`, `append=graphs`). */
export const bracketAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    tournament_category_id: z.number(),
    competition_type_id: z.number(),
    competition_name: z.string(),
    graph_number: z.number(),
    /** 'category.number'. */
    label: z.string(),
    is_exhibition: z.boolean(),
    /** Its area (area_number), null when it has none. */
    table_name: z.number().nullable(),
    tournament_category_name: z.string(),
    tournament_category: bracketCategoryAnswer,
    section: z.enum(['normal', 'exhibition', 'alone']),
    size: z.number(),
    /** The columns drawn. */
    stages: z.number(),
    final_encounter: z.number().nullable(),
    competitors: z.array(bracketCompetitorAnswer),
    /** Who sits in each encounter, keyed by its heap position ('1' the final … '7'). */
    users: z.record(z.string(), z.array(bracketCompetitorAnswer)),
    decisions: z.array(bracketDecisionAnswer),
    /** Encounters with both competitors and no winner yet. */
    pending: z.array(z.number()),
    /** The caller decides it (general direction or its area's responsible) and it replays. */
    can_decide: z.boolean(),
    /** Its decisions no longer replay (MSG.bracketBroken): shown as drawn, nothing to decide, no places. */
    broken: z.boolean(),
  })
  .meta({ id: 'Bracket' });
export type BracketAnswer = z.infer<typeof bracketAnswer>;

/** A bracket write: its banner and the bracket as it now stands, as the caller sees it. */
export const withBracketAnswer = messageWith(bracketAnswer);
export type WithBracketAnswer = z.infer<typeof withBracketAnswer>;

/** DELETE /api/tournament_graphs/{id}: the banner only. */
export const bracketDeletedAnswer = messageOnly;
export type BracketDeletedAnswer = z.infer<typeof bracketDeletedAnswer>;

/** DELETE /api/tournament_graphs/category/{id}: how many brackets went. */
export const bracketsDeletedAnswer = messageWith(z.object({ deleted: z.number() }));
export type BracketsDeletedAnswer = z.infer<typeof bracketsDeletedAnswer>;

/** What `add_missing_graphs=1` drew. */
export const bracketsDrawnAnswer = z.object({
  brackets: z.number(),
  competitors: z.number(),
  /** Prospects no category takes (left undrawn). */
  without_category: z.number(),
});

/**
 * What GET /api/tournaments/{id} adds from the brackets (each only when asked): `append=graphs` the brackets the
 * caller sees, in the screen's order; `append=graph_standings`; `add_missing_graphs=1` the banner and what it drew.
 */
export const tournamentBracketAppends = {
  graphs: z.array(bracketAnswer).optional(),
  graph_standings: z.array(doyangStandingAnswer).optional(),
  message: z.string().optional(),
  drawn: bracketsDrawnAnswer.optional(),
};
const bracketAppendsAnswer = z.object(tournamentBracketAppends);
export type TournamentBracketAppends = z.infer<typeof bracketAppendsAnswer>;
