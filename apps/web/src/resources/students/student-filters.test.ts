import { describe, expect, it } from 'vitest';
import { cleanFilters, DEFAULT_STUDENT_FILTERS, startFilters } from './student-filters.ts';

describe('student list filters', () => {
  it('keeps only known filters with their types', () => {
    expect(cleanFilters({ active: '1', debtsOnly: true, degree_id: '4', doyang_id: 0, name: 'ANA', page: 3 })).toEqual({
      active: 1,
      debtsOnly: 1,
      degree_id: 4,
      name: 'ANA',
    });
    expect(cleanFilters({ active: 0, name: '  ' })).toEqual({});
    expect(cleanFilters(null)).toEqual({});
  });

  it('starts with active students only when nothing was saved', () => {
    expect(startFilters(null, null, true)).toEqual(DEFAULT_STUDENT_FILTERS);
    expect(startFilters(null, 5, true)).toEqual({ active: 1, doyang_id: 5 });
  });

  it('takes the doyang from the route, and a saved doyang only in the all-doyangs view', () => {
    const saved = { doyang_id: 7, debtsOnly: 1 as const };
    expect(startFilters(saved, null, true)).toEqual({ doyang_id: 7, debtsOnly: 1 });
    expect(startFilters(saved, 3, true)).toEqual({ doyang_id: 3, debtsOnly: 1 });
    expect(startFilters(saved, 3, false)).toEqual({ debtsOnly: 1 });
  });
});
