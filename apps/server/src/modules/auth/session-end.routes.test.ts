import { ROLES } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestApp, PASSWORD, type TestApp, type Twin } from '../../test/test-app.ts';

// Issue 22, finding 11: what ends a session. Tokens are signed at the person's session epoch (migration 0020); a new
// password or a deactivation moves it, and every process drops its cached sessions when it moves.
let t: TestApp;
let twin: Twin;
let director: string;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  twin = await t.twin();
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

const status = async (token: string, on: Pick<TestApp, 'call'> = t) => (await on.call('POST', '/api/me', token)).statusCode;

/** A fresh staff member with two sessions, each already cached in both processes. */
async function twoSessions(role: 'profesor' | 'tecnico' = 'profesor'): Promise<{ who: Actor; a: string; b: string }> {
  const who = await t.as(role);
  const a = await t.login(who.user.email as string);
  const b = await t.login(who.user.email as string);
  for (const token of [a, b]) {
    expect(await status(token)).toBe(200);
    expect(await status(token, twin)).toBe(200);
  }
  return { who, a, b };
}

describe('a password change', () => {
  it('of one’s own ends the other sessions, here and in another process; the session that made it goes on', async () => {
    const { who, a, b } = await twoSessions();
    const change = await t.call('PUT', `/api/users/${who.user.id}`, a, { oldPassword: PASSWORD, password: 'nueva12345' });
    expect(change.json()).toBe(true);
    expect(await status(b)).toBe(401);
    expect(await eventually(async () => (await status(b, twin)) === 401)).toBe(true);
    expect(await status(a)).toBe(200);
    expect(await status(a, twin)).toBe(200);
    // A session opened with the new password works; a second change from the kept session ends it in turn.
    const c = await t.login(who.user.email as string, 'nueva12345');
    expect(await status(c)).toBe(200);
    const again = await t.call('PUT', `/api/users/${who.user.id}`, a, { oldPassword: 'nueva12345', password: 'otra123456' });
    expect(again.json()).toBe(true);
    expect(await status(a)).toBe(200);
    expect(await status(c)).toBe(401);
    expect(await status(b)).toBe(401);
  });

  it('by general direction (a reset) ends every session of the person', async () => {
    const { who, a, b } = await twoSessions();
    const reset = await t.call('PUT', `/api/users/${who.user.id}`, director, { password: 'reinicio123' });
    expect(reset.statusCode).toBe(200);
    expect(await status(a)).toBe(401);
    expect(await status(b)).toBe(401);
    expect(await eventually(async () => (await status(a, twin)) === 401)).toBe(true);
    expect(await status(await t.login(who.user.email as string, 'reinicio123'))).toBe(200);
    // The director's own session is untouched.
    expect(await status(director)).toBe(200);
  });

  it('that fails (a wrong old password) ends nothing', async () => {
    const { who, a, b } = await twoSessions();
    const wrong = await t.call('PUT', `/api/users/${who.user.id}`, a, { oldPassword: 'no-es-esta', password: 'nueva12345' });
    expect(wrong.json()).toBe(false);
    expect(await status(a)).toBe(200);
    expect(await status(b)).toBe(200);
  });
});

describe('a deactivation', () => {
  it('ends the sessions for good: reactivating the person does not bring them back', async () => {
    const { who, a, b } = await twoSessions();
    expect((await t.call('PUT', `/api/users/${who.user.id}`, director, { active: false })).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/users/${who.user.id}`, director, { active: true })).statusCode).toBe(200);
    expect(await status(a)).toBe(401);
    expect(await status(b)).toBe(401);
    expect(await eventually(async () => (await status(b, twin)) === 401)).toBe(true);
    expect(await status(await t.login(who.user.email as string))).toBe(200);
  });
});

describe('an impersonation', () => {
  const impersonate = async (by: string, userId: number) => {
    const res = await t.call('POST', `/api/users/${userId}/impersonate`, by);
    expect(res.statusCode).toBe(200);
    return res.json().access_token as string;
  };

  it('ends when the impersonator loses the right to impersonate (no longer general direction)', async () => {
    const { who: tecnico, a } = await twoSessions('tecnico');
    const profesor = await t.as('profesor');
    const as = await impersonate(a, profesor.user.id);
    expect(await status(as)).toBe(200);
    expect(await status(as, twin)).toBe(200);
    const demoted = await t.call('PUT', `/api/users/${tecnico.user.id}`, director, { role_id: ROLES.PROFESOR });
    expect(demoted.statusCode).toBe(200);
    expect(await status(as)).toBe(401);
    expect(await eventually(async () => (await status(as, twin)) === 401)).toBe(true);
  });

  it("ends with the impersonator's new password, and after their deactivation and reactivation", async () => {
    const { who: tecnico, a } = await twoSessions('tecnico');
    const profesor = await t.as('profesor');
    const first = await impersonate(a, profesor.user.id);
    const changed = await t.call('PUT', `/api/users/${tecnico.user.id}`, a, { oldPassword: PASSWORD, password: 'nueva12345' });
    expect(changed.json()).toBe(true);
    expect(await status(first)).toBe(401);
    const second = await impersonate(a, profesor.user.id);
    expect(await status(second)).toBe(200);
    await t.call('PUT', `/api/users/${tecnico.user.id}`, director, { active: false });
    await t.call('PUT', `/api/users/${tecnico.user.id}`, director, { active: true });
    expect(await status(second)).toBe(401);
  });
});
