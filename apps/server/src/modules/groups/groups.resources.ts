import { doyangGroupAppended, doyangGroups as groupEntry, ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, byFirstName, hasMany, hasOne, PEOPLE_FROM, PERSON_FIELDS } from '../../db/relations.ts';
import { doyang_groups } from '../../db/schema/index.ts';
import { bindResource } from '../../http/resource.ts';
import { GROUP_CSV_QUERY, groupAppends } from './groups-csv.service.ts';

/** A person as the group screens show them (the WhatsApp shortcut uses the cellphone). */
const person = (id: SQL | PgColumn) => hasOne(PEOPLE_FROM, sql`u.id = ${id}`, PERSON_FIELDS, 'u');

const peopleJson = (where: SQL) => hasMany(PEOPLE_FROM, where, PERSON_FIELDS, byFirstName('u'), 'u');

const REVISION_FIELDS = ['id', 'name', 'active'] as const;

const weekSql = sql`array_to_string(array(select (array['L','MA','MI','J','V','S','D'])[i + 1] from generate_series(0, 6) i
  where coalesce((${doyang_groups.json_week}->>i)::boolean, false)), ', ')`;

/** SQL twin of the domain's weekOrderKey: monday-first class days ('0' = class), then the start time. */
const weekOrderSql = sql`((select string_agg(case when coalesce((${doyang_groups.json_week}->>i)::boolean, false) then '0' else '1' end, ''
  order by i) from generate_series(0, 6) i) || coalesce(to_char(${doyang_groups.begins_at}, 'HH24:MI'), '')) collate "C"`;

/**
 * Groups of a doyang (DoyangGroupIndex, SelectiveGroupIndex, the student form's selector). Reads go
 * through the resource helper; writes, kyosas, students and attendance are in groups.routes.ts.
 */
export const doyangGroupResource = bindResource(groupEntry, {
  table: doyang_groups,
  ownWrites: true,
  doyangColumn: doyang_groups.doyang_id,
  search: [doyang_groups.name],
  orderable: {
    begins_at: doyang_groups.begins_at,
    week_summary: weekOrderSql,
    name: doyang_groups.name,
    id: doyang_groups.id,
  },
  filters: { doyang_id: doyang_groups.doyang_id, is_selective_group: doyang_groups.is_selective_group },
  relations: {
    doyang: belongsTo('doyangs', doyang_groups.doyang_id, ['id', 'name']),
    responsible: person(doyang_groups.user_responsible_id),
    certifier: person(doyang_groups.user_certifier_id),
    kyosas: peopleJson(sql`u.id in (select k.user_id from doyang_group_kyosas k where k.doyang_group_id = ${doyang_groups.id})`),
    // Who may be added as kyosa: the doyang's active staff (personal and responsible).
    personal:
      peopleJson(sql`u.active and (u.id in (select dp.user_id from doyang_personal dp where dp.doyang_id = ${doyang_groups.doyang_id})
      or u.id = (select d.user_responsible_id from doyangs d where d.id = ${doyang_groups.doyang_id}))`),
    students_count: sql`((select count(*) from users s where s.doyang_group_id = ${doyang_groups.id} and s.role_id = ${ROLES.ALUMNO} and s.active)
      + (select count(*) from doyang_group_students m join users s on s.id = m.user_id
         where m.doyang_group_id = ${doyang_groups.id} and s.active and s.doyang_group_id is distinct from ${doyang_groups.id}))::int`,
    week_summary: weekSql,
    schedule: sql`trim(concat_ws(' ', to_char(${doyang_groups.begins_at}, 'HH24:MI') || '–' || to_char(${doyang_groups.ends_at}, 'HH24:MI'),
      ${weekSql}))`,
    revision: hasOne(
      sql`revisions r`,
      sql`r.doyang_group_id = ${doyang_groups.id} and r.active order by r.id desc limit 1`,
      REVISION_FIELDS,
      'r',
    ),
    revisions: hasMany(sql`revisions r`, sql`r.doyang_group_id = ${doyang_groups.id}`, REVISION_FIELDS, sql`r.id desc`, 'r'),
  },
  appendOne: groupAppends,
  appended: doyangGroupAppended,
  oneQuery: GROUP_CSV_QUERY,
});
