import { type SQL, sql } from 'drizzle-orm';

// Who attended an event (spec 01 §7 'event assistance', spec 03 §3 parent event assistances): the meeting ticks a
// group's attendance took on the event's days (student, mother, father, representative), and the prospects whose
// result says they came. One row per event and person; the doyang is the group's, or the one that brought them.

const inDoyangs = (column: SQL, ids: number[] | null): SQL =>
  ids === null ? sql`true` : ids.length ? sql`${column} in ${ids}` : sql`false`;

/**
 * Rows (event_id, user_id, doyang_id, date, how) for the events `eventWhere` picks (a condition on `e`), limited to
 * the doyangs given (null: all). `how` names who came: 'ALUMNO', 'MAMÁ', 'PAPÁ', 'REPRESENTANTE' or 'PROSPECTO'.
 */
export function eventAssistance(eventWhere: SQL, doyangIds: number[] | null): SQL {
  return sql`select event_id, user_id, doyang_id, min(date) as date, string_agg(distinct how, ', ' order by how) as how from (
      select e.id as event_id, a.user_id, g.doyang_id, a.date, unnest(array_remove(array[
          case when a.is_student then 'ALUMNO' end, case when a.is_mother then 'MAMÁ' end,
          case when a.is_father then 'PAPÁ' end, case when a.is_representative then 'REPRESENTANTE' end], null)) as how
        from events e
        join assistances a on a.date between e.date and coalesce(e.end_date, e.date)
        join doyang_groups g on g.id = a.doyang_group_id
        where e.is_meeting and (a.is_student or a.is_mother or a.is_father or a.is_representative)
          and ${eventWhere} and ${inDoyangs(sql`g.doyang_id`, doyangIds)}
      union all
      select e.id, p.user_id, p.doyang_id, e.date, 'PROSPECTO'
        from events e join event_prospects p on p.event_id = e.id
        where (p.participated or p.event_result_id between 1 and 5) and ${eventWhere}
          and ${inDoyangs(sql`p.doyang_id`, doyangIds)}
    ) x group by event_id, user_id, doyang_id`;
}
