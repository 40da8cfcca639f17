import { type AnyPgColumn, index, integer, type PgColumn, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as every record of the spec carries them. */
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A foreign key column; pair it with `indexesOn` so a list by its parent never scans the table. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict' | 'set null' = 'restrict') =>
  integer(name).references(target, { onDelete });

/** One btree index per foreign key column, named `<table>_<column>_idx`. */
export const indexesOn = (table: string, columns: PgColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_idx`).on(column));

/** A link table's two keys: both required, the pair is the primary key, the second is indexed for reverse lookups. */
export const linkKeys = (table: string, left: PgColumn, right: PgColumn) => [
  primaryKey({ columns: [left, right] }),
  index(`${table}_${right.name}_idx`).on(right),
];
