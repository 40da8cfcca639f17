import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 24: a repeat visit downloaded every script again. The build names /assets/ files by their content and writes
// .br/.gz beside them: those are kept a year and sent as written; index.html (and the SPA's other addresses, which
// answer it) is asked for again each visit, so a new build is seen at once.
let t: TestApp;
let script: string;
let br: Buffer;
let gz: Buffer;
const ASSET = '/assets/index-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(web, 'assets'));
  script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ALUMNO ${i}`))};\n`;
  // The precompressed siblings as the build writes them (max levels): the test knows them by their bytes.
  br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  gz = gzipSync(script, { level: 9 });
  writeFileSync(join(web, ASSET), script);
  writeFileSync(join(web, `${ASSET}.br`), br);
  writeFileSync(join(web, `${ASSET}.gz`), gz);
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>Doyangs</title><script src="${ASSET}"></script>`);
  t = await createTestApp({ webDist: web }, 'reference');
});
afterAll(() => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe("the web's files", () => {
  it('sends a hashed asset as its precompressed brotli file, kept for a year', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes the build wrote, not a new compression of the script.
    expect(Buffer.compare(res.rawPayload, br)).toBe(0);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz file to a browser without brotli, and the plain file to one that takes neither', async () => {
    const g = await get(ASSET, 'gzip');
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(g.headers['cache-control']).toBe(IMMUTABLE);
    expect(Buffer.compare(g.rawPayload, gz)).toBe(0);
    expect(gunzipSync(g.rawPayload).toString()).toBe(script);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(script);
  });

  it('asks the browser to check index.html again every visit, at / and at any screen address', async () => {
    for (const url of ['/', '/index.html', '/students', '/tournaments/3/graphs']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('leaves the API answers as they were: not cached by the web rules, compressed per request', async () => {
    const token = await t.login('director@demo.mx');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/degrees?perPage=100',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBeUndefined();
    expect(api.headers['content-encoding']).toBe('br');
    const missing = await get('/assets/nothing-Zz99.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
