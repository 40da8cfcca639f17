import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../storage/file-storage.ts';

/** An S3-compatible server in this process (s3rver, on a free loopback port, over a temporary folder) with one bucket. */
export type TestS3 = { config: Extract<StorageConfig, { kind: 's3' }>; close: () => Promise<void> };

export async function startTestS3(bucket = 'doyang-test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'doyang-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver takes any signature made with its documented pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
