import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { zodValidate } from '../shared/zod-validate.ts';
import { degreeRangeText, requirementFormSchema, toIds } from './requirement-form.ts';

describe('requirement form', () => {
  it('names the degree range of a requirement', () => {
    const g = (name: string) => ({ id: 1, name, order: 1 });
    expect(degreeRangeText({ min_grade: g('9NO KUP'), max_grade: g('8VO KUP') })).toBe('9NO KUP a 8VO KUP');
    expect(degreeRangeText({ min_grade: g('IEBY'), max_grade: g('IEBY') })).toBe('IEBY');
    expect(degreeRangeText({ min_grade: g('IEBY'), max_grade: null })).toBe('Desde IEBY');
    expect(degreeRangeText({ min_grade: null, max_grade: g('1ER DAN') })).toBe('Hasta 1ER DAN');
    expect(degreeRangeText({})).toBe('Todos los grados');
  });

  it('reads link lists as ids', () => {
    expect(toIds([{ id: 2, name: 'CINTA' }, 3])).toEqual([2, 3]);
    expect(toIds(null)).toEqual([]);
  });

  it('says the cross-field rules before saving, next to the field', () => {
    const validate = zodValidate(requirementFormSchema);
    expect(validate({ name: 'x', min_age_years: 10, max_age_years: 8, min_points: 10, warning_points: 12 })).toEqual({
      min_age_years: MSG.minAgeAboveMax,
      warning_points: MSG.warningPointsAboveIdeal,
    });
    expect(validate({ name: '' })).toEqual({ name: MSG.required });
    expect(validate({ name: 'x', min_points: 30, warning_points: 20, no_right_points: 10 })).toEqual({});
  });
});
