import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { nextNumber } from '../../test/factories.ts';

// Rows the commission tests make for themselves: an exam, event or tournament on a date, and a sale of it at a doyang's
// desk written as the point of sale writes it (a receipt with one line of concept 1, 2 or 3, paid that day).

export type RecordKind = 'exam' | 'event' | 'tournament';

const CONCEPT = { exam: 1, event: 2, tournament: 3 } as const;

export async function makeRecord(
  db: Db,
  kind: RecordKind,
  o: { date: string; name?: string; is_seminar?: boolean },
): Promise<number> {
  const n = nextNumber();
  const name = o.name ?? `${kind.toUpperCase()} PRUEBA ${n}`;
  const row =
    kind === 'exam'
      ? await one<{ id: number }>(
          db,
          sql`insert into exams (name, number, date, price, active) values (${name}, ${n}, ${o.date}, '500.00', true) returning id`,
        )
      : await one<{ id: number }>(
          db,
          sql`insert into ${sql.raw(`${kind}s`)} (name, date, price, is_seminar, active)
            values (${name}, ${o.date}, '500.00', ${o.is_seminar ?? false}, true) returning id`,
        );
  return Number(row?.id);
}

export type Sale = {
  doyang: number;
  kind: RecordKind;
  record: number;
  amount: string;
  /** The student who bought it; none for the general public (then `quantity` people). */
  user?: number | null;
  quantity?: number;
  partiality?: boolean;
  by: number;
};

/** One receipt with one line for the record; answers the receipt's id. */
export async function sell(db: Db, s: Sale): Promise<number> {
  const receipt = await one<{ id: number }>(
    db,
    sql`insert into receipts (doyang_id, client_user_id, total, cash_total, idempotency_key, created_by)
      values (${s.doyang}, ${s.user ?? null}, ${s.amount}, ${s.amount}, ${randomUUID()}, ${s.by}) returning id`,
  );
  const quantity = s.quantity ?? 1;
  await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount,
      client_user_id, exam_id, event_id, tournament_id, is_partiality, paid_date, paid_by, created_by, cash_amount)
    values (${receipt?.id}, ${s.doyang}, ${CONCEPT[s.kind]}, 'VENTA DE PRUEBA', ${quantity}, ${s.amount}, ${s.amount},
      ${s.user ?? null}, ${s.kind === 'exam' ? s.record : null}, ${s.kind === 'event' ? s.record : null},
      ${s.kind === 'tournament' ? s.record : null}, ${s.partiality ?? false}, current_date, ${s.by}, ${s.by}, ${s.amount})`);
  return Number(receipt?.id);
}
