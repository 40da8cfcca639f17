import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db/sql.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One regression test per finding of the outside check (issue 8); each failed on the code before the fix.
let t: TestApp;
const tokens: Record<'director' | 'profesor' | 'kyosa' | 'alumno', string> = {
  director: '',
  profesor: '',
  kyosa: '',
  alumno: '',
};

beforeAll(async () => {
  t = await createTestApp({}, 60);
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = await t.login(`${who}@demo.mx`);
});
afterAll(() => t?.close());

const ENGLISH = /\b(Invalid|expected|received|Required|Unrecognized)\b/;

describe('2. another doyang’s staff and phones', () => {
  it('a doyang-1 student, kyosa or professor gets doyang 2 as a card: no phones, address or staff', async () => {
    for (const who of ['alumno', 'kyosa', 'profesor'] as const) {
      const res = await t.call('GET', '/api/doyangs?ids=2&with=personal,responsible,category', tokens[who]);
      expect(res.statusCode).toBe(200);
      const [doyang] = res.json();
      expect(doyang).toMatchObject({ id: 2, name: expect.any(String), students_count: expect.any(Number) });
      for (const key of ['personal', 'cellphone', 'phone1', 'phone2', 'address', 'neighborhood', 'monthly_fee', 'certifier'])
        expect(doyang, `${who} ${key}`).not.toHaveProperty(key);
      // The demo staffs every doyang: the card names its responsible, and nothing else of them.
      expect(Object.keys(doyang.responsible ?? {}).sort(), who).toEqual(['full_name_honorific', 'id']);
      const page = (await t.call('GET', '/api/doyangs?paginate=1&perPage=0&with=personal', tokens[who])).json();
      const other = page.data.find((d: { id: number }) => d.id === 2);
      expect(other).not.toHaveProperty('personal');
      expect(other).not.toHaveProperty('cellphone');
    }
  });

  it('the doyang’s own staff and the general direction still see its details', async () => {
    const own = (await t.call('GET', '/api/doyangs?ids=1&with=personal', tokens.profesor)).json()[0];
    expect(Array.isArray(own.personal)).toBe(true);
    expect(own).toHaveProperty('cellphone');
    const all = (await t.call('GET', '/api/doyangs?ids=2&with=personal', tokens.director)).json()[0];
    expect(Array.isArray(all.personal)).toBe(true);
  });
});

describe('3. a revision’s requirement for a student outside the group or the caller’s doyangs', () => {
  it('is refused, while the group’s own student is answered', async () => {
    const group = await one<{ id: number }>(
      t.app.db,
      sql`select k.doyang_group_id as id from doyang_group_kyosas k join users u on u.id = k.user_id
        join doyang_groups g on g.id = k.doyang_group_id where u.email = 'kyosa@demo.mx' and g.doyang_id = 1
        and exists (select 1 from users s where s.doyang_group_id = g.id and s.role_id = 10) limit 1`,
    );
    expect(group).toBeDefined();
    const revision = (
      await t.call('POST', '/api/revisions', tokens.director, { doyang_group_id: group?.id, name: 'revisión seguridad' })
    ).json();
    const own = await one<{ id: number }>(
      t.app.db,
      sql`select id from users where role_id = 10 and doyang_group_id = ${group?.id} limit 1`,
    );
    const other = await one<{ id: number }>(t.app.db, sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    const mine = await t.call('GET', `/api/revisions/${revision.id}/requirement?user_id=${own?.id}`, tokens.kyosa);
    expect(mine.statusCode).toBe(200);
    const theirs = await t.call('GET', `/api/revisions/${revision.id}/requirement?user_id=${other?.id}`, tokens.kyosa);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).not.toHaveProperty('requirement');
    expect((await t.call('GET', `/api/revisions/${revision.id}/requirement?user_id=abc`, tokens.kyosa)).statusCode).toBe(422);
  });
});

describe('4. which doyangs did a duty', () => {
  it('is general direction’s list: a professor never gets doyangs_done or doyangs_not_done', async () => {
    const duty = await one<{ id: number }>(t.app.db, sql`select id from monthly_duties where to_doyang order by id limit 1`);
    const one_ = await t.call('GET', `/api/monthly_duties/${duty?.id}?append=doyangs_done,doyangs_not_done`, tokens.profesor);
    expect(one_.statusCode).toBe(200);
    expect(one_.json()).not.toHaveProperty('doyangs_done');
    expect(one_.json()).not.toHaveProperty('doyangs_not_done');
    const list = (await t.call('GET', '/api/monthly_duties?append=doyangs_done,doyangs_not_done', tokens.profesor)).json();
    expect(list.some((d: object) => 'doyangs_done' in d || 'doyangs_not_done' in d)).toBe(false);
    const director = (await t.call('GET', `/api/monthly_duties/${duty?.id}`, tokens.director)).json();
    expect(Array.isArray(director.doyangs_done) && Array.isArray(director.doyangs_not_done)).toBe(true);
  });
});

describe('5. catalogues a student may read', () => {
  it('are the reference catalogues only', async () => {
    for (const name of ['doyang_categories', 'doyang_category_requisites', 'doyang_bundles', 'products', 'doyang_surrogations']) {
      const res = await t.call('GET', `/api/${name}`, tokens.alumno);
      expect(res.statusCode, name).toBe(403);
      expect((await t.call('GET', `/api/${name}/1`, tokens.alumno)).statusCode, `${name}/1`).toBe(403);
    }
    for (const name of ['degrees', 'honorific_titles', 'cities', 'venues', 'states', 'municipalities'])
      expect((await t.call('GET', `/api/${name}`, tokens.alumno)).statusCode, name).toBe(200);
    // Those who fill the forms still read them: the professor picks a bundle and a scheme for a student.
    expect((await t.call('GET', '/api/doyang_bundles', tokens.profesor)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/doyang_surrogations', tokens.profesor)).statusCode).toBe(200);
  });
});

describe('6. a malformed query on DELETE /api/doyangs/{id}', () => {
  it('is a 422 that deletes nothing; removing staff and deleting the doyang are separate calls', async () => {
    const [created] = (await t.call('POST', '/api/doyangs', tokens.director, { name: 'borrable', doyang_type_id: 1 })).json().id
      ? [(await t.call('GET', '/api/doyangs?search=BORRABLE', tokens.director)).json()[0]]
      : [];
    expect(created).toBeDefined();
    for (const query of ['personal=abc', 'personal=0', 'personal=', 'personal=-1', 'personal=1.5', 'zzz=1']) {
      const res = await t.call('DELETE', `/api/doyangs/${created.id}?${query}`, tokens.director);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).not.toMatch(ENGLISH);
    }
    expect((await t.call('GET', `/api/doyangs/${created.id}`, tokens.director)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/doyangs/${created.id}`, tokens.director)).statusCode).toBe(200);
  });
});

describe('8. login rate limit', () => {
  it('counts per address and e-mail: failures with other e-mails never lock out the right password', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 }, 0);
    try {
      for (let i = 0; i < 10; i++) {
        const res = await limited.call('POST', '/api/login', undefined, { email: `otro${i}@demo.mx`, password: 'x' });
        expect(res.statusCode).toBe(401);
      }
      expect(await limited.login('director@demo.mx')).toMatch(/^ey/);
    } finally {
      await limited.close();
    }
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const attempt = (app: TestApp, forwarded: string, email = 'director@demo.mx') =>
      app.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': forwarded },
        payload: { email, password: 'x' },
      });
    const direct = await createTestApp({ loginRateLimit: 2 }, 0);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(direct, `10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
      // Same e-mail written differently is the same key.
      expect((await attempt(direct, '10.0.0.9', ' Director@Demo.MX ')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
    const proxied = await createTestApp({ loginRateLimit: 2, trustProxy: true }, 0);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(proxied, `10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});

describe('9. control characters and empty updates', () => {
  it('a NUL or other control character in text is a 422 with its Spanish text, never a 500', async () => {
    const degree = await t.call('POST', '/api/degrees', tokens.director, { name: 'A\u0000B', order: 50 });
    expect(degree.statusCode).toBe(422);
    expect(degree.json().errors.name).toEqual([MSG.controlCharacters]);
    const login = await t.call('POST', '/api/login', undefined, { email: 'a\u0000@demo.mx', password: 'x\u0000' });
    expect(login.statusCode).toBe(422);
    const holiday = await t.call('POST', '/api/holidays', tokens.director, { name: 'FIESTA\u001b', start_date: '2026-12-24' });
    expect(holiday.statusCode).toBe(422);
    // Tabs and line breaks are text.
    expect((await t.call('POST', '/api/cities', tokens.director, { name: 'SAN\tJUAN' })).statusCode).toBe(201);
  });

  it('an update with nothing to change answers the record unchanged', async () => {
    const group = await one<{ id: number }>(t.app.db, sql`select id from doyang_groups where doyang_id = 1 limit 1`);
    const revision = (
      await t.call('POST', '/api/revisions', tokens.director, { doyang_group_id: group?.id, name: 'vacía' })
    ).json();
    for (const body of [{}, { zzz: 1 }]) {
      const res = await t.call('PUT', `/api/revisions/${revision.id}`, tokens.director, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: revision.id, name: 'VACÍA', active: false });
    }
  });
});

describe('10. every error is JSON with a Spanish message', () => {
  it('type and format errors of zod are Spanish', async () => {
    const res = await t.call('POST', '/api/degrees', tokens.director, { name: 12, order: 'abc' });
    expect(res.statusCode).toBe(422);
    for (const messages of Object.values(res.json().errors) as string[][])
      for (const m of messages) expect(m).not.toMatch(ENGLISH);
    const query = await t.call('GET', '/api/users?page=abc', tokens.director);
    expect(query.statusCode).toBe(422);
    expect(query.json().message).toBe(MSG.invalidParameter);
    const unknown = await t.call('GET', '/api/degrees?zzz=1', tokens.director);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain(MSG.unknownParameter);
    const missing = await t.call('GET', '/api/users/abc', tokens.director);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.notFound });
  });
});

describe('11. bodies the server does not handle', () => {
  /** A body exactly as given, with its content type, as the director (who may write everything). */
  const raw = (method: 'POST' | 'PUT', url: string, contentType: string, payload: string | Buffer) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens.director}`, 'content-type': contentType }, payload });

  const multipart = (boundary: string) =>
    [`--${boundary}`, 'Content-Disposition: form-data; name="name"', '', 'NUEVO', `--${boundary}--`, ''].join('\r\n');

  it('a multipart body is refused with 415 where no upload is declared, and nothing changes', async () => {
    const student = await one<{ id: number; name: string }>(
      t.app.db,
      sql`select id, name from users where doyang_id = 1 and role_id = 10 limit 1`,
    );
    const group = await one<{ id: number; name: string }>(
      t.app.db,
      sql`select id, name from doyang_groups where doyang_id = 1 limit 1`,
    );
    for (const url of [`/api/users/${student?.id}`, `/api/doyang_groups/${group?.id}`]) {
      const res = await raw('PUT', url, 'multipart/form-data; boundary=XyZ', multipart('XyZ'));
      expect(res.statusCode, url).toBe(415);
      expect(res.json().message).toBe(MSG.uploadsNotAccepted);
    }
    expect((await one<{ name: string }>(t.app.db, sql`select name from users where id = ${student?.id}`))?.name).toBe(
      student?.name,
    );
    const other = await raw('POST', '/api/cities', 'text/plain', 'name=X');
    expect(other.statusCode).toBe(415);
    expect(other.json().message).toBe(MSG.unsupportedMediaType);
  });

  it('JSON that is not valid UTF-8 is a 400, never stored with replacement characters', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"CIUDAD '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const res = await raw('POST', '/api/cities', 'application/json', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidUtf8);
    expect(await one(t.app.db, sql`select id from cities where name like '%�%'`)).toBeUndefined();
  });

  it('bodies over the JSON limit (1 MiB) are 413, malformed JSON is 400, both in Spanish', async () => {
    const big = await t.call('POST', '/api/cities', tokens.director, { name: 'X'.repeat(1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MSG.bodyTooLarge);
    const broken = await raw('POST', '/api/cities', 'application/json', '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MSG.invalidJson);
  });
});
