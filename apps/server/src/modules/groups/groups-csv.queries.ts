import { addDays, formatDayMonYear, hasClassOn, REVISION_RESULT_NAMES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, fullName } from '../../db/relations.ts';
import { spanishKey } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';
import type { CsvColumn } from '../../reports/csv.ts';
import { type GroupRow, groupKyosasSql, groupMembersSql } from './groups.queries.ts';

// The group screen's downloads: the attendance grid of its students or kyosas between two dates, and the
// revision sheet. Each is one statement for the people (marks aggregated per person) plus the holidays.

type GridPerson = { id: number; full_name: string; degree: string | null; marks: Record<string, 'F' | 'R' | 'A'> };
export type GridRow = GridPerson & { cells: Record<string, string>; attended: number; late: number; absent: number };

const MAX_GRID_DAYS = 400;

/** Class days of the group's week in the range, plus any other day that has a mark (a meeting on a Saturday). */
function gridDates(group: GroupRow, from: string, to: string, people: GridPerson[]): string[] {
  const dates = new Set<string>();
  let day = from;
  for (let i = 0; day <= to && i < MAX_GRID_DAYS; i++, day = addDays(day, 1))
    if (hasClassOn(group.json_week, day)) dates.add(day);
  for (const p of people) for (const d of Object.keys(p.marks)) dates.add(d);
  return [...dates].sort();
}

export async function attendanceGrid(db: Db, group: GroupRow, kyosa: boolean, from: string, to: string) {
  const members = kyosa ? groupKyosasSql(group.id) : groupMembersSql(group.id);
  const people = await rows<GridPerson>(
    db,
    sql`select u.id, ${fullName('u')} as full_name, dg.name as degree,
      coalesce((select json_object_agg(a.date, a.type) from assistances a
        where a.user_id = u.id and a.doyang_group_id = ${group.id} and a.is_kyosa = ${kyosa}::boolean
          and a.date between ${from}::date and ${to}::date), '{}'::json) as marks
    from (select distinct user_id from (${members}) m) m
    join users u on u.id = m.user_id left join degrees dg on dg.id = u.degree_id
    order by ${byFirstName('u')}, u.id`,
  );
  const holidays = await rows<{ start_date: string; end_date: string }>(
    db,
    sql`select start_date, end_date from holidays
    where start_date <= ${to}::date and end_date >= ${from}::date and (doyang_group_id is null or doyang_group_id = ${group.id})`,
  );
  const dates = gridDates(group, from, to, people);
  const noClass = new Set(dates.filter((d) => holidays.some((h) => d >= h.start_date && d <= h.end_date)));
  const grid: GridRow[] = people.map((p) => {
    const cells: Record<string, string> = {};
    let attended = 0;
    let late = 0;
    let absent = 0;
    for (const d of dates) {
      const mark = p.marks[d];
      cells[d] = noClass.has(d) ? 'SC' : (mark ?? '');
      if (mark === 'A') attended++;
      if (mark === 'R') late++;
      if (mark === 'F' && !noClass.has(d)) absent++;
    }
    return { ...p, cells, attended, late, absent };
  });
  const columns: CsvColumn<GridRow>[] = [
    { header: 'Nombre', value: (r) => r.full_name },
    { header: 'Grado', value: (r) => r.degree },
    ...dates.map((d) => ({ header: formatDayMonYear(d).slice(0, 6), value: (r: GridRow) => r.cells[d] })),
    { header: 'Asistencias', value: (r) => r.attended },
    { header: 'Retardos', value: (r) => r.late },
    { header: 'Faltas', value: (r) => r.absent },
  ];
  return { columns, rows: grid };
}

export type RevisionSheetRow = {
  full_name: string;
  degree: string | null;
  result: number | null;
  products: string | null;
  others: string | null;
  approved: boolean;
  assigned_at: string | null;
};

export const REVISION_COLUMNS: CsvColumn<RevisionSheetRow>[] = [
  { header: 'Nombre', value: (r) => r.full_name },
  { header: 'Grado', value: (r) => r.degree },
  { header: 'Resultado', value: (r) => REVISION_RESULT_NAMES[r.result ?? 0] },
  { header: 'Productos cubiertos', value: (r) => r.products },
  { header: 'Otros requisitos cubiertos', value: (r) => r.others },
  { header: 'Aprobada por DG', value: (r) => (r.approved ? 'SÍ' : 'NO') },
  { header: 'Fecha de revisión', kind: 'date', value: (r) => r.assigned_at },
];

/** The revision sheet of a group: every current student with the result of the revision. */
export async function revisionSheet(db: Db, group: GroupRow, revisionId: number | null): Promise<RevisionSheetRow[]> {
  return rows<RevisionSheetRow>(
    db,
    sql`select ${fullName('u')} as full_name, dg.name as degree, rr.result,
      (select string_agg(p.name, ', ' order by ${spanishKey(sql`p.name`)}) from jsonb_array_elements(rr.requirement_products) e
        join products p on p.id = (e->>'id')::int where (e->>'checked')::boolean) as products,
      (select string_agg(o.name, ', ' order by ${spanishKey(sql`o.name`)}) from jsonb_array_elements(rr.requirement_other) e
        join other_exam_requisites o on o.id = (e->>'id')::int where (e->>'checked')::boolean) as others,
      rr.approved_at is not null as approved, to_char(rr.assigned_at, 'YYYY-MM-DD') as assigned_at
    from (select distinct user_id from (${groupMembersSql(group.id)}) m) m
    join users u on u.id = m.user_id left join degrees dg on dg.id = u.degree_id
    left join revision_results rr on rr.revision_id = ${revisionId}::int and rr.user_id = u.id
    order by ${byFirstName('u')}, u.id`,
  );
}
