import type { Readable } from 'node:stream';

/** A stored file as it is read back: its bytes as a stream, and how many there are. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where uploaded files live (DESIGN.md §2 'files'): a directory under DATA_DIR, or S3-compatible object storage so
 * that several server processes share them. Keys are the server's own (`storage-keys.ts`), never a client's file name;
 * each implementation refuses any other.
 */
export type FileStorage = {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing what was there; the object is whole or absent, never half written. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key holds nothing; the caller reads the stream to its end or destroys it. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing what is not there is no error (a retried removal must not fail). */
  delete(key: string): Promise<void>;
};

/** Which storage the server uses (config.ts reads it from STORAGE and its variables). */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Absent: AWS's own endpoint for the region. */
      endpoint?: string;
      region: string;
      /** Absent: the AWS SDK's default chain (environment, instance or task role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** `bucket` in the path instead of the host name: what MinIO, Ceph and most self-hosted services need. */
      forcePathStyle: boolean;
    };
