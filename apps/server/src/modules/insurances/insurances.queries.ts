import { formatDayMonYear, type InsuranceAnswer, type InsuranceTab, ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bySurname, foldedFullName, fullName } from '../../db/relations.ts';
import { foldedContains } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';

// Seguros' lists and CSVs: one statement each (filters, order, page and total together). `u` is users, `d` doyangs.

/** The people Seguros deals with: active students (not prospects) of a doyang. */
const INSURABLE_PEOPLE = sql`u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect`;

/** The list a person is in (the SQL twin of `insuranceTab` in packages/domain insurances.ts; a test keeps them equal). */
export const insuranceTabSql = (today: string): SQL => sql`(case
  when u.is_rejected_insurance then 'rejected'
  when u.insurance_end_date is null or u.insurance_end_date < ${today}::date then 'non_insurables'
  when u.insurance_number is not null and u.insurance_date is not null then 'insuranced'
  when u.insurance_sent_date is not null then 'insurances_sent'
  else 'insurables' end)`;

type Row = Omit<
  InsuranceAnswer,
  'parsed_insurance_end_date' | 'parsed_insurance_date' | 'parsed_insurance_sent_date' | 'parsed_rejected_insurance_at'
> & { rejected_day: string | null; __total?: number | string };

export type InsuranceFilters = {
  /** The doyangs reached (null: every doyang). */
  doyangIds: number[] | null;
  tab?: InsuranceTab;
  search?: string | null;
  ids?: number[];
};

function statement(f: InsuranceFilters, today: string, timeZone: string, page: { limit: number; offset: number } | null): SQL {
  const tab = insuranceTabSql(today);
  const where: SQL[] = [INSURABLE_PEOPLE];
  if (f.doyangIds) where.push(f.doyangIds.length ? sql`u.doyang_id in ${f.doyangIds}` : sql`false`);
  if (f.tab) where.push(sql`${tab} = ${f.tab}`);
  if (f.ids) where.push(f.ids.length ? sql`u.id in ${f.ids}` : sql`false`);
  for (const token of (f.search ?? '').split(/\s+/).filter(Boolean)) where.push(foldedContains(foldedFullName('u'), token));
  return sql`select u.id, ${fullName('u')} as full_name, u.doyang_id, d.name as doyang_name,
      u.insurance_end_date::text as insurance_end_date, u.insurance_date::text as insurance_date, u.insurance_number,
      u.insurance_sent_date::text as insurance_sent_date, u.is_rejected_insurance, u.is_rejected_insurance_file,
      to_char(u.rejected_insurance_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as rejected_insurance_at,
      (u.rejected_insurance_at at time zone ${timeZone})::date::text as rejected_day,
      ${tab} as insurance_tab, count(*) over () as __total
    from users u left join doyangs d on d.id = u.doyang_id
    where ${sql.join(where, sql` and `)}
    order by ${bySurname('u')}, u.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

const shaped = ({ rejected_day, __total, ...r }: Row): InsuranceAnswer => ({
  ...r,
  parsed_insurance_end_date: formatDayMonYear(r.insurance_end_date),
  parsed_insurance_date: formatDayMonYear(r.insurance_date),
  parsed_insurance_sent_date: formatDayMonYear(r.insurance_sent_date),
  parsed_rejected_insurance_at: formatDayMonYear(rejected_day),
});

/** A page of a tab, and how many people the tab holds. */
export async function insurancePage(
  db: Db,
  f: InsuranceFilters,
  today: string,
  timeZone: string,
  page: { limit: number; offset: number },
): Promise<{ data: InsuranceAnswer[]; total: number }> {
  const list = await rows<Row>(db, statement(f, today, timeZone, page));
  return { data: list.map(shaped), total: Number(list[0]?.__total ?? 0) };
}

/** Every person of a tab (the CSV), in the list's order. */
export async function insuranceRows(db: Db, f: InsuranceFilters, today: string, timeZone: string): Promise<InsuranceAnswer[]> {
  return (await rows<Row>(db, statement(f, today, timeZone, null))).map(shaped);
}

/** One person as the lists show them, whatever their tab; undefined for anyone Seguros does not deal with. */
export async function insuranceOf(db: Db, id: number, today: string, timeZone: string): Promise<InsuranceAnswer | undefined> {
  return (await insuranceRows(db, { doyangIds: null, ids: [id] }, today, timeZone))[0];
}

export type InsuranceRecord = {
  id: number;
  role_id: number;
  active: boolean;
  is_prospect: boolean;
  doyang_id: number | null;
  is_rejected_insurance: boolean;
  insurance_end_date: string | null;
  insurance_sent_date: string | null;
  insurance_number: string | null;
  insurance_date: string | null;
  rejected_insurance_file: string | null;
};

/** The stored insurance state of a person, locked for the write (`forUpdate`) so two clicks see each other. */
export async function insuranceRecord(db: Db, id: number, forUpdate = false): Promise<InsuranceRecord | undefined> {
  const [row] = await rows<InsuranceRecord>(
    db,
    sql`select id, role_id, active, is_prospect, doyang_id, is_rejected_insurance, insurance_end_date::text as insurance_end_date,
        insurance_sent_date::text as insurance_sent_date, insurance_number, insurance_date::text as insurance_date,
        rejected_insurance_file
      from users where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

export const isInsurablePerson = (r: InsuranceRecord): boolean => r.role_id === ROLES.ALUMNO && r.active && !r.is_prospect;
