import type { ReceiptAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedFullName, fullName } from '../../db/relations.ts';
import { foldedContains, spanishFolded } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';

export type ReceiptFilters = {
  /** The doyangs whose receipts may be read (null: the whole network). */
  doyangIds: number[] | null;
  search: string | null;
  clientUserId: number | null;
  ids: number[] | null;
};

/**
 * Receipts with their lines, newest first, in one statement (the page and its total together). A cancellation's
 * reversing lines are not listed: the receipt shows CANCELADO and who cancelled it.
 */
export function receiptRows(
  db: Db,
  f: ReceiptFilters,
  page: { limit: number | null; offset: number },
): Promise<(ReceiptAnswer & { __total: number })[]> {
  const where: SQL[] = [sql`true`];
  if (f.doyangIds) where.push(sql`r.doyang_id = any(${`{${f.doyangIds.join(',')}}`}::int[])`);
  if (f.clientUserId) where.push(sql`r.client_user_id = ${f.clientUserId}`);
  if (f.ids) where.push(sql`r.id = any(${`{${f.ids.join(',')}}`}::int[])`);
  if (f.search) {
    // Each way of naming a client is read where it is indexed — people by their folded name (migration 0013; an array,
    // so the planner reads that index rather than hashing every person), doyang clients and the general public on their
    // partial indexes (migration 0028) —, so a name found on few receipts never walks the doyang's every receipt.
    const term = f.search;
    const number = /^#?\d{1,9}$/.test(term.trim()) ? Number(term.trim().replace(/^#/, '')) : null;
    where.push(sql`r.id in (
      select x.id from receipts x
        where x.client_user_id = any(array(select u.id from users u where ${foldedContains(foldedFullName('u'), term)}))
      union all select x.id from receipts x
        where x.client_doyang_id is not null
          and x.client_doyang_id = any(array(select d.id from doyangs d where ${foldedContains(spanishFolded(sql`d.name`), term)}))
      union all select x.id from receipts x
        where x.gp_client_name is not null and ${foldedContains(spanishFolded(sql`x.gp_client_name`), term)}
      union all select ${number}::int)`);
  }
  // The page first (the receipts' index in order) and the count apart (no window over every receipt), then the page's
  // details: the lines, names and closing of 15 receipts, not of every receipt counted.
  const filtered = sql`from receipts r where ${sql.join(where, sql` and `)}`;
  return rows(
    db,
    sql`with page as (
      select r.id ${filtered}
      order by r.created_at desc, r.id desc
      ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset})
    select r.id, r.doyang_id, d.name as doyang_name,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      r.is_canceled, c.kind as cancel_kind,
      to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as canceled_at,
      ${fullName('cb')} as canceled_by_name, ${fullName('e')} as elaborated_name, r.client_user_id,
      coalesce(nullif(${fullName('cl')}, ''), cd.name, r.gp_client_name) as client_name, r.client_phone,
      r.total::text as total, r.cash_total::text as cash_total, r.credit_total::text as credit_total,
      r.debit_total::text as debit_total, r.deposit_total::text as deposit_total,
      exists (select 1 from cash_closings k where k.doyang_id = r.doyang_id and k.closed_at >= r.recorded_at) as day_closed,
      coalesce((select json_agg(json_build_object('id', p.id, 'payment_concept_id', p.payment_concept_id,
          'title', p.title, 'qty', p.quantity, 'price', p.price::text, 'discount', p.discount::text,
          'surcharge', p.surcharge::text, 'amount', p.amount::text,
          'client_name', coalesce(nullif(${fullName('cl')}, ''), cd.name, r.gp_client_name), 'client_phone', r.client_phone,
          'doyang_bundle_id', p.doyang_bundle_id, 'covers_from', p.covers_from, 'covers_to', p.covers_to,
          'devolution', p.devolution) order by p.id)
        from payments p where p.receipt_id = r.id and not p.devolution), '[]'::json) as payments,
      (select count(*) ${filtered})::int as __total
    from page
      join receipts r on r.id = page.id
      join doyangs d on d.id = r.doyang_id
      join users e on e.id = r.created_by
      left join users cl on cl.id = r.client_user_id
      left join doyangs cd on cd.id = r.client_doyang_id
      left join receipt_cancellations c on c.receipt_id = r.id
      left join users cb on cb.id = c.created_by
    order by r.created_at desc, r.id desc`,
  );
}

export async function receiptById(db: Db, id: number): Promise<ReceiptAnswer | undefined> {
  const [row] = await receiptRows(db, { doyangIds: null, search: null, clientUserId: null, ids: [id] }, { limit: 1, offset: 0 });
  if (!row) return undefined;
  const { __total, ...receipt } = row;
  return receipt;
}
