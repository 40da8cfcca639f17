import { addDays, GENERAL_DIRECTION_DOYANG_ID, GROUP_RESPONSIBLE_ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows } from '../sql.ts';
import type { Rng } from './random.ts';

// Groups and attendance demo (issue 4): kyosas in every group, the year's holidays and a few no-class
// days, a parents' meeting, several weeks of attendance up to yesterday with students at every risk
// level, revisions, bimonthly duties in every state, exam requirements for every degree.

export type AttendanceSeed = { r: Rng; today: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The n-th monday of a month (Mexican holidays move to mondays). */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((8 - first) % 7) + (n - 1) * 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function yearHolidays(y: number) {
  return [
    { name: 'AÑO NUEVO', start_date: `${y}-01-01` },
    { name: 'DÍA DE LA CONSTITUCIÓN', start_date: nthMonday(y, 2, 1) },
    { name: 'NATALICIO DE BENITO JUÁREZ', start_date: nthMonday(y, 3, 3) },
    { name: 'DÍA DEL TRABAJO', start_date: `${y}-05-01` },
    { name: 'DÍA DE LA INDEPENDENCIA', start_date: `${y}-09-16` },
    { name: 'DÍA DE MUERTOS', start_date: `${y}-11-02` },
    { name: 'DÍA DE LA REVOLUCIÓN', start_date: nthMonday(y, 11, 3) },
    { name: 'VACACIONES DE INVIERNO', start_date: `${y}-12-21`, end_date: `${y + 1}-01-06` },
  ].map((h) => ({ end_date: h.start_date, ...h }));
}

export async function seedAttendance(db: Db, { r, today }: AttendanceSeed): Promise<void> {
  const [config] = await rows<{ b_start: string; b_end: string }>(
    db,
    sql`select max(value) filter (where id = 1) as b_start, max(value) filter (where id = 2) as b_end from configurations`,
  );
  const year = Number(today.slice(0, 4));
  const yesterday = addDays(today, -1);
  // Three weeks of the bimester before, so consecutive absences can cross into this one.
  const from = addDays(config.b_start, -21);

  // A kyosa seeded as a children's group responsible becomes its kyosa: responsibles are professors or directors.
  await db.execute(sql`
    insert into doyang_group_kyosas (doyang_group_id, user_id)
    select g.id, g.user_responsible_id from doyang_groups g join users u on u.id = g.user_responsible_id
    where u.role_id not in ${GROUP_RESPONSIBLE_ROLES} on conflict do nothing`);
  await db.execute(sql`
    update doyang_groups g set user_responsible_id = d.user_responsible_id
    from doyangs d, users u where d.id = g.doyang_id and u.id = g.user_responsible_id and u.role_id not in ${GROUP_RESPONSIBLE_ROLES}`);
  // Every group gets one or two of its doyang's kyosas.
  await db.execute(sql`
    insert into doyang_group_kyosas (doyang_group_id, user_id)
    select g.id, k.user_id from doyang_groups g
    join lateral (
      select dp.user_id from doyang_personal dp join users u on u.id = dp.user_id
      where dp.doyang_id = g.doyang_id and u.role_id in (7, 8, 9)
      order by (dp.user_id * 31 + g.id) % 7, dp.user_id limit 1 + g.id % 2
    ) k on true
    on conflict do nothing`);

  await seedSelectiveGroups(db);

  // The year's holidays and a no-class day in every seventh group.
  await db.insert(t.holidays).values([...yearHolidays(year - 1), ...yearHolidays(year)]);
  await db.execute(sql`
    insert into holidays (name, start_date, end_date, doyang_group_id)
    select 'DÍA SIN CLASE', d, d, g.id from doyang_groups g
    cross join lateral (
      select s::date as d from generate_series(${config.b_start}::date, ${yesterday}::date, interval '1 day') s
      where coalesce((g.json_week->>(extract(isodow from s)::int - 1))::boolean, false)
      order by s desc offset 1 limit 1
    ) x
    where g.id % 7 = 3`);

  // The parents' meeting of the bimester: one attendee per student (unique attendance). Two weeks in, or already
  // held when the bimester is younger than that, so a new demo always has a meeting to look at.
  const twoWeeksIn = addDays(config.b_start, 13);
  const meetingDate = twoWeeksIn <= yesterday ? twoWeeksIn : yesterday >= config.b_start ? yesterday : config.b_start;
  await db.insert(t.events).values({
    name: 'JUNTA BIMESTRAL DE PADRES DE FAMILIA',
    date: meetingDate,
    begins_at: '10:00',
    ends_at: '12:00',
    is_meeting: true,
    is_general_meeting: true,
    unique_assistance: true,
  });

  await seedMarks(db, from, yesterday < config.b_end ? yesterday : config.b_end);
  if (meetingDate <= yesterday) {
    // Meeting ticks: one of student, mother, father or representative for about two thirds of the students.
    await db.execute(sql`
      insert into assistances (user_id, doyang_group_id, date, type, is_student, is_mother, is_father, is_representative)
      select u.id, u.doyang_group_id, ${meetingDate}::date, 'A', h % 10 = 0, h % 10 between 1 and 4, h % 10 between 5 and 6, h % 10 = 7
      from users u, lateral (select abs(hashtext(u.id::text || 'junta')) as h) x
      where u.role_id = 10 and u.active and u.doyang_group_id is not null and h % 10 < 8
      on conflict (user_id, doyang_group_id, date) do update set is_student = excluded.is_student,
        is_mother = excluded.is_mother, is_father = excluded.is_father, is_representative = excluded.is_representative`);
  }

  await seedRevisions(db);
  await seedDuties(db, r, config.b_start, config.b_end);
  await seedRequirements(db);
}

/**
 * The network's selective teams (Grupos de selectivo): groups of the general direction, run by the technical
 * director, whose members are the most advanced students of every doyang (extra memberships, their class group
 * stays), with two kyosas each.
 */
async function seedSelectiveGroups(db: Db): Promise<void> {
  const teams = [
    {
      name: 'SELECTIVO COMBATE',
      begins_at: '12:00',
      ends_at: '14:00',
      week: [false, false, false, false, false, true, false],
      size: 24,
      skip: 0,
    },
    {
      name: 'SELECTIVO FORMAS',
      begins_at: '20:00',
      ends_at: '21:30',
      week: [false, true, false, true, false, false, false],
      size: 18,
      skip: 24,
    },
  ];
  for (const [i, team] of teams.entries()) {
    const [group] = await rows<{ id: number }>(
      db,
      sql`insert into doyang_groups (name, doyang_id, user_responsible_id, user_certifier_id, begins_at, ends_at, json_week, is_selective_group)
        select ${team.name}, ${GENERAL_DIRECTION_DOYANG_ID}, u.id, 1, ${team.begins_at}::time, ${team.ends_at}::time,
          ${JSON.stringify(team.week)}::jsonb, true
        from users u where u.email = 'tecnico@demo.mx' returning id`,
    );
    if (!group) return;
    await db.execute(sql`
      insert into doyang_group_students (doyang_group_id, user_id)
      select ${group.id}, u.id from users u
      where u.role_id = 10 and u.active and u.doyang_group_id is not null
      order by u.degree_id desc, abs(hashtext(u.id::text || 'selectivo')) limit ${team.size} offset ${team.skip}`);
    await db.execute(sql`
      insert into doyang_group_kyosas (doyang_group_id, user_id)
      select ${group.id}, u.id from users u where u.role_id = 7 and u.active order by u.id offset ${i * 2} limit 2`);
  }
}

/**
 * Marks of every class day of every group up to yesterday, one statement for students and one for kyosas.
 * A student's profile (from a hash of the id) makes the roster realistic: most attend, some are late,
 * and a few are at each risk level of the status column.
 */
async function seedMarks(db: Db, from: string, to: string): Promise<void> {
  if (to < from) return;
  const classDays = (members: ReturnType<typeof sql>) => sql`
    select m.user_id, m.doyang_group_id, s::date as d,
      row_number() over (partition by m.user_id order by s desc) as k,
      abs(hashtext(m.user_id::text)) % 100 as p,
      abs(hashtext(m.user_id::text || s::date::text)) % 100 as h
    from (${members}) m
    join doyang_groups g on g.id = m.doyang_group_id
    cross join generate_series(greatest(${from}::date, m.since), ${to}::date, interval '1 day') s
    where coalesce((g.json_week->>(extract(isodow from s)::int - 1))::boolean, false)
      and not exists (select 1 from holidays ho where s::date between ho.start_date and ho.end_date
        and (ho.doyang_group_id is null or ho.doyang_group_id = g.id))`;
  await db.execute(sql`
    insert into assistances (user_id, doyang_group_id, date, type)
    select user_id, doyang_group_id, d,
      case
        when p < 2 then 'F'                                            -- se dará de baja
        when p < 5 then case when k <= 4 then 'F' else 'A' end          -- en riesgo de baja
        when p < 8 then case when k % 4 = 1 then 'A' else 'F' end       -- sin derecho a examen
        when p < 11 then case when k in (2, 4, 6, 8, 10) then 'F' else 'A' end -- en riesgo de no hacer examen
        when p < 15 then case when k <= 2 then 'F' else 'A' end         -- contactar
        when h < 4 then 'F' when h < 11 then 'R' else 'A'
      end
    from (${classDays(sql`select u.id as user_id, u.doyang_group_id, coalesce(u.start_assistance_date, u.enrollment_date, '2000-01-01'::date) as since
      from users u where u.role_id = 10 and u.active and u.doyang_group_id is not null
      union all
      select m.user_id, m.doyang_group_id, '2000-01-01'::date from doyang_group_students m`)}) x`);
  await db.execute(sql`
    insert into assistances (user_id, doyang_group_id, date, type, is_kyosa)
    select user_id, doyang_group_id, d, case when p < 15 and h < 25 then 'F' when h < 5 then 'R' else 'A' end, true
    from (${classDays(sql`select k.user_id, k.doyang_group_id, '2000-01-01'::date as since from doyang_group_kyosas k`)}) x
    on conflict do nothing`);
}

/** An active revision in every fourth group, some students already reviewed. */
async function seedRevisions(db: Db): Promise<void> {
  await db.execute(sql`
    insert into revisions (name, active, doyang_group_id)
    select 'REVISIÓN DE REQUISITOS DEL BIMESTRE', true, g.id from doyang_groups g where g.id % 4 = 1`);
  await db.execute(sql`
    insert into revision_results (revision_id, user_id, result, requirement_products, requirement_other, assigned_by, assigned_at)
    select r.id, u.id, case when abs(hashtext(u.id::text || 'rev')) % 3 = 0 then 2 else 1 end,
      '[{"id": 2, "checked": true}, {"id": 3, "checked": true}]'::jsonb, '[]'::jsonb, g.user_responsible_id, now()
    from revisions r join doyang_groups g on g.id = r.doyang_group_id join users u on u.doyang_group_id = g.id
    where u.role_id = 10 and u.active and abs(hashtext(u.id::text || 'rev')) % 10 < 3`);
}

/** Duties in every state: sent to doyangs (pending, done by some, super important), to the general direction, own ones. */
async function seedDuties(db: Db, r: Rng, start: string, end: string): Promise<void> {
  const schools = await rows<{ id: number; user_responsible_id: number | null }>(
    db,
    sql`select id, user_responsible_id from doyangs where active and id <> ${GENERAL_DIRECTION_DOYANG_ID} order by id`,
  );
  const gd = GENERAL_DIRECTION_DOYANG_ID;
  const sent = await db
    .insert(t.monthly_duties)
    .values(
      [
        {
          name: 'ENTREGAR REPORTE DE INSCRIPCIONES DEL BIMESTRE',
          due_date: addDays(end, -7),
          to_doyang: true,
          super_important: true,
        },
        { name: 'ACTUALIZAR LOS TELÉFONOS DE LOS PADRES DE FAMILIA', due_date: addDays(start, 20), to_doyang: true },
        { name: 'ENVIAR FOTOS DEL EXAMEN DE CINTAS', due_date: end, to_doyang: true },
        {
          name: 'CONFIRMAR LA SEDE DEL TORNEO REGIONAL',
          due_date: addDays(start, 25),
          to_general_direction: true,
          super_important: true,
        },
        { name: 'PUBLICAR EL CALENDARIO DEL PRÓXIMO BIMESTRE', due_date: addDays(end, -10), to_general_direction: true },
        { name: 'REVISAR LOS CONTRATOS DE LAS SEDES', due_date: addDays(end, -3) },
      ].map((d) => ({ ...d, doyang_id: gd, created_by: 1 })),
    )
    .returning({ id: t.monthly_duties.id });
  const own = await db
    .insert(t.monthly_duties)
    .values(
      schools.flatMap((s) => [
        {
          name: 'REVISAR EL INVENTARIO DE UNIFORMES',
          due_date: addDays(start, 15),
          doyang_id: s.id,
          created_by: s.user_responsible_id,
        },
        {
          name: 'LLAMAR A LOS ALUMNOS CON FALTAS CONSECUTIVAS',
          due_date: addDays(end, -5),
          doyang_id: s.id,
          created_by: s.user_responsible_id,
        },
      ]),
    )
    .returning({ id: t.monthly_duties.id, doyang_id: t.monthly_duties.doyang_id });
  const done: (typeof t.monthly_duty_doyangs.$inferInsert)[] = [];
  for (const s of schools) {
    if (r.chance(0.4)) done.push({ monthly_duty_id: sent[0].id, doyang_id: s.id, done_by: s.user_responsible_id });
    if (r.chance(0.7)) done.push({ monthly_duty_id: sent[1].id, doyang_id: s.id, done_by: s.user_responsible_id });
  }
  done.push({ monthly_duty_id: sent[4].id, doyang_id: gd, done_by: 1 });
  for (const d of own.filter((_, i) => i % 2 === 0)) {
    if (d.doyang_id && r.chance(0.6)) done.push({ monthly_duty_id: d.id, doyang_id: d.doyang_id });
  }
  await db.insert(t.monthly_duty_doyangs).values(done);
}

const OTHER_REQUISITES = [
  'ACTA DE NACIMIENTO',
  'CERTIFICADO MÉDICO VIGENTE',
  'CARTA COMPROMISO DE LOS PADRES',
  'EXAMEN TEÓRICO APROBADO',
  'ENSAYO SOBRE LA FILOSOFÍA DEL TAEKWONDO',
  'SERVICIO SOCIAL EN EL DOYANG (20 HORAS)',
  'CONSTANCIA DE ESTUDIOS',
];

/** A requirement for the next exam from every degree, with products and other requisites that grow with the belt. */
async function seedRequirements(db: Db): Promise<void> {
  const others = await db
    .insert(t.other_exam_requisites)
    .values(OTHER_REQUISITES.map((name) => ({ name })))
    .returning();
  const idOf = (name: string) => others.find((o) => o.name === name)?.id as number;
  const degrees = await db.select().from(t.degrees).orderBy(t.degrees.order);
  const reqs = await db
    .insert(t.requirements)
    .values(
      degrees.map((g) => {
        const dan = g.order >= 13;
        const points = 10 + g.order * 5;
        return {
          name: `EXAMEN DESDE ${g.name}`,
          absences: dan ? 4 : 6,
          partial: g.has_partials ? (g.partials_to_next_degree ?? 2) : null,
          min_grade_id: g.id,
          max_grade_id: g.id,
          min_age_years: g.order <= 11 ? (g.order === 1 ? null : 4) : g.order === 12 ? 12 : 13 + (g.order - 13) * 2,
          max_age_years: null,
          min_age_months: null,
          max_age_months: null,
          max_age_days: null,
          min_time_before_next_exam: g.order <= 11 ? 2 : g.order === 12 ? 6 : 12 * (g.order - 12),
          min_points: points,
          warning_points: Math.round(points * 0.8),
          no_right_points: Math.round(points * 0.5),
        };
      }),
    )
    .returning({ id: t.requirements.id, order: t.requirements.min_grade_id });
  const products: { requirement_id: number; product_id: number }[] = [];
  const links: { requirement_id: number; other_exam_requisite_id: number }[] = [];
  for (const q of reqs) {
    const order = q.order ?? 1;
    const productIds = [2, 3, ...(order === 1 ? [1] : []), ...(order >= 5 ? [4] : []), ...(order >= 9 ? [5, 6, 7, 8] : [])];
    for (const product_id of productIds) products.push({ requirement_id: q.id, product_id });
    const names = [
      'CERTIFICADO MÉDICO VIGENTE',
      ...(order === 1 ? ['ACTA DE NACIMIENTO'] : []),
      ...(order <= 11 ? ['CARTA COMPROMISO DE LOS PADRES'] : []),
      ...(order >= 12 ? ['EXAMEN TEÓRICO APROBADO', 'CONSTANCIA DE ESTUDIOS'] : []),
      ...(order >= 13 ? ['ENSAYO SOBRE LA FILOSOFÍA DEL TAEKWONDO', 'SERVICIO SOCIAL EN EL DOYANG (20 HORAS)'] : []),
    ];
    for (const name of names) links.push({ requirement_id: q.id, other_exam_requisite_id: idOf(name) });
  }
  await db.insert(t.requirement_products).values(products);
  await db.insert(t.requirement_other_exam_requisites).values(links);
}
