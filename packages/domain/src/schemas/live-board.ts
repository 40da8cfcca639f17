import { z } from 'zod';

// The public live view's board (GET /api/live/tournaments/{id}; issue 13): the server answers it through this schema and
// the page reads these types, so the two cannot drift. Names and doyangs only: the public never sees a card.

const livePerson = z.object({ full_name: z.string(), doyang_name: z.string().nullable() });

const where = {
  graph_id: z.number(),
  area: z.number().nullable(),
  category: z.string(),
  competition: z.string(),
  /** 'category.number' as the brackets screen writes it. */
  label: z.string(),
  is_exhibition: z.boolean(),
};

const liveEncounter = z.object({ ...where, encounter: z.number(), round: z.string(), competitors: z.array(livePerson) });
const liveDecision = z.object({
  ...where,
  encounter: z.number(),
  round: z.string(),
  winner: livePerson,
  loser: livePerson,
  decided_at: z.string(),
});
const liveChampion = z.object({ ...where, champion: livePerson, crowned_at: z.string() });
/** A bracket left off the board: its decisions no longer replay (issue 22; the brackets screen says what to do). */
const liveBroken = z.object({
  graph_id: where.graph_id,
  area: where.area,
  category: where.category,
  competition: where.competition,
  label: where.label,
});

/**
 * What is fought now and next per area, the recent winners and the champions. Before the tournament's day, while
 * nothing is decided, it has not begun: nothing is being fought, and `next` holds each area's first encounters.
 */
export const liveBoardContentSchema = z.object({
  begun: z.boolean(),
  areas: z.array(z.number()),
  current: z.array(liveEncounter),
  next: z.array(liveEncounter),
  recent: z.array(liveDecision),
  champions: z.array(liveChampion),
  broken: z.array(liveBroken),
});

export const liveBoardSchema = liveBoardContentSchema.extend({
  tournament: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  area: z.number().nullable(),
});
// One component in /api/docs: the board's answer and the live page's type.
z.globalRegistry.add(liveBoardSchema, { id: 'LiveBoard' });

export type LivePerson = z.infer<typeof livePerson>;
export type LiveEncounter = z.infer<typeof liveEncounter>;
export type LiveDecision = z.infer<typeof liveDecision>;
export type LiveChampion = z.infer<typeof liveChampion>;
export type LiveBoardContent = z.infer<typeof liveBoardContentSchema>;
export type LiveBoard = z.infer<typeof liveBoardSchema>;
