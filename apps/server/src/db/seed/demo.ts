import { GENERAL_DIRECTION_DOYANG_ID, todayYmd } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { FEMALE_NAMES, JOBS, LAST_NAMES, MALE_NAMES, NEIGHBORHOODS, STREETS } from './demo-names.ts';
import { type Rng, rng } from './random.ts';
import { DEGREES } from './reference-data.ts';

export type DemoOptions = { students: number; passwordHash: string; seed?: number; today?: string };

export const DEMO_LOGINS = [
  { email: 'director@demo.mx', role: 'Director general (usuario 1)' },
  { email: 'tecnico@demo.mx', role: 'Director técnico' },
  { email: 'administrativa@demo.mx', role: 'Directora administrativa' },
  { email: 'profesor@demo.mx', role: 'Profesor responsable de MDK ORIENTE IZTAPALAPA' },
  { email: 'kyosa@demo.mx', role: 'Kyosa de doyang (personal de MDK ORIENTE IZTAPALAPA)' },
  { email: 'alumno@demo.mx', role: 'Alumno de MDK ORIENTE IZTAPALAPA' },
] as const;

const FIRST_DOYANG = 1;
const pad = (n: number) => String(n).padStart(2, '0');
const phone = (r: Rng) => `55${r.int(10000000, 99999999)}`;

function person(r: Rng, sex?: 1 | 2) {
  const s = sex ?? (r.chance(0.5) ? 1 : 2);
  return {
    sex: s,
    name: r.pick(s === 1 ? MALE_NAMES : FEMALE_NAMES),
    last_name: r.pick(LAST_NAMES),
    second_last_name: r.pick(LAST_NAMES),
  };
}

function dateBetween(r: Rng, fromYear: number, toYmd: string): string {
  const y = r.int(fromYear, Number(toYmd.slice(0, 4)));
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  const value = `${y}-${pad(m)}-${pad(d)}`;
  return value > toYmd ? toYmd : value;
}

function address(r: Rng) {
  return { address: `${r.pick(STREETS)} ${r.int(1, 999)}`, neighborhood: r.pick(NEIGHBORHOODS) };
}

/** Lower kups are common, black belts rare: the shape of a real school. */
function degreeFor(r: Rng, age: number): number {
  const max = age < 8 ? 6 : age < 14 ? 12 : DEGREES.length - 5;
  const x = r.next() ** 2.2;
  return 1 + Math.floor(x * max);
}

type StaffSpec = { email?: string; role_id: number; honorific?: number; degree?: number; certifier?: boolean; sinodal?: boolean };

/** A realistic network on top of the reference rows: staff for every role, every doyang staffed, students. */
export async function seedDemo(db: Db, o: DemoOptions): Promise<void> {
  const r = rng(o.seed ?? 20261122);
  const today = o.today ?? todayYmd();
  const thisYear = Number(today.slice(0, 4));
  const doyangRows = await db.select().from(t.doyangs).orderBy(t.doyangs.id);
  const schools = doyangRows.filter((d) => d.id !== GENERAL_DIRECTION_DOYANG_ID);

  await db.update(t.users).set({ email: 'director@demo.mx', password: o.passwordHash }).where(eq(t.users.id, 1));

  const insertStaff = async (spec: StaffSpec, responsibleId: number | null) => {
    const p = person(r);
    const [row] = await db
      .insert(t.users)
      .values({
        ...p,
        ...address(r),
        email: spec.email ?? null,
        password: spec.email ? o.passwordHash : null,
        role_id: spec.role_id,
        honorific_title_id: spec.honorific ?? null,
        degree_id: spec.degree ?? r.int(13, 16),
        certifier: spec.certifier ?? false,
        sinodal: spec.sinodal ?? false,
        birth_date: dateBetween(r, thisYear - 55, `${thisYear - 22}-12-31`),
        cellphone: phone(r),
        job: 'INSTRUCTOR DE TAEKWONDO',
        user_responsible_id: responsibleId,
        enrollment_date: dateBetween(r, 2000, `${thisYear - 3}-12-31`),
      })
      .returning({ id: t.users.id });
    return row.id;
  };

  // General direction staff: one per general-direction role and the network-wide roles.
  const tecnico = await insertStaff(
    { email: 'tecnico@demo.mx', role_id: 3, honorific: 1, degree: 18, certifier: true, sinodal: true },
    1,
  );
  await insertStaff({ email: 'administrativa@demo.mx', role_id: 11, honorific: 5, degree: 13 }, 1);
  await insertStaff({ email: 'programador@demo.mx', role_id: 1, honorific: 6, degree: 12 }, 1);
  const enlace = await insertStaff({ email: 'enlace@demo.mx', role_id: 4, degree: 13 }, tecnico);
  await insertStaff({ email: 'relaciones@demo.mx', role_id: 12, degree: 12 }, 1);
  await db.insert(t.doyang_personal).values({ doyang_id: GENERAL_DIRECTION_DOYANG_ID, user_id: tecnico });

  // Every school: a responsible professor and one to three kyosas as personal.
  const responsibleOf = new Map<number, number>();
  for (const d of schools) {
    const isFirst = d.id === FIRST_DOYANG;
    const certified = r.chance(0.35);
    const prof = await insertStaff(
      {
        email: isFirst ? 'profesor@demo.mx' : undefined,
        role_id: isFirst ? 6 : certified ? 5 : 6,
        honorific: r.pick([2, 3, 4]),
        degree: r.int(13, 16),
        certifier: certified,
        sinodal: certified && r.chance(0.5),
      },
      r.chance(0.5) ? tecnico : 1,
    );
    responsibleOf.set(d.id, prof);
    await db
      .update(t.doyangs)
      .set({
        user_responsible_id: prof,
        user_certifier_id: certified ? prof : tecnico,
        ...address(r),
        cellphone: phone(r),
        phone1: `55${r.int(10000000, 99999999)}`,
        monthly_fee: d.doyang_type_id === 1 ? '550.00' : '450.00',
        inscription_fee: '600.00',
        bimester_inscriptions_goal: r.int(6, 15),
      })
      .where(eq(t.doyangs.id, d.id));
    const kyosas = isFirst ? 2 : r.int(1, 3);
    for (let k = 0; k < kyosas; k++) {
      const role = d.doyang_type_id === 2 ? 8 : k === 0 ? 7 : r.pick([7, 9]);
      const kyosa = await insertStaff(
        {
          email: isFirst && k === 0 ? 'kyosa@demo.mx' : undefined,
          role_id: isFirst && k === 0 ? 7 : role,
          degree: r.int(11, 14),
        },
        prof,
      );
      await db.insert(t.doyang_personal).values({ doyang_id: d.id, user_id: kyosa });
    }
  }
  await db.insert(t.doyang_personal).values({ doyang_id: FIRST_DOYANG, user_id: enlace });

  // Students, spread unevenly over the active schools, inserted in batches.
  const active = schools.filter((d) => d.active);
  const weights = active.map(() => 0.5 + r.next());
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickDoyang = () => {
    let x = r.next() * totalWeight;
    for (let i = 0; i < active.length; i++) {
      x -= weights[i];
      if (x <= 0) return active[i];
    }
    return active[active.length - 1];
  };
  const batch: (typeof t.users.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(t.users).values(batch.splice(0));
  };
  for (let i = 0; i < o.students; i++) {
    const d = i === 0 ? active[0] : pickDoyang();
    const age = r.chance(0.7) ? r.int(4, 15) : r.int(16, 50);
    const birthYear = thisYear - age - 1;
    const p = person(r);
    const openYear = Number((d.opening_date ?? '2015-01-01').slice(0, 4));
    batch.push({
      ...p,
      ...address(r),
      email: i === 0 ? 'alumno@demo.mx' : null,
      password: i === 0 ? o.passwordHash : null,
      role_id: 10,
      doyang_id: d.id,
      degree_id: degreeFor(r, age),
      birth_date: `${birthYear}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`,
      cellphone: age >= 18 ? phone(r) : null,
      phone1: r.chance(0.4) ? phone(r) : null,
      job: age >= 18 ? r.pick(JOBS) : 'ESTUDIANTE',
      active: i === 0 || r.chance(0.9),
      user_responsible_id: responsibleOf.get(d.id) ?? null,
      enrollment_date: dateBetween(r, Math.max(openYear, thisYear - 8), today),
    });
    if (batch.length >= 1000) await flush();
  }
  await flush();

  await db.insert(t.venues).values([
    {
      name: 'DEPORTIVO SANTA CRUZ MEYEHUALCO',
      state_id: 1,
      municipality_id: 1,
      city_id: 1,
      contact_name: 'ARMANDO RÍOS',
      phone: '5556912233',
    },
    {
      name: 'GIMNASIO OLÍMPICO NEZAHUALCÓYOTL',
      state_id: 2,
      municipality_id: 7,
      city_id: 6,
      contact_name: 'LAURA PINEDA',
      phone: '5557334455',
    },
    {
      name: 'AUDITORIO MUNICIPAL DE CHALCO',
      state_id: 2,
      municipality_id: 8,
      city_id: 6,
      contact_name: 'MARIO SOTO',
      phone: '5559718800',
    },
    {
      name: 'ARENA PUEBLA CENTRO',
      state_id: 3,
      municipality_id: 16,
      city_id: 2,
      contact_name: 'SILVIA NAVA',
      phone: '2221456677',
    },
    {
      name: 'POLIDEPORTIVO CUERNAVACA',
      state_id: 4,
      municipality_id: 19,
      city_id: 3,
      contact_name: 'RAÚL OCHOA',
      phone: '7773124455',
    },
  ]);
  await db.execute(sql`analyze`);
}
