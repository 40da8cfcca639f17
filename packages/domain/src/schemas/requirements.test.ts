import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { requirementPointsErrors, requirementRuleErrors, requirementSchema } from './requirements.ts';

const issue = (values: Record<string, unknown>) => {
  const result = requirementSchema.safeParse({ name: 'x', ...values });
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('requirement numbers', () => {
  it('are whole numbers within their bounds, with the range in the text', () => {
    expect(issue({ min_age_months: 12 })).toEqual([['min_age_months', 'Escribe un número entero entre 0 y 11.']]);
    expect(issue({ max_age_days: 31 })).toEqual([['max_age_days', 'Escribe un número entero entre 0 y 30.']]);
    expect(issue({ absences: 2.5 })).toEqual([['absences', 'Escribe un número entero entre 0 y 200.']]);
    expect(issue({ min_points: 'muchos' })).toEqual([['min_points', 'Escribe un número entero entre 0 y 100000.']]);
    expect(issue({ min_points: 3_000_000_000 })).toHaveLength(1); // never reaches the integer column
    expect(issue({ min_age_months: 11, max_age_days: 30, partial: 0 })).toBeUndefined();
  });
});

describe('requirement points', () => {
  it('go from ideal to official curriculum to unacceptable', () => {
    expect(requirementPointsErrors({ min_points: 40, warning_points: 32, no_right_points: 20 })).toEqual({});
    expect(requirementPointsErrors({ min_points: 40, warning_points: 40, no_right_points: 40 })).toEqual({});
    expect(requirementPointsErrors({ min_points: 30, warning_points: 32, no_right_points: 33 })).toEqual({
      warning_points: [MSG.warningPointsAboveIdeal],
      no_right_points: [MSG.noRightPointsAboveWarning],
    });
    // A missing band checks nothing it would need.
    expect(requirementPointsErrors({ min_points: 10, no_right_points: 20 })).toEqual({});
  });

  it('are checked with the ages in one call', () => {
    expect(requirementRuleErrors({ min_age_years: 9, max_age_years: 8, min_points: 1, warning_points: 2 })).toEqual({
      min_age_years: [MSG.minAgeAboveMax],
      warning_points: [MSG.warningPointsAboveIdeal],
    });
  });
});
