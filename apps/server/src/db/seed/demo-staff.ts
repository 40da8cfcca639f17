import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, NEIGHBORHOODS, STREETS } from './demo-names.ts';
import type { Rng } from './random.ts';

// The network's staff: general direction, a responsible professor and kyosas in every school (whose
// contact data and fees are set on the way, in the same random sequence), and outside sinodals.

export type StaffSeed = {
  r: Rng;
  thisYear: number;
  passwordHash: string;
  schools: (typeof t.doyangs.$inferSelect)[];
};

/** Who runs and teaches each school: the groups and students are seeded on top of it. */
export type DemoStaff = {
  responsibleOf: Map<number, number>;
  certifierOf: Map<number, number>;
  kyosasOf: Map<number, number[]>;
};

const FIRST_DOYANG = 1;

/** PROF. and MTRO. (ids 3, 4) have their feminine forms PROFA. and MTRA. (7, 8) in the reference catalogue. */
const FEMININE_HONORIFIC: Record<number, number> = { 3: 7, 4: 8 };
const honorificFor = (id: number | undefined, sex: number) => (id && sex === 2 ? (FEMININE_HONORIFIC[id] ?? id) : id);
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

type StaffSpec = {
  email?: string;
  role_id: number;
  honorific?: number;
  degree?: number;
  certifier?: boolean;
  sinodal?: boolean;
  sinodals_professor?: string;
};

export async function seedStaff(db: Db, { r, thisYear, passwordHash, schools }: StaffSeed): Promise<DemoStaff> {
  const insertStaff = async (spec: StaffSpec, responsibleId: number | null) => {
    const p = person(r);
    const [row] = await db
      .insert(t.users)
      .values({
        ...p,
        ...address(r),
        email: spec.email ?? null,
        password: spec.email ? passwordHash : null,
        role_id: spec.role_id,
        honorific_title_id: honorificFor(spec.honorific, p.sex) ?? null,
        degree_id: spec.degree ?? r.int(13, 16),
        certifier: spec.certifier ?? false,
        sinodal: spec.sinodal ?? false,
        sinodals_professor: spec.sinodals_professor ?? null,
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
  const certifierOf = new Map<number, number>();
  const kyosasOf = new Map<number, number[]>();
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
    certifierOf.set(d.id, certified ? prof : tecnico);
    kyosasOf.set(d.id, []);
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
      kyosasOf.get(d.id)?.push(kyosa);
    }
  }
  await db.insert(t.doyang_personal).values({ doyang_id: FIRST_DOYANG, user_id: enlace });

  // Sinodals from outside the network's staff: masters who examine but teach elsewhere.
  for (const master of ['GM. HWANG SEOK', 'PROF. ARTURO LEDESMA', 'MTRA. ELENA CORTÉS']) {
    await insertStaff(
      { role_id: 5, honorific: 1, degree: r.int(17, 19), certifier: true, sinodal: true, sinodals_professor: master },
      1,
    );
  }
  return { responsibleOf, certifierOf, kyosasOf };
}
