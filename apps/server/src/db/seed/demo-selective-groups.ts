import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rows } from '../sql.ts';

/**
 * The network's selective teams (Grupos de selectivo): groups of the general direction, run by the technical
 * director, whose members are the most advanced students of every doyang (extra memberships, their class group
 * stays), with two kyosas each.
 */
export async function seedSelectiveGroups(db: Db): Promise<void> {
  const teams = [
    {
      name: 'SELECTIVO COMBATE',
      begins_at: '12:00',
      ends_at: '14:00',
      week: [false, false, false, false, false, true, false],
      size: 24,
      skip: 0,
    },
    {
      name: 'SELECTIVO FORMAS',
      begins_at: '20:00',
      ends_at: '21:30',
      week: [false, true, false, true, false, false, false],
      size: 18,
      skip: 24,
    },
  ];
  for (const [i, team] of teams.entries()) {
    const [group] = await rows<{ id: number }>(
      db,
      sql`insert into doyang_groups (name, doyang_id, user_responsible_id, user_certifier_id, begins_at, ends_at, json_week, is_selective_group)
        select ${team.name}, ${GENERAL_DIRECTION_DOYANG_ID}, u.id, 1, ${team.begins_at}::time, ${team.ends_at}::time,
          ${JSON.stringify(team.week)}::jsonb, true
        from users u where u.email = 'tecnico@demo.mx' returning id`,
    );
    if (!group) return;
    await db.execute(sql`
      insert into doyang_group_students (doyang_group_id, user_id)
      select ${group.id}, u.id from users u
      where u.role_id = 10 and u.active and u.doyang_group_id is not null
      order by u.degree_id desc, abs(hashtext(u.id::text || 'selectivo')) limit ${team.size} offset ${team.skip}`);
    await db.execute(sql`
      insert into doyang_group_kyosas (doyang_group_id, user_id)
      select ${group.id}, u.id from users u where u.role_id = 7 and u.active order by u.id offset ${i * 2} limit 2`);
  }
}
