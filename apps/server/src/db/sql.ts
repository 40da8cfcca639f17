import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw statement; both drivers answer with `.rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

type ArrayType = 'int' | 'smallint' | 'bool' | 'text' | 'date' | 'numeric';

/** An element of an array literal: text always quoted (commas, braces, quotes and the word NULL stay text). */
const arrayElement = (value: number | boolean | string | null): string =>
  value === null ? 'NULL' : typeof value === 'string' ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"` : String(value);

/**
 * A column of values bound as one array parameter (`unnest(...)` turns columns back into rows): a bulk write binds a
 * few arrays instead of a parameter per value, and stays under the 65,535-parameter limit at any size.
 */
export const sqlArray = (values: readonly (number | boolean | string | null)[], type: ArrayType): SQL =>
  sql`${`{${values.map(arrayElement).join(',')}}`}::${sql.raw(type)}[]`;
