import type {
  AssistanceMarkAnswer,
  HolidayAnswer,
  MeetingAnswer,
  RevisionNameAnswer,
  RosterEntryAnswer,
  RosterGroupAnswer,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, foldedFullName, fullName, hasManyValues, hasOne, joinedObject, jsonObject } from '../../db/relations.ts';
import { foldedContains } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { configurationMapSql } from '../../shared/configuration-values.ts';
import { groupKyosasSql, groupMembersSql, onHolidaySql } from '../groups/index.ts';
import { debtorSql } from '../users/index.ts';

// The attendance screens (DoyangGroupAddPeople and KyosaList): the context of a group on a day, and the
// roster with each person's mark of that day and standing, in one statement for the whole page.

/** A stored mark as the roster and the marking form read it. */
export type MarkRow = AssistanceMarkAnswer;

export type DayContext = {
  /** The group itself, read in the same statement (a mark and a roster need it for the doyang scope), with its kyosas (who may run a revision). */
  group: RosterGroupAnswer;
  config: Record<string, string | null>;
  holiday: HolidayAnswer | null;
  meeting: MeetingAnswer | null;
  revision: RevisionNameAnswer | null;
  /** For a mark: whether the person is in the roster, and the mark already stored. */
  member: boolean;
  existing: MarkRow | null;
};

/**
 * Everything a day of a group depends on, in one statement: configuration 1, 2, 4, 11, 12, 24, 25, the
 * no-class day, the meeting, the revision (the asked one or the group's active one), the group itself and, for one person,
 * membership and the stored mark.
 */
export type DayContextQuery = {
  groupId: number;
  date: string;
  kyosa: boolean;
  personId?: number | null;
  revisionId?: number | null;
};

export async function dayContext(db: Db, o: DayContextQuery): Promise<DayContext> {
  const ctx = await one<DayContext>(db, dayContextSql(o));
  if (!ctx) throw notFound();
  return ctx;
}

/** The settings the roster's statuses and the review window read. */
const ROSTER_CONFIGURATION = configurationMapSql([
  'bimesterStart',
  'bimesterEnd',
  'maxContinuousAbsences',
  'adultExtraAbsences',
  'permittedAbsences',
  'reviewStart',
  'reviewEnd',
]);

/** An attendance mark as the roster and the marking form read it. */
const ASSISTANCE_FIELDS = ['id', 'type', 'is_student', 'is_mother', 'is_father', 'is_representative'] as const;

export function dayContextSql(o: DayContextQuery) {
  const person = o.personId ?? null;
  const members = o.kyosa ? groupKyosasSql(o.groupId) : groupMembersSql(o.groupId);
  const group = jsonObject('g', [
    'id',
    'name',
    'doyang_id',
    ['doyang_name', sql`d.name`],
    'is_selective_group',
    'json_week',
    'begins_at',
    'ends_at',
    'user_responsible_id',
    'user_certifier_id',
    ['kyosa_ids', hasManyValues(sql`doyang_group_kyosas k`, sql`k.doyang_group_id = g.id`, sql`k.user_id`, sql`k.user_id`)],
  ]);
  const holiday = hasOne(
    sql`holidays h`,
    sql`${o.date}::date between h.start_date and h.end_date and (h.doyang_group_id is null or h.doyang_group_id = ${o.groupId})
      order by h.doyang_group_id nulls last limit 1`,
    ['id', 'name', 'start_date', 'end_date', 'doyang_group_id'],
    'h',
  );
  const meeting = hasOne(
    sql`events e`,
    sql`e.active and e.is_meeting and ${o.date}::date between e.date and coalesce(e.end_date, e.date) order by e.date, e.id limit 1`,
    ['id', 'name', 'date', 'unique_assistance', 'is_general_meeting'],
    'e',
  );
  const revision = hasOne(
    sql`revisions r`,
    sql`r.doyang_group_id = ${o.groupId} and (r.id = ${o.revisionId ?? null}::int or (${o.revisionId ?? null}::int is null and r.active))
      order by r.id desc limit 1`,
    ['id', 'name', 'active'],
    'r',
  );
  const existing = hasOne(
    sql`assistances a`,
    sql`a.user_id = ${person}::int and a.doyang_group_id = ${o.groupId} and a.date = ${o.date}::date`,
    ASSISTANCE_FIELDS,
    'a',
  );
  return sql`select ${group} as group,
      ${ROSTER_CONFIGURATION} as config,
      ${holiday} as holiday,
      ${meeting} as meeting,
      ${revision} as revision,
      (${person}::int is not null and exists (select 1 from (${members}) m where m.user_id = ${person}::int)) as member,
      ${existing} as existing
    from doyang_groups g join doyangs d on d.id = g.doyang_id where g.id = ${o.groupId}`;
}

/** A roster row as the statement reads it: the status column is computed after (attendance.service.ts). */
export type RosterRow = Omit<RosterEntryAnswer, 'status' | 'bimester_scholarship_risk' | 'highlight'>;

export type RosterQuery = {
  groupId: number;
  date: string;
  today: string;
  bimesterStart: string;
  bimesterEnd: string;
  kyosa: boolean;
  revisionId: number | null;
  search: string | null;
  /** Only this person (the window counts are then theirs alone). */
  onlyUserId?: number | null;
  limit: number | null;
  offset: number;
};

/** `total` counts the rows the search matches; `size` and the day counts are of the whole group. */
export type RosterPage = { rows: RosterRow[]; total: number; size: number; attended: number; absent: number; late: number };

/**
 * One statement: the members (class group and extra students, or kyosas), the day's mark, the bimester
 * counts (absences on no-class days do not count), consecutive absences (absences since the last
 * attendance, across the person's groups) and the revision result; page total and the day's attended
 * and absent counts ride along as window counts.
 */
export async function rosterPage(db: Db, q: RosterQuery): Promise<RosterPage> {
  const list = await rows<RosterRow & { __total: number; __size: number; __attended: number; __absent: number; __late: number }>(
    db,
    rosterSql(q),
  );
  const first = list[0];
  return {
    // A page past the end, or a search without matches, still answers one row carrying the group's counts.
    rows: list.filter((r) => r.id !== null).map(({ __total, __size, __attended, __absent, __late, ...r }) => r),
    total: Number(first?.__total ?? 0),
    size: Number(first?.__size ?? 0),
    attended: Number(first?.__attended ?? 0),
    absent: Number(first?.__absent ?? 0),
    late: Number(first?.__late ?? 0),
  };
}

/** What the roster shows of each person, read in the members scan itself (no second pass over users). */
const ROSTER_COLUMNS = sql`s.id as user_id, s.name, s.last_name, s.second_last_name, s.role_id, s.birth_date, s.cellphone,
  s.is_scholarshiped, s.scholarship_percentage, s.extra_absences, s.degree_id, s.honorific_title_id`;

export function rosterSql(q: RosterQuery) {
  const all = q.kyosa ? groupKyosasSql(q.groupId, ROSTER_COLUMNS) : groupMembersSql(q.groupId, ROSTER_COLUMNS);
  // One person's row (after a mark): the filter reaches the users scan, so the rest of the group is not read.
  const members = q.onlyUserId ? sql`select * from (${all}) m0 where m0.user_id = ${q.onlyUserId}::int` : all;
  const until = q.bimesterEnd < q.today ? q.bimesterEnd : q.today;
  return sql`with listed as (
      select mb.*, a.id as a_id, a.type, a.is_student, a.is_mother, a.is_father, a.is_representative, h.name as honorific,
        m.matches,
        count(*) filter (where m.matches) over () as __total,
        count(*) over () as __size,
        count(*) filter (where a.type in ('A', 'R')) over () as __attended,
        count(*) filter (where a.type = 'R') over () as __late,
        count(*) filter (where a.type = 'F') over () as __absent
      from (${members}) mb
      left join assistances a on a.user_id = mb.user_id and a.doyang_group_id = ${q.groupId} and a.date = ${q.date}::date
        and a.is_kyosa = ${q.kyosa}::boolean
      left join honorific_titles h on h.id = mb.honorific_title_id
      cross join lateral (select ${q.search ? foldedContains(foldedFullName('mb'), q.search) : sql`true`} as matches) m
    ), paged as (
      select * from listed l where matches
      order by ${byFirstName('l')}, l.user_id
      limit ${q.limit} offset ${q.offset}
    )
    select p.user_id as id, p.name, p.last_name, p.second_last_name, p.role_id, p.birth_date, p.cellphone,
      p.is_scholarshiped, p.scholarship_percentage, p.extra_absences,
      ${fullName('p')} as full_name,
      concat_ws(' ', p.honorific, ${fullName('p')}) as full_name_honorific,
      exists (select 1 from users u where u.id = p.user_id and ${debtorSql(q.today)}) as is_debtor,
      extract(year from age(${q.today}::date, p.birth_date))::int as age,
      case when p.main is null then null when ${q.kyosa}::boolean then 'kyosa' when p.main then 'main' else 'extra' end as membership,
      ${joinedObject('dg', ['id', 'name', 'order'])} as degree,
      ${joinedObject('p', [['id', sql`p.a_id`], ...ASSISTANCE_FIELDS.slice(1)], 'a_id')} as assistance,
      coalesce(st.absences, 0)::int as bimester_abscenses,
      coalesce(st.attended, 0)::int as bimester_assistances,
      coalesce(st.late, 0)::int as bimester_delays,
      coalesce(cs.consecutive, 0)::int as consecutive_absences,
      ${joinedObject('rr', ['result', 'requirement_products', 'requirement_other', 'assigned_at', 'approved_by', 'approved_at'])} as revision_result,
      tot.__total, tot.__size, tot.__attended, tot.__absent, tot.__late
    from (select __total, __size, __attended, __absent, __late from listed limit 1) tot
    left join paged p on true
    left join degrees dg on dg.id = p.degree_id
    left join lateral (
      select count(*) filter (where a.type = 'F' and not ${onHolidaySql('a')}) as absences,
        count(*) filter (where a.type in ('A', 'R')) as attended,
        count(*) filter (where a.type = 'R') as late
      from assistances a
      where a.user_id = p.user_id and a.is_kyosa = ${q.kyosa}::boolean and a.date between ${q.bimesterStart}::date and ${until}::date
    ) st on true
    left join lateral (
      select count(*) as consecutive from assistances a
      where a.user_id = p.user_id and a.is_kyosa = ${q.kyosa}::boolean and a.type = 'F' and a.date <= ${q.today}::date
        and a.date > coalesce((select max(b.date) from assistances b where b.user_id = p.user_id and b.is_kyosa = ${q.kyosa}::boolean
          and b.type <> 'F' and b.date <= ${q.today}::date), '0001-01-01'::date)
        and not ${onHolidaySql('a')}
    ) cs on true
    left join revision_results rr on rr.revision_id = ${q.revisionId}::int and rr.user_id = p.user_id
    order by ${byFirstName('p')}, p.user_id`;
}
