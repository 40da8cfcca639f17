import { paidByType } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockFor } from '../../db/locks.ts';
import { payments } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { moveStock } from '../stock/index.ts';
import type { SaleLine } from './sale-line.ts';

export type SaleClient = {
  user_id: number | null;
  client_doyang_id: number | null;
  gp_client_name: string | null;
  client_phone: string | null;
};

export type SaleTotals = { total: string; cash_total: string; credit_total: string; debit_total: string; deposit_total: string };

/**
 * A doyang's cash drawer: sales, cancellations and closings of one doyang take it in turn, so a closing counts exactly
 * what was recorded before it (every record's instant is read after the lock, with clock_timestamp()).
 */
export const lockCashDrawer = (db: Db, doyangId: number) => lockFor(db, 'cash-drawer', doyangId);

/** The receipt already made for this note (a retry, a double click), if any. */
export async function receiptOfNote(
  db: Db,
  noteKey: string,
): Promise<{ id: number; doyang_id: number; total: string; client_phone: string | null } | undefined> {
  return one(db, sql`select id, doyang_id, total::text as total, client_phone from receipts where idempotency_key = ${noteKey}`);
}

/**
 * Takes what a sale reads before pricing: the doyang's drawer, then the buying student's row, so two sales of months to
 * one student price one after the other (from the month the first left uncovered).
 */
export async function lockSale(db: Db, doyangId: number, userId: number | null): Promise<void> {
  await lockCashDrawer(db, doyangId);
  if (userId) await db.execute(sql`select 1 from users where id = ${userId} for update`);
}

/**
 * Writes a priced note as one sale, inside the request's transaction (after lockSale): the receipt first (a second request with the same
 * note waits on its key and then finds it), then its lines, the stock they take (sizes in id order: two sales never
 * deadlock), the prospects they enrol, the months and insurance they cover. Any refusal rolls all of it back.
 * Answers null when the note had already been sold meanwhile.
 */
export async function writeSale(
  db: Db,
  sale: {
    doyangId: number;
    noteKey: string;
    actorId: number;
    client: SaleClient;
    totals: SaleTotals;
    lines: SaleLine[];
    today: string;
  },
): Promise<number | null> {
  const { client, totals } = sale;
  const receipt = await one<{ id: number }>(
    db,
    sql`insert into receipts (doyang_id, client_user_id, client_doyang_id, gp_client_name, client_phone, total, cash_total,
        credit_total, debit_total, deposit_total, idempotency_key, created_by, created_at, recorded_at)
      values (${sale.doyangId}, ${client.user_id}, ${client.client_doyang_id}, ${client.gp_client_name}, ${client.client_phone},
        ${totals.total}, ${totals.cash_total}, ${totals.credit_total}, ${totals.debit_total}, ${totals.deposit_total},
        ${sale.noteKey}, ${sale.actorId}, clock_timestamp(), clock_timestamp())
      on conflict (idempotency_key) do nothing
      returning id`,
  );
  if (!receipt) return null;
  // What the insurance covered before is kept on the line, so a cancellation can give it back.
  // The Seguros state of the period it replaces too (issue 26): a new period starts unsent, a cancellation gives it back.
  const before = client.user_id
    ? await one<{
        insurance_end_date: string | null;
        insurance_sent_date: string | null;
        insurance_number: string | null;
        insurance_date: string | null;
      }>(
        db,
        sql`select insurance_end_date::text, insurance_sent_date::text, insurance_number, insurance_date::text
          from users where id = ${client.user_id}`,
      )
    : undefined;
  // Each line's share of the four amounts (INGRESOS adds lines up by payment type).
  const shares = paidByType(
    sale.lines.map((line) => line.amount),
    totals,
  );
  await db.insert(payments).values(
    sale.lines.map((line, i) => ({
      ...shares[i],
      receipt_id: receipt.id,
      doyang_id: sale.doyangId,
      payment_concept_id: line.payment_concept_id,
      title: line.title,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      surcharge: line.surcharge,
      amount: line.amount,
      client_user_id: client.user_id,
      client_doyang_id: client.client_doyang_id,
      gp_client_name: client.gp_client_name,
      exam_id: line.exam_id,
      event_id: line.event_id,
      tournament_id: line.tournament_id,
      product_id: line.product_id,
      product_size_id: line.product_size_id,
      doyang_bundle_id: line.doyang_bundle_id,
      months_added: line.months_added,
      covers_from: line.covers_from,
      covers_to: line.covers_to,
      insurance_end: line.insurance_end,
      scolarshipped: line.scolarshipped,
      use_recommended: line.use_recommended,
      is_partiality: line.is_partiality,
      details: line.insurance_end
        ? {
            ...line.details,
            previous_insurance_end_date: before?.insurance_end_date ?? null,
            previous_insurance_sent_date: before?.insurance_sent_date ?? null,
            previous_insurance_number: before?.insurance_number ?? null,
            previous_insurance_date: before?.insurance_date ?? null,
          }
        : line.details,
      paid_date: sale.today,
      paid_by: sale.actorId,
      created_by: sale.actorId,
    })),
  );
  const taken = new Map<number, number>();
  for (const line of sale.lines)
    for (const s of line.stock) taken.set(s.product_size_id, (taken.get(s.product_size_id) ?? 0) + s.qty);
  for (const [product_size_id, qty] of [...taken].sort(([a], [b]) => a - b)) {
    await moveStock(
      db,
      {
        product_size_id,
        doyang_id: sale.doyangId,
        qty: -qty,
        reference: `RECIBO ${receipt.id}`,
        observation: 'VENTA',
        receipt_id: receipt.id,
        created_by: sale.actorId,
      },
      'noteItems',
    );
  }
  if (client.user_id) await coverStudent(db, client.user_id, sale.lines, sale.doyangId, sale.actorId);
  return receipt.id;
}

/** The months and insurance the lines cover, and the prospects they enrol, on the buying student. */
async function coverStudent(db: Db, userId: number, lines: SaleLine[], doyangId: number, actorId: number): Promise<void> {
  const coversTo = lines
    .map((l) => l.covers_to)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  const insuranceEnd = lines
    .map((l) => l.insurance_end)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  if (coversTo || insuranceEnd) {
    // An insurance that reaches past the one held is a new period (issue 26, decisions.md "Issue 26 — insurance"): its
    // person goes back to Asegurables, unsent and uninsured (a rejection stays until 'Aceptó el seguro').
    const newPeriod = sql`${insuranceEnd ?? null}::date > coalesce(insurance_end_date, '-infinity'::date)`;
    await db.execute(sql`update users set
        last_covered_month = coalesce(greatest(last_covered_month, ${coversTo ?? null}::date), ${coversTo ?? null}::date),
        insurance_sent_date = case when ${newPeriod} then null else insurance_sent_date end,
        insurance_number = case when ${newPeriod} then null else insurance_number end,
        insurance_date = case when ${newPeriod} then null else insurance_date end,
        insurance_end_date = coalesce(greatest(insurance_end_date, ${insuranceEnd ?? null}::date), ${insuranceEnd ?? null}::date)
      where id = ${userId}`);
  }
  for (const line of lines) {
    const e = line.enrol;
    if (!e) continue;
    const table = sql.raw(`${e.kind}_prospects`);
    const key = sql.raw(`${e.kind}_id`);
    if (e.kind === 'tournament') {
      const p = e.pays;
      await db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, added_by, colaborated,
          colaborated_mother, colaborated_father, pay_combat, pay_forms, pay_boards, pay_kicking_speed, pay_techniques,
          pay_jumping_kicks)
        values (${e.id}, ${userId}, ${doyangId}, ${actorId}, ${e.colaborated}, ${e.colaborated_mother}, ${e.colaborated_father},
          ${p.pay_combat ?? false}, ${p.pay_forms ?? false}, ${p.pay_boards ?? false}, ${p.pay_kicking_speed ?? false},
          ${p.pay_techniques ?? false}, ${p.pay_jumping_kicks ?? false})
        on conflict (tournament_id, user_id) do update set
          colaborated = tournament_prospects.colaborated or excluded.colaborated,
          colaborated_mother = tournament_prospects.colaborated_mother or excluded.colaborated_mother,
          colaborated_father = tournament_prospects.colaborated_father or excluded.colaborated_father,
          pay_combat = tournament_prospects.pay_combat or excluded.pay_combat,
          pay_forms = tournament_prospects.pay_forms or excluded.pay_forms,
          pay_boards = tournament_prospects.pay_boards or excluded.pay_boards,
          pay_kicking_speed = tournament_prospects.pay_kicking_speed or excluded.pay_kicking_speed,
          pay_techniques = tournament_prospects.pay_techniques or excluded.pay_techniques,
          pay_jumping_kicks = tournament_prospects.pay_jumping_kicks or excluded.pay_jumping_kicks`);
    } else {
      await db.execute(sql`insert into ${table} (${key}, user_id, doyang_id, added_by, colaborated, colaborated_mother, colaborated_father)
        values (${e.id}, ${userId}, ${doyangId}, ${actorId}, ${e.colaborated}, ${e.colaborated_mother}, ${e.colaborated_father})
        on conflict (${key}, user_id) do update set
          colaborated = ${table}.colaborated or excluded.colaborated,
          colaborated_mother = ${table}.colaborated_mother or excluded.colaborated_mother,
          colaborated_father = ${table}.colaborated_father or excluded.colaborated_father`);
    }
  }
}
