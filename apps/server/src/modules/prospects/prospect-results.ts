import {
  attendedExam,
  attendedTournament,
  bestTournamentResult,
  bulkEventResultsSchema,
  bulkExamResultsSchema,
  bulkTournamentResultsSchema,
  COMPETITIONS,
  type CurriculumEvent,
  type EventResultInput,
  type ExamResultInput,
  eventHasPassed,
  eventOutcome,
  eventResultSchema,
  examResultSchema,
  GradeError,
  gradeExam,
  MSG,
  messageWith,
  type PointsLine,
  pointsForResult,
  type TournamentResultInput,
  tournamentPointLines,
  tournamentResultSchema,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { EVENT_KIND, EXAM_KIND, type ProspectKind, TOURNAMENT_KIND } from './prospect-kinds.ts';
import { loadProspects } from './prospects.queries.ts';
import { personParams, requireEvent, requireProspect } from './prospects.routes.ts';

// Grading (spec 03 §4): once the event is over general direction assigns results. For an exam the student's degree
// and partials change with the grade; for any kind the result's curriculum points are rewritten. Everything one
// save changes happens in its transaction (the route's), so a failed row leaves nothing half-graded.

type Row = Record<string, unknown>;
export type Grading = { db: Db; actor: SessionUser; event: Row; config: Record<number, string | null>; degrees: Degree[] };
type Degree = { id: number; order: number };

const POINT_KEYS = [
  'general',
  'colaborated',
  'colaborated_mother',
  'colaborated_father',
  'first',
  'second',
  'third',
  'participated',
];

/** The event's own point values for local or foreign people (columns `{side}_{key}_points`). */
function pointValues(event: Row, side: 'local' | 'foreign') {
  const values: Record<string, number | null> = {};
  for (const key of POINT_KEYS) values[key] = event[`${side}_${key}_points`] as number | null;
  values.first_without_competing = event[`${side}_first_no_contest_points`] as number | null;
  return values;
}

function curriculumEvent(event: Row, hasPlacements: boolean): CurriculumEvent {
  return {
    is_local: Boolean(event.is_local),
    has_placements: hasPlacements,
    general_points: event.general_points as number | null,
    local_points: pointValues(event, 'local'),
    foreign_points: pointValues(event, 'foreign'),
  };
}

/**
 * The points each prospect's result earns replace whatever the same result earned before (a correction rewrites them):
 * one delete and one insert for any number of prospects, the lines travelling as one JSON parameter (no limit on rows).
 */
async function writePoints(
  g: Grading,
  kind: ProspectKind,
  event: CurriculumEvent,
  graded: { prospect: Row; lines: PointsLine[] }[],
) {
  if (!graded.length) return;
  const column = sql.raw(kind.exam ? 'exam_prospect_id' : kind.tournament ? 'tournament_prospect_id' : 'event_prospect_id');
  const prospectIds = graded.map((x) => Number(x.prospect.prospect_id));
  await g.db.execute(sql`delete from curriculum_points where ${column} in ${prospectIds}`);
  const lines = graded.flatMap(({ prospect, lines }) =>
    lines.map((line) => ({
      user_id: Number(prospect.id),
      prospect_id: Number(prospect.prospect_id),
      concept: `${String(g.event.name)}: ${line.origin}`.slice(0, 200),
      points: line.points,
    })),
  );
  if (!lines.length) return;
  await g.db.execute(sql`insert into curriculum_points (user_id, date, concept, points, kind, ${column})
    select r.user_id, ${g.event.date}::date, r.concept, r.points, ${event.is_local ? 'local' : 'foreign'}, r.prospect_id
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(user_id int, prospect_id int, concept text, points int)`);
}

const collaboration = (input: ExamResultInput | EventResultInput | TournamentResultInput) => ({
  colaborated: input.colaborated ?? false,
  colaborated_mother: input.colaborated_mother ?? false,
  colaborated_father: input.colaborated_father ?? false,
});

/** The degree after one, by the degrees' order. */
function degreeAfter(degrees: Degree[], degreeId: number | null): number | null {
  const current = degrees.find((d) => d.id === degreeId);
  if (!current) return null;
  return degrees.find((d) => d.order > current.order)?.id ?? null;
}

async function gradeExamProspect(g: Grading, prospect: Row, input: ExamResultInput): Promise<void> {
  let grade: ReturnType<typeof gradeExam>;
  try {
    const standing = {
      degree_id: prospect.degree_id as number | null,
      number_of_partials: Number(prospect.number_of_partials ?? 0),
      previous_degree: prospect.previous_degree as number | null,
      previous_partials: prospect.previous_partials as number | null,
      already_promoted: Boolean(prospect.already_promoted),
    };
    const before = standing.already_promoted ? standing.previous_degree : standing.degree_id;
    grade = gradeExam(input, standing, degreeAfter(g.degrees, before));
  } catch (error) {
    if (error instanceof GradeError) throw validationError({ [error.field]: [error.message] });
    throw error;
  }
  if (grade.next_degree !== null && !g.degrees.some((d) => d.id === grade.next_degree))
    throw validationError({ next_degree: [MSG.relatedMissing] });
  const together = collaboration(input);
  const attended = attendedExam(grade.exam_result_id);
  const wasApprovedHere = Boolean(prospect.already_promoted) && prospect.next_degree !== null;
  await g.db.execute(sql`update exam_prospects set exam_result_id = ${grade.exam_result_id},
      numeric_result = ${grade.numeric_result}, next_degree = ${grade.next_degree}, next_partial = ${grade.next_partial},
      does_partials = ${grade.does_partials}, previous_degree = ${grade.previous_degree},
      previous_partials = ${grade.previous_partials}, colaborated = ${together.colaborated},
      colaborated_mother = ${together.colaborated_mother}, colaborated_father = ${together.colaborated_father},
      participated = ${attended}, already_promoted = true, graded_by = ${g.actor.id}, updated_at = now()
    where id = ${prospect.prospect_id}`);
  // The last approved exam follows the grade; a corrected pass falls back to the person's latest other passed exam.
  const lastApproved = grade.approved
    ? sql`greatest(last_aproved_exam_date, ${g.event.date}::date)`
    : wasApprovedHere
      ? sql`coalesce((select max(e.date) from exam_prospects p join exams e on e.id = p.exam_id
          where p.user_id = ${prospect.id} and p.exam_id <> ${g.event.id} and p.exam_result_id between 1 and 10), last_aproved_exam_date)`
      : sql`last_aproved_exam_date`;
  await g.db.execute(sql`update users set degree_id = ${grade.degree_id}, number_of_partials = ${grade.number_of_partials},
      last_aproved_exam_date = ${lastApproved}, updated_at = now()
    where id = ${prospect.id}`);
  const event = curriculumEvent(g.event, false);
  await writePoints(g, EXAM_KIND, event, [
    { prospect, lines: pointsForResult(event, { participated: attended, ...together }, g.config) },
  ]);
}

async function gradeEventProspect(g: Grading, prospect: Row, input: EventResultInput): Promise<void> {
  const outcome = eventOutcome(input.event_result_id);
  const together = collaboration(input);
  await g.db.execute(sql`update event_prospects set event_result_id = ${input.event_result_id},
      participated = ${outcome.participated}, colaborated = ${together.colaborated},
      colaborated_mother = ${together.colaborated_mother}, colaborated_father = ${together.colaborated_father},
      already_promoted = true, graded_by = ${g.actor.id}, updated_at = now()
    where id = ${prospect.prospect_id}`);
  const event = curriculumEvent(g.event, outcome.placement !== null);
  const result = { participated: outcome.participated, placement: outcome.placement, ...together };
  await writePoints(g, EVENT_KIND, event, [{ prospect, lines: pointsForResult(event, result, g.config) }]);
}

export type TournamentGrade = { prospect: Row; input: TournamentResultInput };

/** Why a tournament grade is refused: a result in a competition the prospect did not enter. */
export type TournamentRefusal = (prospect: Row, competition: (typeof COMPETITIONS)[number]) => Error;
const notEntered: TournamentRefusal = (_, c) => validationError({ [c.result]: [MSG.prospectNotInCompetition] });

/**
 * A result per competition the prospect entered; the best is their overall outcome (decisions.md, issue 12). Any
 * number of prospects in one update and one rewrite of their points: grading by hand and passing the brackets' places
 * (results-from-brackets.routes.ts) both come through here.
 */
export async function gradeTournamentProspects(g: Grading, grades: TournamentGrade[], refuse = notEntered): Promise<void> {
  if (!grades.length) return;
  const event = curriculumEvent(g.event, true);
  // The same prospect twice in one save: the last grade stands, as it did when they were written one by one.
  const last = [...new Map(grades.map((x) => [Number(x.prospect.prospect_id), x])).values()];
  const graded = last.map(({ prospect, input }) => {
    const results = Object.fromEntries(COMPETITIONS.map((c) => [c.result, input[c.result] ?? null]));
    const missing = COMPETITIONS.find((c) => results[c.result] !== null && !prospect[c.pay]);
    if (missing) throw refuse(prospect, missing);
    const together = collaboration(input);
    return {
      prospect,
      row: {
        id: Number(prospect.prospect_id),
        ...results,
        ...together,
        best: bestTournamentResult(results),
        participated: attendedTournament(results),
      },
      lines: tournamentPointLines(event, results, together, g.config),
    };
  });
  const columns = [...COMPETITIONS.map((c) => c.result), 'colaborated', 'colaborated_mother', 'colaborated_father'];
  const assign = sql.raw(columns.map((c) => `${c} = r.${c}`).join(', '));
  const types = sql.raw(
    [
      'id int',
      ...COMPETITIONS.map((c) => `${c.result} int`),
      'colaborated boolean, colaborated_mother boolean, colaborated_father boolean, best int, participated boolean',
    ].join(', '),
  );
  await g.db.execute(sql`update tournament_prospects p set ${assign}, tournament_result_id = r.best,
      participated = r.participated, already_promoted = true, graded_by = ${g.actor.id}, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(graded.map((x) => x.row))}::jsonb) as r(${types})
    where p.id = r.id`);
  await writePoints(g, TOURNAMENT_KIND, event, graded);
}

/** Exams and events grade one prospect after another (an exam's grade moves the person's degree). */
const oneByOne =
  <I>(grade: (g: Grading, prospect: Row, input: I) => Promise<void>) =>
  async (g: Grading, grades: { prospect: Row; input: I }[]) => {
    for (const { prospect, input } of grades) await grade(g, prospect, input);
  };

/** What grading reads once per request; refused before the event's day. */
export async function grading(
  app: FastifyInstance,
  db: Db,
  actor: SessionUser,
  kind: ProspectKind,
  eventId: number,
): Promise<Grading> {
  const event = await requireEvent(db, kind, eventId);
  if (!eventHasPassed(String(event.date), app.clock.today())) throw validationError({ event: [MSG.resultBeforeDate] });
  const config = Object.fromEntries(
    (
      await rows<{ id: number; value: string | null }>(db, sql`select id, value from configurations where id between 14 and 23`)
    ).map((c) => [c.id, c.value]),
  );
  const degrees = await rows<Degree>(db, sql`select id, "order" from degrees order by "order", id`);
  return { db, actor, event, config, degrees };
}

function registerKind<S extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  kind: ProspectKind,
  schema: S,
  bulk: B,
  grade: (g: Grading, grades: { prospect: Row; input: z.infer<S> }[]) => Promise<void>,
) {
  const tags = [`${kind.segment} prospects`];
  const permission = { generalDirection: true, area: kind.area, action: 'update' } as const;

  route(app, {
    method: 'POST',
    url: `/api/${kind.segment}/:id/prospects/:userId/result`,
    tags,
    summary: 'Asignar resultado (dirección general, desde la fecha del evento)',
    permission,
    scope: 'doyang',
    params: personParams,
    body: schema,
    response: kind.prospect,
    handler: async ({ db, actor, params, body }) => {
      const g = await grading(app, db, actor, kind, params.id);
      await grade(g, [{ prospect: await requireProspect(db, kind, params.id, params.userId), input: body as z.infer<S> }]);
      return requireProspect(db, kind, params.id, params.userId);
    },
  });

  route(app, {
    method: 'POST',
    url: `/api/${kind.segment}/:id/results`,
    tags,
    summary: 'Asignar varios resultados en una operación',
    permission,
    scope: 'doyang',
    params: idParams,
    body: bulk,
    response: messageWith(z.array(kind.prospect)),
    handler: async ({ db, actor, params, body }) => {
      const g = await grading(app, db, actor, kind, params.id);
      const results = (body as { results: (z.infer<S> & { userId: number })[] }).results;
      const ids = [...new Set(results.map((r) => r.userId))];
      const found = new Map((await loadProspects(db, kind, params.id, ids)).map((p) => [Number(p.id), p]));
      if (found.size !== ids.length) throw new HttpError(404, MSG.prospectNotFound);
      await grade(
        g,
        results.map(({ userId, ...input }) => ({ prospect: found.get(userId) as Row, input: input as z.infer<S> })),
      );
      return { message: MSG.resultsAssigned, data: await loadProspects(db, kind, params.id, ids) };
    },
  });
}

export async function prospectResultRoutes(app: FastifyInstance): Promise<void> {
  registerKind(app, EXAM_KIND, examResultSchema, bulkExamResultsSchema, oneByOne(gradeExamProspect));
  registerKind(app, EVENT_KIND, eventResultSchema, bulkEventResultsSchema, oneByOne(gradeEventProspect));
  registerKind(app, TOURNAMENT_KIND, tournamentResultSchema, bulkTournamentResultsSchema, gradeTournamentProspects);
}
