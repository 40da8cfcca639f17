import { consecutiveTimes } from './dates.ts';
import type { CronogramEntryAnswer } from './schemas/tournaments-answers.ts';
import { type CategoryBounds, type CategoryCompetitor, categoryFit } from './tournament-categories.ts';
import {
  COMPETITION_TYPES,
  COMPETITIONS,
  type CompetitionTypeId,
  offeredCompetitions,
  type PaidCompetitions,
  type TournamentFlags,
} from './tournament-competitions.ts';

// A tournament's schedule (cronograma) per area (spec 03 §2, §3, §7; issue 12): entries run one after another from the
// tournament's start; autogenerate builds them from the categories, the prospects and the contest minutes. The rules
// are recorded in docs/decisions.md ("Issue 12 — schedules").

/** Where an area's schedule starts when the tournament has no start time. */
export const CRONOGRAM_DEFAULT_START = '08:00';
/** The name a recess gets when none is given. */
export const RECESS_NAME = 'RECESO';
/** The column's length (tournament_cronograms.name). */
const NAME_LENGTH = 150;

export type CronogramCategory = CategoryBounds & {
  /** null: every competition the tournament offers. */
  competition_type_id: number | null;
  /** The category's area (its table_name); null goes to the tournament's first area. */
  area_number: number | null;
};

export type CronogramProspect = CategoryCompetitor & PaidCompetitions;

export type CronogramAgeCategory = {
  tournament_age_group_id: number;
  group_name: string;
  min_age: number | null;
  max_age: number | null;
};

export type CronogramDegreeCategory = {
  id: number;
  /** '10MO KUP A 8VO KUP' (degreeRangeName). */
  name: string;
  min_degree_order: number;
  max_degree_order: number;
};

export type CronogramInput = {
  tournament: TournamentFlags;
  /** The tournament's area numbers. */
  areas: readonly number[];
  /** In the order a prospect who fits several is counted in the first of them (by id). */
  categories: readonly CronogramCategory[];
  prospects: readonly CronogramProspect[];
  ageCategories: readonly CronogramAgeCategory[];
  degreeCategories: readonly CronogramDegreeCategory[];
  /** Minutes per encounter: configuration 35 for combat, 36 for forms and every other competition. */
  combatMinutes: number;
  formsMinutes: number;
  /** Configuration 34, the age up to which mixed categories take anyone. */
  mixingMaxAge: number | null;
};

export type GeneratedCronogramEntry = {
  area_number: number;
  name: string;
  order: number;
  duration_min: number;
  competition_type_id: CompetitionTypeId;
  tournament_age_group_id: number | null;
  tournament_degree_category_id: number | null;
  competitors: number;
};

export type GeneratedCronogram = {
  entries: GeneratedCronogramEntry[];
  /** Paid competitions (prospect × competition) that fit no category: not scheduled. */
  without_category: number;
  /** Paid competitions that fit several categories: counted in the first one only. */
  in_several: number;
};

/** '10MO KUP A 8VO KUP', or one name when both ends are the same degree. */
export const degreeRangeName = (min: string, max: string): string => (min === max ? min : `${min} A ${max}`);

/** Single elimination: n competitors meet in n − 1 encounters; one alone (or nobody) has none. */
export const encounters = (competitors: number): number => Math.max(0, competitors - 1);

/** Minutes of one encounter of a competition. */
const minutesOf = (competition: CompetitionTypeId, input: CronogramInput): number =>
  competition === 1 ? input.combatMinutes : input.formsMinutes;

const contains = (value: number, min: number | null, max: number | null): boolean =>
  (min === null || value >= min) && (max === null || value <= max);

/** A range's anchor: its lower end, else its upper end (an open-ended range is placed by the side it has). */
const anchor = (min: number | null, max: number | null): number | null => min ?? max;

type Bucket = {
  key: string;
  area_number: number;
  competition_type_id: CompetitionTypeId;
  name: string;
  age_group_id: number | null;
  degree_category_id: number | null;
  /** What orders entries of a competition: age first, then degree (null, an open range, goes first). */
  age_rank: number;
  degree_rank: number;
  competitors: number;
  encounters: number;
};

const rank = (value: number | null): number => value ?? Number.NEGATIVE_INFINITY;

/**
 * The schedule autogenerate writes. For each competition the tournament offers, each prospect who pays it is counted
 * in the category they fit (categoryFit; one fitting several counts in the first). Each area's categories are then
 * grouped by competition, age group (the tournament's age category holding the category's lowest age) and degree
 * category (the one holding its lowest degree); a category matching neither, or every category of a tournament that
 * defines no age or degree categories, is an entry of its own. An entry lasts Σ encounters × the competition's minutes,
 * rounded up to the minute; entries nobody competes in are left out. Each area is numbered from 1: competition, then
 * age, then degree, then name.
 */
export function autogenerateCronogram(input: CronogramInput): GeneratedCronogram {
  const ageCategories = [...input.ageCategories].sort((a, b) => rank(a.min_age) - rank(b.min_age));
  const degreeCategories = [...input.degreeCategories].sort((a, b) => a.min_degree_order - b.min_degree_order);
  const groupAge = new Map<number, number>();
  for (const a of ageCategories)
    if (!groupAge.has(a.tournament_age_group_id)) groupAge.set(a.tournament_age_group_id, rank(a.min_age));
  const firstArea = input.areas.length ? Math.min(...input.areas) : 1;
  const buckets = new Map<string, Bucket>();
  let without = 0;
  let several = 0;

  for (const competition of offeredCompetitions(input.tournament)) {
    const pay = COMPETITIONS.find((c) => c.id === competition)?.pay;
    const categories = input.categories.filter((k) => k.competition_type_id === null || k.competition_type_id === competition);
    const counts = new Map<number, number>();
    for (const p of input.prospects) {
      if (!pay || !p[pay]) continue;
      const fit = categoryFit(p, categories, input.mixingMaxAge);
      if (fit.problem === 'none') without++;
      if (fit.problem === 'several') several++;
      const first = fit.categories[0];
      if (first) counts.set(first.id, (counts.get(first.id) ?? 0) + 1);
    }
    for (const k of categories) {
      const competitors = counts.get(k.id) ?? 0;
      if (!competitors) continue;
      const area = k.area_number ?? firstArea;
      const ageAnchor = anchor(k.min_age_years, k.max_age_years);
      const degreeAnchor = anchor(k.min_degree_order, k.max_degree_order);
      const age = ageAnchor === null ? undefined : ageCategories.find((a) => contains(ageAnchor, a.min_age, a.max_age));
      const degree =
        degreeAnchor === null
          ? undefined
          : degreeCategories.find((d) => contains(degreeAnchor, d.min_degree_order, d.max_degree_order));
      const alone = !age && !degree;
      const key = alone
        ? `${area}|${competition}|category ${k.id}`
        : `${area}|${competition}|${age?.tournament_age_group_id ?? ''}|${degree?.id ?? ''}`;
      const bucket = buckets.get(key) ?? {
        key,
        area_number: area,
        competition_type_id: competition,
        name: [COMPETITION_TYPES[competition], alone ? k.name : age?.group_name, degree?.name]
          .filter(Boolean)
          .join(' · ')
          .slice(0, NAME_LENGTH),
        age_group_id: age?.tournament_age_group_id ?? null,
        degree_category_id: degree?.id ?? null,
        age_rank: age ? (groupAge.get(age.tournament_age_group_id) ?? rank(null)) : rank(ageAnchor),
        degree_rank: degree ? degree.min_degree_order : rank(degreeAnchor),
        competitors: 0,
        encounters: 0,
      };
      bucket.competitors += competitors;
      bucket.encounters += encounters(competitors);
      buckets.set(key, bucket);
    }
  }

  const sorted = [...buckets.values()].sort(
    (a, b) =>
      a.area_number - b.area_number ||
      a.competition_type_id - b.competition_type_id ||
      a.age_rank - b.age_rank ||
      a.degree_rank - b.degree_rank ||
      a.name.localeCompare(b.name, 'es'),
  );
  const next = new Map<number, number>();
  const entries = sorted.map((b) => {
    const order = (next.get(b.area_number) ?? 0) + 1;
    next.set(b.area_number, order);
    // Cents first: 2.2 × 5 is 11.000000000000002 in floating point and must not become 12.
    const minutes = Math.round(b.encounters * minutesOf(b.competition_type_id, input) * 100) / 100;
    return {
      area_number: b.area_number,
      name: b.name,
      order,
      duration_min: Math.ceil(minutes),
      competition_type_id: b.competition_type_id,
      tournament_age_group_id: b.age_group_id,
      tournament_degree_category_id: b.degree_category_id,
      competitors: b.competitors,
    };
  });
  return { entries, without_category: without, in_several: several };
}

/** A stored entry as the API answers it: start and end computed, never stored. */
export type CronogramEntry = CronogramEntryAnswer;

export type CronogramRow = { id: number; area_number: number; order: number; duration_min: number };
export type TimedRow<T> = T & { start_time: string; end_time: string };

/**
 * Each entry's start and end: every area runs from the tournament's start (CRONOGRAM_DEFAULT_START without one), its
 * entries one after another in `order`. Answered by area, then order, then id.
 */
export function cronogramSchedule<T extends CronogramRow>(
  beginsAt: string | null | undefined,
  entries: readonly T[],
): TimedRow<T>[] {
  const start = beginsAt?.trim() ? beginsAt : CRONOGRAM_DEFAULT_START;
  const sorted = [...entries].sort((a, b) => a.area_number - b.area_number || a.order - b.order || a.id - b.id);
  const out: TimedRow<T>[] = [];
  for (let i = 0; i < sorted.length; ) {
    const area = sorted.filter((e) => e.area_number === sorted[i].area_number);
    const times = consecutiveTimes(start, area, (e) => Math.max(0, e.duration_min));
    out.push(...area.map((e, j) => ({ ...e, start_time: times[j].start_time, end_time: times[j].end_time })));
    i += area.length;
  }
  return out;
}

/** An area's ids with `id` placed after `afterId` (last when none); null when `afterId` is not among them. */
export function insertedAfter(ids: readonly number[], id: number, afterId: number | null | undefined): number[] | null {
  if (afterId === null || afterId === undefined) return [...ids, id];
  const at = ids.indexOf(afterId);
  return at < 0 ? null : [...ids.slice(0, at + 1), id, ...ids.slice(at + 1)];
}
