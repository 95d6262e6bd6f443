import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PresignedGet, type PresignedPut, STORAGE_KEY, type StorageProvider, StorageError, type StoredObject } from './provider';

export interface LocalStorageOptions {
  /** Objects are files under this folder (DATA_DIR/media). */
  root: string;
  /** Signs upload and read links. */
  secret: string;
  /** Where this server answers the signed links (`/api/v1/media/local`): each URL is `${basePath}/${key}?…`. */
  basePath: string;
  now: () => number;
}

/** Why a signed request was refused; the media routes say it in words. */
export type LinkRefusal = 'forged' | 'expired' | 'content-type' | 'length' | 'used';

/** Half-written files end so: written beside their object, then renamed or linked into place. */
const PARTIAL = '.partial';
const TYPE = '.type';

type Query = Record<string, string | undefined>;

/**
 * The disk twin of an object store: files under DATA_DIR/media, uploaded and read through URLs to our
 * own API that are HMAC-signed like S3's pre-signed URLs, with an expiry and, for uploads, the exact
 * content type and length, and refused otherwise.
 */
export function localStorage(options: LocalStorageOptions) {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new StorageError('Not a storage key of ours');
    return path.join(options.root, key);
  };
  const sign = (...parts: (string | number)[]) => createHmac('sha256', options.secret).update(parts.join('\n')).digest('base64url');
  const sameSignature = (given: string | undefined, expected: string) => {
    const a = Buffer.from(given ?? '');
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const expiresAt = (expiresInSeconds: number) => Math.floor(options.now() / 1000) + expiresInSeconds;
  const expired = (query: Query) => !/^\d{1,12}$/.test(query.expires ?? '') || Number(query.expires) * 1000 <= options.now();

  async function readObject(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    try {
      const body = await readFile(file);
      const contentType = await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageError(`The media folder could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  const provider: StorageProvider = {
    name: 'local',
    origin: null,

    async presignPut({ key, contentType, bytes, expiresInSeconds }): Promise<PresignedPut> {
      fileOf(key);
      const expires = expiresAt(expiresInSeconds);
      const query = new URLSearchParams({
        expires: String(expires),
        type: contentType,
        bytes: String(bytes),
        signature: sign('PUT', key, expires, contentType, bytes),
      });
      return { url: `${options.basePath}/${key}?${query}`, headers: { 'content-type': contentType }, expiresAt: new Date(expires * 1000) };
    },

    async presignGet(key, expiresInSeconds): Promise<PresignedGet> {
      fileOf(key);
      const expires = expiresAt(expiresInSeconds);
      const query = new URLSearchParams({ expires: String(expires), signature: sign('GET', key, expires) });
      return { url: `${options.basePath}/${key}?${query}`, expiresAt: new Date(expires * 1000) };
    },

    get: readObject,

    async put(key, body, contentType) {
      const file = fileOf(key);
      // Written beside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}${PARTIAL}`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(partial, body);
        await writeFile(`${file}${TYPE}`, contentType);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw new StorageError(`The media folder could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await rm(file, { force: true });
        await rm(`${file}${TYPE}`, { force: true });
      } catch (error) {
        throw new StorageError(`A media file could not be removed (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    },
    async strays(before) {
      const keys = new Set<string>();
      try {
        const folders = await readdir(options.root, { withFileTypes: true }).catch(() => []);
        for (const folder of folders.filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
          for (const name of await readdir(path.join(options.root, folder))) {
            const file = path.join(options.root, folder, name);
            const stored = await stat(file).catch(() => null);
            if (!stored?.isFile() || stored.mtime >= before) continue;
            if (name.endsWith(PARTIAL)) await rm(file, { force: true });
            else if (STORAGE_KEY.test(`${folder}/${name.replace(TYPE, '')}`)) keys.add(`${folder}/${name.replace(TYPE, '')}`);
          }
        }
      } catch (error) {
        throw new StorageError(`The media folder could not be swept (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      }
      return [...keys];
    },
  };

  return {
    ...provider,
    /**
     * An upload link's PUT, once: 'stored'; 'same' when these very bytes are there already (a retried
     * PUT whose answer was lost: nothing is written); 'taken' when other bytes are (nothing is written).
     */
    async putOnce(key: string, body: Buffer, contentType: string): Promise<'stored' | 'same' | 'taken'> {
      const file = fileOf(key);
      const existing = await readObject(key);
      if (existing) return existing.body.equals(body) ? 'same' : 'taken';
      const partial = `${file}.${randomUUID()}${PARTIAL}`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(partial, body);
        await writeFile(`${file}${TYPE}`, contentType);
        // A link, unlike a rename, never replaces a file: of two PUTs at once, one stores and the other is refused.
        await link(partial, file);
        return 'stored';
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'taken';
        throw new StorageError(`The media folder could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      } finally {
        await rm(partial, { force: true });
      }
    },

    /** Checks a PUT to a signed upload URL as S3 would: signature, expiry, then the exact type and length signed. */
    checkPut(key: string, query: Query, sent: { contentType: string | undefined; bytes: number }): LinkRefusal | null {
      if (!STORAGE_KEY.test(key) || !/^\d{1,9}$/.test(query.bytes ?? '') || !query.type) return 'forged';
      if (!sameSignature(query.signature, sign('PUT', key, query.expires ?? '', query.type, query.bytes!))) return 'forged';
      if (expired(query)) return 'expired';
      if (sent.contentType !== query.type) return 'content-type';
      if (sent.bytes !== Number(query.bytes)) return 'length';
      return null;
    },

    /** Checks a GET of a signed read URL: signature, then expiry. */
    checkGet(key: string, query: Query): LinkRefusal | null {
      if (!STORAGE_KEY.test(key) || !sameSignature(query.signature, sign('GET', key, query.expires ?? ''))) return 'forged';
      return expired(query) ? 'expired' : null;
    },
  };
}

export type LocalStorage = ReturnType<typeof localStorage>;
