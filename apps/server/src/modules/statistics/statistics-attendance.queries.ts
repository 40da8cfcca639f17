import { formatDayMonYear, STATISTICS_ATTENDANCE_PAGE_SIZE, type StatisticsAttendanceAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bySurname, fullName } from '../../db/relations.ts';
import { rows } from '../../db/sql.ts';
import { configurationSql } from '../../shared/configuration-values.ts';
import { eventAssistance } from '../events/index.ts';
import { statisticsDoyangs } from './statistics.queries.ts';

// The Eventos tab (spec 03 §2 'parent event selector, attendance table (10 per page)'): the parent event's events with
// how many of the doyang's people attended (the parent event's `append=assistances` count, from the same rows), and the
// people with the events each attended, 10 a page.

export type AttendanceOptions = { parentEventId: number; bimesterOnly: boolean; page: number };

export async function statisticsAttendance(db: Db, doyangId: number, o: AttendanceOptions): Promise<StatisticsAttendanceAnswer> {
  const ids = statisticsDoyangs(doyangId);
  const window = o.bimesterOnly
    ? sql`e.date between ${configurationSql('bimesterStart')}::date and ${configurationSql('bimesterEnd')}::date`
    : sql`true`;
  const events = sql`e.parent_event_id = ${o.parentEventId} and ${window}`;
  const perPage = STATISTICS_ATTENDANCE_PAGE_SIZE;
  const offset = (o.page - 1) * perPage;
  const [summary, people] = await Promise.all([
    rows<{ event_id: number; event_name: string; date: string; count: number; prospects: number }>(
      db,
      sql`select e.id as event_id, e.name as event_name, e.date::text as date, count(a.user_id)::int as count,
          (count(a.user_id) filter (where a.how like '%PROSPECTO%'))::int as prospects
        from events e left join (${eventAssistance(events, ids)}) a on a.event_id = e.id
        where ${events} group by e.id order by e.date, e.id`,
    ),
    rows<{ user_id: number; full_name: string; attended: number[]; __total: number }>(
      db,
      sql`with s as (
          select user_id, array_agg(distinct event_id order by event_id) as attended
          from (${eventAssistance(events, ids)}) a group by user_id)
        select s.user_id, ${fullName('u')} as full_name, s.attended, count(*) over() as __total
        from s join users u on u.id = s.user_id
        order by ${bySurname('u')}, u.id limit ${perPage} offset ${offset}`,
    ),
  ]);
  const total = people.length ? Number(people[0].__total) : 0;
  return {
    events: summary.map((e) => ({ ...e, parsed_date: formatDayMonYear(e.date) })),
    data: people.map((p) => ({ user_id: p.user_id, full_name: p.full_name, attended: p.attended.map(Number) })),
    total,
    per_page: perPage,
    current_page: o.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
