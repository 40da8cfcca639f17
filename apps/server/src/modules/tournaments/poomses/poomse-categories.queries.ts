import type { PoomseCategoryAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { hasMany, type JsonField, jsonObject } from '../../../db/relations.ts';
import { one } from '../../../db/sql.ts';

// A poomse's categories (spec 03 §3 Poomse: tournament_poomse_categories with their age group and degree), as the
// `with=` relation and the nested list answer them: one JSON array per poomse, by age group then degree order.

const FROM = sql`tournament_poomse_categories pc
  join tournament_age_groups ag on ag.id = pc.tournament_age_group_id
  join degrees dg on dg.id = pc.degree_id`;

const FIELDS: readonly JsonField[] = [
  'id',
  'poomse_id',
  'tournament_age_group_id',
  'degree_id',
  ['tournament_age_group', sql`json_build_object('id', ag.id, 'name', ag.name)`],
  ['degree', sql`json_build_object('id', dg.id, 'name', dg.name, 'order', dg."order")`],
];

/** The categories of the poomse whose id is `poomseId` (a column or a value), as a JSON array. */
export const poomseCategoriesOf = (poomseId: SQL): SQL =>
  hasMany(FROM, sql`pc.poomse_id = ${poomseId}`, FIELDS, sql`ag.id, dg."order", pc.id`, 'pc');

/** The poomse's categories, or undefined when there is no such poomse (one statement). */
export async function loadPoomseCategories(db: Db, poomseId: number): Promise<PoomseCategoryAnswer[] | undefined> {
  const found = await one<{ categories: PoomseCategoryAnswer[] }>(
    db,
    sql`select ${poomseCategoriesOf(sql`p.id`)} as categories from poomses p where p.id = ${poomseId}`,
  );
  return found?.categories;
}

/** One category with its age group and degree, or undefined. */
export async function loadPoomseCategory(db: Db, id: number): Promise<PoomseCategoryAnswer | undefined> {
  const found = await one<{ category: PoomseCategoryAnswer }>(
    db,
    sql`select ${jsonObject('pc', FIELDS)} as category from ${FROM} where pc.id = ${id}`,
  );
  return found?.category;
}
