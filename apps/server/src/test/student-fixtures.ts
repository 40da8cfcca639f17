import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../db/sql.ts';
import type { TestApp } from './test-app.ts';

/** A minor who meets every 'Student create' rule, in doyang 1 and the given group. */
export const minorStudent = (groupId: number) => ({
  name: 'santiago',
  last_name: 'pérez',
  second_last_name: 'luna',
  doyang_id: 1,
  doyang_group_id: groupId,
  birth_date: '2016-03-09',
  enrollment_date: '2026-11-20',
  start_payments_date: '2026-11-20',
  sex: 1,
  job: 'estudiante',
  address: 'av. central 10',
  father_name: 'luis pérez',
  father_cellphone: '5512345678',
  child_pickers: [{ name: 'rosa luna', telephone: '5588776655', kinship: 'abuela' }],
});

/** Direct reads to check what a request left in the database. */
export function dbProbe(t: () => TestApp) {
  const q = <T>(query: SQL) => rows<T>(t().app.db, query);
  return {
    q,
    userRow: async (id: number) => (await q<Record<string, unknown>>(sql`select * from users where id = ${id}`))[0],
    enrollmentsOf: (id: number) =>
      q<{ id: number; enrollment_date: string; disenroll_date: string | null; doyang_id: number }>(
        sql`select id, enrollment_date, disenroll_date, doyang_id from enrollments where user_id = ${id} order by enrollment_date, id`,
      ),
  };
}
