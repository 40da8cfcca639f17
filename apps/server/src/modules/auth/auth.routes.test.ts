import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every argon2 verification the server makes, by the hash it verified against: what makes a refused login cost the
// same whoever it names (the time itself is measured by npm run bench, bench/logins.ts).
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const verify: typeof real.verify = (hashed, ...rest) => {
    argon2.verified.push(typeof hashed === 'string' ? hashed : hashed.toString());
    return real.verify(hashed, ...rest);
  };
  return { ...real, verify };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/login', () => {
  it('answers a token and the session user with permissions and doyangs', async () => {
    const res = await t.call('POST', '/api/login', undefined, { email: 'profesor@demo.mx', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: 'profesor@demo.mx', role_id: 6 });
    expect(body.user.password).toBeUndefined();
    expect(body.user.full_name_honorific).toMatch(/^(KYOSANIM|PROF\.|MTRO\.) /);
    expect(body.user.doyangs_as_responsible.map((d: { id: number }) => d.id)).toEqual([1]);
    expect(body.user.permissions['Doyang Alumnos']).toEqual({ create: true, read: true, update: true, delete: true });
    expect(body.user.permissions.Grados).toBeUndefined();
  });

  it('gives the kyosa the doyang as personal', async () => {
    const res = await t.call('POST', '/api/login', undefined, { email: 'KYOSA@demo.mx', password: 'demo1234' });
    expect(res.json().user.doyangs_as_personal.map((d: { id: number }) => d.id)).toEqual([1]);
  });

  it('refuses a wrong password and an unknown e-mail with the same Spanish message', async () => {
    for (const body of [
      { email: 'director@demo.mx', password: 'nope' },
      { email: 'nadie@demo.mx', password: 'demo1234' },
    ]) {
      const res = await t.call('POST', '/api/login', undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.loginFailed);
    }
  });

  it('spends one argon2 verification of the same cost on an unknown e-mail or an inactive user as on a known one (no account enumeration by timing; the times are in npm run bench)', async () => {
    const inactive = await makeUser(t.app.db, { active: false });
    /** The cost parameters of the one hash a refused login verified against. */
    const verifiedCost = async (email: string) => {
      argon2.verified.length = 0;
      const res = await t.call('POST', '/api/login', undefined, { email, password: 'no-es-esta' });
      expect(res.statusCode).toBe(401);
      expect(argon2.verified, email).toHaveLength(1);
      return argon2.verified[0].split('$').slice(1, 4).join('$');
    };
    const known = await verifiedCost('director@demo.mx');
    expect(known).toMatch(/^argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+$/);
    expect(await verifiedCost('nadie@demo.mx')).toBe(known);
    expect(await verifiedCost(inactive.email as string)).toBe(known);
  });

  it('answers 422 with Spanish texts for empty fields', async () => {
    const res = await t.call('POST', '/api/login', undefined, { email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([MSG.required]);
    expect(res.json().errors.password).toEqual([MSG.required]);
  });
});

describe('session', () => {
  it('401 without a token, with a bad token, and after logout', async () => {
    expect((await t.call('POST', '/api/me')).json()).toEqual({ message: 'Unauthenticated.' });
    expect((await t.call('POST', '/api/me', 'garbage')).statusCode).toBe(401);
    const token = await t.login('tecnico@demo.mx');
    const me = await t.call('POST', '/api/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().role_id).toBe(3);
    expect((await t.call('POST', '/api/logout', token)).statusCode).toBe(200);
    const after = await t.call('POST', '/api/me', token);
    expect(after.statusCode).toBe(401);
  });

  it("answers 401 'Token has expired' once the token's lifetime has passed", async () => {
    const short = await createTestApp({ tokenTtlSeconds: 2 }, 5);
    try {
      const token = await short.login('director@demo.mx');
      expect((await short.call('POST', '/api/me', token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3200));
      const res = await short.call('POST', '/api/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.tokenExpired });
    } finally {
      await short.close();
    }
  });

  it('rate-limits repeated login attempts', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 }, 5);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await limited.call('POST', '/api/login', undefined, { email: 'director@demo.mx', password: 'x' })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/users/{id} password change', () => {
  it('answers false for a wrong old password and true when it changes; the new one logs in', async () => {
    const token = await t.login('administrativa@demo.mx');
    const me = (await t.call('POST', '/api/me', token)).json();
    const wrong = await t.call('PUT', `/api/users/${me.id}`, token, { oldPassword: 'bad', password: 'nueva12345' });
    expect(wrong.json()).toBe(false);
    const ok = await t.call('PUT', `/api/users/${me.id}`, token, { oldPassword: 'demo1234', password: 'nueva12345' });
    expect(ok.json()).toBe(true);
    await expect(t.login('administrativa@demo.mx')).rejects.toThrow();
    expect(await t.login('administrativa@demo.mx', 'nueva12345')).toMatch(/^ey/);
  });

  it('rate-limits the own-password change as login is, per user, with a Spanish 429; record edits are not counted', async () => {
    const max = t.config.loginRateLimit;
    const me = await t.as('profesor');
    const other = await t.as('profesor');
    const guess = (actor: typeof me) =>
      actor.call('PUT', `/api/users/${actor.user.id}`, { oldPassword: 'adivina', password: 'nueva12345' });
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await guess(me)).statusCode);
    expect(statuses).toEqual([...Array(max).fill(200), 429, 429]);
    expect((await guess(me)).json()).toEqual({ message: MSG.tooManyPasswordChanges });
    // Another user is not held back; nor are edits of records.
    expect((await guess(other)).json()).toBe(false);
    const director = await t.login('director@demo.mx');
    const edit = await t.call('PUT', `/api/users/${me.user.id}`, director, { cellphone: '5512345670' });
    expect(edit.statusCode).toBe(200);
  });

  it("refuses to change another user's password", async () => {
    const token = await t.login('kyosa@demo.mx');
    const res = await t.call('PUT', '/api/users/1', token, { oldPassword: 'demo1234', password: 'robada12345' });
    expect(res.statusCode).toBe(403);
    expect(await t.login('director@demo.mx')).toMatch(/^ey/);
  });
});

describe('GET/PUT /api/home_preference (the old or the optimised home)', () => {
  it('starts optimised, keeps each person their own choice, and refuses what is not a yes or no', async () => {
    const kyosa = await t.login('kyosa@demo.mx');
    const director = await t.login('director@demo.mx');
    expect((await t.call('GET', '/api/home_preference', kyosa)).json()).toEqual({ old_home: false });
    const set = await t.call('PUT', '/api/home_preference', kyosa, { old_home: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ old_home: true });
    expect((await t.call('GET', '/api/home_preference', kyosa)).json()).toEqual({ old_home: true });
    expect((await t.call('GET', '/api/home_preference', director)).json()).toEqual({ old_home: false });
    expect((await t.call('PUT', '/api/home_preference', kyosa, { old_home: 'quizá' })).statusCode).toBe(422);
    expect((await t.call('GET', '/api/home_preference')).statusCode).toBe(401);
    await t.call('PUT', '/api/home_preference', kyosa, { old_home: false });
  });
});
