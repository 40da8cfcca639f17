import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './fetch-stub.ts';
import { leaveImpersonation, startImpersonation } from './impersonation.ts';
import { withPeopleResources } from './people-resources.ts';
import { getToken, getUser } from './session.ts';

const director = { id: 1, full_name_honorific: 'SABONIM JORGE', impersonated_by: null };
const professor = { id: 7, full_name_honorific: 'MTRO. MATEO', impersonated_by: { id: 1, full_name_honorific: 'SABONIM JORGE' } };
const { store, answer, sent } = stubApi({
  token: 'DIRECTOR',
  user: JSON.stringify(director),
  doyang: JSON.stringify({ id: 3, name: 'MDK ORIENTE CHALCO' }),
});
beforeEach(() => vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined }));

describe("'Ingresar como usuario'", () => {
  it('takes the borrowed session like a login and keeps the real one aside', async () => {
    answer(200, { access_token: 'BORROWED', user: professor });
    await startImpersonation(7, '/professors/7');
    expect(sent(0)).toMatchObject({ url: '/api/users/7/impersonate', auth: 'Bearer DIRECTOR' });
    expect(getToken()).toBe('BORROWED');
    expect(getUser()?.id).toBe(7);
    expect(store.has('doyang')).toBe(false);
    expect(JSON.parse(store.get('impersonator') ?? '{}')).toMatchObject({ token: 'DIRECTOR', returnTo: '/professors/7' });
  });

  it("comes back with the leave call's session, the doyang that was selected, and where it was", async () => {
    answer(200, { access_token: 'BORROWED', user: professor });
    await startImpersonation(7, '/professors/7');
    answer(200, { access_token: 'FRESH', user: director });
    expect(await leaveImpersonation()).toBe('/professors/7');
    expect(sent(1)).toMatchObject({ url: '/api/impersonation/leave', auth: 'Bearer BORROWED' });
    expect(getToken()).toBe('FRESH');
    expect(getUser()?.id).toBe(1);
    expect(store.get('doyang')).toContain('CHALCO');
    expect(store.has('impersonator')).toBe(false);
  });

  it('falls back to the session kept aside when the leave call fails', async () => {
    answer(200, { access_token: 'BORROWED', user: professor });
    await startImpersonation(7, '/professors/7');
    answer(401, { message: 'Token has expired' });
    await leaveImpersonation();
    expect(getToken()).toBe('DIRECTOR');
    expect(getUser()?.id).toBe(1);
  });
});

describe('withPeopleResources', () => {
  it('sends the three people screens to /api/users and leaves the rest alone', async () => {
    const seen: string[] = [];
    const record = (r: string) => {
      seen.push(r);
      return Promise.resolve({ data: { id: 1 } });
    };
    const base = { getOne: record, update: record, extra: () => 'kept' } as never;
    const dp = withPeopleResources(base) as unknown as { getOne: typeof record; update: typeof record; extra: () => string };
    await dp.getOne('students');
    await dp.update('sinodals');
    await dp.getOne('degrees');
    expect(seen).toEqual(['users', 'users', 'degrees']);
    expect(dp.extra()).toBe('kept');
  });
});
