import { poomses as poomseEntry } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { poomses } from '../../../db/schema/index.ts';
import { bindResource } from '../../../http/resource.ts';
import { poomseCategoriesOf } from './poomse-categories.queries.ts';

// POOMSES (spec 03 §2, §3): the forms; `with=tournament_poomse_categories` brings each one's age groups and degrees.

export const poomseResource = bindResource(poomseEntry, {
  table: poomses,
  search: [poomses.name],
  orderable: { name: poomses.name, id: poomses.id },
  relations: { tournament_poomse_categories: poomseCategoriesOf(sql`${poomses.id}`) },
});
