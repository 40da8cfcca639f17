import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { type GeneralFileResourceAnswer, MSG, type Paged } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type FilePart, sendForm } from '../../test/multipart.ts';
import { SAMPLE } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// RECURSOS DIGITALES MDK (spec 03 §7): uploads checked by content and size, stored under the server's keys, read by
// every holder of the area, written by its flags; the file follows its row (replaced, deleted) only once the write has
// committed. The storage here is a folder of this file's own; the S3 storage's run is general-file-resources-s3.

let t: TestApp;
let director: string;
let profesor: Actor;
let kyosa: Actor;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.login('director@demo.mx');
  profesor = await t.as('profesor');
  kyosa = await t.as('kyosa');
});
afterAll(() => t?.close());

const base = '/api/general_file_resources';
const pdf = (filename = 'reglamento.pdf'): FilePart => ({ bytes: SAMPLE.pdf, filename, type: 'application/pdf' });

/** Every stored file of the app's folder, as keys. */
function storedKeys(): string[] {
  const dir = t.config.storage.kind === 'disk' ? t.config.storage.dir : '';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

async function bytesAt(key: string): Promise<Buffer | null> {
  const stored = await t.app.storage.get(key);
  return stored ? buffer(stored.body) : null;
}

async function create(name: string, file: FilePart = pdf()): Promise<GeneralFileResourceAnswer> {
  const res = await sendForm(t, 'POST', base, director, { name, file });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('creating a digital resource', () => {
  it('stores the file under a key of the server and answers what its bytes are', async () => {
    const made = await create('Reglamento de exámenes 2026');
    expect(made).toMatchObject({
      name: 'REGLAMENTO DE EXÁMENES 2026',
      extension: 'pdf',
      content_type: 'application/pdf',
      size: SAMPLE.pdf.length,
      file_name: 'reglamento-de-exámenes-2026.pdf',
    });
    expect(made.file).toMatch(/^general-file-resources\/[0-9a-f-]{36}\.pdf$/);
    expect(await bytesAt(made.file)).toEqual(SAMPLE.pdf);
    const [audit] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where resource = 'general_file_resources' and record_id = ${made.id} and user_id = 1`,
    );
    expect(audit.n).toBe(1);
  });

  it('the content decides the kind: PNG bytes called .pdf are a PNG', async () => {
    const made = await create('Cartel', { bytes: SAMPLE.png, filename: 'cartel.pdf', type: 'application/pdf' });
    expect(made).toMatchObject({ extension: 'png', content_type: 'image/png', file_name: 'cartel.png' });
    expect(made.file).toMatch(/\.png$/);
    const webp = await create('Foto', { bytes: SAMPLE.webp, filename: 'foto.jpg', type: 'image/jpeg' });
    expect(webp.extension).toBe('webp');
  });

  it('refuses anything but a PDF or an image, whatever its name, and stores nothing', async () => {
    const before = storedKeys();
    for (const [name, bytes] of Object.entries({
      exe: SAMPLE.exe,
      zip: SAMPLE.zip,
      text: SAMPLE.text,
      svg: SAMPLE.svg,
      gif: SAMPLE.gif,
    })) {
      const res = await sendForm(t, 'POST', base, director, {
        name: `NO ${name}`,
        file: { bytes, filename: `${name}.pdf`, type: 'application/pdf' },
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ message: MSG.uploadKindRefused, errors: { file: [MSG.uploadKindRefused] } });
    }
    expect(storedKeys()).toEqual(before);
    const [made] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from general_file_resources where name like 'NO %'`,
    );
    expect(made.n).toBe(0);
  });

  it('needs a name and a file; a refused name stores no file', async () => {
    const before = storedKeys();
    const noFile = await sendForm(t, 'POST', base, director, { name: 'SIN ARCHIVO' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [MSG.uploadRequired] });
    const emptyFile = await sendForm(t, 'POST', base, director, {
      name: 'VACÍO',
      file: { bytes: new Uint8Array(), filename: '' },
    });
    expect(emptyFile.json().errors).toEqual({ file: [MSG.uploadRequired] });
    const noName = await sendForm(t, 'POST', base, director, { name: '  ', file: pdf() });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ name: [MSG.required] });
    const unknown = await sendForm(t, 'POST', base, director, { name: 'X', doyang_id: '2', file: pdf() });
    expect(unknown.json().errors).toEqual({ doyang_id: [MSG.unknownField] });
    const json = await t.call('POST', base, director, { name: 'SOLO JSON' });
    expect(json.json().errors).toEqual({ file: [MSG.uploadRequired] });
    expect(storedKeys()).toEqual(before);
  });

  it('refuses a file over 10 MB, and a second file', async () => {
    const before = storedKeys();
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(10 * 1024 * 1024, 32)]);
    const res = await sendForm(t, 'POST', base, director, { name: 'GRANDE', file: { bytes: big, filename: 'grande.pdf' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['El archivo pasa de 10 MB.'] });
    const form = new FormData();
    form.append('name', 'DOS');
    form.append('file', new Blob([SAMPLE.pdf]), 'a.pdf');
    form.append('file', new Blob([SAMPLE.pdf]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const two = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { authorization: `Bearer ${director}`, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ file: [MSG.uploadOneFile] });
    expect(storedKeys()).toEqual(before);
  });

  it('never lets the client’s file name reach a path', async () => {
    for (const filename of [
      '../../etc/passwd.pdf',
      '/etc/passwd',
      '..\\..\\windows\\win.ini.pdf',
      'a/../../../x.pdf',
      '%2e%2e%2fx.pdf',
    ]) {
      const made = await create('RUTA', pdf(filename));
      expect(made.file, filename).toMatch(/^general-file-resources\/[0-9a-f-]{36}\.pdf$/);
      expect(made.file_name).toBe('ruta.pdf');
    }
    // Nothing but the server's own keys in the storage's folder: no other name, no other folder.
    expect(storedKeys().filter((key) => !/^[a-z-]+\/[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/.test(key))).toEqual([]);
  });
});

describe('reading and downloading', () => {
  it('lists newest first, paged, searched by name without accents; a professor reads and downloads', async () => {
    const first = await create('Calendario anual');
    const second = await create('Guía de ascensos', { bytes: SAMPLE.png, filename: 'guia.png' });
    const page = await profesor.call('GET', `${base}?paginate=1&page=1&search=guia`);
    expect(page.statusCode).toBe(200);
    const data = (page.json() as Paged<GeneralFileResourceAnswer>).data;
    expect(data.map((r) => r.id)).toEqual([second.id]);
    const all = (await profesor.call('GET', base)).json() as GeneralFileResourceAnswer[];
    expect(all.findIndex((r) => r.id === second.id)).toBeLessThan(all.findIndex((r) => r.id === first.id));
    expect((await profesor.call('GET', `${base}/${first.id}`)).json()).toMatchObject({ name: 'CALENDARIO ANUAL' });

    const pdfDownload = await profesor.call('GET', `${base}/${first.id}/download`);
    expect(pdfDownload.statusCode).toBe(200);
    expect(pdfDownload.headers['content-type']).toBe('application/pdf');
    expect(pdfDownload.headers['content-disposition']).toContain('calendario-anual.pdf');
    expect(pdfDownload.rawPayload).toEqual(SAMPLE.pdf);
    const image = await profesor.call('GET', `${base}/${second.id}/download`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain("filename*=UTF-8''gu%C3%ADa-de-ascensos.png");
    expect(image.rawPayload).toEqual(SAMPLE.png);
  });

  it('whoever holds no Recursos Digitales flag reads nothing; readers write nothing', async () => {
    const made = await create('Solo lectura');
    for (const url of [base, `${base}/${made.id}`, `${base}/${made.id}/download`]) {
      expect((await kyosa.call('GET', url)).statusCode, url).toBe(403);
    }
    const create403 = await sendForm(t, 'POST', base, profesor.token, { name: 'X', file: pdf() });
    expect(create403.statusCode).toBe(403);
    const update403 = await sendForm(t, 'POST', `${base}/${made.id}`, profesor.token, { _method: 'PUT', name: 'Y' });
    expect(update403.statusCode).toBe(403);
    expect((await profesor.call('DELETE', `${base}/${made.id}`)).statusCode).toBe(403);
    expect(await bytesAt(made.file)).toEqual(SAMPLE.pdf);
  });

  it('a stored file that went missing is a Spanish 404, and an unknown id too', async () => {
    const made = await create('Perdido');
    await t.app.storage.delete(made.file);
    const res = await t.call('GET', `${base}/${made.id}/download`, director);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.storedFileMissing });
    expect((await t.call('GET', `${base}/999999/download`, director)).json()).toEqual({ message: MSG.notFound });
  });
});

describe('updating and deleting', () => {
  it('POST with _method=PUT replaces the file and removes the old one; a name alone keeps it', async () => {
    const made = await create('Manual');
    const res = await sendForm(t, 'POST', `${base}/${made.id}`, director, {
      _method: 'PUT',
      id: String(made.id),
      name: 'Manual 2027',
      file: { bytes: SAMPLE.png, filename: 'manual.png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as GeneralFileResourceAnswer;
    expect(updated).toMatchObject({ name: 'MANUAL 2027', extension: 'png', file_name: 'manual-2027.png' });
    expect(updated.file).not.toBe(made.file);
    expect(await bytesAt(made.file)).toBeNull();
    expect(await bytesAt(updated.file)).toEqual(SAMPLE.png);

    const renamed = await t.call('PUT', `${base}/${made.id}`, director, { name: 'Manual final' });
    expect(renamed.json()).toMatchObject({ name: 'MANUAL FINAL', file: updated.file });
    const multipartPut = await sendForm(t, 'PUT', `${base}/${made.id}`, director, { file: pdf() });
    expect(multipartPut.statusCode).toBe(200);
    expect(await bytesAt(updated.file)).toBeNull();
  });

  it('an update without _method, with another id or of a missing record stores nothing and keeps the file', async () => {
    const made = await create('Intacto');
    const before = storedKeys();
    const noOverride = await sendForm(t, 'POST', `${base}/${made.id}`, director, { name: 'X', file: pdf() });
    expect(noOverride.statusCode).toBe(422);
    expect(noOverride.json().errors).toEqual({ _method: [MSG.uploadMethodOverride] });
    const otherId = await sendForm(t, 'POST', `${base}/${made.id}`, director, { _method: 'PUT', id: '1', file: pdf() });
    expect(otherId.json().errors).toEqual({ id: [MSG.bodyIdMismatch] });
    // Refused inside the write, after the file was stored: the stored file is taken back.
    const missing = await sendForm(t, 'POST', `${base}/999999`, director, { _method: 'PUT', file: pdf() });
    expect(missing.statusCode).toBe(404);
    const badPath = await sendForm(t, 'POST', `${base}/abc`, director, { _method: 'PUT', file: pdf() });
    expect(badPath.statusCode).toBe(404);
    expect(storedKeys()).toEqual(before);
    expect(await bytesAt(made.file)).toEqual(SAMPLE.pdf);
  });

  it('deleting removes the row and its stored file', async () => {
    const made = await create('Borrable');
    const res = await t.call('DELETE', `${base}/${made.id}`, director);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, file: made.file });
    expect(await bytesAt(made.file)).toBeNull();
    expect((await t.call('GET', `${base}/${made.id}`, director)).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base}/${made.id}`, director)).statusCode).toBe(404);
  });
});
