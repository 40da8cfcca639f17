import { boolean, foreignKey, integer, pgTable, serial, smallint, unique } from 'drizzle-orm/pg-core';
import { indexesOn, ref, timestamps } from './columns.ts';
import { users } from './people.ts';
import { tournament_categories, tournaments } from './tournaments.ts';

// GRÁFICAS (spec 03 §2–§4, §7; issue 13): a tournament category's brackets per competition, who sits in each
// first-round slot, and the decisions. Who sits in which encounter and every place are derived from the slots and the
// decisions (packages/domain bracket-progress.ts), so nothing can disagree with the record of what was decided.

/** A bracket: its category and competition, its number within them, and its own exhibition flag and area. */
export const tournament_graphs = pgTable(
  'tournament_graphs',
  {
    id: serial('id').primaryKey(),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade').notNull(),
    tournament_category_id: ref('tournament_category_id', () => tournament_categories.id, 'cascade').notNull(),
    competition_type_id: smallint('competition_type_id').notNull(),
    graph_number: smallint('graph_number').notNull(),
    is_exhibition: boolean('is_exhibition').notNull().default(false),
    /** The area (tournament_areas.area_number) whose responsible decides it; the category's when drawn. */
    table_name: smallint('table_name'),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_graphs_category_number_unique').on(t.tournament_category_id, t.competition_type_id, t.graph_number),
    /** What a seat's key points at: its bracket with the tournament and competition the seat repeats. */
    unique('tournament_graphs_seat_key_unique').on(t.id, t.tournament_id, t.competition_type_id),
    ...indexesOn('tournament_graphs', [t.tournament_id, t.tournament_category_id]),
  ],
);

/**
 * A competitor in a bracket: the first-round slot (intra_graph_number 1–8). One bracket per person and competition of a
 * tournament, one person per slot: the database refuses a competitor in two places. The tournament and competition
 * are repeated for that rule and are held to the bracket's by one key on all three (one check per seat, not two).
 */
export const tournament_graph_users = pgTable(
  'tournament_graph_users',
  {
    id: serial('id').primaryKey(),
    graph_id: integer('graph_id').notNull(),
    tournament_id: integer('tournament_id').notNull(),
    competition_type_id: smallint('competition_type_id').notNull(),
    /** A person who sat in a bracket is never deleted (issue 22: the decisions replay from the seats). */
    user_id: ref('user_id', () => users.id, 'restrict').notNull(),
    intra_graph_number: smallint('intra_graph_number').notNull(),
    prized: boolean('prized').notNull().default(false),
    /** Moved by the editor after the draw: 'Alumno cambiado de gráfica (favor de verificarlo)'. */
    changed_graph: boolean('changed_graph').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'tournament_graph_users_bracket_fk',
      columns: [t.graph_id, t.tournament_id, t.competition_type_id],
      foreignColumns: [tournament_graphs.id, tournament_graphs.tournament_id, tournament_graphs.competition_type_id],
    }).onDelete('cascade'),
    // The slot key leads with graph_id: it serves lookups by bracket, so graph_id needs no index of its own.
    unique('tournament_graph_users_slot_unique').on(t.graph_id, t.intra_graph_number),
    unique('tournament_graph_users_person_unique').on(t.tournament_id, t.competition_type_id, t.user_id),
    ...indexesOn('tournament_graph_users', [t.user_id]),
  ],
);

/** An encounter decided (heap position 1–7): once per bracket and encounter, with who decided it. */
export const tournament_graph_decisions = pgTable(
  'tournament_graph_decisions',
  {
    id: serial('id').primaryKey(),
    graph_id: ref('graph_id', () => tournament_graphs.id, 'cascade').notNull(),
    encounter: smallint('encounter').notNull(),
    winner_id: ref('winner_id', () => users.id, 'restrict').notNull(),
    loser_id: ref('loser_id', () => users.id, 'restrict').notNull(),
    decided_by: ref('decided_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('tournament_graph_decisions_encounter_unique').on(t.graph_id, t.encounter),
    ...indexesOn('tournament_graph_decisions', [t.winner_id, t.loser_id, t.decided_by]),
  ],
);
