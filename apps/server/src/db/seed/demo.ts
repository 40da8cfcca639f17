import { GENERAL_DIRECTION_DOYANG_ID, todayYmd } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { seedAttendance } from './demo-attendance.ts';
import { seedCommissions, seedCommissionTables } from './demo-commissions.ts';
import { seedEventPeople, seedEvents } from './demo-events.ts';
import { seedExpenses } from './demo-expenses.ts';
import { seedDigitalResources } from './demo-files.ts';
import { seedDashboardGoals } from './demo-goals.ts';
import { seedInsurances } from './demo-insurances.ts';
import { seedExamReadiness } from './demo-readiness.ts';
import { seedSales } from './demo-sales.ts';
import { type DemoGroup, seedCategories, seedGroups, seedStudentLineage } from './demo-schools.ts';
import { seedStaff } from './demo-staff.ts';
import { seedStock } from './demo-stock.ts';
import { seedStudents } from './demo-students.ts';
import { seedTournaments } from './demo-tournaments.ts';
import { seedVenues } from './demo-venues.ts';
import { rng } from './random.ts';

/** `storage`: where the demo's uploaded files go (the server's own storage, so its downloads find them). */
export type DemoOptions = { students: number; passwordHash: string; storage: FileStorage; seed?: number; today?: string };

export const DEMO_LOGINS = [
  { email: 'director@demo.mx', role: 'Director general (usuario 1)' },
  { email: 'tecnico@demo.mx', role: 'Director técnico' },
  { email: 'administrativa@demo.mx', role: 'Directora administrativa' },
  { email: 'profesor@demo.mx', role: 'Profesor responsable de MDK ORIENTE IZTAPALAPA' },
  { email: 'kyosa@demo.mx', role: 'Kyosa de doyang (personal de MDK ORIENTE IZTAPALAPA)' },
  { email: 'alumno@demo.mx', role: 'Alumno de MDK ORIENTE IZTAPALAPA' },
] as const;

/** A realistic network on top of the reference rows: staff for every role, every doyang staffed, students. */
export async function seedDemo(db: Db, o: DemoOptions): Promise<void> {
  const r = rng(o.seed ?? 20261122);
  const today = o.today ?? todayYmd();
  const thisYear = Number(today.slice(0, 4));
  const doyangRows = await db.select().from(t.doyangs).orderBy(t.doyangs.id);
  const schools = doyangRows.filter((d) => d.id !== GENERAL_DIRECTION_DOYANG_ID);

  await db.update(t.users).set({ email: 'director@demo.mx', password: o.passwordHash }).where(eq(t.users.id, 1));

  const { responsibleOf, certifierOf, kyosasOf } = await seedStaff(db, { r, thisYear, passwordHash: o.passwordHash, schools });

  await seedCategories(
    db,
    r,
    schools.map((d) => d.id),
  );
  const active = schools.filter((d) => d.active);
  const groups = await seedGroups(
    db,
    r,
    active.map((d) => ({
      id: d.id,
      responsible: responsibleOf.get(d.id) as number,
      certifier: certifierOf.get(d.id) as number,
      kyosas: kyosasOf.get(d.id) ?? [],
    })),
  );
  const groupsOf = new Map<number, DemoGroup[]>();
  for (const g of groups) groupsOf.set(g.doyang_id, [...(groupsOf.get(g.doyang_id) ?? []), g]);

  // Students, spread unevenly over the active schools, inserted in batches.
  await seedStudents(db, {
    r,
    today,
    count: o.students,
    passwordHash: o.passwordHash,
    doyangs: active,
    responsibleOf,
    kyosasOf,
    groupsOf,
  });
  await seedStudentLineage(db);
  await seedAttendance(db, { r, today });
  await seedCommissionTables(db, 'director@demo.mx');

  await seedVenues(db);
  await seedEvents(db, today);
  await seedEventPeople(db, today);
  await seedExamReadiness(db, today);
  await seedTournaments(db, today);
  // Products and stock (issue 25).
  await seedStock(db, today);
  await seedSales(db, today);
  // Commissions of what is over (issue 26), computed by the app's own generation.
  await seedCommissions(db, today, 'director@demo.mx');
  // Digital resources and a student's file (issue 26), stored like any upload.
  await seedDigitalResources(db, o.storage, today);
  // GASTOS (issue 26): a year of expenses.
  await seedExpenses(db, today);
  // Seguros (issue 26): sent and insured students, and rejections with their signed letter in the file storage.
  await seedInsurances(db, o.storage, today);
  // Home's cards (issue 27): goals on the coming exam, event and tournament, and a birthday this month in every school.
  await seedDashboardGoals(db, today);
  await db.execute(sql`analyze`);
}
