import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { Q } from '../../http/query-params.ts';
import type { AppendContext } from '../../http/resource.ts';
import { requirePermission } from '../../plugins/permissions.ts';
import { type CsvColumn, csvText } from '../../reports/csv.ts';
import { configurationSql, configurationValues } from '../../shared/configuration-values.ts';
import { type GroupRow, loadGroup } from './groups.queries.ts';
import { attendanceGrid, REVISION_COLUMNS, revisionSheet } from './groups-csv.queries.ts';

// A group's CSV sheets, served as downloads and as text fields appended to the group record.

type Row = Record<string, unknown>;

/** The query of a group's CSV sheets (downloads and appended text fields). */
export const GROUP_CSV_QUERY = { from_date: Q.date, to_date: Q.date, revision_id: Q.id };
export type GroupCsvQuery = { from_date?: string; to_date?: string; revision_id?: string };

/** The date range of a CSV: from_date/to_date, else the bimester up to today. */
async function csvRange(db: Db, query: GroupCsvQuery, today: string): Promise<{ from: string; to: string }> {
  const config = await configurationValues(db, ['bimesterStart', 'bimesterEnd']);
  // Checked by the route's schema (GROUP_CSV_QUERY); an instant after the day is cut off.
  const valid = (v: string | undefined) => v?.slice(0, 10) ?? null;
  const end = config.bimesterEnd && config.bimesterEnd < today ? config.bimesterEnd : today;
  return { from: valid(query.from_date) ?? config.bimesterStart ?? today, to: valid(query.to_date) ?? end };
}

/** A CSV's columns and rows with the row type erased: the three sheets have different rows but one writer. */
export type CsvSheet = { columns: CsvColumn<unknown>[]; rows: unknown[] };
const sheet = <T>(columns: CsvColumn<T>[], list: T[]): CsvSheet => ({ columns: columns as CsvColumn<unknown>[], rows: list });

export async function groupCsv(
  db: Db,
  query: GroupCsvQuery,
  today: string,
  group: GroupRow,
  kind: 'assistances' | 'kyosas' | 'revision',
): Promise<CsvSheet> {
  if (kind === 'revision') {
    const revisionId = Number(query.revision_id) || null;
    const active = await one<{ id: number }>(
      db,
      sql`select id from revisions where doyang_group_id = ${group.id} and (id = ${revisionId}::int or (${revisionId}::int is null and active))
      order by id desc limit 1`,
    );
    return sheet(REVISION_COLUMNS, await revisionSheet(db, group, active?.id ?? null));
  }
  const { from, to } = await csvRange(db, query, today);
  const grid = await attendanceGrid(db, group, kind === 'kyosas', from, to);
  return sheet(grid.columns, grid.rows);
}

/** GET /api/doyang_groups/{id}?append=bimester_meeting,revision_csv,assistances_csv,kyosas_assistances_csv */
export async function groupAppends(ctx: AppendContext, row: Row, append: string[]): Promise<Row> {
  if (!append.length) return row;
  const { db, actor, today } = ctx;
  const query = ctx.query as GroupCsvQuery;
  const out: Row = { ...row };
  const group = await loadGroup(db, Number(row.id));
  if (append.includes('bimester_meeting')) {
    out.bimester_meeting =
      (await one(
        db,
        sql`select e.id, e.name, e.date, e.end_date, e.begins_at, e.ends_at, e.unique_assistance, e.is_general_meeting
        from events e
        where e.active and e.is_meeting
          and e.date between ${configurationSql('bimesterStart')}::date and ${configurationSql('bimesterEnd')}::date
        order by e.date, e.id limit 1`,
      )) ?? null;
  }
  const texts: [string, 'assistances' | 'kyosas' | 'revision'][] = [
    ['assistances_csv', 'assistances'],
    ['kyosas_assistances_csv', 'kyosas'],
    ['revision_csv', 'revision'],
  ];
  for (const [name, kind] of texts) {
    if (!append.includes(name)) continue;
    requirePermission(actor, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
    const csv = await groupCsv(db, query, today, group, kind);
    out[name] = csvText(csv.columns, csv.rows);
  }
  return out;
}
