import { z } from 'zod';
import { doyangRecordAnswer } from './doyangs-answers.ts';

// Home's doyang cards (spec 01 §2, §3, §7; issue 27): every number a card shows, the students behind each count, and
// the goal call. One contract for the old home (GET /api/doyangs/{id}?append=…, one card a request) and the optimised
// one (GET /api/doyangs/dashboard, every visible card in one request): both answer `doyangDashboardAnswer` rows.

/** The belt groups of the totals, in the spec's order (spec 01 §2; `degrees.belt_group`). */
export const BELT_GROUPS = ['BLANCA 11', 'BLANCA 10', 'AMARILLA', 'VERDE', 'AZUL', 'CAFÉ', 'ROJA', 'NEGRA'] as const;
export type BeltGroup = (typeof BELT_GROUPS)[number];

/** What a goal is set on (stablish_goal's `type`). */
export const GOAL_TYPES = ['inscription', 'event', 'tournament', 'exam'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/**
 * The counts of a card that open the list of the students behind them. The count on the card and the list come from
 * one query per kind (dashboard-students), so they always agree.
 */
export const DASHBOARD_STUDENT_KINDS = [
  'active',
  'daily_inscriptions',
  'bimester_inscriptions',
  'bimester_disenrolls',
  'risk',
  'debtors',
  'insured',
  'rejected_insurance',
  'uninsured',
  'month_birthdays',
  'black_belt_prospects',
  'traffic_light',
  'belt',
] as const;
export type DashboardStudentKind = (typeof DASHBOARD_STUDENT_KINDS)[number];

const count = z.number().int().min(0);
const day = z.string(); // YYYY-MM-DD

/** One coming exam, event, tournament or meeting on a card: the doyang's people in it against its goal. */
export const dashboardItemTotal = z.object({
  id: z.number(),
  date: day,
  /** The doyang's prospects (people inscribed) for it. */
  count,
  /** The doyang's goal for it, null while none is set. */
  goal: z.number().int().nullable(),
  /** How many more are needed to reach the goal (0 once reached or without a goal). */
  required: count,
  /** Its price as text (numeric), null when it has none. */
  price: z.string().nullable(),
  is_black_belt: z.boolean(),
  show_table_in_dashboard: z.boolean(),
});
export type DashboardItemTotal = z.infer<typeof dashboardItemTotal>;

/** Totals keyed by the item's name (spec 01 §3). */
const totalsByName = z.record(z.string(), dashboardItemTotal);

/** The best past one of a kind: the most people the doyang ever took to one (count, its name and date). */
export const dashboardRecord = z.object({ count, name: z.string().nullable(), date: day.nullable() });
export type DashboardRecord = z.infer<typeof dashboardRecord>;

export const doyangDashboardAnswer = z
  .object({
    id: z.number(),
    students_count: count,
    daily_inscriptions: count,
    bimester_inscriptions: count,
    bimester_inscriptions_goal: z.number().int().nullable(),
    bimester_disenrolls: count,
    risk_students_count: count,
    debtors_count: count,
    insuranced_students_count: count,
    rejected_insurance_students_count: count,
    /** Active students neither insured nor having rejected the insurance ('faltan'). */
    uninsured_students_count: count,
    month_birthdays_count: count,
    /**
     * Who has their birthday this month, when the list is asked for (`append=month_birthdays`, spec 01 §7): the
     * optimised home carries the count, and its dialog reads the list when opened (`dashboard_students`).
     */
    month_birthdays: z.array(z.object({ id: z.number(), name: z.string(), last_name: z.string(), birth_date: day })).optional(),
    /** Active students per belt group, every group present (0 when none), in BELT_GROUPS order. */
    totals_by_belt: z.array(z.object({ belt_group: z.enum(BELT_GROUPS), count })),
    black_belt_prospects_count: count,
    /** The month with the most inscriptions ever (month/year on screen), null without inscriptions. */
    inscription_record: z.object({ count, date: day }).nullable(),
    exam_record: dashboardRecord,
    event_record: dashboardRecord,
    tournament_record: dashboardRecord,
    meeting_record: dashboardRecord,
    /** The last exam held: approved ÷ presented of the doyang's prospects, against configuration 27. */
    exam_efficiency: z.object({
      exam_id: z.number().nullable(),
      exam_name: z.string().nullable(),
      presented: count,
      approved: count,
      /** 0–100, null when nobody was presented. */
      percentage: z.number().nullable(),
      /** Configuration 27. */
      minimum: z.number(),
    }),
    /** The next exam's readiness counts (the exam the totals are for). */
    traffic_light_report_array: z.object({ verde: count, amarillo: count, rojo: count, negro: count }),
    next_exams_totals: totalsByName,
    next_events_totals: totalsByName,
    next_tournaments_totals: totalsByName,
    next_meetings_totals: totalsByName,
    /** Whether this viewer may set this doyang's goals now (the same rule as the answer's `goals_modifiable`). */
    goals_modifiable: z.boolean(),
    /** This bimester's duties (only for who reads duties). */
    duties_checked: count.optional(),
    duties_unchecked: count.optional(),
  })
  .meta({ id: 'DoyangDashboard' });
export type DoyangDashboardAnswer = z.infer<typeof doyangDashboardAnswer>;

/** GET /api/doyangs/dashboard: the cards asked for (those the viewer may see), with what frames them. */
export const dashboardAnswer = z.object({
  data: z.array(doyangDashboardAnswer),
  /** The exam the traffic light and exam totals are for (the next one unless `exam_id`), null when there is none. */
  exam: z.object({ id: z.number(), name: z.string(), date: day }).nullable(),
  bimester: z.object({ start: day, end: day }),
  /** Whether this viewer may set goals now (spec 01 §5: general direction always, others within configuration 6 days). */
  goals_modifiable: z.boolean(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** One student behind a count, with why they are counted (the absences, the readiness reasons, …). */
export const dashboardStudentAnswer = z.object({
  id: z.number(),
  full_name: z.string(),
  degree_name: z.string().nullable(),
  birth_date: day.nullable(),
  /** The date that put them in the list (inscription, disenrollment, birthday this year, …), when there is one. */
  date: day.nullable(),
  reasons: z.array(z.string()),
});
export type DashboardStudentAnswer = z.infer<typeof dashboardStudentAnswer>;

/** PUT /api/doyangs/{id} with stablish_goal (spec 01 §7): free text, no validation beyond a whole number ≥ 0. */
export const stablishGoalBody = z.object({
  stablish_goal: z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')]),
  doyang_id: z.coerce.number().int().positive(),
  type: z.enum(GOAL_TYPES),
  goal: z.coerce.number().int().min(0).max(100_000),
  exam_id: z.coerce.number().int().positive().optional(),
  exam_name: z.string().max(200).optional(),
  event_id: z.coerce.number().int().positive().optional(),
  event_name: z.string().max(200).optional(),
  tournament_id: z.coerce.number().int().positive().optional(),
  tournament_name: z.string().max(200).optional(),
});
export type StablishGoalBody = z.infer<typeof stablishGoalBody>;

/** The old or the optimised home (spec 01 §7 toggle-home): GET and PUT /api/home_preference. */
export const homePreferenceBody = z.object({ old_home: z.boolean() });
export const homePreferenceAnswer = homePreferenceBody;
export type HomePreferenceAnswer = z.infer<typeof homePreferenceAnswer>;

/** The dashboard fields GET /api/doyangs/{id} appends (`append=month_birthdays,…`, or `append=dashboard` for all). */
export const DASHBOARD_APPENDS = Object.keys(doyangDashboardAnswer.shape).filter((k) => k !== 'id') as Exclude<
  keyof DoyangDashboardAnswer,
  'id'
>[];

/** GET /api/doyangs/{id}: the record, with the card's fields it was asked to append (the old home, one card a call). */
export const doyangRecordWithCardAnswer = doyangRecordAnswer.extend(doyangDashboardAnswer.omit({ id: true }).partial().shape);
export type DoyangRecordWithCardAnswer = z.infer<typeof doyangRecordWithCardAnswer>;

/** PUT /api/doyangs/{id}: the record after an edit, or the doyang's card after a goal (stablish_goal). */
export const doyangPutAnswer = z.union([doyangRecordAnswer, doyangDashboardAnswer]);
