import { randomUUID } from 'node:crypto';

// Stored files are named by the server: `<kind>/<uuid>.<ext>`. Nothing of a client's file name reaches a key, so no
// upload can name a path (`../../etc/passwd.pdf`), overwrite another file or guess one.

/** The folders files are kept in, one per kind of document. */
export type StorageFolder = 'general-file-resources' | 'users' | 'insurance-rejections';

const KEY = /^[a-z][a-z0-9-]{0,39}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

/** A new key for a file of that kind with that (server-decided) extension. */
export function newStorageKey(folder: StorageFolder, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

export const isStorageKey = (key: string): boolean => KEY.test(key);

/** Refuses anything that is not a key the server made: a storage never resolves a path from other text. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Clave de almacenamiento no válida: ${JSON.stringify(key).slice(0, 80)}`);
}

/** The extension a key ends with ('users/….pdf' → 'pdf'). */
export const keyExtension = (key: string): string => key.slice(key.lastIndexOf('.') + 1);
