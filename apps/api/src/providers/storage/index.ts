import path from 'node:path';
import type { Config } from '../../config';
import { type LocalStorage, localStorage } from './local';
import type { StorageProvider } from './provider';
import { s3Storage } from './s3';

export type { PresignedGet, PresignedPut, StorageProvider, StoredObject } from './provider';
export { StorageError } from './provider';
export type { LinkRefusal, LocalStorage } from './local';

/** Where the local store's signed links are answered (the media module's local routes). */
export const LOCAL_STORAGE_PATH = '/api/v1/media/local';

/** Photos on the local disk (DATA_DIR/media) unless STORAGE_PROVIDER=s3. */
export function createStorage(config: Config, deps: { now: () => number }): StorageProvider | LocalStorage {
  switch (config.STORAGE_PROVIDER) {
    case 's3':
      // loadConfig refuses s3 without the bucket, region and keys, so they are set here.
      return s3Storage({
        bucket: config.S3_BUCKET ?? '',
        region: config.S3_REGION ?? '',
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      });
    case 'local':
      return localStorage({ root: path.join(config.dataDir, 'media'), secret: `media:${config.SESSION_SECRET}`, basePath: LOCAL_STORAGE_PATH, now: deps.now });
  }
}

/** The local store's signed-link endpoints exist only for it. */
export function isLocalStorage(storage: StorageProvider): storage is LocalStorage {
  return storage.name === 'local' && 'checkPut' in storage;
}
