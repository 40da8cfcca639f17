import { CONFIGURATION_IDS } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/sql.ts';

export type ConfigurationName = keyof typeof CONFIGURATION_IDS;

/** Configuration values by name (text, as stored; packages/domain/configuration.ts reads them), in one query. */
export async function configurationValues<K extends ConfigurationName>(
  db: Db,
  names: readonly K[],
): Promise<Record<K, string | null>> {
  const ids = names.map((name) => CONFIGURATION_IDS[name]);
  const list = await rows<{ id: number; value: string | null }>(db, sql`select id, value from configurations where id in ${ids}`);
  const byId = new Map(list.map((c) => [c.id, c.value]));
  return Object.fromEntries(names.map((name) => [name, byId.get(CONFIGURATION_IDS[name]) ?? null])) as Record<K, string | null>;
}
