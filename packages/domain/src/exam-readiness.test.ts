import { describe, expect, it } from 'vitest';
import {
  examReadiness,
  READINESS_COLOURS,
  type ReadinessInput,
  type ReadinessRequirement,
  type ReadinessStudent,
  readinessCounts,
  wholeMonthsBetween,
} from './exam-readiness.ts';

const EXAM = '2026-06-20';
const requirement = (more: Partial<ReadinessRequirement> = {}): ReadinessRequirement => ({
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
  products: [
    { id: 2, name: 'DOBOK' },
    { id: 3, name: 'PROTECTOR BUCAL' },
  ],
  other_exam_requisites: [{ id: 7, name: 'CARTA RESPONSIVA' }],
  ...more,
});
const ready: ReadinessStudent = {
  degree_order: 4,
  birth_date: '2012-03-01',
  last_aproved_exam_date: '2026-02-15',
  start_tkd_date: '2024-01-10',
  bimester_absences: 0,
  curriculum_points: 150,
  checked_products: [2, 3],
  checked_requisites: [7],
  revision_result: 1,
};
const input = (student: Partial<ReadinessStudent> = {}, req: Partial<ReadinessRequirement> = {}): ReadinessInput => ({
  exam_date: EXAM,
  requirements: [requirement(req)],
  student: { ...ready, ...student },
});
const texts = (i: ReadinessInput) => examReadiness(i).reasons.map((r) => `${r.colour}: ${r.text}`);

describe('whole months between two days', () => {
  it('counts calendar months, clamping the day to the month length', () => {
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-02-27')).toBe(0);
    expect(wholeMonthsBetween('2026-01-30', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-03-31', '2026-04-30')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-03-30')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-03-31')).toBe(2);
    expect(wholeMonthsBetween('2024-02-29', '2025-02-28')).toBe(12);
    expect(wholeMonthsBetween('2026-02-15', '2026-05-14')).toBe(2);
    expect(wholeMonthsBetween('2026-02-15', '2026-05-15')).toBe(3);
    expect(wholeMonthsBetween('2025-11-20', '2026-01-20')).toBe(2);
  });
  it('is 0 for the same day or a day before', () => {
    expect(wholeMonthsBetween('2026-05-15', '2026-05-15')).toBe(0);
    expect(wholeMonthsBetween('2026-05-15', '2026-03-01')).toBe(0);
  });
});

describe('exam readiness', () => {
  it('is green with a single reason when nothing stands in the way', () => {
    expect(examReadiness(input())).toEqual({ colour: 'verde', reasons: [{ colour: 'verde', text: 'Listo para su examen' }] });
  });

  describe('black: no right to this exam', () => {
    it('without a requirement for the degree', () => {
      expect(examReadiness(input({ degree_order: 6 }))).toEqual({
        colour: 'negro',
        reasons: [{ colour: 'negro', text: 'Sin requisito para su grado y edad' }],
      });
    });
    it('by the age at the exam date', () => {
      // For 8-year-olds: turning 8 on the exam day counts; turning 8 the day after, or 9 that day, does not.
      const req = { min_age_years: 8, max_age_years: 8, max_age_months: 11, max_age_days: 30 };
      expect(examReadiness(input({ birth_date: '2018-06-20' }, req)).colour).toBe('verde');
      expect(examReadiness(input({ birth_date: '2018-06-21' }, req)).colour).toBe('negro');
      expect(examReadiness(input({ birth_date: '2017-06-20' }, req)).colour).toBe('negro');
    });
    it('with too little time in the degree at the exam date', () => {
      expect(texts(input({ last_aproved_exam_date: '2026-03-21' }))).toEqual(['negro: Antigüedad en el grado: 2 de 3 meses']);
      expect(examReadiness(input({ last_aproved_exam_date: '2026-03-20' })).colour).toBe('verde');
      expect(texts(input({ last_aproved_exam_date: '2026-06-01' }, { min_time_before_next_exam: 1 }))).toEqual([
        'negro: Antigüedad en el grado: 0 de 1 mes',
      ]);
    });
    it('counts from the start in TKD when there is no approved exam', () => {
      expect(examReadiness(input({ last_aproved_exam_date: null, start_tkd_date: '2026-03-20' })).colour).toBe('verde');
      expect(texts(input({ last_aproved_exam_date: null, start_tkd_date: '2026-04-01' }))).toEqual([
        'negro: Antigüedad en el grado: 2 de 3 meses',
      ]);
    });
    it('with absences above the permitted', () => {
      expect(texts(input({ bimester_absences: 7 }))).toEqual(['negro: Sin derecho a examen: 7 faltas (permitidas 6)']);
    });
    it('with points below the unacceptable', () => {
      expect(texts(input({ curriculum_points: 29 }))).toEqual(['negro: Puntos inaceptables: 29 (mínimo 30)']);
    });
  });

  describe('red: can still make it if acted on now', () => {
    it('for each required product and requisite not checked', () => {
      expect(texts(input({ checked_products: [3, 99], checked_requisites: [] }))).toEqual([
        'rojo: Falta: DOBOK',
        'rojo: Falta: CARTA RESPONSIVA',
      ]);
    });
    it('with points below the official curriculum', () => {
      expect(texts(input({ curriculum_points: 30 }))).toEqual(['rojo: Puntos por debajo del oficial: 30 de 60']);
      expect(texts(input({ curriculum_points: 59 }))).toEqual(['rojo: Puntos por debajo del oficial: 59 de 60']);
    });
    it('without a date to count the time in the degree from', () => {
      expect(texts(input({ last_aproved_exam_date: null, start_tkd_date: null }))).toEqual([
        'rojo: Sin fecha del último examen ni de inicio en TKD',
      ]);
    });
  });

  describe('yellow: at risk', () => {
    it('with absences at or above permitted − 1', () => {
      expect(examReadiness(input({ bimester_absences: 4 })).colour).toBe('verde');
      expect(texts(input({ bimester_absences: 5 }))).toEqual(['amarillo: En riesgo de no hacer examen: 5 faltas (permitidas 6)']);
      expect(texts(input({ bimester_absences: 6 }))).toEqual(['amarillo: En riesgo de no hacer examen: 6 faltas (permitidas 6)']);
    });
    it('from one absence when permitted − 1 would be zero or less', () => {
      expect(examReadiness(input({ bimester_absences: 0 }, { absences: 1 })).colour).toBe('verde');
      expect(texts(input({ bimester_absences: 1 }, { absences: 1 }))).toEqual([
        'amarillo: En riesgo de no hacer examen: 1 falta (permitidas 1)',
      ]);
      expect(texts(input({ bimester_absences: 1 }, { absences: 0 }))).toEqual([
        'negro: Sin derecho a examen: 1 falta (permitidas 0)',
      ]);
      expect(examReadiness(input({ bimester_absences: 0 }, { absences: 0 })).colour).toBe('verde');
    });
    it('with points below the ideal', () => {
      expect(texts(input({ curriculum_points: 60 }))).toEqual(['amarillo: Puntos por debajo del ideal: 60 de 100']);
      expect(examReadiness(input({ curriculum_points: 100 })).colour).toBe('verde');
    });
    it('with the revision not reviewed or incomplete', () => {
      expect(texts(input({ revision_result: 0 }))).toEqual(['amarillo: Revisión sin completar']);
      expect(texts(input({ revision_result: 2 }))).toEqual(['amarillo: Revisión incompleta']);
    });
  });

  it('takes the worst colour and lists every reason worst first', () => {
    const result = examReadiness(
      input({ revision_result: 2, bimester_absences: 5, checked_products: [2], last_aproved_exam_date: '2026-05-01' }),
    );
    expect(result.colour).toBe('negro');
    expect(result.reasons).toEqual([
      { colour: 'negro', text: 'Antigüedad en el grado: 1 de 3 meses' },
      { colour: 'rojo', text: 'Falta: PROTECTOR BUCAL' },
      { colour: 'amarillo', text: 'En riesgo de no hacer examen: 5 faltas (permitidas 6)' },
      { colour: 'amarillo', text: 'Revisión incompleta' },
    ]);
    expect(examReadiness(input({ revision_result: 0, checked_requisites: [] })).colour).toBe('rojo');
  });

  it('lets empty bounds not limit', () => {
    const open = {
      absences: null,
      min_time_before_next_exam: null,
      min_points: null,
      warning_points: null,
      no_right_points: null,
      products: [],
      other_exam_requisites: [],
      min_grade_order: null,
      max_grade_order: null,
    };
    const student = {
      degree_order: 12,
      bimester_absences: 40,
      curriculum_points: 0,
      last_aproved_exam_date: '2026-06-19',
      start_tkd_date: null,
      checked_products: [],
      checked_requisites: [],
    };
    expect(examReadiness(input(student, open)).colour).toBe('verde');
    // Only the empty points band is skipped: the next band still applies.
    expect(texts(input({ curriculum_points: 10 }, { no_right_points: null }))).toEqual([
      'rojo: Puntos por debajo del oficial: 10 de 60',
    ]);
  });

  it('uses the first matching requirement of the list', () => {
    const i = input({ degree_order: 4 });
    i.requirements = [requirement({ id: 9, min_grade_order: 1, max_grade_order: 2 }), requirement({ id: 10, absences: 2 })];
    i.student.bimester_absences = 3;
    expect(texts(i)).toEqual(['negro: Sin derecho a examen: 3 faltas (permitidas 2)']);
  });
});

describe('readiness counts', () => {
  it('counts each colour, zero included', () => {
    expect(READINESS_COLOURS).toEqual(['verde', 'amarillo', 'rojo', 'negro']);
    expect(readinessCounts(['verde', 'rojo', 'verde', 'negro'])).toEqual({ verde: 2, amarillo: 0, rojo: 1, negro: 1 });
    expect(readinessCounts([])).toEqual({ verde: 0, amarillo: 0, rojo: 0, negro: 0 });
  });
});
