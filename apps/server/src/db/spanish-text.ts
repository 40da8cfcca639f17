import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Spanish order and search (issue 10), on the SQL functions of migration 0007: the same rule as the domain's
// spanish-text.ts, on PGlite and PostgreSQL alike (docs/decisions.md, "Issue 10 — Spanish order and search").

type Text = SQL | PgColumn;

/**
 * What a text sorts by. Compared under "C" because the key is made for byte order: a database created with
 * another locale would otherwise reorder it (and skip the Ñ marker).
 */
export const spanishKey = (value: Text): SQL => sql`(spanish_sort_key(${value}) collate "C")`;

/** An ascending ORDER BY list of texts in Spanish order, e.g. surnames then names. */
export const inSpanishOrder = (...values: Text[]): SQL => sql.join(values.map(spanishKey), sql`, `);

/** A text folded as searches compare it (the duplicate check's index is on the same expression). */
export const spanishFolded = (value: Text): SQL => sql`spanish_fold(${value})`;

/** The term as a LIKE pattern found anywhere in a text, its own % _ and \ taken literally. */
const containsPattern = (term: string): string => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Whether a text already folded with spanishFolded holds the term, folded the same way. */
export const foldedContains = (folded: SQL, term: string): SQL =>
  sql`${folded} like spanish_fold(${containsPattern(term)}::text)`;

/** Whether any of the texts holds the term, ignoring case and accents on both sides ('pena' finds PEÑA). */
export function spanishContains(values: Text | readonly Text[], term: string): SQL {
  const list = Array.isArray(values) ? values : [values as Text];
  return sql`(${sql.join(
    list.map((value) => foldedContains(spanishFolded(value), term)),
    sql` or `,
  )})`;
}
