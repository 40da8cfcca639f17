import { addDays, addMonths, ageInYears, monthStart } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { one } from '../sql.ts';
import { bodyFor } from './demo-bodies.ts';
import { FEMALE_NAMES, JOBS, LAST_NAMES, MALE_NAMES, NEIGHBORHOODS, STREETS } from './demo-names.ts';
import type { DemoGroup } from './demo-schools.ts';
import type { Rng } from './random.ts';

// Students with the history a real school has: parents and pick-up people for minors, re-enrollments,
// drop-outs, a group of their doyang, the months they paid (some behind: the debtors).

export type StudentSeed = {
  r: Rng;
  today: string;
  count: number;
  passwordHash: string;
  doyangs: { id: number; opening_date: string | null }[];
  responsibleOf: Map<number, number>;
  kyosasOf: Map<number, number[]>;
  groupsOf: Map<number, DemoGroup[]>;
};

const pad = (n: number) => String(n).padStart(2, '0');
const phone = (r: Rng) => `55${r.int(10000000, 99999999)}`;
const dayNumber = (ymd: string) =>
  Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / 864e5;

/** A day between two dates (inclusive); the later one when the range is empty. */
function dayBetween(r: Rng, from: string, to: string): string {
  const span = dayNumber(to) - dayNumber(from);
  return span <= 0 ? to : addDays(from, r.int(0, span));
}

const KINSHIPS = ['ABUELA', 'ABUELO', 'TÍA', 'TÍO', 'HERMANA MAYOR', 'HERMANO MAYOR', 'MADRINA', 'VECINA'];
const SCHOOLS = ['PRIMARIA BENITO JUÁREZ', 'PRIMARIA MIGUEL HIDALGO', 'SECUNDARIA TÉCNICA 54', 'SECUNDARIA 120', 'CCH ORIENTE'];
const CIVIL = ['SOLTERO', 'CASADO', 'UNION LIBRE', 'DIVORCIADO'] as const;
const POINTS = [
  { concept: 'TORNEO REGIONAL ORIENTE - 1ER LUGAR', points: 10, kind: 'local' as const },
  { concept: 'TORNEO REGIONAL ORIENTE - 2DO LUGAR', points: 7, kind: 'local' as const },
  { concept: 'COPA MDK - PARTICIPACIÓN', points: 3, kind: 'local' as const },
  { concept: 'ABIERTO NACIONAL PUEBLA - 3ER LUGAR', points: 10, kind: 'foreign' as const },
  { concept: 'SEMINARIO DE POOMSAE', points: 5, kind: 'local' as const },
];

/** The highest degree (order) a student of that age holds: no black belt before 15, IEBY from 13, a brown belt at 7–9. */
const degreeCapForAge = (age: number) => (age < 7 ? 4 : age < 10 ? 8 : age < 13 ? 11 : age < 15 ? 12 : age < 18 ? 13 : 16);

/**
 * The highest degree (order) reachable in that many months of training: a kup about every four months (up to IEBY,
 * order 12, at 44), eight more months of IEBY partials to the 1er dan, two years more to the 2do dan.
 */
const degreeCapForTraining = (months: number) =>
  months >= 76 ? 14 : months >= 52 ? 13 : Math.min(12, 1 + Math.floor(months / 4));

/** Lower kups are common, black belts rare (the shape of a real school), within what their age and training allow. */
function degreeFor(r: Rng, age: number, monthsTraining: number): number {
  const max = Math.min(degreeCapForAge(age), degreeCapForTraining(monthsTraining));
  return 1 + Math.floor(r.next() ** 2.2 * max);
}

export async function seedStudents(db: Db, s: StudentSeed): Promise<void> {
  const { r, today } = s;
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = monthStart(today);
  const weights = s.doyangs.map(() => 0.5 + r.next());
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickDoyang = () => {
    let x = r.next() * totalWeight;
    for (let i = 0; i < s.doyangs.length; i++) {
      x -= weights[i];
      if (x <= 0) return s.doyangs[i];
    }
    return s.doyangs[s.doyangs.length - 1];
  };

  // Ids are given here so enrollments and pick-up people can point at them without reading them back.
  const firstId = ((await one<{ max: number }>(db, sql`select max(id)::int as max from users`))?.max ?? 0) + 1;
  const users: (typeof t.users.$inferInsert)[] = [];
  const enrollments: (typeof t.enrollments.$inferInsert)[] = [];
  const pickers: (typeof t.child_pickers.$inferInsert)[] = [];
  const points: (typeof t.curriculum_points.$inferInsert)[] = [];
  // Students first, then the rows pointing at them, 500 students at a time.
  const flush = async (force = false) => {
    if (!users.length || (!force && users.length < 500)) return;
    await db.insert(t.users).values(users.splice(0));
    if (enrollments.length) await db.insert(t.enrollments).values(enrollments.splice(0));
    if (pickers.length) await db.insert(t.child_pickers).values(pickers.splice(0));
    if (points.length) await db.insert(t.curriculum_points).values(points.splice(0));
  };

  for (let i = 0; i < s.count; i++) {
    const id = firstId + i;
    const d = i === 0 ? s.doyangs[0] : pickDoyang();
    const years = r.chance(0.7) ? r.int(4, 15) : r.int(16, 50);
    const sex = r.chance(0.5) ? 1 : 2;
    const lastName = r.pick(LAST_NAMES);
    const secondLastName = r.pick(LAST_NAMES);
    const birth = `${thisYear - years - 1}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    const age = ageInYears(birth, today) ?? years;
    const opening = d.opening_date ?? '2015-01-01';
    // Nobody trains before the doyang opened, more than eight years back, or before turning four.
    const earliest = [opening, `${thisYear - 8}-01-01`, addMonths(birth, 48)].reduce((a, b) => (a > b ? a : b));
    const firstFrom = dayBetween(r, earliest, today);

    // Enrollment history: some left and came back; about 10 % are out now.
    const stays: { from: string; to: string | null }[] = [{ from: firstFrom, to: null }];
    if (r.chance(0.12) && firstFrom < addDays(today, -400)) {
      const out = dayBetween(r, addDays(firstFrom, 60), addDays(today, -200));
      stays[0].to = out;
      stays.push({ from: dayBetween(r, addDays(out, 30), addDays(today, -1)), to: null });
    }
    const active = i === 0 || r.chance(0.9);
    const last = stays[stays.length - 1];
    if (!active) last.to = dayBetween(r, addDays(last.from, 20), today);

    const startPayments = Number(firstFrom.slice(8, 10)) > 20 ? addMonths(firstFrom, 1) : monthStart(firstFrom);
    // Paid up to this month (or next); about 15 % of the active ones are one to four months behind.
    let covered: string | null = active
      ? addMonths(thisMonth, r.chance(0.15) ? -r.int(1, 4) : r.chance(0.1) ? 1 : 0)
      : addMonths(monthStart(last.to ?? today), -1);
    if (covered < startPayments) covered = null;

    const groups = s.groupsOf.get(d.id) ?? [];
    const fitting = groups.filter((g) => age >= g.minAge && age <= g.maxAge);
    const prospect = i !== 0 && r.chance(0.02);
    const group = prospect || !groups.length ? null : r.pick(fitting.length ? fitting : groups).id;
    const degree = degreeFor(r, age, Math.floor((dayNumber(today) - dayNumber(firstFrom)) / 30.44));
    const body = bodyFor(age, sex, id);
    const kyosas = s.kyosasOf.get(d.id) ?? [];
    const minor = age < 18;
    const father = minor && r.chance(0.7);
    const mother = minor && (!father || r.chance(0.8));
    const scholarship = r.chance(0.03) ? r.pick([25, 50]) : null;

    users.push({
      id,
      sex,
      name: r.pick(sex === 1 ? MALE_NAMES : FEMALE_NAMES),
      last_name: lastName,
      second_last_name: secondLastName,
      address: `${r.pick(STREETS)} ${r.int(1, 999)}`,
      neighborhood: r.pick(NEIGHBORHOODS),
      city: 'CIUDAD DE MÉXICO',
      email: i === 0 ? 'alumno@demo.mx' : null,
      password: i === 0 ? s.passwordHash : null,
      role_id: 10,
      doyang_id: d.id,
      doyang_group_id: group,
      is_prospect: prospect,
      degree_id: degree,
      birth_date: birth,
      blood_type: r.chance(0.6) ? r.int(1, 8) : null,
      weight_kg: body.weight_kg,
      height_m: body.height_m,
      // A child is single: the exam application asks every student's civil state (spec 03 §5).
      civil_state: minor ? 'SOLTERO' : r.pick(CIVIL),
      school: minor && age >= 6 ? r.pick(SCHOOLS) : null,
      cellphone: minor ? null : phone(r),
      phone1: r.chance(0.4) ? phone(r) : null,
      job: minor ? 'ESTUDIANTE' : r.pick(JOBS),
      active,
      user_responsible_id: degree >= 13 && kyosas.length ? r.pick(kyosas) : (s.responsibleOf.get(d.id) ?? null),
      enrollment_date: firstFrom,
      start_tkd_date: firstFrom,
      start_assistance_date: firstFrom,
      start_payments_date: startPayments,
      last_covered_month: covered,
      disenroll_date: active ? null : last.to,
      is_scholarshiped: scholarship !== null,
      scholarship_percentage: scholarship,
      number_of_partials: degree >= 12 ? r.int(0, 2) : 0,
      starting_curriculum_points: degree >= 12 ? r.int(0, 30) : 0,
      father_name: father ? `${r.pick(MALE_NAMES)} ${lastName} ${r.pick(LAST_NAMES)}` : null,
      father_cellphone: father ? phone(r) : null,
      father_job: father ? r.pick(JOBS.slice(1)) : null,
      mother_name: mother ? `${r.pick(FEMALE_NAMES)} ${secondLastName} ${r.pick(LAST_NAMES)}` : null,
      mother_cellphone: mother ? phone(r) : null,
      mother_job: mother ? r.pick(JOBS.slice(1)) : null,
    });
    for (const stay of stays) {
      enrollments.push({ user_id: id, doyang_id: d.id, enrollment_date: stay.from, disenroll_date: stay.to });
    }
    const pickUps = minor ? r.int(0, 2) : 0;
    for (let k = 0; k < pickUps; k++) {
      pickers.push({
        user_id: id,
        name: `${r.pick(r.chance(0.6) ? FEMALE_NAMES : MALE_NAMES)} ${r.pick(LAST_NAMES)} ${r.pick(LAST_NAMES)}`,
        telephone: phone(r),
        kinship: r.pick(KINSHIPS),
      });
    }
    if (i === 0 || i % 20 === 7) {
      for (let k = 0; k < (i === 0 ? 3 : r.int(1, 3)); k++) {
        points.push({ user_id: id, date: dayBetween(r, firstFrom, today), ...POINTS[(i + k) % POINTS.length] });
      }
    }
    await flush();
  }
  await flush(true);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
}
