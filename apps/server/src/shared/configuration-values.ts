import type { AwardPoints } from '@doyang/domain';
import { CONFIGURATION_IDS } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
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

/** One configuration value by name inside a statement (text, as stored; null when unset). */
export const configurationSql = (name: ConfigurationName): SQL =>
  sql`(select value from configurations where id = ${CONFIGURATION_IDS[name]})`;

/** Several configuration values inside a statement, as a JSON object keyed by configuration id. */
export const configurationMapSql = (names: readonly ConfigurationName[]): SQL =>
  sql`(select json_object_agg(c.id, c.value) from configurations c where c.id in ${names.map((n) => CONFIGURATION_IDS[n])})`;

/** Configuration 37–40: the points a place gives its doyang (Premiaciones de doyang). */
export async function awardPoints(db: Db): Promise<AwardPoints> {
  const award = await configurationValues(db, ['awardFirstNoContest', 'awardFirst', 'awardSecond', 'awardThird']);
  return {
    first_no_contest: Number(award.awardFirstNoContest ?? 0),
    first: Number(award.awardFirst ?? 0),
    second: Number(award.awardSecond ?? 0),
    third: Number(award.awardThird ?? 0),
  };
}
