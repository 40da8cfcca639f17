import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw statement; both drivers answer with `.rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
