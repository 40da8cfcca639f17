import { GENERAL_DIRECTION_DOYANG_ID, ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Home's doyang cards come alive (issue 27): returns today (daily and bimester inscriptions), every active doyang has a
 * goal for the next exam, event and tournament (some reached, most needing one to three more people), and every active
 * school has a birthday this month. The
 * bimester inscription goals are the staff seed's. Set-based: the same three statements whatever the network's size.
 */
export async function seedDashboardGoals(db: Db, today: string): Promise<void> {
  // Daily and bimester inscriptions: in every other school, the last student who left comes back today (as the
  // student form's reactivation does: the stay reopened as a new enrollment at their doyang).
  await db.execute(sql`
    with back as (
      update users u set active = true, disenroll_date = null
      from (select max(s.id) as id from users s join doyangs d on d.id = s.doyang_id and d.active and d.id % 2 = 0
        where s.role_id = ${ROLES.ALUMNO} and not s.active group by s.doyang_id) pick
      where u.id = pick.id
      returning u.id, u.doyang_id)
    insert into enrollments (user_id, doyang_id, enrollment_date) select id, doyang_id, ${today}::date from back`);

  await db.execute(sql`
    with next_items as (
      (select 'exam' as kind, id from exams where active and not is_black_belt and date >= ${today}::date order by date, id limit 1)
      union all
      (select 'event', id from events where active and not is_meeting and date >= ${today}::date order by date, id limit 1)
      union all
      (select 'tournament', id from tournaments where active and date >= ${today}::date order by date, id limit 1)
    ), people as (
      select 'exam' as kind, exam_id as item_id, doyang_id from exam_prospects
      union all select 'event', event_id, doyang_id from event_prospects
      union all select 'tournament', tournament_id, doyang_id from tournament_prospects
    )
    insert into doyang_goals (doyang_id, kind, exam_id, event_id, tournament_id, goal, updated_by)
    select d.id, i.kind, case when i.kind = 'exam' then i.id end, case when i.kind = 'event' then i.id end,
      case when i.kind = 'tournament' then i.id end,
      (select count(*) from people p where p.kind = i.kind and p.item_id = i.id
        and (d.id = ${GENERAL_DIRECTION_DOYANG_ID} or p.doyang_id = d.id))::int + d.id % 4, 1
    from doyangs d cross join next_items i
    where d.active
    on conflict (doyang_id, kind, item_id) do nothing`);

  // A school without a birthday this month gets one: its newest student's moves into this month (same year and day).
  await db.execute(sql`
    update users u set birth_date = make_date(extract(year from u.birth_date)::int, extract(month from ${today}::date)::int,
      least(extract(day from u.birth_date)::int, 28))
    from (select max(s.id) as id from users s join doyangs d on d.id = s.doyang_id and d.active
      where s.role_id = ${ROLES.ALUMNO} and s.active and s.birth_date is not null
      group by s.doyang_id
      having count(*) filter (where extract(month from s.birth_date) = extract(month from ${today}::date)) = 0) pick
    where u.id = pick.id`);
}
