import { buffer } from 'node:stream/consumers';
import { MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStaff, makeStudent, type UserRow } from '../../test/factories.ts';
import { sendForm } from '../../test/multipart.ts';
import { SAMPLE } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A person's file (expediente, spec 02 §3 `file`): saved with the record's update as a multipart POST with
// `_method=PUT` (spec 02 §7), read by whoever may read the person (the doyang scope), replaced and deleted with them.

let t: TestApp;
let doyang: DoyangRow;
let other: DoyangRow;
let profesor: Actor;
let kyosa: Actor;
let outsider: Actor;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db);
  other = await makeDoyang(t.app.db);
  profesor = await t.as('profesor', { doyang, responsible: true });
  kyosa = await t.as('kyosa', { doyang });
  outsider = await t.as('profesor', { doyang: other, responsible: true });
});
afterAll(() => t?.close());

const fileOf = async (id: number) => (await t.app.db.select({ file: users.file }).from(users).where(eq(users.id, id)))[0]?.file;
const stored = async (key: string | null | undefined) => {
  const found = key ? await t.app.storage.get(key) : null;
  return found ? buffer(found.body) : null;
};
const upload = (actor: Actor, student: UserRow, parts: Record<string, string | { bytes: Uint8Array; filename?: string }>) =>
  sendForm(t, 'POST', `/api/users/${student.id}`, actor.token, { _method: 'PUT', ...parts });

describe("a person's file", () => {
  it('is saved with the record’s update, read by the doyang’s staff and the person, refused to another doyang', async () => {
    const student = await makeStudent(t.app.db, { doyang });
    const res = await upload(profesor, student, {
      cellphone: '5512340000',
      file: { bytes: SAMPLE.pdf, filename: '../../etc/passwd.pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: student.id, cellphone: '5512340000' });
    const key = await fileOf(student.id);
    expect(key).toMatch(/^users\/[0-9a-f-]{36}\.pdf$/);
    expect(res.json().file).toBe(key);
    expect(await stored(key)).toEqual(SAMPLE.pdf);

    for (const reader of [profesor, kyosa]) {
      const download = await reader.call('GET', `/api/users/${student.id}/file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain(`expediente-${student.name.toLowerCase().replace(/ /g, '-')}`);
      expect(download.rawPayload).toEqual(SAMPLE.pdf);
    }
    const own = await t.app.tokens.sign(student);
    expect((await t.call('GET', `/api/users/${student.id}/file`, own.token)).statusCode).toBe(200);

    const refused = await outsider.call('GET', `/api/users/${student.id}/file`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MSG.forbiddenDoyang });
  });

  it('another doyang’s staff and a reader cannot save one: nothing is stored, the record keeps its file', async () => {
    const student = await makeStudent(t.app.db, { doyang });
    for (const actor of [outsider, kyosa]) {
      const res = await upload(actor, student, { file: { bytes: SAMPLE.pdf } });
      expect(res.statusCode).toBe(403);
    }
    expect(await fileOf(student.id)).toBeNull();
  });

  it('replacing it removes the old file; a refused kind or a missing _method changes nothing', async () => {
    const student = await makeStudent(t.app.db, { doyang });
    await upload(profesor, student, { file: { bytes: SAMPLE.pdf } });
    const first = await fileOf(student.id);
    const replaced = await upload(profesor, student, { file: { bytes: SAMPLE.jpg, filename: 'foto.pdf' } });
    expect(replaced.statusCode).toBe(200);
    const second = await fileOf(student.id);
    expect(second).toMatch(/\.jpg$/);
    expect(await stored(first)).toBeNull();
    expect(await stored(second)).toEqual(SAMPLE.jpg);
    const image = await profesor.call('GET', `/api/users/${student.id}/file`);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const wrongKind = await upload(profesor, student, { file: { bytes: SAMPLE.zip, filename: 'x.pdf' } });
    expect(wrongKind.json()).toEqual({ message: MSG.uploadKindRefused, errors: { file: [MSG.uploadKindRefused] } });
    const noOverride = await sendForm(t, 'POST', `/api/users/${student.id}`, profesor.token, { file: { bytes: SAMPLE.pdf } });
    expect(noOverride.json().errors).toEqual({ _method: [MSG.uploadMethodOverride] });
    const badField = await upload(profesor, student, { active: 'quizás', file: { bytes: SAMPLE.pdf } });
    expect(badField.statusCode).toBe(422);
    expect(await fileOf(student.id)).toBe(second);
    expect(await stored(second)).toEqual(SAMPLE.jpg);
  });

  it('is never written from a JSON body, whatever path it names', async () => {
    const student = await makeStudent(t.app.db, { doyang });
    const res = await profesor.call('PUT', `/api/users/${student.id}`, { file: '../../../etc/passwd' });
    expect(res.statusCode).toBe(200);
    expect(await fileOf(student.id)).toBeNull();
    const none = await profesor.call('GET', `/api/users/${student.id}/file`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: MSG.userFileMissing });
  });

  it('goes with the person when a student is deleted', async () => {
    const student = await makeStudent(t.app.db, { doyang });
    await upload(profesor, student, { file: { bytes: SAMPLE.png } });
    const key = await fileOf(student.id);
    const director = await t.login('director@demo.mx');
    expect((await t.call('DELETE', `/api/users/${student.id}`, director)).statusCode).toBe(200);
    expect(await stored(key)).toBeNull();
  });

  it('a staff member’s file is the Usuarios holders’ (the director)', async () => {
    const staff = await makeStaff(t.app.db, { role: 'profesor', doyang });
    const director = await t.login('director@demo.mx');
    const res = await sendForm(t, 'POST', `/api/users/${staff.id}`, director, { _method: 'put', file: { bytes: SAMPLE.webp } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `/api/users/${staff.id}/file`, director)).rawPayload).toEqual(SAMPLE.webp);
    expect((await kyosa.call('GET', `/api/users/${staff.id}/file`)).statusCode).toBe(403);
  });
});
