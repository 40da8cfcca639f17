import { describe, expect, it } from 'vitest';
import {
  type ApplicationStudent,
  applicationMissingItems,
  applicationMissingMessage,
  APPLICATION_ITEMS as I,
  needsPartialNumber,
} from './exam-application.ts';

const TODAY = '2026-06-15';
const complete: ApplicationStudent = {
  degree_id: 4,
  last_aproved_exam_date: '2026-01-20',
  civil_state: 'SOLTERO',
  job_description: 'ESTUDIANTE',
  start_tkd_date: '2020-03-01',
  birth_date: '2000-02-10',
  teacher_id: 12,
  revision_complete: true,
  cellphone: '5512345678',
  father_cellphone: null,
  mother_cellphone: null,
  address: 'Av. Reforma 10',
};
const exam = { is_black_belt: false };
const missing = (more: Partial<ApplicationStudent>, e = exam) => applicationMissingItems({ ...complete, ...more }, e, TODAY);

describe('exam application missing items (spec 03 §5)', () => {
  it('asks nothing of a complete record', () => {
    expect(missing({})).toEqual([]);
  });

  it('lists every missing item in the spec order', () => {
    const empty: ApplicationStudent = {
      degree_id: 5,
      last_aproved_exam_date: null,
      civil_state: null,
      job_description: '  ',
      start_tkd_date: null,
      birth_date: null,
      teacher_id: null,
      revision_complete: false,
      cellphone: '',
      father_cellphone: null,
      mother_cellphone: null,
      address: null,
    };
    expect(applicationMissingItems(empty, exam, TODAY)).toEqual([
      'fecha del último examen aprobado',
      'estado civil',
      'ocupación',
      'fecha de inicio en TKD',
      'fecha de nacimiento',
      'profesor',
      'revisión completa',
      'celular',
      'domicilio',
    ]);
  });

  it('does not ask the first degree for a last approved exam', () => {
    expect(missing({ last_aproved_exam_date: null })).toEqual([I.lastApprovedExamDate]);
    expect(missing({ degree_id: 1, last_aproved_exam_date: null })).toEqual([]);
    expect(missing({ last_aproved_exam_date: 'pendiente' })).toEqual([I.lastApprovedExamDate]);
  });

  it('does not ask a black-belt exam for a complete revision', () => {
    expect(missing({ revision_complete: false })).toEqual([I.revisionComplete]);
    expect(missing({ revision_complete: false }, { is_black_belt: true })).toEqual([]);
  });

  it('takes a civil state given as an id', () => {
    expect(missing({ civil_state: 2 })).toEqual([]);
  });

  it('asks an adult (18 or older at today) for their own cellphone', () => {
    const turns18Today = { birth_date: '2008-06-15', father_cellphone: '5511111111' };
    expect(missing({ ...turns18Today, cellphone: null })).toEqual([I.cellphone]);
    expect(missing({ ...turns18Today, cellphone: '5512345678' })).toEqual([]);
  });

  it('asks a minor for a cellphone of either parent, not their own', () => {
    const minor = { birth_date: '2008-06-16', cellphone: null };
    expect(missing(minor)).toEqual([I.parentCellphone]);
    expect(missing({ ...minor, father_cellphone: '5511111111' })).toEqual([]);
    expect(missing({ ...minor, mother_cellphone: '5522222222' })).toEqual([]);
    expect(missing({ ...minor, mother_cellphone: ' ' })).toEqual([I.parentCellphone]);
  });

  it('asks a student without a birth date for it and for their own cellphone', () => {
    expect(missing({ birth_date: null, cellphone: null, father_cellphone: '5511111111' })).toEqual([I.birthDate, I.cellphone]);
    expect(missing({ birth_date: null })).toEqual([I.birthDate]);
  });
});

describe('exam application alert', () => {
  it('joins with commas and a final y, ending in one period', () => {
    expect(applicationMissingMessage(['estado civil', 'ocupación', 'domicilio'])).toBe(
      'El alumno debe tener: estado civil, ocupación y domicilio.',
    );
    expect(applicationMissingMessage(['estado civil', 'domicilio'])).toBe('El alumno debe tener: estado civil y domicilio.');
    expect(applicationMissingMessage(['domicilio'])).toBe('El alumno debe tener: domicilio.');
  });
  it('never doubles punctuation and says nothing when nothing is missing', () => {
    expect(applicationMissingMessage(['profesor.', 'domicilio. '])).toBe('El alumno debe tener: profesor y domicilio.');
    expect(applicationMissingMessage([])).toBe('');
  });
});

describe('partial number prompt', () => {
  it('asks only for degrees with partials when the number is missing', () => {
    expect(needsPartialNumber({ has_partials: true }, null)).toBe(true);
    expect(needsPartialNumber({ has_partials: true }, undefined)).toBe(true);
    expect(needsPartialNumber({ has_partials: true }, 0)).toBe(true);
    expect(needsPartialNumber({ has_partials: true }, 2)).toBe(false);
    expect(needsPartialNumber({ has_partials: false }, null)).toBe(false);
  });
});
