import { z } from 'zod';

// What the prospects screen's calls answer (spec 03 §2, §7): candidates and prospects of an exam, event or tournament,
// one shape per kind (the request schemas are in ../prospects.ts). `id` is the person's: the calls name people.
// Dates travel as 'YYYY-MM-DD', `numeric` columns (score, weight, height) as text.

/** The person columns both lists open with. */
const personFields = {
  id: z.number(),
  full_name: z.string(),
  birth_date: z.string().nullable(),
  degree_id: z.number().nullable(),
  degree_name: z.string().nullable(),
  degree_has_partials: z.boolean().nullable(),
  number_of_partials: z.number(),
  doyang_id: z.number(),
  doyang_name: z.string(),
};

/** A tournament's weigh-in for the person (null until recorded) and their sex (1 M, 2 F). */
const weighInFields = {
  sex: z.number().nullable(),
  weight_kg: z.string().nullable(),
  height_m: z.string().nullable(),
};

/** A candidate of an exam or event: who may still be made a prospect, with the doyang they would come from. */
export const candidateAnswer = z.object(personFields);
/** A tournament's candidate shows their weigh-in: without one they cannot be added before the day. */
export const tournamentCandidateAnswer = candidateAnswer.extend(weighInFields);

/** What every kind's prospect carries: the link's approval, result and collaboration. */
export const prospectAnswer = z.object({
  ...personFields,
  /** The link's own id. */
  prospect_id: z.number(),
  is_prospect_approved: z.boolean().nullable(),
  result_name: z.string().nullable(),
  colaborated: z.boolean(),
  colaborated_mother: z.boolean(),
  colaborated_father: z.boolean(),
  participated: z.boolean(),
  /** Graded (the row shows green). */
  already_promoted: z.boolean(),
});

/** An exam prospect: the score, the degree and partial the grade gives, and the block they are examined in. */
export const examProspectAnswer = prospectAnswer.extend({
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

/** An event prospect: the outcome and how they travel with the network (the bus and hotel list, issue 27). */
export const eventProspectAnswer = prospectAnswer.extend({
  event_id: z.number(),
  event_result_id: z.number().nullable(),
  takes_bus: z.boolean(),
  takes_hotel: z.boolean(),
});

const competition = z.boolean();
const competitionResult = z.number().nullable();
const competitionResultName = z.string().nullable();

/** A tournament prospect: the weigh-in, the competitions entered (pay_*), a result per competition and the travel. */
export const tournamentProspectAnswer = prospectAnswer.extend({
  tournament_id: z.number(),
  /** The best of the competitions' results. */
  tournament_result_id: z.number().nullable(),
  ...weighInFields,
  takes_bus: z.boolean(),
  takes_hotel: z.boolean(),
  pay_combat: competition,
  result_combat: competitionResult,
  result_combat_name: competitionResultName,
  pay_forms: competition,
  result_forms: competitionResult,
  result_forms_name: competitionResultName,
  pay_jumping_kicks: competition,
  result_jumping_kicks: competitionResult,
  result_jumping_kicks_name: competitionResultName,
  pay_techniques: competition,
  result_techniques: competitionResult,
  result_techniques_name: competitionResultName,
  pay_boards: competition,
  result_boards: competitionResult,
  result_boards_name: competitionResultName,
  pay_kicking_speed: competition,
  result_kicking_speed: competitionResult,
  result_kicking_speed_name: competitionResultName,
});

// Each answered by several routes: one component apiece in /api/docs, and so their pages (`CandidatePage`).
z.globalRegistry.add(candidateAnswer, { id: 'Candidate' });
z.globalRegistry.add(tournamentCandidateAnswer, { id: 'TournamentCandidate' });
z.globalRegistry.add(examProspectAnswer, { id: 'ExamProspect' });
z.globalRegistry.add(eventProspectAnswer, { id: 'EventProspect' });
z.globalRegistry.add(tournamentProspectAnswer, { id: 'TournamentProspect' });

export type CandidateAnswer = z.infer<typeof candidateAnswer>;
export type TournamentCandidateAnswer = z.infer<typeof tournamentCandidateAnswer>;
export type ProspectAnswer = z.infer<typeof prospectAnswer>;
export type ExamProspectAnswer = z.infer<typeof examProspectAnswer>;
export type EventProspectAnswer = z.infer<typeof eventProspectAnswer>;
export type TournamentProspectAnswer = z.infer<typeof tournamentProspectAnswer>;
