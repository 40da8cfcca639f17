import { buffer } from 'node:stream/consumers';
import type { GeneralFileResourceAnswer } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../test/multipart.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { SAMPLE } from '../../test/sample-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The same resource calls on S3-compatible object storage (STORAGE=s3; s3rver in this process): the file is the
// bucket's, downloaded from it, and it leaves the bucket when replaced or deleted.

let s3: TestS3;
let t: TestApp;
let director: string;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ storage: s3.config }, 'reference');
  director = await t.login('director@demo.mx');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const base = '/api/general_file_resources';
const inBucket = async (key: string) => {
  const stored = await t.app.storage.get(key);
  return stored ? buffer(stored.body) : null;
};

describe('digital resources on S3-compatible storage', () => {
  it('uploads to the bucket, downloads from it, and removes replaced and deleted files', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const made = await sendForm(t, 'POST', base, director, { name: 'Circular', file: { bytes: SAMPLE.pdf, filename: 'c.pdf' } });
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json() as GeneralFileResourceAnswer;
    expect(await inBucket(created.file)).toEqual(SAMPLE.pdf);

    const download = await t.call('GET', `${base}/${created.id}/download`, director);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(SAMPLE.pdf);

    const updated = await sendForm(t, 'POST', `${base}/${created.id}`, director, {
      _method: 'PUT',
      file: { bytes: SAMPLE.png, filename: 'c.png' },
    });
    const replaced = updated.json() as GeneralFileResourceAnswer;
    expect(await inBucket(created.file)).toBeNull();
    expect(await inBucket(replaced.file)).toEqual(SAMPLE.png);

    expect((await t.call('DELETE', `${base}/${created.id}`, director)).statusCode).toBe(200);
    expect(await inBucket(replaced.file)).toBeNull();
  });
});
