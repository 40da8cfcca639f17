import type { CashClosingAnswer, CashDrawerAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { one, rows } from '../../db/sql.ts';

const instant = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What each doyang's drawer held at `asOf` since its previous closing, in one statement: the receipts recorded after
 * that closing by payment type, less the cancellations and credit notes made after it (a credit note of an older
 * receipt is paid back from the current cash). `doyangIds` is a SQL list of ids. Read under the drawer's lock, it is
 * exactly what a closing made at `asOf` counts (the demo's closings are made by it too).
 */
export function cashDrawerSql(doyangIds: SQL, asOf: SQL): SQL {
  const within = (column: SQL) => sql`${column} <= ${asOf} and (l.from_at is null or ${column} > l.from_at)`;
  const byType = (t: string) => sql`coalesce(sum(x.${sql.raw(t)}), 0)`;
  const totals = sql`count(x.id)::int as n, ${byType('cash_total')} as cash, ${byType('credit_total')} as credit,
    ${byType('debit_total')} as debit, ${byType('deposit_total')} as deposit`;
  return sql`with l as (select d.id as doyang_id,
        (select max(k.closed_at) from cash_closings k where k.doyang_id = d.id and k.closed_at <= ${asOf}) as from_at
      from doyangs d where d.id in (${doyangIds})),
    sold as (select l.doyang_id, ${totals} from l left join receipts x on x.doyang_id = l.doyang_id and ${within(sql`x.recorded_at`)}
      group by l.doyang_id),
    back as (select l.doyang_id, ${totals} from l
      left join receipt_cancellations x on x.doyang_id = l.doyang_id and ${within(sql`x.created_at`)} group by l.doyang_id)
    select l.doyang_id, l.from_at, sold.n as receipts_count, back.n as cancellations_count,
      (sold.cash - back.cash) as expected_cash, (sold.credit - back.credit) as expected_credit,
      (sold.debit - back.debit) as expected_debit, (sold.deposit - back.deposit) as expected_deposit
    from l join sold using (doyang_id) join back using (doyang_id)`;
}

/** Closes drawers as of an instant (after their lock): what each should hold, the cash counted and the difference. */
export function closeDrawersSql(c: {
  doyangIds: SQL;
  closedAt: SQL;
  countedCash: SQL;
  observation: SQL;
  closedBy: SQL;
  timeZone: string;
}): SQL {
  return sql`insert into cash_closings (doyang_id, from_at, day, expected_cash, expected_credit, expected_debit, expected_deposit,
      receipts_count, cancellations_count, counted_cash, difference, observation, closed_by, closed_at)
    select d.doyang_id, d.from_at, (${c.closedAt} at time zone ${c.timeZone})::date, d.expected_cash, d.expected_credit,
      d.expected_debit, d.expected_deposit, d.receipts_count, d.cancellations_count, ${c.countedCash},
      ${c.countedCash} - d.expected_cash, ${c.observation}, ${c.closedBy}, ${c.closedAt}
    from (${cashDrawerSql(c.doyangIds, c.closedAt)}) d
    returning id`;
}

export const cashDrawer = (db: Db, doyangId: number) =>
  one<CashDrawerAnswer>(
    db,
    sql`select d.doyang_id, ${instant(sql`d.from_at`)} as from_at, d.receipts_count, d.cancellations_count,
        d.expected_cash::numeric(12,2)::text as expected_cash, d.expected_credit::numeric(12,2)::text as expected_credit,
        d.expected_debit::numeric(12,2)::text as expected_debit, d.expected_deposit::numeric(12,2)::text as expected_deposit,
        (d.expected_cash + d.expected_credit + d.expected_debit + d.expected_deposit)::numeric(12,2)::text as expected_total
      from (${cashDrawerSql(sql`${doyangId}`, sql`clock_timestamp()`)}) d`,
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

/** Closes one doyang's drawer now (after its lock) with the cash counted. */
export async function closeCashDrawer(
  db: Db,
  c: { doyangId: number; countedCash: string; observation: string | null; actorId: number; timeZone: string },
): Promise<number> {
  const now = await one<{ at: string }>(db, sql`select clock_timestamp()::text as at`);
  const row = await one<{ id: number }>(
    db,
    closeDrawersSql({
      doyangIds: sql`${c.doyangId}`,
      closedAt: sql`${now?.at}::timestamptz`,
      countedCash: sql`${c.countedCash}::numeric`,
      observation: sql`${c.observation}`,
      closedBy: sql`${c.actorId}::int`,
      timeZone: c.timeZone,
    }),
  );
  return Number(row?.id);
}
