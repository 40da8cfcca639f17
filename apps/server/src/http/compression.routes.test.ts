import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Answers and the web's files travel compressed when the browser says it takes them (a tournament's brackets are
// megabytes of JSON on a venue's Wi-Fi); compressed request bodies are not taken.
let t: TestApp;
let token: string;
let script: string;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(web, 'assets'));
  script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ALUMNO ${i}`))};\n`;
  writeFileSync(join(web, 'assets', 'app.js'), script);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doyangs</title>');
  t = await createTestApp({ webDist: web }, 'reference');
  token = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  const list = '/api/degrees?perPage=100';

  it('sends JSON as brotli or gzip, whichever the browser takes, with the same content', async () => {
    const plain = await get(list);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(list, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(list, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("compresses the web's files", async () => {
    const res = await get('/assets/app.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('refuses a compressed request body with a Spanish JSON error, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'director@demo.mx', password: 'demo1234' })),
    });
    // Read as it came: not JSON in UTF-8.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la petición no está codificado en UTF-8 válido.');
  });
});
