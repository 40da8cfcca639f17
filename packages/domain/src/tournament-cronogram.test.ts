import { describe, expect, it } from 'vitest';
import {
  autogenerateCronogram,
  type CronogramCategory,
  type CronogramInput,
  type CronogramProspect,
  cronogramSchedule,
  degreeRangeName,
  encounters,
  insertedAfter,
} from './tournament-cronogram.ts';

const category = (id: number, o: Partial<CronogramCategory> = {}): CronogramCategory => ({
  id,
  name: `CATEGORÍA ${id}`,
  min_degree_order: null,
  max_degree_order: null,
  min_age_years: null,
  max_age_years: null,
  min_weight_kg: null,
  max_weight_kg: null,
  is_male: true,
  is_exhibition: false,
  competition_type_id: null,
  area_number: 1,
  ...o,
});

const boy = (o: Partial<CronogramProspect> = {}): CronogramProspect => ({
  degree_order: 3,
  age: 9,
  weight_kg: 30,
  sex: 'M',
  pay_combat: true,
  pay_forms: false,
  ...o,
});

const many = (n: number, o: Partial<CronogramProspect> = {}) => Array.from({ length: n }, () => boy(o));

const input = (o: Partial<CronogramInput>): CronogramInput => ({
  tournament: { has_combat: true, has_forms: true },
  areas: [1, 2],
  categories: [],
  prospects: [],
  ageCategories: [],
  degreeCategories: [],
  combatMinutes: 2,
  formsMinutes: 1.5,
  mixingMaxAge: 11,
  ...o,
});

describe('autogenerateCronogram', () => {
  it('without age or degree categories makes one entry per category: n − 1 encounters × the minutes', () => {
    const categories = [
      category(1, { name: 'INFANTIL -30 KG', max_weight_kg: 30, competition_type_id: 1 }),
      category(2, { name: 'INFANTIL +30 KG', min_weight_kg: 30, competition_type_id: 1, area_number: 2 }),
    ];
    const result = autogenerateCronogram(input({ categories, prospects: [...many(5), ...many(3, { weight_kg: 40 })] }));
    expect(result.entries).toEqual([
      {
        area_number: 1,
        name: 'COMBATE · INFANTIL -30 KG',
        order: 1,
        duration_min: 8,
        competition_type_id: 1,
        tournament_age_group_id: null,
        tournament_degree_category_id: null,
        competitors: 5,
      },
      expect.objectContaining({ area_number: 2, name: 'COMBATE · INFANTIL +30 KG', order: 1, duration_min: 4, competitors: 3 }),
    ]);
    expect(result).toMatchObject({ without_category: 0, in_several: 0 });
  });

  it('counts only the competitions paid, forms at configuration 36 minutes rounded up; a category for every competition serves each', () => {
    const prospects = [...many(4, { pay_combat: true, pay_forms: true }), ...many(2, { pay_combat: false, pay_forms: true })];
    const { entries } = autogenerateCronogram(input({ categories: [category(1, { name: 'ABIERTA' })], prospects }));
    expect(entries.map((e) => [e.name, e.competitors, e.duration_min, e.order])).toEqual([
      ['COMBATE · ABIERTA', 4, 6, 1],
      // 6 competitors: 5 encounters × 1.5 min = 7.5 → 8.
      ['FORMAS · ABIERTA', 6, 8, 2],
    ]);
  });

  it('leaves out competitions the tournament does not offer, categories nobody fits and exhibitions', () => {
    const categories = [
      category(1, { competition_type_id: 1 }),
      category(2, { competition_type_id: 1, min_age_years: 30 }),
      category(3, { competition_type_id: 1, is_exhibition: true }),
    ];
    const prospects = many(3, { pay_forms: true });
    const { entries } = autogenerateCronogram(input({ tournament: { has_combat: true }, categories, prospects }));
    expect(entries.map((e) => e.name)).toEqual(['COMBATE · CATEGORÍA 1']);
  });

  it('a lone competitor is scheduled with no time; nobody paid, nothing scheduled', () => {
    const { entries } = autogenerateCronogram(input({ categories: [category(1)], prospects: [boy()] }));
    expect(entries).toEqual([expect.objectContaining({ name: 'COMBATE · CATEGORÍA 1', duration_min: 0, competitors: 1 })]);
    expect(autogenerateCronogram(input({ categories: [category(1)], prospects: [] })).entries).toEqual([]);
    expect(autogenerateCronogram(input({ categories: [], prospects: many(3) }))).toEqual({
      entries: [],
      without_category: 3,
      in_several: 0,
    });
  });

  it('reports who fits none or several, counting one fitting several in the first category only', () => {
    const categories = [category(1), category(2), category(3, { is_male: false })];
    const prospects = [...many(3), boy({ sex: 'F', age: 14 })];
    const result = autogenerateCronogram(input({ categories, prospects, tournament: { has_combat: true } }));
    expect(result.entries.map((e) => [e.name, e.competitors])).toEqual([
      ['COMBATE · CATEGORÍA 1', 3],
      ['COMBATE · CATEGORÍA 3', 1],
    ]);
    expect(result).toMatchObject({ without_category: 0, in_several: 3 });
    // A girl of 14 in a mixed category is past configuration 34's age: she fits none.
    const mixed = autogenerateCronogram(
      input({ categories: [category(1, { is_male: null })], prospects: [boy({ sex: 'F', age: 14 })] }),
    );
    expect(mixed.without_category).toBe(1);
  });

  it('groups categories by competition, age group and degree category; orders by competition, age, then degree', () => {
    const ageCategories = [
      { tournament_age_group_id: 20, group_name: 'JUVENIL', min_age: 12, max_age: 17 },
      { tournament_age_group_id: 10, group_name: 'INFANTIL', min_age: 6, max_age: 11 },
    ];
    const degreeCategories = [
      { id: 8, name: '7MO KUP A 1ER KUP', min_degree_order: 5, max_degree_order: 11 },
      { id: 7, name: '11VO KUP A 8VO KUP', min_degree_order: 1, max_degree_order: 4 },
    ];
    const categories = [
      category(1, {
        name: 'INF BAJOS -30',
        min_age_years: 8,
        max_age_years: 9,
        min_degree_order: 1,
        max_degree_order: 4,
        max_weight_kg: 30,
      }),
      category(2, {
        name: 'INF BAJOS +30',
        min_age_years: 8,
        max_age_years: 9,
        min_degree_order: 1,
        max_degree_order: 4,
        min_weight_kg: 30,
      }),
      category(3, { name: 'INF ALTOS', min_age_years: 8, max_age_years: 11, min_degree_order: 5, max_degree_order: 11 }),
      category(4, { name: 'JUV', min_age_years: 12, max_age_years: 17 }),
      category(5, { name: 'ADULTOS', min_age_years: 18, competition_type_id: 1 }),
    ];
    const prospects = [
      ...many(3, { age: 9, degree_order: 2, weight_kg: 25, pay_forms: true }),
      ...many(2, { age: 9, degree_order: 2, weight_kg: 35, pay_forms: true }),
      ...many(4, { age: 10, degree_order: 6 }),
      ...many(2, { age: 15, degree_order: 6 }),
      ...many(3, { age: 25, degree_order: 6 }),
    ];
    const { entries } = autogenerateCronogram(input({ categories, prospects, ageCategories, degreeCategories }));
    expect(
      entries.map((e) => [
        e.order,
        e.name,
        e.competitors,
        e.duration_min,
        e.tournament_age_group_id,
        e.tournament_degree_category_id,
      ]),
    ).toEqual([
      // 3 + 2 competitors: (2 + 1) encounters × 2 min.
      [1, 'COMBATE · INFANTIL · 11VO KUP A 8VO KUP', 5, 6, 10, 7],
      [2, 'COMBATE · INFANTIL · 7MO KUP A 1ER KUP', 4, 6, 10, 8],
      [3, 'COMBATE · JUVENIL', 2, 2, 20, null],
      // Over every age category and without a degree: an entry of its own, after the grouped ones.
      [4, 'COMBATE · ADULTOS', 3, 4, null, null],
      [5, 'FORMAS · INFANTIL · 11VO KUP A 8VO KUP', 5, 5, 10, 7],
    ]);
  });

  it('puts categories without an area in the tournament’s first area (area 1 when it has none)', () => {
    const categories = [category(1, { area_number: null })];
    expect(autogenerateCronogram(input({ areas: [3, 2], categories, prospects: many(2) })).entries[0].area_number).toBe(2);
    expect(autogenerateCronogram(input({ areas: [], categories, prospects: many(2) })).entries[0].area_number).toBe(1);
  });

  it('does not turn 2.2 × 5 into 12 minutes', () => {
    const { entries } = autogenerateCronogram(input({ combatMinutes: 2.2, categories: [category(1)], prospects: many(6) }));
    expect(entries[0].duration_min).toBe(11);
  });

  it('names a degree range', () => {
    expect(degreeRangeName('10MO KUP', '8VO KUP')).toBe('10MO KUP A 8VO KUP');
    expect(degreeRangeName('1ER DAN', '1ER DAN')).toBe('1ER DAN');
    expect([0, 1, 2, 7].map(encounters)).toEqual([0, 0, 1, 6]);
  });
});

describe('cronogramSchedule', () => {
  const entry = (id: number, area_number: number, order: number, duration_min: number) => ({
    id,
    area_number,
    order,
    duration_min,
  });

  it('runs each area from the start, one entry after another, across the hour', () => {
    const schedule = cronogramSchedule('09:40:00', [
      entry(3, 1, 2, 45),
      entry(1, 1, 1, 15),
      entry(9, 2, 1, 30),
      entry(4, 1, 3, 10),
    ]);
    expect(schedule.map((e) => [e.id, e.start_time, e.end_time])).toEqual([
      [1, '09:40', '09:55'],
      [3, '09:55', '10:40'],
      [4, '10:40', '10:50'],
      [9, '09:40', '10:10'],
    ]);
  });

  it('starts at 08:00 when the tournament has no start time; a recess shifts what follows', () => {
    const plain = cronogramSchedule(null, [entry(1, 1, 1, 50), entry(2, 1, 2, 20)]);
    expect(plain.map((e) => e.start_time)).toEqual(['08:00', '08:50']);
    const order = insertedAfter([1, 2], 7, 1);
    expect(order).toEqual([1, 7, 2]);
    const withRecess = cronogramSchedule('', [entry(1, 1, 1, 50), entry(7, 1, 2, 30), entry(2, 1, 3, 20)]);
    expect(withRecess.map((e) => [e.id, e.start_time, e.end_time])).toEqual([
      [1, '08:00', '08:50'],
      [7, '08:50', '09:20'],
      [2, '09:20', '09:40'],
    ]);
  });

  it('keeps an entry of no time at the previous end, and ties in order by id', () => {
    const schedule = cronogramSchedule('10:00', [entry(5, 1, 1, 0), entry(2, 1, 1, 10)]);
    expect(schedule.map((e) => [e.id, e.start_time, e.end_time])).toEqual([
      [2, '10:00', '10:10'],
      [5, '10:10', '10:10'],
    ]);
    expect(cronogramSchedule('10:00', [])).toEqual([]);
  });
});

describe('insertedAfter', () => {
  it('places the new id after the one named, last without one, and refuses an id not in the area', () => {
    expect(insertedAfter([1, 2, 3], 9, 3)).toEqual([1, 2, 3, 9]);
    expect(insertedAfter([1, 2, 3], 9, undefined)).toEqual([1, 2, 3, 9]);
    expect(insertedAfter([], 9, null)).toEqual([9]);
    expect(insertedAfter([1, 2], 9, 4)).toBeNull();
  });
});
