import { describe, expect, it } from 'vitest';
import { canManageRevision, type RequirementRange, requirementFor, revisionResult, revisionSeasonOpen } from './revisions.ts';

const TODAY = '2026-11-22';
const req = (id: number, min: number, max: number, more: Partial<RequirementRange> = {}): RequirementRange => ({
  id,
  min_grade_order: min,
  max_grade_order: max,
  min_age_years: null,
  min_age_months: null,
  max_age_years: null,
  max_age_months: null,
  max_age_days: null,
  ...more,
});

describe('revision season (configuration 24, 25)', () => {
  it('is open between both days inclusive and closed when unset', () => {
    expect(revisionSeasonOpen(TODAY, '2026-11-22', '2026-11-30')).toBe(true);
    expect(revisionSeasonOpen(TODAY, '2026-11-01', '2026-11-22')).toBe(true);
    expect(revisionSeasonOpen(TODAY, '2026-11-23', '2026-12-31')).toBe(false);
    expect(revisionSeasonOpen(TODAY, '2026-11-01', '2026-11-21')).toBe(false);
    expect(revisionSeasonOpen(TODAY, null, '2026-12-31')).toBe(false);
  });
});

describe('revision result', () => {
  const required = { products: [2, 3], others: [7] };
  it('is complete when every product and other requisite is checked', () => {
    expect(
      revisionResult(
        required,
        [
          { id: 2, checked: true },
          { id: 3, checked: true },
        ],
        [{ id: 7, checked: true }],
      ),
    ).toBe(1);
  });
  it('is incomplete when something is missing or unchecked', () => {
    expect(revisionResult(required, [{ id: 2, checked: true }], [{ id: 7, checked: true }])).toBe(2);
    expect(
      revisionResult(
        required,
        [
          { id: 2, checked: true },
          { id: 3, checked: false },
        ],
        [{ id: 7, checked: true }],
      ),
    ).toBe(2);
    expect(
      revisionResult(
        required,
        [
          { id: 2, checked: true },
          { id: 3, checked: true },
        ],
        [],
      ),
    ).toBe(2);
  });
  it('is complete when nothing is required', () => {
    expect(revisionResult({ products: [], others: [] }, [], [])).toBe(1);
  });
});

describe('requirement of a student', () => {
  const list = [
    req(1, 1, 11),
    req(2, 12, 12, { min_age_years: 12 }),
    req(3, 13, 13, { min_age_years: 15, max_age_years: 17, max_age_months: 6 }),
  ];
  it('matches the degree range', () => {
    expect(requirementFor(list, { degree_order: 5, birth_date: '2016-01-01' }, TODAY)?.id).toBe(1);
    expect(requirementFor(list, { degree_order: 20, birth_date: '1990-01-01' }, TODAY)).toBeNull();
  });
  it('matches the age range in years, months and days', () => {
    expect(requirementFor(list, { degree_order: 12, birth_date: '2014-11-22' }, TODAY)?.id).toBe(2);
    expect(requirementFor(list, { degree_order: 12, birth_date: '2014-11-23' }, TODAY)).toBeNull();
    // 17 years and 6 months is the last day that fits.
    expect(requirementFor(list, { degree_order: 13, birth_date: '2009-05-22' }, TODAY)?.id).toBe(3);
    expect(requirementFor(list, { degree_order: 13, birth_date: '2009-05-21' }, TODAY)).toBeNull();
  });
  it('rolls a shifted birthday over the month end as the calendar does (the Date rule it replaced)', () => {
    // The rule before the light's speed-up (issue 27): the birthday shifted with Date.UTC, compared as text.
    const shift = (date: string, years: number, months: number, days: number) => {
      const [y, m, d] = date.split('-').map(Number);
      return new Date(Date.UTC(y + years, m - 1 + months, d + days)).toISOString().slice(0, 10);
    };
    const bounds = [
      { min_age_years: 4, min_age_months: 1 },
      { min_age_years: 6, min_age_months: 11 },
      { max_age_years: 7, max_age_months: 0, max_age_days: 30 },
      { max_age_years: 9, max_age_months: 11, max_age_days: 31 },
      { min_age_months: 13, max_age_days: 400 },
    ];
    for (const bound of bounds) {
      const one = [req(1, 1, 20, bound)];
      for (let day = Date.UTC(2015, 0, 1); day < Date.UTC(2021, 0, 1); day += 86_400_000) {
        const born = new Date(day).toISOString().slice(0, 10);
        for (const today of ['2024-02-29', '2026-03-01', '2026-12-31']) {
          const minOk =
            bound.min_age_years === undefined && bound.min_age_months === undefined
              ? true
              : shift(born, bound.min_age_years ?? 0, bound.min_age_months ?? 0, 0) <= today;
          const maxOk =
            bound.max_age_days === undefined
              ? true
              : shift(born, bound.max_age_years ?? 0, bound.max_age_months ?? 0, bound.max_age_days) >= today;
          const found = requirementFor(one, { degree_order: 5, birth_date: born }, today);
          expect(found?.id ?? null, `${born} ${today} ${JSON.stringify(bound)}`).toBe(minOk && maxOk ? 1 : null);
        }
      }
    }
  });
});

describe('who runs a revision', () => {
  const user = (role_id: number, doyang: number[], perms: Record<string, boolean> = {}) => ({
    id: 50,
    role_id,
    permissions: { 'Doyang Grupos': { create: false, read: true, update: false, delete: false, ...perms } },
    doyangs_as_responsible: [],
    doyangs_as_personal: doyang.map((id) => ({ id })),
  });
  const group = { doyang_id: 1, user_responsible_id: 7, user_certifier_id: 2, kyosa_ids: [50] };
  it('is general direction, group staff of the doyang, or whoever updates its groups', () => {
    expect(canManageRevision(user(2, []), { ...group, kyosa_ids: [] })).toBe(true);
    expect(canManageRevision(user(7, [1]), group)).toBe(true);
    expect(canManageRevision(user(7, [1]), { ...group, kyosa_ids: [] })).toBe(false);
    expect(canManageRevision(user(6, [1], { update: true }), { ...group, kyosa_ids: [] })).toBe(true);
    expect(canManageRevision(user(6, [2], { update: true }), group)).toBe(false);
  });
});
