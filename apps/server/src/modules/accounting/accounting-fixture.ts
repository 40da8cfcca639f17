import { randomUUID } from 'node:crypto';
import { fromCents, GENERAL_DIRECTION_DOYANG_ID, paidByType, sumCents } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { nextNumber } from '../../test/factories.ts';
import { moveStock } from '../stock/index.ts';

// Rows the accounting tests make for themselves: receipts recorded at a chosen instant (the point of sale records them
// now), written as the sale writes them (each line's share of the payment by type), and commissions still owed.

export type LineSpec = { concept?: number; title: string; amount: string; quantity?: number };
export type Pay = { cash_total?: string; credit_total?: string; debit_total?: string; deposit_total?: string };

export async function makeReceipt(
  db: Db,
  o: {
    doyangId: number;
    at: string;
    lines: LineSpec[];
    pay?: Pay;
    clientUserId?: number | null;
    clientDoyangId?: number | null;
    gpClientName?: string | null;
    by?: number;
  },
): Promise<{ id: number; lineIds: number[] }> {
  const total = fromCents(sumCents(o.lines.map((l) => l.amount)));
  const pay = { cash_total: '0', credit_total: '0', debit_total: '0', deposit_total: '0', ...(o.pay ?? { cash_total: total }) };
  const shares = paidByType(
    o.lines.map((l) => l.amount),
    pay,
  );
  const by = o.by ?? 1;
  const receipt = await one<{ id: number }>(
    db,
    sql`insert into receipts (doyang_id, client_user_id, client_doyang_id, gp_client_name, total, cash_total, credit_total,
        debit_total, deposit_total, idempotency_key, created_by, created_at, recorded_at)
      values (${o.doyangId}, ${o.clientUserId ?? null}, ${o.clientDoyangId ?? null}, ${o.gpClientName ?? null}, ${total},
        ${pay.cash_total}, ${pay.credit_total}, ${pay.debit_total}, ${pay.deposit_total}, ${randomUUID()}, ${by}, ${o.at}, ${o.at})
      returning id`,
  );
  const lineIds: number[] = [];
  for (const [i, line] of o.lines.entries()) {
    const s = shares[i];
    const row = await one<{ id: number }>(
      db,
      sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount, client_user_id,
          client_doyang_id, gp_client_name, paid_date, paid_by, cash_amount, credit_amount, debit_amount, deposit_amount,
          created_by, created_at)
        values (${receipt?.id}, ${o.doyangId}, ${line.concept ?? 4}, ${line.title}, ${line.quantity ?? 1}, ${line.amount},
          ${line.amount}, ${o.clientUserId ?? null}, ${o.clientDoyangId ?? null}, ${o.gpClientName ?? null},
          (${o.at}::timestamptz at time zone 'America/Mexico_City')::date, ${by}, ${s.cash_amount}, ${s.credit_amount},
          ${s.debit_amount}, ${s.deposit_amount}, ${by}, ${o.at})
        returning id`,
    );
    lineIds.push(Number(row?.id));
  }
  return { id: Number(receipt?.id), lineIds };
}

/**
 * A commission the general direction owes a doyang (concept 9, no receipt, paid_date null), as the commission tables
 * will generate them: in the general direction's books with the doyang as client, unless `books` says otherwise.
 */
export async function makePendingCommission(
  db: Db,
  o: { owedTo: number; amount: string; at: string; books?: number; title?: string },
): Promise<number> {
  // Each commission is of its own exam, as the generation writes one per doyang and record (payments_commission_once_idx).
  const exam = await one<{ id: number }>(
    db,
    sql`insert into exams (name, date) values (${`EXAMEN COMISIÓN ${nextNumber()}`}, ${o.at}::date) returning id`,
  );
  const row = await one<{ id: number }>(
    db,
    sql`insert into payments (doyang_id, client_doyang_id, payment_concept_id, title, quantity, price, amount, exam_id,
        created_by, created_at)
      values (${o.books ?? GENERAL_DIRECTION_DOYANG_ID}, ${o.owedTo}, 9, ${o.title ?? 'COMISIÓN EXAMEN PRUEBA'}, 1, ${o.amount},
        ${o.amount}, ${exam?.id}, 1, ${o.at})
      returning id`,
  );
  return Number(row?.id);
}

/** A product with one size, `qty` units of it in the doyang's stock (an entry, the one way stock moves). */
export async function makeStockedSize(db: Db, o: { doyangId: number; price: string; qty: number }): Promise<number> {
  const product = await one<{ id: number }>(
    db,
    sql`insert into products (name, price) values (${`CINTA CONTABLE ${nextNumber()}`}, ${o.price}) returning id`,
  );
  const variant = await one<{ id: number }>(
    db,
    sql`insert into product_variants (product_id, name, "order") values (${product?.id}, 'NEGRA', 1) returning id`,
  );
  const size = await one<{ id: number }>(
    db,
    sql`insert into product_sizes (product_variant_id, name, "order", min_product) values (${variant?.id}, '3', 1, 0) returning id`,
  );
  const sizeId = Number(size?.id);
  await moveStock(db, { product_size_id: sizeId, doyang_id: o.doyangId, qty: o.qty, reference: 'COMPRA INICIAL', created_by: 1 });
  return sizeId;
}

/** A note of the point of sale (POST /api/payments), with a fresh key. */
export const saleNote = (doyangId: number, items: object[], extra: Record<string, unknown> = {}) => ({
  note_key: randomUUID(),
  doyang_id: doyangId,
  noteItems: items,
  ...extra,
});
