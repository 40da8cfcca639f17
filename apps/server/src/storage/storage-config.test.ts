import { describe, expect, it } from 'vitest';
import { parseStorage } from '../config.ts';

// STORAGE and its variables (README 'Configuration'): a mistake stops the server instead of losing uploads.

describe('the storage configuration', () => {
  it('is a folder under DATA_DIR unless told', () => {
    expect(parseStorage({}, '/srv/data')).toEqual({ kind: 'disk', dir: '/srv/data/files' });
    expect(parseStorage({ STORAGE: 'DISK' }, '/d')).toEqual({ kind: 'disk', dir: '/d/files' });
  });

  it('is S3-compatible storage with STORAGE=s3: path style with an endpoint, the SDK’s credentials without keys', () => {
    expect(
      parseStorage(
        { STORAGE: 's3', S3_BUCKET: 'mdk', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
        '/d',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'mdk',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    expect(parseStorage({ STORAGE: 's3', S3_BUCKET: 'mdk', S3_REGION: 'us-west-2' }, '/d')).toEqual({
      kind: 's3',
      bucket: 'mdk',
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
    });
    expect(
      parseStorage({ STORAGE: 's3', S3_BUCKET: 'mdk', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: '0' }, '/d'),
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuses what cannot work', () => {
    expect(() => parseStorage({ STORAGE: 'ftp' }, '/d')).toThrow(/disk o s3/);
    expect(() => parseStorage({ STORAGE: 's3' }, '/d')).toThrow(/S3_BUCKET/);
    expect(() => parseStorage({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' }, '/d')).toThrow(/juntas/);
  });
});
