import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** An active revision in every fourth group, some students already reviewed. */
export async function seedRevisions(db: Db): Promise<void> {
  await db.execute(sql`
    insert into revisions (name, active, doyang_group_id)
    select 'REVISIÓN DE REQUISITOS DEL BIMESTRE', true, g.id from doyang_groups g where g.id % 4 = 1`);
  await db.execute(sql`
    insert into revision_results (revision_id, user_id, result, requirement_products, requirement_other, assigned_by, assigned_at)
    select r.id, u.id, case when abs(hashtext(u.id::text || 'rev')) % 3 = 0 then 2 else 1 end,
      '[{"id": 2, "checked": true}, {"id": 3, "checked": true}]'::jsonb, '[]'::jsonb, g.user_responsible_id, now()
    from revisions r join doyang_groups g on g.id = r.doyang_group_id join users u on u.doyang_group_id = g.id
    where u.role_id = 10 and u.active and abs(hashtext(u.id::text || 'rev')) % 10 < 3`);
}
