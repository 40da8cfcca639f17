import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { one } from './sql.ts';

/**
 * INGRESOS' totals by day (migration 0025) are days of one time zone: when the server's APP_TIMEZONE is not the one
 * they were made in, they are made again from the lines (one statement, payments locked against writes meanwhile).
 */
export async function alignPaymentDayTotals(db: Db, timeZone: string): Promise<boolean> {
  const stored = await one<{ time_zone: string }>(db, sql`select time_zone from payment_day_totals_zone where id = 1`);
  if (stored?.time_zone === timeZone) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select payment_day_totals_rebuild(${timeZone})`);
  });
  return true;
}
