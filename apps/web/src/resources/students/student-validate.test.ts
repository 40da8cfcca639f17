import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { studentFormErrors } from './student-validate.ts';

const today = '2026-11-22';
const complete = {
  name: 'ana',
  last_name: 'pérez',
  doyang_id: 1,
  doyang_group_id: 2,
  start_payments_date: '2026-11-01',
  birth_date: '2015-05-01',
  enrollment_date: '2026-11-22',
  degree_id: 1,
  sex: 2,
  job: 'ESTUDIANTE',
  address: 'CALLE 1',
  mother_name: 'MARÍA',
  mother_cellphone: '5512345678',
};

describe('studentFormErrors', () => {
  it('shows every spec text of an empty new student at once', () => {
    const errors = studentFormErrors({ doyang_id: 1, degree_id: null }, today, null);
    expect(errors).toMatchObject({
      name: MSG.required,
      last_name: MSG.required,
      doyang_group_id: MSG.studentGroupRequired,
      start_payments_date: MSG.firstBillingMonthRequired,
      birth_date: MSG.required,
      enrollment_date: MSG.enrollmentDateRequired,
      degree_id: MSG.degreeRequired,
      sex: MSG.sexRequired,
      job: MSG.jobRequired,
      address: MSG.addressRequired,
    });
  });

  it('asks a minor for a parent and an adult for a cellphone', () => {
    const { mother_name: _m, mother_cellphone: _c, ...minor } = complete;
    expect(studentFormErrors(minor, today, null)).toEqual({
      father_name: MSG.minorNeedsParent,
      mother_name: MSG.minorNeedsParent,
    });
    expect(studentFormErrors({ ...minor, birth_date: '1990-01-01' }, today, null)).toEqual({
      cellphone: MSG.adultNeedsCellphone,
    });
    expect(studentFormErrors(complete, today, null)).toEqual({});
  });

  it('lets a prospect go without a group, and a one-letter job is not a job', () => {
    expect(studentFormErrors({ ...complete, doyang_group_id: null, is_prospect: true }, today, null)).toEqual({});
    expect(studentFormErrors({ ...complete, job: 'X' }, today, null)).toEqual({ job: MSG.jobRequired });
  });

  it('on edit checks only the rules a change touches', () => {
    const old = { ...complete, job: null, address: null };
    expect(studentFormErrors({ ...old, phone1: '5511111111' }, today, old)).toEqual({});
    expect(studentFormErrors({ ...old, address: 'X' }, today, old)).toEqual({});
    expect(studentFormErrors({ ...old, job: 'A' }, today, old)).toEqual({ job: MSG.jobRequired });
    expect(studentFormErrors({ ...old, name: '' }, today, old)).toEqual({ name: MSG.required });
  });
});
