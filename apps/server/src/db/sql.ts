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

type ArrayType = 'int' | 'smallint' | 'bool';

/**
 * A column of values bound as one array parameter (`unnest(...)` turns columns back into rows): a bulk write binds a
 * few arrays instead of a parameter per value, and stays under the 65,535-parameter limit at any size.
 */
export const sqlArray = (values: readonly (number | boolean | null)[], type: ArrayType): SQL =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::${sql.raw(type)}[]`;
