import { type AccountingPaymentAnswer, formatDayMonYear, type PaymentAmountsAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedFullName, fullName } from '../../db/relations.ts';
import { foldedContains, spanishFolded } from '../../db/spanish-text.ts';
import { one, rows, sqlArray } from '../../db/sql.ts';

// INGRESOS (issue 26): the payments' lines read as accounting. The list and the CSV filter the lines with `whereOf`;
// the totals and the count add up the same lines, from the day totals (payment_day_totals) unless a text search needs
// the lines themselves; a test compares both with the rows listed under every combination of filters. A line's day is
// when it was recorded (payments.created_at, a cancellation's reversal when it was cancelled), the instant the cash
// closings count by.

export type PaymentFilters = {
  /** The doyangs whose books are read (what they sold, and the commissions owed or paid to them); null: the network. */
  doyangIds: number[] | null;
  /** Only lines sold to this doyang as the client. */
  clientDoyangId: number | null;
  /** Calendar days (APP_TIMEZONE), both included. */
  from: string | null;
  to: string | null;
  title: string | null;
  clientName: string | null;
  /** 'solo equipo': product lines (concept 4). */
  equipsOnly: boolean;
  /** The commissions still owed (concept 9 without paid_date): what the point of sale pays a doyang. */
  pendingCommissions: boolean;
  timeZone: string;
};

export const COMMISSION_CONCEPT = 9;
const PRODUCT_CONCEPT = 4;

/** The pending commission rule (spec 03 §4): a commission line without paid_date. */
export const PENDING_COMMISSION = sql`(p.payment_concept_id = ${sql.raw(String(COMMISSION_CONCEPT))} and p.paid_date is null and not p.devolution)`;

/** The lines of a doyang's books: what it sold, and the commissions owed or paid to it (it is their client). */
const ofDoyangs = (ids: readonly number[]): SQL =>
  ids.length
    ? sql`(p.doyang_id = any(${sqlArray(ids, 'int')}) or (p.payment_concept_id = ${sql.raw(String(COMMISSION_CONCEPT))}
        and p.client_doyang_id = any(${sqlArray(ids, 'int')})))`
    : sql`false`;

export function whereOf(f: PaymentFilters): SQL {
  const c: SQL[] = [sql`true`];
  if (f.doyangIds) c.push(ofDoyangs(f.doyangIds));
  if (f.clientDoyangId) c.push(sql`p.client_doyang_id = ${f.clientDoyangId}`);
  if (f.from) c.push(sql`p.created_at >= (${f.from}::date)::timestamp at time zone ${f.timeZone}`);
  if (f.to) c.push(sql`p.created_at < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`);
  if (f.title) c.push(foldedContains(spanishFolded(sql`p.title`), f.title));
  if (f.clientName) {
    // Names are searched once where they are indexed (people by their folded name, migration 0013), then their lines.
    const term = f.clientName;
    // The matching ids as a set the scan looks each line up in (a hashed subplan): `= any(array)` compared every line
    // with every id, 2 s for a common surname over a year of the network.
    c.push(sql`(p.client_user_id in (select unnest(array(select u.id from users u where ${foldedContains(foldedFullName('u'), term)})))
      or p.client_doyang_id in (select unnest(array(select x.id from doyangs x where ${foldedContains(spanishFolded(sql`x.name`), term)})))
      or (p.gp_client_name is not null and ${foldedContains(spanishFolded(sql`p.gp_client_name`), term)}))`);
  }
  if (f.equipsOnly) c.push(sql`p.payment_concept_id = ${sql.raw(String(PRODUCT_CONCEPT))}`);
  if (f.pendingCommissions) c.push(PENDING_COMMISSION);
  return sql.join(c, sql` and `);
}

/**
 * Filters that INGRESOS' totals by day answer (migration 0025, payment_day_totals): all but the text searches, which add
 * up the lines themselves. The day totals carry the same keys the lines are filtered by (doyang, client doyang,
 * concept, pending, day), so both ways give the same sums (tested over every combination of filters).
 */
const byDays = (f: PaymentFilters) => !f.title && !f.clientName;

function dayTotalsWhere(f: PaymentFilters): SQL {
  const c: SQL[] = [sql`true`];
  if (f.doyangIds)
    c.push(
      f.doyangIds.length
        ? sql`(t.doyang_id = any(${sqlArray(f.doyangIds, 'int')}) or (t.payment_concept_id = ${sql.raw(String(COMMISSION_CONCEPT))}
            and t.client_doyang_id = any(${sqlArray(f.doyangIds, 'int')})))`
        : sql`false`,
    );
  if (f.clientDoyangId) c.push(sql`t.client_doyang_id = ${f.clientDoyangId}`);
  if (f.from) c.push(sql`t.day >= ${f.from}::date`);
  if (f.to) c.push(sql`t.day <= ${f.to}::date`);
  if (f.equipsOnly) c.push(sql`t.payment_concept_id = ${sql.raw(String(PRODUCT_CONCEPT))}`);
  if (f.pendingCommissions) c.push(sql`t.pending`);
  return sql.join(c, sql` and `);
}

/** How many lines the filters find: from the day totals when they can answer, else counted. */
const countOf = (f: PaymentFilters): SQL =>
  byDays(f)
    ? sql`(select coalesce(sum(t.lines), 0) from payment_day_totals t where ${dayTotalsWhere(f)})::int`
    : sql`(select count(*) from payments p where ${whereOf(f)})::int`;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One line as INGRESOS shows it, from `payments p` and the joins of LINE_JOINS. */
const lineColumns = (timeZone: string): SQL => sql`p.id, p.receipt_id, p.doyang_id, d.name as doyang_name,
  p.client_doyang_id, p.payment_concept_id, coalesce(pc.name, '') as concept_name, p.title, p.quantity,
  p.price::text as price, p.discount::text as discount, p.surcharge::text as surcharge, p.amount::text as amount,
  p.cash_amount::text as cash_amount, p.credit_amount::text as credit_amount, p.debit_amount::text as debit_amount,
  p.deposit_amount::text as deposit_amount,
  case when r.id is null then null when r.cash_total = r.total then 'EFECTIVO' when r.credit_total = r.total then 'TARJETA DE CRÉDITO'
    when r.debit_total = r.total then 'TARJETA DE DÉBITO' when r.deposit_total = r.total then 'DEPÓSITO' else 'VARIOS' end as payment_type,
  coalesce(nullif(${fullName('cl')}, ''), cd.name, p.gp_client_name) as client_name, r.client_phone,
  ${iso(sql`p.created_at`)} as created_at, to_char(p.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
  coalesce(r.is_canceled, false) as is_canceled, p.devolution, p.reverses_payment_id, p.paid_date::text as paid_date,
  nullif(${fullName('pb')}, '') as paid_by_name, ${PENDING_COMMISSION} as is_pending_commission`;

const LINE_JOINS = sql`join doyangs d on d.id = p.doyang_id
  left join payment_concepts pc on pc.id = p.payment_concept_id
  left join receipts r on r.id = p.receipt_id
  left join users cl on cl.id = p.client_user_id
  left join doyangs cd on cd.id = p.client_doyang_id
  left join users pb on pb.id = p.paid_by`;

type LineRow = Omit<AccountingPaymentAnswer, 'parsed_created_at'> & { day: string };

/** The answered line: its day as DD/MON/YYYY. */
const shapedLine = ({ day, ...row }: LineRow): AccountingPaymentAnswer => ({
  ...row,
  parsed_created_at: formatDayMonYear(day),
});

/**
 * A page of lines, newest first (or oldest with `ascending`), and how many the filters find, in one statement: the
 * page's ids from the index in order, then the details of those lines only.
 */
export async function paymentLines(
  db: Db,
  f: PaymentFilters,
  page: { limit: number | null; offset: number; ascending: boolean },
): Promise<{ data: AccountingPaymentAnswer[]; total: number }> {
  const where = whereOf(f);
  const dir = page.ascending ? sql`asc` : sql`desc`;
  const list = await rows<LineRow & { __total: number }>(
    db,
    sql`with page as (
        select p.id from payments p where ${where}
        order by p.created_at ${dir}, p.id ${dir}
        ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset})
      select ${lineColumns(f.timeZone)}, ${countOf(f)} as __total
      from page join payments p on p.id = page.id ${LINE_JOINS}
      order by p.created_at ${dir}, p.id ${dir}`,
  );
  const total = list.length
    ? Number(list[0].__total)
    : Number((await one<{ n: number }>(db, sql`select ${countOf(f)} as n`))?.n ?? 0);
  return { data: list.map(({ __total, ...row }) => shapedLine(row)), total };
}

const pesos = (value: SQL) => sql`coalesce(${value}, 0)::numeric(14, 2)::text`;

/**
 * The totals of every line the filters find (spec 03 §7 amounts_only), in one statement over the same rows: the day
 * totals for dates, doyangs, equipment and pending commissions; the lines themselves under a text search.
 */
export async function paymentAmounts(db: Db, f: PaymentFilters): Promise<PaymentAmountsAnswer> {
  const [source, where, lines, pending] = byDays(f)
    ? [sql`payment_day_totals t`, dayTotalsWhere(f), sql`sum(t.lines)`, sql`sum(t.amount) filter (where t.pending)`]
    : [sql`payments p`, whereOf(f), sql`count(*)`, sql`sum(p.amount) filter (where ${PENDING_COMMISSION})`];
  const alias = byDays(f) ? sql`t` : sql`p`;
  const row = await one<PaymentAmountsAnswer>(
    db,
    sql`select ${pesos(sql`sum(${alias}.amount)`)} as "total", ${pesos(sql`sum(${alias}.credit_amount)`)} as "creditCardAmount",
        ${pesos(sql`sum(${alias}.debit_amount)`)} as "debitCardAmount", ${pesos(sql`sum(${alias}.deposit_amount)`)} as "depositAmount",
        ${pesos(sql`sum(${alias}.cash_amount)`)} as "cashAmount", ${pesos(pending)} as "pendingAmount",
        coalesce(${lines}, 0)::int as "count"
      from ${source} where ${where}`,
  );
  return row as PaymentAmountsAnswer;
}
