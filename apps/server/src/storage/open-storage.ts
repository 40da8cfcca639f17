import { diskStorage } from './disk-storage.ts';
import type { FileStorage, StorageConfig } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage the configuration names (config.ts `storage`). */
export const openStorage = (config: StorageConfig): FileStorage =>
  config.kind === 's3' ? s3Storage(config) : diskStorage(config.dir);
