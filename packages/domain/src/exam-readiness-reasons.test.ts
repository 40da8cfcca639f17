import { describe, expect, it } from 'vitest';
import { examReadiness, type ReadinessRequirement, type ReadinessStudent } from './exam-readiness.ts';
import { readinessReasonColour, readinessReasons } from './exam-readiness-reasons.ts';

const requirement: ReadinessRequirement = {
  id: 1,
  min_grade_order: 3,
  max_grade_order: 5,
  min_age_years: null,
  min_age_months: null,
  max_age_years: null,
  max_age_months: null,
  max_age_days: null,
  absences: 6,
  min_time_before_next_exam: 3,
  min_points: 100,
  warning_points: 60,
  no_right_points: 30,
  products: [{ id: 2, name: 'DOBOK' }],
  other_exam_requisites: [{ id: 7, name: 'SIN DERECHO A FALTAR' }],
};
const student: ReadinessStudent = {
  degree_order: 4,
  birth_date: '2012-03-01',
  last_aproved_exam_date: '2026-02-15',
  start_tkd_date: '2024-01-10',
  bimester_absences: 0,
  curriculum_points: 150,
  checked_products: [2],
  checked_requisites: [7],
  revision_result: 1,
};
const EXAM = '2026-06-20';

describe('the colour of a stored reason', () => {
  it('reads back the colour examReadiness gave every reason it writes', () => {
    const cases: Partial<ReadinessStudent>[] = [
      {},
      { degree_order: 9 },
      { last_aproved_exam_date: '2026-05-01', bimester_absences: 7, curriculum_points: 10 },
      { last_aproved_exam_date: null, start_tkd_date: null, checked_products: [], checked_requisites: [], curriculum_points: 50 },
      { bimester_absences: 5, curriculum_points: 80, revision_result: 0 },
      { revision_result: 2 },
    ];
    let seen = 0;
    for (const c of cases) {
      const light = examReadiness({ exam_date: EXAM, requirements: [requirement], student: { ...student, ...c } });
      const back = readinessReasons(
        light.reasons.map((r) => r.text),
        'verde',
      );
      expect(back).toEqual(light.reasons);
      seen += light.reasons.length;
    }
    expect(seen).toBeGreaterThanOrEqual(13);
  });

  it('gives a text no rule writes the colour of its student', () => {
    expect(readinessReasonColour('Otra cosa', 'rojo')).toBe('rojo');
    // A requisite named like another reason is still a missing item.
    expect(readinessReasonColour('Falta: SIN DERECHO A FALTAR', 'verde')).toBe('rojo');
  });
});
