import { fillMessage, formatDayMonYear, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows, sqlArray } from '../../db/sql.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import { COMMISSION_CONCEPT } from './accounting.queries.ts';

type Stored = {
  id: number;
  payment_concept_id: number;
  devolution: boolean;
  doyang_id: number;
  client_doyang_id: number | null;
  paid_date: string | null;
};

export type PaidCommission = { id: number; paid_date: string; paid_by: number };

/**
 * Marks a doyang's pending commissions paid today by `actorId` (spec 03 §4, §7 'update {id 0, doyang_id, models}').
 * The rows are locked in id order first (two payers never deadlock), then each must be a commission of that doyang's
 * books still pending: one already paid is a 409 naming the day it was paid, so of ten identical requests one pays and
 * nine are told. All or nothing: a refusal leaves every row as it was. The database allows paid_date and paid_by to
 * be set once (migration 0022), whatever this code does.
 */
export async function markCommissionsPaid(
  db: Db,
  o: { doyangId: number; ids: number[]; actorId: number; today: string },
): Promise<PaidCommission[]> {
  const ids = [...o.ids].sort((a, b) => a - b);
  const stored = await rows<Stored>(
    db,
    sql`select id, payment_concept_id, devolution, doyang_id, client_doyang_id, paid_date::text as paid_date
      from payments where id = any(${sqlArray(ids, 'int')}) order by id for update`,
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    const commission =
      row &&
      row.payment_concept_id === COMMISSION_CONCEPT &&
      !row.devolution &&
      (row.doyang_id === o.doyangId || row.client_doyang_id === o.doyangId);
    if (!commission) throw validationError({ models: [fillMessage(MSG.commissionNotPending, { id })] });
  }
  const paid = stored.find((row) => row.paid_date !== null);
  if (paid)
    throw new HttpError(409, fillMessage(MSG.commissionAlreadyPaid, { id: paid.id, date: formatDayMonYear(paid.paid_date) }));
  return rows<PaidCommission>(
    db,
    sql`update payments set paid_date = ${o.today}::date, paid_by = ${o.actorId}
      where id = any(${sqlArray(ids, 'int')}) and paid_date is null
      returning id, paid_date::text as paid_date, paid_by`,
  ).then((done) => done.sort((a, b) => a.id - b.id));
}
