import { ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { doyang_groups } from '../../db/schema/index.ts';
import type { ResourceDef } from '../../http/resource.ts';
import { GROUP_CSV_QUERY, groupAppends } from './groups.service.ts';

/** A person as the group screens show them (the WhatsApp shortcut uses the cellphone). */
const person = (
  id: unknown,
) => sql`(select json_build_object('id', u.id, 'full_name', concat_ws(' ', u.name, u.last_name, u.second_last_name),
    'full_name_honorific', concat_ws(' ', h.name, u.name, u.last_name, u.second_last_name), 'role_id', u.role_id,
    'cellphone', u.cellphone)
  from users u left join honorific_titles h on h.id = u.honorific_title_id where u.id = ${id})`;

const peopleJson = (where: SQL) => sql`coalesce((select json_agg(json_build_object('id', u.id,
    'full_name', concat_ws(' ', u.name, u.last_name, u.second_last_name),
    'full_name_honorific', concat_ws(' ', h.name, u.name, u.last_name, u.second_last_name), 'role_id', u.role_id,
    'cellphone', u.cellphone) order by u.name, u.last_name)
  from users u left join honorific_titles h on h.id = u.honorific_title_id where ${where}), '[]'::json)`;

const weekSql = sql`array_to_string(array(select (array['L','MA','MI','J','V','S','D'])[i + 1] from generate_series(0, 6) i
  where coalesce((${doyang_groups.json_week}->>i)::boolean, false)), ', ')`;

/** SQL twin of the domain's weekOrderKey: monday-first class days ('0' = class), then the start time. */
const weekOrderSql = sql`((select string_agg(case when coalesce((${doyang_groups.json_week}->>i)::boolean, false) then '0' else '1' end, ''
  order by i) from generate_series(0, 6) i) || coalesce(to_char(${doyang_groups.begins_at}, 'HH24:MI'), '')) collate "C"`;

/**
 * Groups of a doyang (DoyangGroupIndex, SelectiveGroupIndex, the student form's selector). Reads go
 * through the resource helper; writes, kyosas, students and attendance are in groups.routes.ts.
 */
export const doyangGroupResource: ResourceDef = {
  name: 'doyang_groups',
  table: doyang_groups,
  area: 'Doyang Grupos',
  readPermission: ['Doyang Grupos', 'Doyang Alumnos', 'Alumnos', 'Grupos de Selectivo', 'Asistencias'],
  doyangColumn: doyang_groups.doyang_id,
  search: [doyang_groups.name],
  orderable: {
    begins_at: doyang_groups.begins_at,
    week_summary: weekOrderSql,
    name: doyang_groups.name,
    id: doyang_groups.id,
  },
  defaultOrder: ['begins_at', 'asc'],
  filters: { doyang_id: doyang_groups.doyang_id, is_selective_group: doyang_groups.is_selective_group },
  relations: {
    doyang: sql`(select json_build_object('id', d.id, 'name', d.name) from doyangs d where d.id = ${doyang_groups.doyang_id})`,
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
    revision: sql`(select json_build_object('id', r.id, 'name', r.name, 'active', r.active) from revisions r
      where r.doyang_group_id = ${doyang_groups.id} and r.active order by r.id desc limit 1)`,
    revisions: sql`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'active', r.active) order by r.id desc)
      from revisions r where r.doyang_group_id = ${doyang_groups.id}), '[]'::json)`,
  },
  appendOne: groupAppends,
  oneQuery: GROUP_CSV_QUERY,
};
