import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/**
 * RECURSOS DIGITALES MDK (spec 03 §3 GeneralFileResource: name, file): a file the general direction publishes to every
 * school. `file` is the storage key (storage/storage-keys.ts); type and extension are what its bytes are, not what the
 * client named them.
 */
export const general_file_resources = pgTable(
  'general_file_resources',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    file: text('file').notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    size: integer('size').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('general_file_resources_created_by_idx').on(t.created_by),
    index('general_file_resources_created_idx').on(t.created_at, t.id),
  ],
);
