import { z } from 'zod';
import type { Placement } from './curriculum-points.ts';
import { EXAM_RESULT_IDS, EXAM_RESULTS, examResultForScore, examScoreSchema, isApprovedResult } from './exam-results.ts';
import { MSG } from './messages.ts';
import { isBlank } from './schemas/ids.ts';

// The prospects screen (spec 03 §2, §4): a candidate becomes a prospect, general direction approves, and once the
// event is over general direction grades. Grading an exam promotes: the student's degree and partials change with
// the result, and a corrected result puts back what the student held before (docs/decisions.md, issue 11).

/** 1/true/'1' approved, 0/false/'0' rejected, null/'' unknown (spec 03 §4: null, true or false). */
const approval = z.preprocess((v) => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  if (v === null || v === '' || v === 'null') return null;
  return v;
}, z.boolean(MSG.invalidData).nullable());

const flag = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '' || v === null) return false;
  return v;
}, z.boolean(MSG.invalidData));

const userId = z.coerce.number(MSG.invalidData).int(MSG.invalidData).positive(MSG.invalidData).max(2_000_000_000);
const optionalPositive = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z.coerce.number(MSG.invalidData).int(MSG.invalidData).positive(MSG.invalidData).max(2_000_000_000).nullable(),
);

export const addProspectSchema = z.strictObject({ userId, doyang_id: optionalPositive.optional() });
export const approvalSchema = z.strictObject({ is_prospect_approved: approval });
export const bulkApprovalSchema = z.strictObject({
  user_ids: z.array(userId).min(1, MSG.invalidData).max(2000, MSG.invalidData),
  is_prospect_approved: approval,
});

const collaboration = {
  colaborated: flag.optional(),
  colaborated_mother: flag.optional(),
  colaborated_father: flag.optional(),
};

/** An exam's grade: a score (0–100) or a result id (12 'did not attend'); the degree and partials that follow. */
export const examResultSchema = z.strictObject({
  numeric_result: z.preprocess((v) => (isBlank(v) ? undefined : v), examScoreSchema.optional()),
  exam_result_id: optionalPositive.optional(),
  next_degree: optionalPositive.optional(),
  number_of_partials: z
    .preprocess(
      (v) => (isBlank(v) ? null : v),
      z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(0, MSG.invalidData).max(99, MSG.invalidData).nullable(),
    )
    .optional(),
  does_partials: flag.optional(),
  ...collaboration,
});

export const eventResultSchema = z.strictObject({
  event_result_id: z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(1, MSG.resultUnknown).max(6, MSG.resultUnknown),
  ...collaboration,
});

export type ExamResultInput = z.infer<typeof examResultSchema>;
export type EventResultInput = z.infer<typeof eventResultSchema>;

/** Several grades in one save ('Resultados asignados'): each row names its person. */
export const bulkExamResultsSchema = z.strictObject({
  results: z.array(examResultSchema.extend({ userId })).min(1, MSG.invalidData).max(2000, MSG.invalidData),
});
export const bulkEventResultsSchema = z.strictObject({
  results: z.array(eventResultSchema.extend({ userId })).min(1, MSG.invalidData).max(2000, MSG.invalidData),
});

/** What the student holds now and held before a first grading (null until graded). */
export type StudentStanding = {
  degree_id: number | null;
  number_of_partials: number;
  previous_degree: number | null;
  previous_partials: number | null;
  already_promoted: boolean;
};

export type ExamGrade = {
  exam_result_id: number;
  numeric_result: number | null;
  approved: boolean;
  /** What the prospect link stores. */
  next_degree: number | null;
  next_partial: number | null;
  does_partials: boolean;
  previous_degree: number | null;
  previous_partials: number;
  /** What the student's record holds after grading. */
  degree_id: number | null;
  number_of_partials: number;
};

export class GradeError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The grade of one exam prospect. The result comes from the score when one is given (spec 03 §9), else from the id
 * (12 'No asistió' is chosen, never computed). An approved result moves the student to the next degree (the one
 * chosen, else `defaultNext`, the degree after theirs) with the partials given: a partial exam (`does_partials`)
 * keeps the degree unless another is chosen and adds one partial by default; a new degree starts at 0 partials.
 * A result that does not pass leaves the student as they were before this exam (a correction undoes a promotion).
 */
export function gradeExam(input: ExamResultInput, standing: StudentStanding, defaultNext: number | null): ExamGrade {
  const hasScore = input.numeric_result !== undefined && input.numeric_result !== null;
  let resultId: number;
  if (hasScore) resultId = examResultForScore(Number(input.numeric_result));
  else if (input.exam_result_id) resultId = input.exam_result_id;
  else throw new GradeError('numeric_result', MSG.resultMissing);
  if (!EXAM_RESULTS.some((r) => r.id === resultId)) throw new GradeError('exam_result_id', MSG.resultUnknown);

  // Before this exam: what the first grading recorded, or what the student holds now.
  const beforeDegree = standing.already_promoted ? standing.previous_degree : standing.degree_id;
  const beforePartials = standing.already_promoted ? (standing.previous_partials ?? 0) : standing.number_of_partials;
  const approved = isApprovedResult(resultId);
  const doesPartials = input.does_partials === true;
  const base = {
    exam_result_id: resultId,
    numeric_result: hasScore ? Number(input.numeric_result) : null,
    approved,
    does_partials: doesPartials,
    previous_degree: beforeDegree,
    previous_partials: beforePartials,
  };
  if (!approved) {
    return { ...base, next_degree: null, next_partial: null, degree_id: beforeDegree, number_of_partials: beforePartials };
  }
  const next = input.next_degree ?? (doesPartials ? beforeDegree : defaultNext);
  if (!next) throw new GradeError('next_degree', MSG.nextDegreeMissing);
  const sameDegree = next === beforeDegree;
  const partials = input.number_of_partials ?? (doesPartials && sameDegree ? beforePartials + 1 : 0);
  return { ...base, next_degree: next, next_partial: partials, degree_id: next, number_of_partials: partials };
}

/** An event's result (event_results 1–6) as the points rule reads it: a placement, or having taken part. */
export const EVENT_RESULT_IDS = {
  FIRST: 1,
  FIRST_WITHOUT_COMPETING: 2,
  SECOND: 3,
  THIRD: 4,
  PARTICIPATED: 5,
  DID_NOT_ATTEND: 6,
} as const;

const EVENT_PLACEMENTS: Record<number, Placement> = { 1: 1, 2: 'first_without_competing', 3: 2, 4: 3 };

export function eventOutcome(eventResultId: number): { participated: boolean; placement: Placement | null } {
  return {
    participated: eventResultId !== EVENT_RESULT_IDS.DID_NOT_ATTEND,
    placement: EVENT_PLACEMENTS[eventResultId] ?? null,
  };
}

/** Whether an exam result counts as having attended (every result but 'No asistió'). */
export const attendedExam = (examResultId: number): boolean => examResultId !== EXAM_RESULT_IDS.DID_NOT_ATTEND;

/** The event outcomes as the result select names them (rows of `event_results`, fixed by migration 0010). */
export const EVENT_RESULT_NAMES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'PRIMER LUGAR' },
  { id: 2, name: 'PRIMER LUGAR SIN COMPETIR' },
  { id: 3, name: 'SEGUNDO LUGAR' },
  { id: 4, name: 'TERCER LUGAR' },
  { id: 5, name: 'PARTICIPÓ' },
  { id: 6, name: 'NO ASISTIÓ' },
];

/** The approval column's words for null / true / false. */
export const approvalLabel = (approved: boolean | null | undefined): 'APROBADO' | 'RECHAZADO' | 'PENDIENTE' =>
  approved === true ? 'APROBADO' : approved === false ? 'RECHAZADO' : 'PENDIENTE';

// Tournaments (issue 12): the competitions a prospect enters (pay_*), and a result per competition.
const payFlags = {
  pay_combat: flag.optional(),
  pay_forms: flag.optional(),
  pay_boards: flag.optional(),
  pay_kicking_speed: flag.optional(),
  pay_techniques: flag.optional(),
  pay_jumping_kicks: flag.optional(),
};

/** Adding a tournament prospect may name the competitions they enter (none: the tournament's first, decisions.md). */
export const addTournamentProspectSchema = addProspectSchema.extend(payFlags);
/** How a prospect travels with the network (the bus and hotel list): an event's and a tournament's alike. */
const travelFlags = {
  takes_bus: flag.optional(),
  takes_hotel: flag.optional(),
};
/** What a tournament prospect enters and how they travel (the bus/hotel list). */
export const prospectRegistrationSchema = z.strictObject({
  ...payFlags,
  ...travelFlags,
});
export type ProspectRegistrationBody = z.output<typeof prospectRegistrationSchema>;
/** How an event prospect travels (issue 27): the tournament's registration without competitions. */
export const eventRegistrationSchema = z.strictObject(travelFlags);
export type EventRegistrationBody = z.output<typeof eventRegistrationSchema>;

const tournamentResult = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(1, MSG.resultUnknown).max(6, MSG.resultUnknown).nullable(),
);

const tournamentResultFields = {
  result_combat: tournamentResult.optional(),
  result_forms: tournamentResult.optional(),
  result_boards: tournamentResult.optional(),
  result_kicking_speed: tournamentResult.optional(),
  result_techniques: tournamentResult.optional(),
  result_jumping_kicks: tournamentResult.optional(),
  ...collaboration,
};
const someResult = (r: Record<string, unknown>) =>
  Object.entries(r).some(([k, v]) => k.startsWith('result_') && v !== null && v !== undefined);
const resultRequired = { message: MSG.resultMissing, path: ['result_combat'] };

/** A tournament prospect's results: one per competition (tournament_results 1–6), collaboration as for events. */
export const tournamentResultSchema = z.strictObject(tournamentResultFields).refine(someResult, resultRequired);
export type TournamentResultInput = z.infer<typeof tournamentResultSchema>;

export const bulkTournamentResultsSchema = z.strictObject({
  results: z
    .array(z.strictObject({ ...tournamentResultFields, userId }).refine(someResult, resultRequired))
    .min(1, MSG.invalidData)
    .max(2000, MSG.invalidData),
});
