import { z } from 'zod';
import { related, relatedMany } from './answers.ts';
import { EVENT_POINT_FIELDS } from './events.ts';
import { groupPersonAnswer } from './groups-answers.ts';
import { namedAnswer } from './users-answers.ts';

// What the events, exams and parent events answer (spec 03 §2, §3, §7) and what they carry (groups, conditions,
// commission tiers, the result catalogues), as it travels: dates 'YYYY-MM-DD', times 'HH:MM:SS', numeric (money)
// columns as text, instants ISO text. Tournaments share the event columns, relations and computed fields.

const day = z.string();
const optionalText = z.string().nullable();
const optionalId = z.number().nullable();
const optionalMoney = z.string().nullable();

const pointColumns = Object.fromEntries(
  (['local', 'foreign'] as const).flatMap((where) => EVENT_POINT_FIELDS.map((f) => [`${where}_${f}_points`, optionalId])),
) as Record<`${'local' | 'foreign'}_${(typeof EVENT_POINT_FIELDS)[number]}_points`, typeof optionalId>;

/** The columns events, exams and tournaments share (the server's event-columns.ts), as stored. */
export const eventColumnsAnswer = {
  id: z.number(),
  name: z.string(),
  parent_event_id: optionalId,
  active: z.boolean(),
  is_general_meeting: z.boolean(),
  is_meeting: z.boolean(),
  is_seminar: z.boolean(),
  show_table_in_dashboard: z.boolean(),
  is_local: z.boolean(),
  unique_assistance: z.boolean(),
  multilevel_discount_type_id: optionalId,
  base_comission_price: optionalMoney,
  comision_for_profesor: optionalMoney,
  venue_id: optionalId,
  date: day,
  end_date: day.nullable(),
  begins_at: optionalText,
  ends_at: optionalText,
  sinodal_id: optionalId,
  price: optionalMoney,
  price_amount_two_modalities: optionalMoney,
  price_companion: optionalMoney,
  early_payment_amount: optionalMoney,
  early_payment_amount_two_modalities: optionalMoney,
  early_payment_amount_companion: optionalMoney,
  early_payment_student_due_date: day.nullable(),
  early_payment_professor_due_date: day.nullable(),
  payment_student_due_date: day.nullable(),
  payment_professor_due_date: day.nullable(),
  number_of_patialities: z.number(),
  general_points: optionalId,
  ...pointColumns,
  created_at: z.string(),
  updated_at: z.string(),
} satisfies z.ZodRawShape;

/**
 * What every event row carries beside its columns (spec 03 §3), in every answer: the date as the lists show it,
 * whether it has passed and how many days it spans.
 */
export const eventPresentAnswer = {
  parsed_date: z.string(),
  has_passed: z.boolean(),
  spanning_days: z.number(),
} satisfies z.ZodRawShape;

/** The sinodal as the event's form and the exam sheets show them: a person with their address. */
export const eventSinodalAnswer = groupPersonAnswer.extend({
  address: optionalText,
  neighborhood: optionalText,
  city: optionalText,
});

/** The venue named with its city. */
export const eventVenueAnswer = namedAnswer.extend({ city_name: optionalText });

/** A degree allowed to take part. */
export const allowedDegreeAnswer = namedAnswer.extend({ order: z.number(), has_partials: z.boolean() });
export type AllowedDegreeAnswer = z.infer<typeof allowedDegreeAnswer>;

/** The `with=` relations events, exams and tournaments share (events.resources.ts `eventRelations`). */
export const eventRelationsAnswer = {
  sinodal: related(eventSinodalAnswer),
  venue: related(eventVenueAnswer),
  parent_event: related(namedAnswer),
  extra_sinodals: relatedMany(groupPersonAnswer),
  degrees_allowed: relatedMany(allowedDegreeAnswer),
  // The spec's other spelling of the same relation.
  degreesAllowed: relatedMany(allowedDegreeAnswer),
} satisfies z.ZodRawShape;

/** What every event, exam and tournament answers alike: the shared columns, computed fields and relations. */
const eventCommonAnswer = z.object({ ...eventColumnsAnswer, ...eventPresentAnswer, ...eventRelationsAnswer });
export type EventCommonAnswer = z.infer<typeof eventCommonAnswer>;

export const eventAnswer = z
  .object({
    ...eventColumnsAnswer,
    exam_to_discount_id: optionalId,
    ...eventPresentAnswer,
    ...eventRelationsAnswer,
  })
  .meta({ id: 'Event' });
export type EventAnswer = z.infer<typeof eventAnswer>;

/**
 * An exam's block in the exam's `with=blocks`: how many prospects it holds, and when it starts and ends from the
 * exam's start.
 */
export const scheduledBlockAnswer = z.object({
  id: z.number(),
  name: z.string(),
  order: z.number(),
  duration_min: z.number(),
  max_quantity: z.number(),
  actual_quantity: z.number(),
  start_time: z.string(),
  end_time: z.string(),
});
export type ScheduledBlockAnswer = z.infer<typeof scheduledBlockAnswer>;

export const examAnswer = z
  .object({
    ...eventColumnsAnswer,
    number: optionalId,
    is_black_belt: z.boolean(),
    prepay_discount_meeting: optionalMoney,
    prepay_discount_revision: optionalMoney,
    ...eventPresentAnswer,
    ...eventRelationsAnswer,
    blocks: relatedMany(scheduledBlockAnswer),
  })
  .meta({ id: 'Exam' });
export type ExamAnswer = z.infer<typeof examAnswer>;

export const parentEventAnswer = z
  .object({ id: z.number(), name: z.string(), description: optionalText, created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'ParentEvent' });
export type ParentEventAnswer = z.infer<typeof parentEventAnswer>;

/** `append=assistances` on a parent event (spec 03 §7): each of its events with how many attended. */
export const parentEventAssistanceAnswer = z.object({
  event_id: z.number(),
  event_name: z.string(),
  date: day,
  parsed_date: z.string().optional(),
  count: z.number(),
});
export type ParentEventAssistanceAnswer = z.infer<typeof parentEventAssistanceAnswer>;

/** What `appendOne` may add to a parent event (GET /api/parent-events/{id}). */
export const parentEventAppends = { assistances: z.array(parentEventAssistanceAnswer).optional() } satisfies z.ZodRawShape;

/** A group's columns (an exam's, an event's or a tournament's): a name and a time slot. */
export const groupColumnsAnswer = {
  id: z.number(),
  name: z.string(),
  begins_at: optionalText,
  ends_at: optionalText,
  created_at: z.string(),
  updated_at: z.string(),
} satisfies z.ZodRawShape;

export const examGroupAnswer = z.object({ ...groupColumnsAnswer, exam_id: z.number() }).meta({ id: 'ExamGroup' });
export type ExamGroupAnswer = z.infer<typeof examGroupAnswer>;
export const eventGroupAnswer = z.object({ ...groupColumnsAnswer, event_id: z.number() }).meta({ id: 'EventGroup' });
export type EventGroupAnswer = z.infer<typeof eventGroupAnswer>;
/** A tournament's group as the DELETE under its tournament answers it (the tournament_groups resource has its own). */
export const tournamentGroupRowAnswer = z.object({ ...groupColumnsAnswer, tournament_id: z.number() });

export type TournamentGroupRowAnswer = z.infer<typeof tournamentGroupRowAnswer>;

/** A group of any kind, as the one groups section reads it: the columns every kind shares. */
const groupCommonAnswer = z.object(groupColumnsAnswer);
export type GroupCommonAnswer = z.infer<typeof groupCommonAnswer>;

export const examConditionAnswer = z
  .object({
    id: z.number(),
    exam_id: z.number(),
    name: z.string(),
    description: optionalText,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ExamCondition' });
export type ExamConditionAnswer = z.infer<typeof examConditionAnswer>;

export const eventComissionAnswer = z
  .object({
    id: z.number(),
    percentage: z.string(),
    exam_id: optionalId,
    event_id: optionalId,
    tournament_id: optionalId,
    doyang_surrogation_id: optionalId,
    min_participants: optionalId,
    max_participants: optionalId,
    created_at: z.string(),
    updated_at: z.string(),
    doyang_surrogation: related(namedAnswer),
  })
  .meta({ id: 'EventComission' });
export type EventComissionAnswer = z.infer<typeof eventComissionAnswer>;

/** The exam scale (spec 03 §9): the lowest score of each result and whether it passes. */
export const examResultAnswer = z
  .object({ id: z.number(), name: z.string(), min_score: optionalText, approved: z.boolean() })
  .meta({ id: 'ExamResult' });
export type ExamResultAnswer = z.infer<typeof examResultAnswer>;

export const eventResultAnswer = namedAnswer.meta({ id: 'EventResult' });
export type EventResultAnswer = z.infer<typeof eventResultAnswer>;
