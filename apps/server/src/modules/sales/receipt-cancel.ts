import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one, rows } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { moveStock } from '../stock/index.ts';
import { lockSale } from './sale-write.ts';

type Line = {
  id: number;
  product_size_id: number | null;
  quantity: number;
  covers_from: string | null;
  covers_to: string | null;
  insurance_end: string | null;
  previous_insurance_end_date: string | null;
  previous_insurance_sent_date: string | null;
  previous_insurance_number: string | null;
  previous_insurance_date: string | null;
  exam_id: number | null;
  event_id: number | null;
  tournament_id: number | null;
};

/**
 * Cancels a receipt (spec 03 §4: active → canceled) without editing or deleting any money record: the receipt is
 * marked, a cancellation row says what it takes back by payment type, and each line gets its reversing line (the amount
 * negated). Its effects go back by new records too: the units return to stock, the months and insurance it covered are
 * uncovered. A receipt a cash closing already counted is reversed by a credit note (counted in the next closing).
 */
export async function cancelReceipt(db: Db, actor: SessionUser, id: number, today: string): Promise<void> {
  const head = await one<{ doyang_id: number; client_user_id: number | null }>(
    db,
    sql`select doyang_id, client_user_id from receipts where id = ${id}`,
  );
  if (!head) throw notFound();
  requireDoyang(actor, head.doyang_id);
  await lockSale(db, head.doyang_id, head.client_user_id);
  const receipt = await one<{ is_canceled: boolean; closed: boolean }>(
    db,
    sql`select r.is_canceled,
        exists (select 1 from cash_closings k where k.doyang_id = r.doyang_id and k.closed_at >= r.recorded_at) as closed
      from receipts r where r.id = ${id}`,
  );
  if (!receipt) throw notFound();
  if (receipt.is_canceled) throw validationError({ is_canceled: [MSG.receiptAlreadyCanceled] });
  const lines = await rows<Line>(
    db,
    sql`select id, product_size_id, quantity, covers_from::text, covers_to::text, insurance_end::text,
        details->>'previous_insurance_end_date' as previous_insurance_end_date,
        details->>'previous_insurance_sent_date' as previous_insurance_sent_date,
        details->>'previous_insurance_number' as previous_insurance_number,
        details->>'previous_insurance_date' as previous_insurance_date, exam_id, event_id, tournament_id
      from payments where receipt_id = ${id} and not devolution order by id`,
  );
  if (head.client_user_id) await uncoverStudent(db, head.client_user_id, lines);
  await db.execute(sql`insert into receipt_cancellations (receipt_id, doyang_id, kind, total, cash_total, credit_total,
      debit_total, deposit_total, created_by, created_at)
    select id, doyang_id, ${receipt.closed ? 'credit_note' : 'cancel'}, total, cash_total, credit_total, debit_total,
      deposit_total, ${actor.id}, clock_timestamp()
    from receipts where id = ${id}`);
  await db.execute(sql`update receipts set is_canceled = true where id = ${id}`);
  await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, discount,
      surcharge, amount, client_user_id, client_doyang_id, gp_client_name, exam_id, event_id, tournament_id, product_id,
      product_size_id, doyang_bundle_id, months_added, covers_from, covers_to, insurance_end, scolarshipped, use_recommended,
      is_partiality, details, devolution, reverses_payment_id, paid_date, paid_by, cash_amount, credit_amount, debit_amount,
      deposit_amount, created_by)
    select receipt_id, doyang_id, payment_concept_id, left('CANCELACIÓN: ' || title, 255), quantity, -price, -discount,
      -surcharge, -amount, client_user_id, client_doyang_id, gp_client_name, exam_id, event_id, tournament_id, product_id,
      product_size_id, doyang_bundle_id, months_added, covers_from, covers_to, insurance_end, scolarshipped, use_recommended,
      is_partiality, details, true, id, ${today}::date, ${actor.id}, -cash_amount, -credit_amount, -debit_amount,
      -deposit_amount, ${actor.id}
    from payments where receipt_id = ${id} and not devolution order by id`);
  const back = new Map<number, number>();
  for (const l of lines) if (l.product_size_id) back.set(l.product_size_id, (back.get(l.product_size_id) ?? 0) + l.quantity);
  for (const [product_size_id, qty] of [...back].sort(([a], [b]) => a - b)) {
    await moveStock(db, {
      product_size_id,
      doyang_id: head.doyang_id,
      qty,
      reference: `RECIBO ${id}`,
      observation: 'CANCELACIÓN',
      receipt_id: id,
      created_by: actor.id,
    });
  }
}

/**
 * The months a cancelled receipt covered are uncovered only if they are the student's last ones: a gap in the middle of
 * paid months cannot be told by the first uncovered month, so a newer receipt of months is cancelled first.
 */
async function uncoverStudent(db: Db, userId: number, lines: Line[]): Promise<void> {
  const months = lines.filter((l) => l.covers_from && l.covers_to);
  if (months.length) {
    const from = months.map((l) => l.covers_from as string).sort()[0];
    const to = months
      .map((l) => l.covers_to as string)
      .sort()
      .at(-1);
    const student = await one<{ last_covered_month: string | null }>(
      db,
      sql`select last_covered_month::text from users where id = ${userId}`,
    );
    if (student?.last_covered_month !== to) throw validationError({ is_canceled: [MSG.receiptCancelNotLatestMonths] });
    await db.execute(sql`update users set last_covered_month = (${from}::date - interval '1 month')::date where id = ${userId}`);
  }
  const insurance = lines.find((l) => l.insurance_end);
  if (insurance) {
    // The period the sale replaced comes back with its Seguros state (issue 26); a sale of the same period changed none.
    const replaced = sql`${insurance.insurance_end}::date > coalesce(${insurance.previous_insurance_end_date}::date, '-infinity'::date)`;
    await db.execute(sql`update users set insurance_end_date = ${insurance.previous_insurance_end_date}::date,
        insurance_sent_date = case when ${replaced} then ${insurance.previous_insurance_sent_date}::date else insurance_sent_date end,
        insurance_number = case when ${replaced} then ${insurance.previous_insurance_number} else insurance_number end,
        insurance_date = case when ${replaced} then ${insurance.previous_insurance_date}::date else insurance_date end
      where id = ${userId} and insurance_end_date = ${insurance.insurance_end}::date`);
  }
}
