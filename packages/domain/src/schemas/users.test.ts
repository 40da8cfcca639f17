import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { enrollmentUpdateSchema, userCreateSchema, userUpdateSchema } from './users.ts';

const today = () => '2026-11-22';
const create = userCreateSchema(today);
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const student = {
  name: 'ana',
  last_name: 'lópez',
  doyang_id: '1',
  doyang_group_id: 4,
  birth_date: '2015-05-05T06:00:00.000Z',
  enrollment_date: '2026-11-20',
  start_payments_date: '2026-11-20',
  sex: '2',
  job: 'estudiante',
  address: 'calle 1',
  mother_name: 'rosa',
  mother_cellphone: '5512345678',
};

describe('userCreateSchema: students', () => {
  it('uppercases, coerces, defaults role 10 and degree 1, start_tkd_date follows enrollment', () => {
    const r = create.parse(student);
    expect(r).toMatchObject({
      name: 'ANA',
      last_name: 'LÓPEZ',
      role_id: 10,
      degree_id: 1,
      doyang_id: 1,
      sex: 2,
      birth_date: '2015-05-05',
      start_payments_date: '2026-11-01',
      start_tkd_date: '2026-11-20',
      mother_name: 'ROSA',
      second_last_name: null,
    });
  });
  it('answers the spec texts', () => {
    const r = create.safeParse({ name: '', last_name: 'x'.repeat(101), degree_id: '', sex: '', job: 'a', birth_date: '' });
    expect(errorsOf(r)).toMatchObject({
      name: MSG.required,
      last_name: MSG.nameTooLong,
      doyang_id: MSG.required,
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
  it('minors need a parent, adults a cellphone', () => {
    expect(errorsOf(create.safeParse({ ...student, mother_cellphone: '' }))).toEqual({
      father_name: MSG.minorNeedsParent,
      mother_name: MSG.minorNeedsParent,
    });
    expect(errorsOf(create.safeParse({ ...student, birth_date: '1990-01-01' }))).toEqual({ cellphone: MSG.adultNeedsCellphone });
  });
  it('a prospect needs no group', () => {
    expect(create.safeParse({ ...student, doyang_group_id: null, is_prospect: 'true' }).success).toBe(true);
  });
});

describe('userCreateSchema: staff and sinodals', () => {
  it('staff need one phone', () => {
    const staff = { name: 'luis', last_name: 'paz', role_id: 6 };
    expect(errorsOf(create.safeParse(staff))).toEqual({ cellphone: MSG.atLeastOnePhone });
    expect(create.parse({ ...staff, phone2: '5555555555', email: ' Luis@X.MX ' })).toMatchObject({
      role_id: 6,
      degree_id: null,
      email: 'luis@x.mx',
    });
  });
  it('the sinodal form asks only for names and makes a certified professor by default', () => {
    expect(create.parse({ name: 'kim', last_name: 'lee', sinodal: true })).toMatchObject({ role_id: 5, sinodal: true });
    expect(errorsOf(create.safeParse({ name: 'kim', last_name: '', sinodal: true }))).toEqual({ last_name: MSG.required });
  });
  it('a short password is refused', () => {
    expect(errorsOf(create.safeParse({ name: 'a', last_name: 'b', role_id: 6, cellphone: '1', password: '123' }))).toEqual({
      password: MSG.passwordTooShort,
    });
  });
});

describe('userUpdateSchema and enrollmentUpdateSchema', () => {
  it('takes the referral rows as the record answers them, or plain ids', () => {
    expect(userUpdateSchema.parse({ recomended_by: [{ id: 4, full_name: 'ANA' }, '7'] })).toEqual({ recomended_by: [4, 7] });
  });
  it('keeps only sent fields and drops unknown ones (insurance, computed)', () => {
    expect(userUpdateSchema.parse({ id: 3, active: 0, is_rejected_insurance_file: true, full_name: 'X' })).toEqual({
      active: false,
    });
    expect(errorsOf(userUpdateSchema.safeParse({ name: ' ' }))).toEqual({ name: MSG.required });
  });
  it('a disenroll date may not precede the enrollment date', () => {
    expect(errorsOf(enrollmentUpdateSchema.safeParse({ enrollment_date: '2026-05-01', disenroll_date: '2026-04-01' }))).toEqual({
      disenroll_date: MSG.disenrollBeforeEnrollment,
    });
    expect(errorsOf(enrollmentUpdateSchema.safeParse({ enrollment_date: '' }))).toEqual({ enrollment_date: MSG.required });
    expect(enrollmentUpdateSchema.parse({ disenroll_date: null })).toEqual({ disenroll_date: null });
  });
});
