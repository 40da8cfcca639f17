import type { BracketAnswer, BracketCompetitorAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { bracketsOfTab, filterBrackets, NO_FILTERS, placedRows } from './bracket-filters.ts';

const person = (o: Partial<BracketCompetitorAnswer>): BracketCompetitorAnswer => ({
  id: 1,
  graph_id: 1,
  user_id: 1,
  intra_graph_number: 1,
  full_name: 'ANA',
  sex: 'F',
  doyang_id: 1,
  doyang_name: 'CENTRO',
  degree_id: 1,
  degree_name: '10MO KUP',
  age: 9,
  weight_kg: 30,
  height_m: 1.3,
  responsible_name: null,
  group_professor_name: null,
  placement: null,
  first_without_competing: false,
  prized: false,
  changed_graph: false,
  losses: 0,
  competing: true,
  own_doyang: false,
  ...o,
});
const bracket = (id: number, o: Partial<BracketAnswer>, competitors: BracketCompetitorAnswer[]): BracketAnswer =>
  ({ id, label: `1.${id}`, section: 'normal', table_name: 1, competitors, users: {}, ...o }) as BracketAnswer;

const brackets = [
  bracket(1, {}, [person({ full_name: 'Ana López', weight_kg: 30, degree_id: 3 })]),
  bracket(2, { table_name: 2 }, [person({ full_name: 'BRUNO', weight_kg: 45.5, degree_id: 7 })]),
  bracket(3, { section: 'alone' }, [person({ full_name: 'CARLA', weight_kg: null, degree_id: 5 })]),
];
const rank = (id: number | null) => id;

describe('filterBrackets', () => {
  it('keeps everything with no filter on', () => {
    expect(filterBrackets(brackets, NO_FILTERS, rank)).toHaveLength(3);
  });

  it('searches names by substring, case and accents folded', () => {
    expect(filterBrackets(brackets, { ...NO_FILTERS, search: 'LóP' }, rank).map((g) => g.id)).toEqual([1]);
    expect(filterBrackets(brackets, { ...NO_FILTERS, search: 'ana lopez' }, rank).map((g) => g.id)).toEqual([1]);
    expect(filterBrackets(brackets, { ...NO_FILTERS, search: 'brunó' }, rank).map((g) => g.id)).toEqual([2]);
  });

  it('excludes a weight under the minimum or over the maximum, and a competitor whose weight it cannot see', () => {
    expect(filterBrackets(brackets, { ...NO_FILTERS, minWeight: 30 }, rank).map((g) => g.id)).toEqual([1, 2]);
    expect(filterBrackets(brackets, { ...NO_FILTERS, maxWeight: 45 }, rank).map((g) => g.id)).toEqual([1]);
  });

  it('compares degrees by rank between the bounds', () => {
    expect(filterBrackets(brackets, { ...NO_FILTERS, minDegree: 4, maxDegree: 7 }, rank).map((g) => g.id)).toEqual([2, 3]);
  });

  it('keeps only the chosen area', () => {
    expect(filterBrackets(brackets, { ...NO_FILTERS, area: 2 }, rank).map((g) => g.id)).toEqual([2]);
  });
});

describe('bracketsOfTab and placedRows', () => {
  it('groups normal, exhibition and alone in that order on Gráficas', () => {
    const mixed = [bracket(1, { section: 'alone' }, []), bracket(2, { section: 'exhibition' }, []), bracket(3, {}, [])];
    expect(bracketsOfTab(mixed, 'brackets').map((g) => g.id)).toEqual([3, 2, 1]);
    expect(bracketsOfTab(mixed, 'exhibitions').map((g) => g.id)).toEqual([2]);
  });

  it('lists placed competitors by place with the counts of each', () => {
    const placed = [
      bracket(1, {}, [
        person({ full_name: 'B', placement: 2, prized: true }),
        person({ full_name: 'A', placement: 1, prized: true }),
        person({ full_name: 'C', placement: 3 }),
        person({ full_name: 'D' }),
      ]),
    ];
    const prized = placedRows(placed, true);
    expect(prized.rows.map((r) => r.full_name)).toEqual(['A', 'B']);
    expect(prized.counts).toEqual({ first: 1, second: 1, third: 0 });
    expect(placedRows(placed, false).rows.map((r) => r.full_name)).toEqual(['C']);
  });
});
