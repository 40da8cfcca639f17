import { APP_TIME_ZONE, GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

// Commissions the general direction still owes (issue 26): so INGRESOS shows pending rows to mark paid. A stand-in
// until the commission tables generate them (MULTINIVEL PROFESORES, built apart): it writes nothing when pending
// commissions already exist, and a later generation can take its place by deleting this file and its call.
//
// The shape a pending commission has: a line without receipt, concept 9, paid_date null, in the general direction's
// books (doyang_id 23) with the doyang it is owed to as client (client_doyang_id), the exam it comes from. Four active
// schools are owed a tenth of what their students paid for the last exam held, recorded the day after it.

export async function seedPendingCommissions(db: Db, today: string): Promise<void> {
  await db.execute(sql`insert into payments (receipt_id, doyang_id, client_doyang_id, payment_concept_id, title, quantity, price,
      amount, exam_id, created_by, created_at)
    select null, ${GENERAL_DIRECTION_DOYANG_ID}, d.id, 9, 'COMISIÓN ' || e.name, 1, c.amount, c.amount, e.id, 1,
      ((least(e.date + 1, ${today}::date)) + time '12:00') at time zone ${APP_TIME_ZONE}
    from (select id, name, date from exams where date < ${today}::date order by date desc limit 1) e
      cross join lateral (select d.id, d.name from doyangs d where d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID}
        order by d.id limit 4) d
      cross join lateral (select greatest(round(coalesce(sum(p.amount), 0) * 0.10, 2), 500 + d.id * 75)::numeric(12, 2) as amount
        from payments p where p.exam_id = e.id and p.doyang_id = d.id) c
    where not exists (select 1 from payments x where x.payment_concept_id = 9 and x.paid_date is null)`);
}
