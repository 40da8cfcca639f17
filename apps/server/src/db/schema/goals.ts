import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { indexesOn, ref } from './columns.ts';
import { doyangs } from './doyangs.ts';
import { events, exams } from './events.ts';
import { users } from './people.ts';
import { tournaments } from './tournaments.ts';

/**
 * A doyang's goal for one coming exam, event or tournament (Home's cards, spec 01 §2, §7 stablish_goal; issue 27).
 * The item is one of three foreign keys, the one its `kind` names (a check keeps them apart); `item_id` is that id,
 * so one goal per doyang, kind and item rests on a unique constraint (ten identical calls at once leave one row).
 * The bimester's inscription goal stays on `doyangs.bimester_inscriptions_goal`.
 */
export const doyang_goals = pgTable(
  'doyang_goals',
  {
    id: serial('id').primaryKey(),
    doyang_id: ref('doyang_id', () => doyangs.id, 'cascade').notNull(),
    kind: varchar('kind', { length: 12 }).$type<'exam' | 'event' | 'tournament'>().notNull(),
    exam_id: ref('exam_id', () => exams.id, 'cascade'),
    event_id: ref('event_id', () => events.id, 'cascade'),
    tournament_id: ref('tournament_id', () => tournaments.id, 'cascade'),
    item_id: integer('item_id').notNull().generatedAlwaysAs(sql`coalesce(exam_id, event_id, tournament_id)`),
    goal: integer('goal').notNull(),
    updated_by: ref('updated_by', () => users.id, 'set null'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('doyang_goals_doyang_kind_item_unique').on(t.doyang_id, t.kind, t.item_id),
    check(
      'doyang_goals_one_item',
      sql`(${t.kind} = 'exam' and ${t.exam_id} is not null and ${t.event_id} is null and ${t.tournament_id} is null)
        or (${t.kind} = 'event' and ${t.event_id} is not null and ${t.exam_id} is null and ${t.tournament_id} is null)
        or (${t.kind} = 'tournament' and ${t.tournament_id} is not null and ${t.exam_id} is null and ${t.event_id} is null)`,
    ),
    check('doyang_goals_goal_not_negative', sql`${t.goal} >= 0`),
    ...indexesOn('doyang_goals', [t.exam_id, t.event_id, t.tournament_id, t.updated_by]),
  ],
);
