import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { staffCreateBody, staffFormErrors, staffUpdateBody } from './staff.ts';

describe('staff form', () => {
  it('asks for names, a category and a phone', () => {
    expect(staffFormErrors({}, null)).toEqual({
      name: MSG.required,
      last_name: MSG.required,
      role_id: MSG.required,
      cellphone: MSG.atLeastOnePhone,
    });
    expect(staffFormErrors({ name: 'a', last_name: 'b', role_id: 6, phone2: '5512345678' }, null)).toEqual({});
  });

  it('on edit asks for a phone only when the phones change', () => {
    const old = { name: 'A', last_name: 'B', role_id: 6, cellphone: null };
    expect(staffFormErrors({ ...old, name: 'C' }, old)).toEqual({});
    const withPhone = { ...old, cellphone: '5512345678' };
    expect(staffFormErrors({ ...withPhone, cellphone: '' }, withPhone)).toEqual({ cellphone: MSG.atLeastOnePhone });
  });

  it('sends staff with their role and no degree when none was chosen', () => {
    const body = staffCreateBody('2026-11-22')({
      name: 'ana',
      last_name: 'ruiz',
      role_id: 6,
      cellphone: '5512345678',
      degree_id: '',
    });
    expect(body).toMatchObject({ name: 'ANA', last_name: 'RUIZ', role_id: 6, degree_id: null });
    expect(staffUpdateBody({ id: 4, name: 'x', role: { id: 6 }, disenroll_date: '2026-01-01' })).toEqual({ name: 'X' });
  });
});
