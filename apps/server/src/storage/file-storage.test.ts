import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { openStorage } from './open-storage.ts';
import { isStorageKey, newStorageKey } from './storage-keys.ts';

// One contract, both storages: a directory and S3-compatible object storage (s3rver in this process).

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = mkdtempSync(join(tmpdir(), 'doyang-files-'));
});
afterAll(async () => {
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The bytes a key holds (the test fails when it holds nothing). */
async function bytesOf(store: FileStorage, key: string): Promise<Buffer> {
  const stored = await store.get(key);
  if (!stored) throw new Error(`nothing under ${key}`);
  return buffer(stored.body);
}

const backends: [string, () => FileStorage][] = [
  ['disk', () => openStorage({ kind: 'disk', dir })],
  ['s3', () => openStorage(s3.config)],
];

describe.each(backends)('%s storage', (kind, storage) => {
  it('keeps the bytes it is given and answers them as a stream', async () => {
    const store = storage();
    expect(store.kind).toBe(kind);
    const key = newStorageKey('general-file-resources', 'pdf');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7), Buffer.from([0, 255, 13, 10])]);
    await store.put(key, bytes, 'application/pdf');
    const stored = await store.get(key);
    stored?.body.destroy();
    expect(stored?.size).toBe(bytes.length);
    expect(Buffer.compare(await bytesOf(store, key), bytes)).toBe(0);
  });

  it('replaces what a key holds, answers null for nothing, and deletes (twice without error)', async () => {
    const store = storage();
    const key = newStorageKey('users', 'png');
    await store.put(key, Buffer.from('first'), 'image/png');
    await store.put(key, Buffer.from('second'), 'image/png');
    expect((await bytesOf(store, key)).toString()).toBe('second');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    expect(await store.get(newStorageKey('users', 'pdf'))).toBeNull();
  });

  it('refuses any key the server did not make, before touching the storage', async () => {
    const store = storage();
    for (const key of ['../../etc/passwd', 'users/../../etc/passwd.pdf', '/etc/passwd', 'users/a.pdf', 'USERS/x.pdf', '']) {
      await expect(store.put(key, Buffer.from('x'), 'application/pdf'), key).rejects.toThrow(/no válida/);
      await expect(store.get(key), key).rejects.toThrow(/no válida/);
      await expect(store.delete(key), key).rejects.toThrow(/no válida/);
    }
  });
});

describe('storage keys', () => {
  it('are <folder>/<uuid>.<ext>, each new', () => {
    const a = newStorageKey('insurance-rejections', 'jpg');
    expect(a).toMatch(/^insurance-rejections\/[0-9a-f-]{36}\.jpg$/);
    expect(newStorageKey('insurance-rejections', 'jpg')).not.toBe(a);
    expect(isStorageKey(a)).toBe(true);
    expect(() => newStorageKey('users', '../x')).toThrow();
  });

  it('a disk storage writes only inside its directory, whole files (no partial file left)', async () => {
    const own = mkdtempSync(join(tmpdir(), 'doyang-files-'));
    try {
      const store = diskStorage(own);
      const key = newStorageKey('users', 'pdf');
      await store.put(key, Buffer.from('%PDF-'), 'application/pdf');
      expect(readdirSync(join(own, 'users'))).toEqual([key.slice('users/'.length)]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
