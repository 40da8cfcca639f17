import { z } from 'zod';
import { COMPETITIONS } from '../tournament-competitions.ts';
import { paged } from './answers.ts';

// The prospects screen's two lists (spec 03 §2) as the wire carries them: the rows of `GET /api/{exams|events|
// tournaments}/{id}/prospects` and `/candidates`, and the same pages appended to the record by the spec's own call
// (`GET /api/exams/{id}?append=candidates,doyangProspects`, spec 03 §7). A row's `id` is the person's.

const person = {
  id: z.number(),
  full_name: z.string(),
  birth_date: z.string().nullable(),
  degree_id: z.number().nullable(),
  degree_name: z.string().nullable(),
  degree_has_partials: z.boolean().nullable(),
  number_of_partials: z.number(),
};

/** Someone who may still be added, with the doyang they would come from. */
export const candidateAnswer = z.object({ ...person, doyang_id: z.number(), doyang_name: z.string() });
/** A tournament's candidates show their weigh-in for it (none yet: null). */
export const tournamentCandidateAnswer = candidateAnswer.extend({
  weight_kg: z.string().nullable(),
  height_m: z.string().nullable(),
  sex: z.number().nullable(),
});

const prospect = {
  ...person,
  prospect_id: z.number(),
  doyang_id: z.number(),
  doyang_name: z.string(),
  is_prospect_approved: z.boolean().nullable(),
  result_name: z.string().nullable(),
  colaborated: z.boolean(),
  colaborated_mother: z.boolean(),
  colaborated_father: z.boolean(),
  participated: z.boolean(),
  already_promoted: z.boolean(),
};

export const examProspectAnswer = z.object({
  ...prospect,
  exam_id: z.number(),
  exam_result_id: z.number().nullable(),
  numeric_result: z.string().nullable(),
  next_degree: z.number().nullable(),
  next_degree_name: z.string().nullable(),
  next_partial: z.number().nullable(),
  does_partials: z.boolean(),
  previous_degree: z.number().nullable(),
  previous_partials: z.number().nullable(),
  exam_block_id: z.number().nullable(),
});

export const eventProspectAnswer = z.object({ ...prospect, event_id: z.number(), event_result_id: z.number().nullable() });

type Competition = (typeof COMPETITIONS)[number];
type CompetitionFields = { [K in Competition['pay']]: z.ZodBoolean } & {
  [K in Competition['result']]: z.ZodNullable<z.ZodNumber>;
} & { [K in `${Competition['result']}_name`]: z.ZodNullable<z.ZodString> };

/** Each competition's paid flag, placement and its name. */
const competitions = Object.fromEntries(
  COMPETITIONS.flatMap((c) => [
    [c.pay, z.boolean()],
    [c.result, z.number().nullable()],
    [`${c.result}_name`, z.string().nullable()],
  ]),
) as CompetitionFields;

export const tournamentProspectAnswer = z.object({
  ...prospect,
  tournament_id: z.number(),
  tournament_result_id: z.number().nullable(),
  sex: z.number().nullable(),
  weight_kg: z.string().nullable(),
  height_m: z.string().nullable(),
  takes_bus: z.boolean(),
  takes_hotel: z.boolean(),
  ...competitions,
});

/**
 * What `append=candidates,doyangProspects` adds to an exam, event or tournament (spec 01 §3, 03 §7): a page (20) of the
 * candidates and one of the prospects of the doyang asked (`doyang_id`, else the caller's doyangs), each present only
 * when appended.
 */
const prospectAppends = <C extends z.ZodType, P extends z.ZodType>(candidate: C, prospect: P) => ({
  candidates: paged(candidate).optional(),
  doyangProspects: paged(prospect).optional(),
});

export const examProspectAppends = prospectAppends(candidateAnswer, examProspectAnswer);
export const eventProspectAppends = prospectAppends(candidateAnswer, eventProspectAnswer);
export const tournamentProspectAppends = prospectAppends(tournamentCandidateAnswer, tournamentProspectAnswer);

export type CandidateAnswer = z.infer<typeof candidateAnswer>;
export type TournamentCandidateAnswer = z.infer<typeof tournamentCandidateAnswer>;
export type ExamProspectAnswer = z.infer<typeof examProspectAnswer>;
export type EventProspectAnswer = z.infer<typeof eventProspectAnswer>;
export type TournamentProspectAnswer = z.infer<typeof tournamentProspectAnswer>;
