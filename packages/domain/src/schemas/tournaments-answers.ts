import { z } from 'zod';
import { messageWith, related, relatedMany } from './answers.ts';
import { eventColumnsAnswer, eventPresentAnswer, eventRelationsAnswer } from './events-answers.ts';
import { groupPersonAnswer } from './groups-answers.ts';
import { namedAnswer } from './users-answers.ts';

// What TORNEOS answers (spec 03 §2–§9): the tournament and its catalogues, poomses, the schedule, the doyang awards,
// the categories' fit report, the foreigners import and the results from the brackets. As they travel: dates
// 'YYYY-MM-DD', times 'HH:MM:SS', instants ISO text, numeric columns text (a number inside a JSON relation).

const text = z.string();
const optionalText = z.string().nullable();
const optionalId = z.number().nullable();
const timestamps = { created_at: text, updated_at: text };

/** A degree as a relation names it, with its order (min_degree, max_degree, a poomse category's degree). */
const degreeRef = namedAnswer.extend({ order: z.number() });

/** The person a relation names (sinodal, extra sinodals, an area's responsible): PERSON_FIELDS. */
const person = groupPersonAnswer;

/** What a tournament shares with events and exams: their columns, computed fields and relations (events-answers.ts). */
const eventColumnsShape = { ...eventColumnsAnswer, ...eventPresentAnswer, ...eventRelationsAnswer };

/** An area (mat) of a tournament and who decides its encounters. */
export const tournamentAreaAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    area_number: z.number(),
    area_responsible_id: optionalId,
    ...timestamps,
    area_responsible: related(person),
  })
  .meta({ id: 'TournamentArea' });
export type TournamentAreaAnswer = z.infer<typeof tournamentAreaAnswer>;

export const tournamentAnswer = z
  .object({
    ...eventColumnsShape,
    has_combat: z.boolean(),
    has_forms: z.boolean(),
    has_techniques: z.boolean(),
    has_jumping_kicks: z.boolean(),
    has_boards: z.boolean(),
    has_kicking_speed: z.boolean(),
    graph_creation_date: optionalText,
    optional_discount_percentage: optionalText,
    is_live_public: z.boolean(),
    results_from_graphs_at: optionalText,
    tournament_areas: relatedMany(
      tournamentAreaAnswer.pick({ id: true, area_number: true, area_responsible_id: true }).extend({
        area_responsible: person.nullable(),
      }),
    ),
  })
  .meta({ id: 'Tournament' });
export type TournamentAnswer = z.infer<typeof tournamentAnswer>;

/** A tournament's competition category (spec 03 §3 TournamentCategory). */
export const tournamentCategoryAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    competition_type_id: optionalId,
    name: text,
    min_degree_id: optionalId,
    max_degree_id: optionalId,
    min_age_years: optionalId,
    max_age_years: optionalId,
    min_weight_kg: optionalText,
    max_weight_kg: optionalText,
    is_male: z.boolean().nullable(),
    table_name: optionalId,
    is_exhibition: z.boolean(),
    ...timestamps,
    min_degree: related(degreeRef),
    max_degree: related(degreeRef),
  })
  .meta({ id: 'TournamentCategory' });
export type TournamentCategoryAnswer = z.infer<typeof tournamentCategoryAnswer>;

export const tournamentAgeGroupAnswer = namedAnswer.extend(timestamps).meta({ id: 'TournamentAgeGroup' });
export type TournamentAgeGroupAnswer = z.infer<typeof tournamentAgeGroupAnswer>;

export const tournamentAgeCategoryAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    tournament_age_group_id: z.number(),
    min_age: optionalId,
    max_age: optionalId,
    ...timestamps,
    tournament_age_group: related(namedAnswer),
  })
  .meta({ id: 'TournamentAgeCategory' });
export type TournamentAgeCategoryAnswer = z.infer<typeof tournamentAgeCategoryAnswer>;

export const tournamentDegreeCategoryAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    min_degree_id: z.number(),
    max_degree_id: z.number(),
    ...timestamps,
    min_degree: related(degreeRef),
    max_degree: related(degreeRef),
  })
  .meta({ id: 'TournamentDegreeCategory' });
export type TournamentDegreeCategoryAnswer = z.infer<typeof tournamentDegreeCategoryAnswer>;

export const tournamentWeightCategoryAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    name: text,
    min_weight: optionalText,
    max_weight: optionalText,
    /** M, F or B (both). */
    sex: z.enum(['M', 'F', 'B']),
    ...timestamps,
  })
  .meta({ id: 'TournamentWeightCategory' });
export type TournamentWeightCategoryAnswer = z.infer<typeof tournamentWeightCategoryAnswer>;

export const tournamentGroupAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    name: text,
    begins_at: optionalText,
    ends_at: optionalText,
    ...timestamps,
  })
  .meta({ id: 'TournamentGroup' });
export type TournamentGroupAnswer = z.infer<typeof tournamentGroupAnswer>;

/** An outcome per competition (1–4 placements, 5 took part, 6 did not attend): fixed rows. */
export const tournamentResultAnswer = namedAnswer.meta({ id: 'TournamentResult' });

/** A poomse's category (spec 03 §3 Poomse): an age group with a degree. */
export const poomseCategoryAnswer = z
  .object({
    id: z.number(),
    poomse_id: z.number(),
    tournament_age_group_id: z.number(),
    degree_id: z.number(),
    tournament_age_group: namedAnswer,
    degree: degreeRef,
  })
  .meta({ id: 'PoomseCategory' });
export type PoomseCategoryAnswer = z.infer<typeof poomseCategoryAnswer>;

export const poomseAnswer = namedAnswer
  .extend({ ...timestamps, tournament_poomse_categories: relatedMany(poomseCategoryAnswer) })
  .meta({ id: 'Poomse' });
export type PoomseAnswer = z.infer<typeof poomseAnswer>;

/** One entry of an area's schedule with its start and end ('HH:MM'), computed, never stored. */
export const cronogramEntryAnswer = z
  .object({
    id: z.number(),
    tournament_id: z.number(),
    area_number: z.number(),
    name: text,
    order: z.number(),
    duration_min: z.number(),
    is_recess: z.boolean(),
    competition_type_id: optionalId,
    tournament_degree_category_id: optionalId,
    tournament_age_group_id: optionalId,
    start_time: text,
    end_time: text,
  })
  .meta({ id: 'CronogramEntry' });
export type CronogramEntryAnswer = z.infer<typeof cronogramEntryAnswer>;

/** What every write of the schedule answers: 'Horarios actualizados' and the schedule with its new times. */
export const scheduleAnswer = messageWith(z.array(cronogramEntryAnswer));
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

/** Autogenerar: the schedule, and how many prospects fit no category or several (left out of the blocks). */
export const autogeneratedAnswer = scheduleAnswer.extend({ without_category: z.number(), in_several: z.number() });
export type AutogeneratedAnswer = z.infer<typeof autogeneratedAnswer>;

/** Premiaciones de doyang: a doyang's placements, points and place (tournament-standings.ts). */
export const doyangStandingAnswer = z
  .object({
    doyang_id: z.number(),
    doyang_name: text,
    first: z.number(),
    second: z.number(),
    third: z.number(),
    first_no_contest: z.number(),
    /** Placements (1st–3rd, with or without competing) in combat and in forms: the last tie-breaks. */
    combat_places: z.number(),
    forms_places: z.number(),
    points: z.number(),
    place: z.number(),
  })
  .meta({ id: 'DoyangStanding' });
export type DoyangStandingAnswer = z.infer<typeof doyangStandingAnswer>;

/** GET /tournaments/{id}/doyang_results: the tournament's standings (as everywhere), each row keyed by its doyang. */
export const doyangResultAnswer = doyangStandingAnswer.extend({ id: z.number() }).meta({ id: 'DoyangResult' });
export type DoyangResultAnswer = z.infer<typeof doyangResultAnswer>;

/** Results from the brackets (issue 13): what was passed to the prospects' results. */
export const resultsFromBracketsAnswer = z.object({
  message: text,
  /** Prospects graded. */
  count: z.number(),
  /** Bracket seats passed (one per competitor and competition). */
  results: z.number(),
  /** Brackets left out because their final is not decided. */
  skipped: z.number(),
  /** Brackets left out because their decisions no longer replay (named in the message). */
  broken: z.number(),
});
export type ResultsFromBracketsAnswer = z.infer<typeof resultsFromBracketsAnswer>;

/** One prospect in one competition of the categories' fit report. */
export const fitLineAnswer = z.object({
  user_id: z.number(),
  full_name: text,
  doyang_id: z.number(),
  doyang_name: text,
  sex: z.enum(['M', 'F']).nullable(),
  age: optionalId,
  degree_id: optionalId,
  degree_name: optionalText,
  weight_kg: optionalId,
  competition_type_id: z.number(),
  competition_name: text,
  /** For 'several': the categories that all take this competitor. */
  categories: z.array(namedAnswer),
});
export type FitLineAnswer = z.infer<typeof fitLineAnswer>;

/** GET /tournament_categories/fit (issue 12): who fits no regular category, or several, per competition. */
export const categoryFitAnswer = z
  .object({
    none: z.array(fitLineAnswer),
    several: z.array(fitLineAnswer),
    counts: z.object({
      prospects: z.number(),
      none: z.number(),
      several: z.number(),
      by_competition: z.array(z.object({ competition_type_id: z.number(), none: z.number(), several: z.number() })),
    }),
    /** Configuration 34: mixed categories take nobody older (null: anyone). */
    mixing_max_age: optionalId,
  })
  .meta({ id: 'CategoryFit' });
export type CategoryFitAnswer = z.infer<typeof categoryFitAnswer>;

const importCounts = z.object({ new: z.number(), existing: z.number() });

/** The foreigners CSV's verification and import (spec 03 §5): what it finds or wrote, and its bad lines. */
export const foreignersSummaryAnswer = z
  .object({
    doyangs: z.array(z.object({ id: optionalId, name: text, city: optionalText, is_new: z.boolean() })),
    sabonims: z.array(z.object({ id: optionalId, full_name: text, doyang: text, is_new: z.boolean() })),
    users: z.array(
      z.object({
        id: optionalId,
        line: z.number(),
        full_name: text,
        birth_date: text,
        sex: z.number(),
        degree: text,
        weight_kg: text,
        height_m: text,
        doyang: text,
        competitions: z.array(text),
        is_new: z.boolean(),
        current_doyang: optionalText,
        already_prospect: z.boolean(),
      }),
    ),
    counts: z.object({ doyangs: importCounts, sabonims: importCounts, users: importCounts, prospects: importCounts }),
    /** The first bad lines (at most FOREIGNERS_MAX_ERROR_LINES)… */
    errors: z.array(z.object({ line: z.number(), messages: z.array(text) })),
    /** …and how many lines are bad in all. */
    errors_total: z.number(),
  })
  .meta({ id: 'ForeignersSummary' });
export type ForeignersSummaryAnswer = z.infer<typeof foreignersSummaryAnswer>;
