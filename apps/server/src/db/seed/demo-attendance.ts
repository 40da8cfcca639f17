import { addDays, GROUP_RESPONSIBLE_ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { configurationValues } from '../../shared/configuration-values.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { seedDuties } from './demo-duties.ts';
import { seedHolidays } from './demo-holidays.ts';
import { seedRequirements } from './demo-requirements.ts';
import { seedRevisions } from './demo-revisions.ts';
import { seedSelectiveGroups } from './demo-selective-groups.ts';
import type { Rng } from './random.ts';

// Groups and attendance demo (issue 4): kyosas in every group, the year's holidays and a few no-class
// days, a parents' meeting, several weeks of attendance up to yesterday with students at every risk
// level; then, in this order, revisions, bimonthly duties and exam requirements (demo-revisions.ts,
// demo-duties.ts, demo-requirements.ts), the duties within the bimester read here.

export type AttendanceSeed = { r: Rng; today: string };

export async function seedAttendance(db: Db, { r, today }: AttendanceSeed): Promise<void> {
  const bimester = await configurationValues(db, ['bimesterStart', 'bimesterEnd']);
  const config = { b_start: bimester.bimesterStart ?? today, b_end: bimester.bimesterEnd ?? today };
  const year = Number(today.slice(0, 4));
  const yesterday = addDays(today, -1);
  // Three weeks of the bimester before, so consecutive absences can cross into this one.
  const from = addDays(config.b_start, -21);

  // A kyosa seeded as a children's group responsible becomes its kyosa: responsibles are professors or directors.
  await db.execute(sql`
    insert into doyang_group_kyosas (doyang_group_id, user_id)
    select g.id, g.user_responsible_id from doyang_groups g join users u on u.id = g.user_responsible_id
    where u.role_id not in ${GROUP_RESPONSIBLE_ROLES} on conflict do nothing`);
  await db.execute(sql`
    update doyang_groups g set user_responsible_id = d.user_responsible_id
    from doyangs d, users u where d.id = g.doyang_id and u.id = g.user_responsible_id and u.role_id not in ${GROUP_RESPONSIBLE_ROLES}`);
  // Every group gets one or two of its doyang's kyosas.
  await db.execute(sql`
    insert into doyang_group_kyosas (doyang_group_id, user_id)
    select g.id, k.user_id from doyang_groups g
    join lateral (
      select dp.user_id from doyang_personal dp join users u on u.id = dp.user_id
      where dp.doyang_id = g.doyang_id and u.role_id in (7, 8, 9)
      order by (dp.user_id * 31 + g.id) % 7, dp.user_id limit 1 + g.id % 2
    ) k on true
    on conflict do nothing`);

  await seedSelectiveGroups(db);

  await seedHolidays(db, year, config.b_start, yesterday);

  // The parents' meeting of the bimester: one attendee per student (unique attendance). Two weeks in, or already
  // held when the bimester is younger than that, so a new demo always has a meeting to look at.
  const twoWeeksIn = addDays(config.b_start, 13);
  const meetingDate = twoWeeksIn <= yesterday ? twoWeeksIn : yesterday >= config.b_start ? yesterday : config.b_start;
  await db.insert(t.events).values({
    name: 'JUNTA BIMESTRAL DE PADRES DE FAMILIA',
    date: meetingDate,
    begins_at: '10:00',
    ends_at: '12:00',
    is_meeting: true,
    is_general_meeting: true,
    unique_assistance: true,
  });

  await seedMarks(db, from, yesterday < config.b_end ? yesterday : config.b_end);
  if (meetingDate <= yesterday) {
    // Meeting ticks: one of student, mother, father or representative for about two thirds of the students.
    await db.execute(sql`
      insert into assistances (user_id, doyang_group_id, date, type, is_student, is_mother, is_father, is_representative)
      select u.id, u.doyang_group_id, ${meetingDate}::date, 'A', h % 10 = 0, h % 10 between 1 and 4, h % 10 between 5 and 6, h % 10 = 7
      from users u, lateral (select abs(hashtext(u.id::text || 'junta')) as h) x
      where u.role_id = 10 and u.active and u.doyang_group_id is not null and h % 10 < 8
      on conflict (user_id, doyang_group_id, date) do update set is_student = excluded.is_student,
        is_mother = excluded.is_mother, is_father = excluded.is_father, is_representative = excluded.is_representative`);
  }

  await seedRevisions(db);
  await seedDuties(db, r, config.b_start, config.b_end);
  await seedRequirements(db);
}

/**
 * Marks of every class day of every group up to yesterday, one statement for students and one for kyosas.
 * A student's profile (from a hash of the id) makes the roster realistic: most attend, some are late,
 * and a few are at each risk level of the status column.
 */
async function seedMarks(db: Db, from: string, to: string): Promise<void> {
  if (to < from) return;
  const classDays = (members: ReturnType<typeof sql>) => sql`
    select m.user_id, m.doyang_group_id, s::date as d,
      row_number() over (partition by m.user_id order by s desc) as k,
      abs(hashtext(m.user_id::text)) % 100 as p,
      abs(hashtext(m.user_id::text || s::date::text)) % 100 as h
    from (${members}) m
    join doyang_groups g on g.id = m.doyang_group_id
    cross join generate_series(greatest(${from}::date, m.since), ${to}::date, interval '1 day') s
    where coalesce((g.json_week->>(extract(isodow from s)::int - 1))::boolean, false)
      and not exists (select 1 from holidays ho where s::date between ho.start_date and ho.end_date
        and (ho.doyang_group_id is null or ho.doyang_group_id = g.id))`;
  await db.execute(sql`
    insert into assistances (user_id, doyang_group_id, date, type)
    select user_id, doyang_group_id, d,
      case
        when p < 2 then 'F'                                            -- se dará de baja
        when p < 5 then case when k <= 4 then 'F' else 'A' end          -- en riesgo de baja
        when p < 8 then case when k % 4 = 1 then 'A' else 'F' end       -- sin derecho a examen
        when p < 11 then case when k in (2, 4, 6, 8, 10) then 'F' else 'A' end -- en riesgo de no hacer examen
        when p < 15 then case when k <= 2 then 'F' else 'A' end         -- contactar
        when h < 4 then 'F' when h < 11 then 'R' else 'A'
      end
    from (${classDays(sql`select u.id as user_id, u.doyang_group_id, coalesce(u.start_assistance_date, u.enrollment_date, '2000-01-01'::date) as since
      from users u where u.role_id = 10 and u.active and u.doyang_group_id is not null
      union all
      select m.user_id, m.doyang_group_id, '2000-01-01'::date from doyang_group_students m`)}) x`);
  await db.execute(sql`
    insert into assistances (user_id, doyang_group_id, date, type, is_kyosa)
    select user_id, doyang_group_id, d, case when p < 15 and h < 25 then 'F' when h < 5 then 'R' else 'A' end, true
    from (${classDays(sql`select k.user_id, k.doyang_group_id, '2000-01-01'::date as since from doyang_group_kyosas k`)}) x
    on conflict do nothing`);
}
