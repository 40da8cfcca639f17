import type { CashClosingAnswer, CashDrawerAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { one, rows } from '../../db/sql.ts';

const instant = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the doyang's drawer should hold since its previous closing, in one statement: the receipts recorded after it by
 * payment type, less the cancellations and credit notes made after it (a credit note of an older receipt is paid back
 * from today's cash). Read under the drawer's lock, it is exactly what a closing made now counts.
 */
export function cashDrawerSql(doyangId: number): SQL {
  return sql`with last as (select max(closed_at) as from_at from cash_closings where doyang_id = ${doyangId}),
    sold as (select count(*)::int as n, coalesce(sum(cash_total), 0) as cash, coalesce(sum(credit_total), 0) as credit,
        coalesce(sum(debit_total), 0) as debit, coalesce(sum(deposit_total), 0) as deposit
      from receipts, last where doyang_id = ${doyangId} and (last.from_at is null or recorded_at > last.from_at)),
    back as (select count(*)::int as n, coalesce(sum(cash_total), 0) as cash, coalesce(sum(credit_total), 0) as credit,
        coalesce(sum(debit_total), 0) as debit, coalesce(sum(deposit_total), 0) as deposit
      from receipt_cancellations, last where doyang_id = ${doyangId} and (last.from_at is null or created_at > last.from_at))
    select ${doyangId}::int as doyang_id, last.from_at, sold.n as receipts_count, back.n as cancellations_count,
      (sold.cash - back.cash) as expected_cash, (sold.credit - back.credit) as expected_credit,
      (sold.debit - back.debit) as expected_debit, (sold.deposit - back.deposit) as expected_deposit
    from last, sold, back`;
}

export const cashDrawer = (db: Db, doyangId: number) =>
  one<CashDrawerAnswer>(
    db,
    sql`select d.doyang_id, ${instant(sql`d.from_at`)} as from_at, d.receipts_count, d.cancellations_count,
        d.expected_cash::numeric(12,2)::text as expected_cash, d.expected_credit::numeric(12,2)::text as expected_credit,
        d.expected_debit::numeric(12,2)::text as expected_debit, d.expected_deposit::numeric(12,2)::text as expected_deposit,
        (d.expected_cash + d.expected_credit + d.expected_debit + d.expected_deposit)::numeric(12,2)::text as expected_total
      from (${cashDrawerSql(doyangId)}) d`,
  );

export function cashClosingRows(
  db: Db,
  f: { doyangIds: number[] | null; ids?: number[] },
  page: { limit: number; offset: number },
): Promise<(CashClosingAnswer & { __total: number })[]> {
  const where: SQL[] = [sql`true`];
  if (f.doyangIds) where.push(sql`k.doyang_id = any(${`{${f.doyangIds.join(',')}}`}::int[])`);
  if (f.ids) where.push(sql`k.id = any(${`{${f.ids.join(',')}}`}::int[])`);
  return rows(
    db,
    sql`select k.id, k.doyang_id, k.day::text as day, ${instant(sql`k.from_at`)} as from_at, k.receipts_count,
        k.cancellations_count, k.expected_cash::text as expected_cash, k.expected_credit::text as expected_credit,
        k.expected_debit::text as expected_debit, k.expected_deposit::text as expected_deposit,
        (k.expected_cash + k.expected_credit + k.expected_debit + k.expected_deposit)::text as expected_total,
        k.counted_cash::text as counted_cash, k.difference::text as difference, k.observation,
        ${fullName('u')} as closed_by_name, ${instant(sql`k.closed_at`)} as closed_at, count(*) over ()::int as __total
      from cash_closings k join users u on u.id = k.closed_by
      where ${sql.join(where, sql` and `)}
      order by k.closed_at desc, k.id desc limit ${page.limit} offset ${page.offset}`,
  );
}

/** Closes the drawer (after its lock): what it should hold now, the cash counted and the difference, in one statement. */
export async function closeCashDrawer(
  db: Db,
  c: { doyangId: number; countedCash: string; observation: string | null; actorId: number; timeZone: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into cash_closings (doyang_id, from_at, day, expected_cash, expected_credit, expected_debit, expected_deposit,
        receipts_count, cancellations_count, counted_cash, difference, observation, closed_by, closed_at)
      select d.doyang_id, d.from_at, (clock_timestamp() at time zone ${c.timeZone})::date, d.expected_cash, d.expected_credit,
        d.expected_debit, d.expected_deposit, d.receipts_count, d.cancellations_count, ${c.countedCash}::numeric,
        ${c.countedCash}::numeric - d.expected_cash, ${c.observation}, ${c.actorId}, clock_timestamp()
      from (${cashDrawerSql(c.doyangId)}) d
      returning id`,
  );
  return Number(row?.id);
}
