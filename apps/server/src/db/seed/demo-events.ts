import {
  addDays,
  attendedExam,
  type CurriculumEvent,
  EXAM_RESULT_IDS,
  eventOutcome,
  gradeExam,
  pointsForResult,
  ROLES,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { rows, sqlArray } from '../sql.ts';

/**
 * The network's calendar around today (issue 11): two parent events, a past exam, the next exam, a black-belt
 * exam, a seminar and a local and a foreign event already held. Prospects and results come with them later.
 */
export async function seedEvents(db: Db, today: string): Promise<void> {
  const year = today.slice(0, 4);
  const [season, regional] = await db
    .insert(t.parent_events)
    .values([
      { name: `TEMPORADA ${year}`, description: 'Exámenes, juntas y seminarios del año.' },
      { name: 'CIRCUITO REGIONAL', description: 'Copas y abiertos con otras escuelas.' },
    ])
    .returning({ id: t.parent_events.id });
  // The bimester's parents' meeting (demo-attendance.ts) is one of the season's 'juntas': the statistics screen's
  // Eventos tab shows each doyang's attendance to it (issue 27).
  await db.execute(sql`update events set parent_event_id = ${season.id}
    where is_meeting and is_general_meeting and parent_event_id is null and extract(year from date) = ${Number(year)}`);
  const venues = await rows<{ id: number; name: string }>(db, sql`select id, name from venues order by id`);
  const venue = (part: string) => venues.find((v) => v.name.includes(part))?.id ?? venues[0]?.id ?? null;
  const sinodals = await rows<{ id: number }>(db, sql`select id from users where sinodal and active order by id limit 3`);
  const payments = (date: string, price: string, early: string) => ({
    price,
    early_payment_amount: early,
    early_payment_student_due_date: addDays(date, -21),
    early_payment_professor_due_date: addDays(date, -19),
    payment_student_due_date: addDays(date, -7),
    payment_professor_due_date: addDays(date, -5),
  });
  const exam = (name: string, number: number, date: string, more: Partial<typeof t.exams.$inferInsert> = {}) => ({
    name,
    number,
    date,
    parent_event_id: season.id,
    venue_id: venue('SANTA CRUZ'),
    begins_at: '09:00',
    ends_at: '14:00',
    sinodal_id: sinodals[0]?.id ?? null,
    general_points: 10,
    ...payments(date, '950.00', '850.00'),
    ...more,
  });
  const made = await db
    .insert(t.exams)
    .values([
      exam(`EXAMEN DE GRADO ${year} - I`, 40, addDays(today, -60)),
      exam(`EXAMEN DE GRADO ${year} - II`, 41, addDays(today, 20), { show_table_in_dashboard: true }),
      exam(`EXAMEN DE CINTA NEGRA ${year}`, 42, addDays(today, 30), {
        is_black_belt: true,
        venue_id: venue('OLÍMPICO'),
        ...payments(addDays(today, 30), '2500.00', '2200.00'),
      }),
    ])
    .returning({ id: t.exams.id });
  if (sinodals[1]) await db.insert(t.exam_extra_sinodals).values({ exam_id: made[2].id, user_id: sinodals[1].id });
  // The black-belt exam takes only the degrees it promotes from: its candidates list offers nobody else.
  await db.execute(sql`insert into exam_degrees_allowed (exam_id, degree_id)
    select ${made[2].id}, id from degrees where "order" between ${BLACK_BELT_EXAM_DEGREES.min} and ${BLACK_BELT_EXAM_DEGREES.max}`);

  const [seminar] = await db
    .insert(t.events)
    .values([
      {
        name: 'SEMINARIO DE ARBITRAJE',
        date: addDays(today, 10),
        parent_event_id: season.id,
        venue_id: venue('CHALCO'),
        begins_at: '10:00',
        ends_at: '15:00',
        is_seminar: true,
        general_points: 15,
        ...payments(addDays(today, 10), '600.00', '500.00'),
      },
      {
        name: 'COPA MDK ORIENTE',
        date: addDays(today, -30),
        end_date: addDays(today, -29),
        parent_event_id: regional.id,
        venue_id: venue('NEZAHUALCÓYOTL'),
        is_local: true,
        local_first_points: 30,
        local_second_points: 20,
        local_third_points: 10,
        local_participated_points: 5,
        ...payments(addDays(today, -30), '450.00', '400.00'),
      },
      {
        name: 'OPEN INTERNACIONAL DE PUEBLA',
        date: addDays(today, -20),
        parent_event_id: regional.id,
        venue_id: venue('PUEBLA'),
        is_local: false,
        ...payments(addDays(today, -20), '900.00', '800.00'),
      },
    ])
    .returning({ id: t.events.id });
  await seedEventParts(db, made[1].id, seminar.id);
}

/** The next exam's groups, conditions and commission tiers per scheme, and the seminar's groups (issue 11). */
async function seedEventParts(db: Db, examId: number, seminarId: number): Promise<void> {
  await db.insert(t.exam_groups).values([
    { exam_id: examId, name: 'TURNO MATUTINO', begins_at: '09:00', ends_at: '12:00' },
    { exam_id: examId, name: 'TURNO VESPERTINO', begins_at: '12:30', ends_at: '14:00' },
  ]);
  await db.insert(t.exam_conditions).values([
    { exam_id: examId, name: 'DOBOK COMPLETO Y LIMPIO', description: 'Con el parche de la escuela y la cinta del grado actual.' },
    {
      exam_id: examId,
      name: 'LLEGAR 30 MINUTOS ANTES',
      description: 'Pasar lista con el profesor del doyang antes de su bloque.',
    },
  ]);
  await db.insert(t.event_groups).values([
    { event_id: seminarId, name: 'TEORÍA', begins_at: '10:00', ends_at: '12:00' },
    { event_id: seminarId, name: 'PRÁCTICA EN ÁREA', begins_at: '12:30', ends_at: '15:00' },
  ]);
  const schemes = await rows<{ id: number }>(db, sql`select id from doyang_surrogations order by id`);
  const tiers = schemes.flatMap((s, i) => [
    { doyang_surrogation_id: s.id, min_participants: 1, max_participants: 10, percentage: (10 + 2 * i).toFixed(2) },
    { doyang_surrogation_id: s.id, min_participants: 11, max_participants: 30, percentage: (15 + 2 * i).toFixed(2) },
    { doyang_surrogation_id: s.id, min_participants: 31, max_participants: null, percentage: (20 + 2 * i).toFixed(2) },
  ]);
  if (tiers.length) await db.insert(t.event_comissions).values(tiers.map((tier) => ({ ...tier, exam_id: examId })));
}

type Person = { id: number; doyang_id: number; degree_id: number | null; number_of_partials: number; birth_year: number };

/** Degrees (order) an exam promotes from: a grade exam up to the 1er kup (to IEBY), a black-belt one IEBY and the dans. */
export const GRADE_EXAM_DEGREES = { min: 1, max: 11 } as const;
export const BLACK_BELT_EXAM_DEGREES = { min: 12, max: 20 } as const;

type Pick = {
  perDoyang: number;
  skip?: number;
  degrees?: { min: number; max: number };
  /** Only who had trained three months by then: an exam takes nobody who enrolled the week before. */
  trainingBefore?: string;
  /** Left out: those another exam just promoted. */
  exclude?: number[];
};

/**
 * A few people of every doyang (the first `perDoyang` by id among those who fit, skipping `skip`), so each doyang's
 * staff see theirs.
 */
async function peoplePerDoyang(db: Db, { perDoyang, skip = 0, degrees, trainingBefore, exclude = [] }: Pick): Promise<Person[]> {
  return rows<Person>(
    db,
    sql`select id, doyang_id, degree_id, number_of_partials, birth_year from (
      select u.id, u.doyang_id, u.degree_id, u.number_of_partials, extract(year from u.birth_date)::int as birth_year,
        row_number() over (partition by u.doyang_id order by u.id) as n
      from users u join degrees d on d.id = u.degree_id
      where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null
        and d."order" between ${degrees?.min ?? 0} and ${degrees?.max ?? 99}
        ${trainingBefore ? sql`and coalesce(u.start_tkd_date, u.enrollment_date) <= ${trainingBefore}::date - 90` : sql``}
        and not (u.id = any(${sqlArray(exclude, 'int')}))) x
    where n > ${skip} and n <= ${skip + perDoyang} order by doyang_id, id`,
  );
}

export const configValues = async (db: Db) =>
  Object.fromEntries(
    (
      await rows<{ id: number; value: string | null }>(db, sql`select id, value from configurations where id between 14 and 23`)
    ).map((c) => [c.id, c.value]),
  );

/** Point lines of one result, as the grading route writes them (modules/prospects/prospect-results.ts). */
export function pointRows(
  event: Record<string, unknown>,
  userId: number,
  lines: { points: number; origin: string }[],
  link: { exam_prospect_id?: number; event_prospect_id?: number; tournament_prospect_id?: number },
) {
  return lines.map((line) => ({
    user_id: userId,
    date: String(event.date),
    concept: `${String(event.name)}: ${line.origin}`.slice(0, 200),
    points: line.points,
    kind: (event.is_local ? 'local' : 'foreign') as 'local' | 'foreign',
    ...link,
  }));
}

const pointValues = (event: Record<string, unknown>, side: 'local' | 'foreign') => ({
  general: event[`${side}_general_points`] as number | null,
  colaborated: event[`${side}_colaborated_points`] as number | null,
  colaborated_mother: null,
  colaborated_father: null,
  first_without_competing: event[`${side}_first_no_contest_points`] as number | null,
  first: event[`${side}_first_points`] as number | null,
  second: event[`${side}_second_points`] as number | null,
  third: event[`${side}_third_points`] as number | null,
  participated: event[`${side}_participated_points`] as number | null,
});

export const curriculumEventOf = (event: Record<string, unknown>, hasPlacements: boolean): CurriculumEvent => ({
  is_local: Boolean(event.is_local),
  has_placements: hasPlacements,
  general_points: event.general_points as number | null,
  local_points: pointValues(event, 'local'),
  foreign_points: pointValues(event, 'foreign'),
});

/**
 * Who goes to what (issue 11 demo): the past exam graded (most promoted, a few not approved or absent), the next exam
 * with prospects of every doyang, approvals under way and three blocks, the black-belt exam with a few candidates, the
 * seminar with pending prospects, and the two past events with their placements and the points they earned.
 */
export async function seedEventPeople(db: Db, today: string): Promise<void> {
  const exams = await rows<Record<string, unknown>>(db, sql`select * from exams order by date`);
  const events = await rows<Record<string, unknown>>(db, sql`select * from events where not is_meeting order by date`);
  const [pastExam, nextExam, blackBelt] = exams;
  const seminar = events.find((e) => e.is_seminar);
  const [copa, open] = events.filter((e) => !e.is_seminar && String(e.date) < today);
  if (!pastExam || !nextExam) return;
  const director = (await rows<{ id: number }>(db, sql`select id from users where email = 'director@demo.mx'`))[0]?.id ?? null;
  const degrees = await rows<{ id: number; order: number }>(db, sql`select id, "order" from degrees order by "order", id`);
  const after = (id: number | null) => {
    const current = degrees.find((d) => d.id === id);
    return current ? (degrees.find((d) => d.order > current.order)?.id ?? null) : null;
  };
  const config = await configValues(db);
  // History before the system: students above the first degree passed an exam some months ago.
  await db.execute(sql`update users set last_aproved_exam_date = ${today}::date - (120 + id % 240)
    where role_id = ${ROLES.ALUMNO} and degree_id <> 1 and last_aproved_exam_date is null
      and coalesce(start_tkd_date, enrollment_date) < ${today}::date - (120 + id % 240)`);

  // The past exam: graded. Scores spread over the scale; every 9th did not attend, every 7th failed.
  const graded = await peoplePerDoyang(db, {
    perDoyang: 3,
    degrees: GRADE_EXAM_DEGREES,
    trainingBefore: String(pastExam.date),
  });
  const gradedRows = graded.map((p, i) => {
    const input =
      i % 9 === 8
        ? { exam_result_id: EXAM_RESULT_IDS.DID_NOT_ATTEND }
        : { numeric_result: i % 7 === 6 ? 52 : 60 + ((p.id * 7) % 41) };
    const grade = gradeExam(
      { ...input, colaborated: i % 5 === 0 },
      {
        degree_id: p.degree_id,
        number_of_partials: p.number_of_partials,
        previous_degree: null,
        previous_partials: null,
        already_promoted: false,
      },
      after(p.degree_id),
    );
    return { p, grade, colaborated: i % 5 === 0 };
  });
  // A small network (tests seed a few students) may have nobody to place in a list: drizzle refuses empty inserts.
  const pastLinks = !gradedRows.length
    ? []
    : await db
        .insert(t.exam_prospects)
        .values(
          gradedRows.map(({ p, grade, colaborated }) => ({
            exam_id: Number(pastExam.id),
            user_id: p.id,
            doyang_id: p.doyang_id,
            added_by: director,
            is_prospect_approved: true,
            exam_result_id: grade.exam_result_id,
            numeric_result: grade.numeric_result === null ? null : String(grade.numeric_result),
            next_degree: grade.next_degree,
            next_partial: grade.next_partial,
            previous_degree: grade.previous_degree,
            previous_partials: grade.previous_partials,
            colaborated,
            participated: attendedExam(grade.exam_result_id),
            already_promoted: true,
            graded_by: director,
          })),
        )
        .returning({ id: t.exam_prospects.id, user_id: t.exam_prospects.user_id });
  const promoted = gradedRows.filter((r) => r.grade.approved);
  if (promoted.length)
    await db.execute(sql`update users u set degree_id = v.degree_id, number_of_partials = v.partials,
        last_aproved_exam_date = ${pastExam.date}::date
      from (values ${sql.join(
        promoted.map((r) => sql`(${r.p.id}::int, ${r.grade.degree_id}::int, ${r.grade.number_of_partials}::int)`),
        sql`, `,
      )}) as v(id, degree_id, partials) where u.id = v.id`);
  const linkOf = new Map(pastLinks.map((l) => [l.user_id, l.id]));
  const examPoints = gradedRows.flatMap(({ p, grade, colaborated }) =>
    pointRows(
      pastExam,
      p.id,
      pointsForResult(
        curriculumEventOf(pastExam, false),
        {
          participated: attendedExam(grade.exam_result_id),
          colaborated,
          colaborated_mother: false,
          colaborated_father: false,
        },
        config,
      ),
      { exam_prospect_id: linkOf.get(p.id) },
    ),
  );
  if (examPoints.length) await db.insert(t.curriculum_points).values(examPoints);

  // The next exam: prospects of every doyang (other people than the graded ones), approvals under way, three blocks.
  const coming = await peoplePerDoyang(db, {
    perDoyang: 4,
    skip: 3,
    degrees: GRADE_EXAM_DEGREES,
    trainingBefore: String(nextExam.date),
  });
  if (coming.length)
    await db.insert(t.exam_prospects).values(
      coming.map((p, i) => ({
        exam_id: Number(nextExam.id),
        user_id: p.id,
        doyang_id: p.doyang_id,
        added_by: director,
        is_prospect_approved: i % 4 === 3 ? null : i % 11 !== 10,
      })),
    );
  const blocks = await db
    .insert(t.exam_blocks)
    .values([
      { exam_id: Number(nextExam.id), name: 'BLANCAS Y AMARILLAS', order: 1, duration_min: 30, max_quantity: 10 },
      { exam_id: Number(nextExam.id), name: 'VERDES Y AZULES', order: 2, duration_min: 40, max_quantity: 8 },
      { exam_id: Number(nextExam.id), name: 'CAFÉS Y ROJAS', order: 3, duration_min: 60, max_quantity: 5 },
    ])
    .returning({ id: t.exam_blocks.id });
  const orderOf = new Map(degrees.map((d) => [d.id, d.order]));
  const blockFor = (p: Person) => {
    const order = orderOf.get(p.degree_id ?? 0) ?? 0;
    // The belts of spec 01 §2: white and yellow up to the 8vo kup (order 4), green and blue up to the 4to kup (8).
    return order <= 4 ? blocks[0].id : order <= 8 ? blocks[1].id : blocks[2].id;
  };
  if (coming.length)
    await db.insert(t.exam_block_prospects).values(coming.map((p) => ({ exam_block_id: blockFor(p), user_id: p.id })));

  // The black-belt exam: the first IEBY and black-belt students of a few doyangs, pending approval.
  if (blackBelt) {
    const candidates = (
      await peoplePerDoyang(db, {
        perDoyang: 1,
        degrees: BLACK_BELT_EXAM_DEGREES,
        trainingBefore: String(blackBelt.date),
        exclude: promoted.map((r) => r.p.id),
      })
    ).slice(0, 6);
    if (candidates.length)
      await db
        .insert(t.exam_prospects)
        .values(
          candidates.map((p) => ({ exam_id: Number(blackBelt.id), user_id: p.id, doyang_id: p.doyang_id, added_by: director })),
        );
  }

  // The seminar: pending prospects.
  if (seminar) {
    const going = await peoplePerDoyang(db, { perDoyang: 2, skip: 7 });
    if (going.length)
      await db.insert(t.event_prospects).values(
        // Some travel with the network (the event's bus and hotel list, issue 27).
        going.map((p, i) => ({
          event_id: Number(seminar.id),
          user_id: p.id,
          doyang_id: p.doyang_id,
          added_by: director,
          takes_bus: i % 3 === 0,
          takes_hotel: i % 4 === 1,
        })),
      );
  }

  // The cup and the open: held, with placements and the points they earned.
  for (const [event, perDoyang, skip] of [
    [copa, 3, 9],
    [open, 1, 12],
  ] as const) {
    if (!event) continue;
    const went = await peoplePerDoyang(db, { perDoyang, skip });
    if (!went.length) continue;
    const outcomes = went.map((p, i) => ({ p, result: [1, 3, 4, 5, 5, 3, 4, 6, 2][i % 9] }));
    const links = await db
      .insert(t.event_prospects)
      .values(
        outcomes.map(({ p, result }, i) => ({
          event_id: Number(event.id),
          user_id: p.id,
          doyang_id: p.doyang_id,
          added_by: director,
          is_prospect_approved: true,
          event_result_id: result,
          participated: eventOutcome(result).participated,
          already_promoted: true,
          graded_by: director,
          takes_bus: i % 3 === 0,
          takes_hotel: i % 6 === 1,
        })),
      )
      .returning({ id: t.event_prospects.id, user_id: t.event_prospects.user_id });
    const link = new Map(links.map((l) => [l.user_id, l.id]));
    const earned = outcomes.flatMap(({ p, result }) => {
      const outcome = eventOutcome(result);
      return pointRows(
        event,
        p.id,
        pointsForResult(
          curriculumEventOf(event, outcome.placement !== null),
          {
            ...outcome,
            colaborated: false,
            colaborated_mother: false,
            colaborated_father: false,
          },
          config,
        ),
        { event_prospect_id: link.get(p.id) },
      );
    });
    if (earned.length) await db.insert(t.curriculum_points).values(earned);
  }
}
