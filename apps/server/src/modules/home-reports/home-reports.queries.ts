import { GENERAL_DIRECTION_DOYANG_ID, ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bySurname } from '../../db/relations.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';
import { configurationSql } from '../../shared/configuration-values.ts';

// The Home's general-direction files (spec 01 §2, §7; issue 27): the network's active students with their belt group,
// the students per doyang and belt group, and the prospects per doyang of every event, tournament, exam and meeting of
// a period. One statement each, over every doyang at once.

/** The doyangs a file covers: one, or with null the whole network. */
const inScope = (column: SQL, doyangId: number | null): SQL =>
  doyangId === null ? sql`${column} is not null` : sql`${column} = ${doyangId}`;

const ACTIVE_STUDENT = sql`u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect`;

export type NetworkStudentRow = {
  doyang_name: string;
  name: string;
  last_name: string;
  second_last_name: string | null;
  degree: string | null;
  belt_group: string | null;
  birth_date: string | null;
  age: number | null;
  enrollment_date: string | null;
  start_tkd_date: string | null;
  last_aproved_exam_date: string | null;
  years_in_tkd: number | null;
};

/** Every active student of the scope with doyang, degree, belt group, age and dates: doyang by doyang, by degree, by surname. */
export function networkStudents(db: Db, doyangId: number | null, today: string): Promise<NetworkStudentRow[]> {
  return rows(
    db,
    sql`select d.name as doyang_name, u.name, u.last_name, u.second_last_name, g.name as degree, g.belt_group,
        u.birth_date::text as birth_date, extract(year from age(${today}::date, u.birth_date))::int as age,
        u.enrollment_date::text as enrollment_date, u.start_tkd_date::text as start_tkd_date,
        u.last_aproved_exam_date::text as last_aproved_exam_date,
        extract(year from age(${today}::date, u.start_tkd_date))::int as years_in_tkd
      from users u join doyangs d on d.id = u.doyang_id left join degrees g on g.id = u.degree_id
      where ${ACTIVE_STUDENT} and ${inScope(sql`u.doyang_id`, doyangId)}
      order by ${inSpanishOrder(sql`d.name`)}, d.id, g."order" nulls first, ${bySurname('u')}, u.id`,
  );
}

export type BeltCountRow = { doyang_id: number; doyang_name: string; belt_group: string | null; count: number };

/**
 * Active students per doyang and belt group (`degrees.belt_group`; null: a degree without one, or no degree). Every
 * active doyang has a row (the general direction's own doyang only if it has students).
 */
export function beltCounts(db: Db, doyangId: number | null): Promise<BeltCountRow[]> {
  return rows(
    db,
    sql`select d.id as doyang_id, d.name as doyang_name, g.belt_group, count(u.id)::int as count
      from doyangs d
      left join users u on u.doyang_id = d.id and ${ACTIVE_STUDENT}
      left join degrees g on g.id = u.degree_id
      where ${inScope(sql`d.id`, doyangId)}
        and (u.id is not null or (d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID}) or d.id = ${doyangId ?? 0})
      group by d.id, d.name, g.belt_group
      order by ${inSpanishOrder(sql`d.name`)}, d.id`,
  );
}

export type PeriodItem = {
  key: string;
  kind: 'exam' | 'event' | 'meeting' | 'tournament';
  id: number;
  name: string;
  date: string;
};
export type PeriodDoyang = { id: number; name: string; counts: Record<string, number> | null };

/** The period of the events file: the bimester (configuration 1–2) or the calendar year of today. */
export type Period = { annual: boolean; today: string };

/**
 * Every exam, event (meetings apart: an event marked as a meeting or general meeting) and tournament dated in the
 * period, by date, and for each doyang the number of its prospects in each (the prospect's doyang: the one that
 * brought them), in one statement.
 */
export async function eventsOfPeriod(
  db: Db,
  period: Period,
  doyangId: number | null,
): Promise<{ from: string; to: string; items: PeriodItem[]; doyangs: PeriodDoyang[] }> {
  const year = period.today.slice(0, 4);
  const from = period.annual ? sql`${`${year}-01-01`}::date` : sql`(${configurationSql('bimesterStart')})::date`;
  const to = period.annual ? sql`${`${year}-12-31`}::date` : sql`(${configurationSql('bimesterEnd')})::date`;
  const answer = await one<{ from: string; to: string; items: PeriodItem[] | null; doyangs: PeriodDoyang[] | null }>(
    db,
    sql`with win as materialized (select ${from} as f, ${to} as t),
      items as materialized (
        select 'exam' as kind, e.id, e.name, e.date from exams e, win where e.active and e.date between win.f and win.t
        union all
        select case when e.is_meeting or e.is_general_meeting then 'meeting' else 'event' end, e.id, e.name, e.date
          from events e, win where e.active and e.date between win.f and win.t
        union all
        select 'tournament', e.id, e.name, e.date from tournaments e, win where e.active and e.date between win.f and win.t),
      counts as (
        select p.doyang_id, 'exam' as kind, p.exam_id as id, count(*)::int as n from exam_prospects p
          where p.exam_id in (select id from items where kind = 'exam') group by 1, 2, 3
        union all
        select p.doyang_id, i.kind, p.event_id, count(*)::int from event_prospects p
          join items i on i.id = p.event_id and i.kind in ('event', 'meeting') group by 1, 2, 3
        union all
        select p.doyang_id, 'tournament', p.tournament_id, count(*)::int from tournament_prospects p
          where p.tournament_id in (select id from items where kind = 'tournament') group by 1, 2, 3),
      per_doyang as (
        select d.id, d.name, (select json_object_agg(c.kind || '-' || c.id, c.n) from counts c where c.doyang_id = d.id) as counts
        from doyangs d
        where ${inScope(sql`d.id`, doyangId)}
          and ((d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID}) or d.id = ${doyangId ?? 0}
            or exists (select 1 from counts c where c.doyang_id = d.id)))
      select (select f::text from win) as "from", (select t::text from win) as "to",
        (select json_agg(json_build_object('key', i.kind || '-' || i.id, 'kind', i.kind, 'id', i.id, 'name', i.name,
          'date', i.date::text) order by i.date, i.kind, i.id) from items i) as items,
        (select json_agg(json_build_object('id', p.id, 'name', p.name, 'counts', p.counts)
          order by ${inSpanishOrder(sql`p.name`)}, p.id) from per_doyang p) as doyangs`,
  );
  return { from: answer?.from ?? '', to: answer?.to ?? '', items: answer?.items ?? [], doyangs: answer?.doyangs ?? [] };
}
