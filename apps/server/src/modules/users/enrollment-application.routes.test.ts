import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The enrollment application (spec 03 §7 solicitud_de_enrollmenten.pdf), read back with pdftotext.
let t: TestApp;
let profA: Actor;
let profB: Actor;
let student: number;
let enrollment: number;
const dir = mkdtempSync(join(tmpdir(), 'enrollment-pdf-'));

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const doyangA = await makeDoyang(t.app.db, { name: 'DOYANG SOLICITUD' });
  const doyangB = await makeDoyang(t.app.db);
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  profB = await t.as('profesor', { doyang: doyangB, responsible: true });
  student = (
    await makeStudent(t.app.db, { doyang: doyangA, name: 'JOSÉ', last_name: 'NÚÑEZ', mother_name: 'MARÍA PEÑA', blood_type: 4 })
  ).id;
  await t.app.db.execute(
    sql`insert into child_pickers (user_id, name, telephone, kinship) values (${student}, 'ABUELA ROSA', '5512345678', 'ABUELA')`,
  );
  [{ id: enrollment }] = await rows<{ id: number }>(t.app.db, sql`select id from enrollments where user_id = ${student}`);
});
afterAll(() => t?.close());

const url = (e: number, u: number) => `/api/enrollment_applications/enrollment/${e}/user/${u}`;

describe('GET /api/enrollment_applications/enrollment/{id}/user/{userId}', () => {
  it("prints the stay with the student's data, parents and pickers", async () => {
    const res = await profA.call('GET', url(enrollment, student));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename=solicitud_de_enrollmenten.pdf');
    const file = join(dir, 'a.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'SOLICITUD DE INSCRIPCIÓN',
      'JOSÉ NÚÑEZ',
      'MARÍA PEÑA',
      'ABUELA ROSA',
      'DOYANG SOLICITUD',
      '12/ENE/2026',
    ])
      expect(text).toContain(expected);
  });

  it("is refused to another doyang's staff, for a stay of someone else, and for unknown ids", async () => {
    const other = await profB.call('GET', url(enrollment, student));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    const someoneElse = await makeStudent(t.app.db, {
      doyang: (await profA.call('GET', `/api/users/${student}`)).json().doyang_id,
    });
    const mismatch = await profA.call('GET', url(enrollment, someoneElse.id));
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().message).toBe(MSG.enrollmentNotOfUser);
    expect((await profA.call('GET', url(999999, 999999))).statusCode).toBe(404);
    expect((await profA.call('GET', '/api/enrollment_applications/enrollment/x/user/1')).statusCode).toBe(404);
  });
});
