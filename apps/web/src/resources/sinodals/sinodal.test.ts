import { MSG } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { sinodalCreateBody, sinodalFormErrors } from './sinodal.ts';

describe('sinodal form', () => {
  it('needs a name and a last name of at most 100 characters', () => {
    expect(sinodalFormErrors({})).toEqual({ name: MSG.required, last_name: MSG.required });
    expect(sinodalFormErrors({ name: 'x'.repeat(101), last_name: 'y' })).toEqual({ name: MSG.nameTooLong });
    expect(sinodalFormErrors({ name: 'a', last_name: 'b' })).toEqual({});
  });
  it('creates a sinodal without a role', () => {
    const body = sinodalCreateBody('2026-11-22')({ name: 'luis', last_name: 'mora' });
    expect(body).toMatchObject({ name: 'LUIS', last_name: 'MORA', sinodal: true });
    expect(body).not.toHaveProperty('role_id');
  });
});
