import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-keys.ts';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files in a directory (DATA_DIR/files by default): one server, or several sharing one network volume. */
export function diskStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = join(root, key);
    // The key's pattern already rules it out; kept so the directory's boundary never rests on one regular expression.
    if (!path.startsWith(root + sep)) throw new Error('Clave fuera del directorio de archivos');
    return path;
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: a reader sees the whole file or none, even if the process dies mid-write.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
