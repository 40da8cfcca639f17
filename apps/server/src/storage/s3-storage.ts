import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStorage, StorageConfig } from './file-storage.ts';
import { assertStorageKey } from './storage-keys.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…) through the official AWS SDK v3,
 * so every server process reads the same files. Checksums only where the service requires them: the SDK's default of
 * sending and checking CRC32 on every call is refused by several S3-compatible services.
 */
export function s3Storage(config: S3Config): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // On Node the body is the HTTP response itself (an IncomingMessage): streamed to the client, never buffered.
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
