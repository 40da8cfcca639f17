import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/sql.ts';

/** Configuration values by id (text, as stored; packages/domain/configuration.ts reads them). */
export async function configurationValues(db: Db, ids: number[]): Promise<Record<number, string | null>> {
  const list = await rows<{ id: number; value: string | null }>(db, sql`select id, value from configurations where id in ${ids}`);
  return Object.fromEntries(list.map((c) => [c.id, c.value]));
}
