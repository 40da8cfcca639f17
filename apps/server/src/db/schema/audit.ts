import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per written record, by the trigger of migration 0005 in the writing transaction: who (and who
 * they were acting as while impersonating), when, which table and id, the fields before and after.
 * No foreign keys: the history outlives the people and records it names.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    user_id: integer('user_id'),
    impersonator_id: integer('impersonator_id'),
    resource: text('resource').notNull(),
    record_id: bigint('record_id', { mode: 'number' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.record_id, t.at),
    index('audit_log_user_idx').on(t.user_id, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
