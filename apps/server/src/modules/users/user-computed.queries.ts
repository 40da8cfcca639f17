import { DEBT_GRACE_DAYS } from '@doyang/domain';
import { sql } from 'drizzle-orm';

// SQL pieces of a user row (`u`) shared by the lists, the record and the CSV downloads.

export const ageSql = (today: string) => sql`extract(year from age(${today}::date, u.birth_date))::int`;

export const firstUncoveredSql = sql`coalesce(
  (date_trunc('month', u.last_covered_month) + interval '1 month')::date,
  date_trunc('month', u.start_payments_date)::date)`;

/** SQL twin of the domain's isDebtor (packages/domain/src/students.ts); a test keeps them equal. */
export const debtorSql = (today: string) => sql`(u.active and not u.is_prospect and u.start_payments_date is not null
  and coalesce(u.scholarship_percentage, 0) < 100
  and ${firstUncoveredSql} < (${today}::date - ${DEBT_GRACE_DAYS}::int))`;
