import { sql } from 'drizzle-orm';
import { doyang_groups } from '../../db/schema/index.ts';
import type { ResourceDef } from '../../http/resource.ts';

/**
 * Groups of a doyang, read-only for now: the student form picks one. The group screens, kyosas and
 * attendance arrive with the groups issue and add the writes here.
 */
export const doyangGroupResource: ResourceDef = {
  name: 'doyang_groups',
  table: doyang_groups,
  area: 'Doyang Grupos',
  readPermission: 'Doyang Grupos,Doyang Alumnos,Alumnos,Grupos de Selectivo',
  doyangColumn: doyang_groups.doyang_id,
  search: [doyang_groups.name],
  orderable: { begins_at: doyang_groups.begins_at, name: doyang_groups.name, id: doyang_groups.id },
  defaultOrder: ['begins_at', 'asc'],
  filters: { doyang_id: doyang_groups.doyang_id, is_selective_group: doyang_groups.is_selective_group },
  relations: {
    responsible: sql`(select json_build_object('id', u.id, 'full_name', concat_ws(' ', u.name, u.last_name, u.second_last_name))
      from users u where u.id = ${doyang_groups.user_responsible_id})`,
    students_count: sql`(select count(*)::int from users s where s.doyang_group_id = ${doyang_groups.id} and s.role_id = 10 and s.active)`,
  },
};
