/**
 * Where uploaded files live: the local disk or an S3-compatible object store. Objects are private;
 * clients reach them only through pre-signed, expiring URLs (ADR 35).
 */

/** A pre-signed upload: a PUT of exactly `headers` (the signed type and length) to `url`, before `expiresAt`. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface PresignedGet {
  url: string;
  expiresAt: Date;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StorageProvider {
  readonly name: 'local' | 's3';
  /**
   * The origin clients fetch objects from and upload to, for the page's Content-Security-Policy;
   * null when it is this server (local).
   */
  readonly origin: string | null;
  /** A URL the client PUTs exactly `bytes` bytes of `contentType` to; anything else is refused by the store. */
  presignPut(input: { key: string; contentType: string; bytes: number; expiresInSeconds: number }): Promise<PresignedPut>;
  /** A URL that reads the object until it expires. */
  presignGet(key: string, expiresInSeconds: number): Promise<PresignedGet>;
  /** The object, or null when there is none. Throws StorageError when the store cannot be read. */
  get(key: string): Promise<StoredObject | null>;
  /** Writes the whole object or nothing. Throws StorageError. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; removing a missing one is not an error. Throws StorageError. */
  delete(key: string): Promise<void>;
  /**
   * The local disk only (a bucket's lifecycle rules are its own): removes files half-written before
   * `before` (a crash mid-write; no key names them) and lists the keys of objects stored before it, for
   * the caller to remove those no photo owns. Throws StorageError.
   */
  strays?(before: Date): Promise<string[]>;
}

/** The store failed or refused; `message` is fit for the log (never a credential or a signed URL). */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** Keys are ours (never an uploader's file name): a prefix, a random UUID and maybe an extension. */
export const STORAGE_KEY = /^[a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]{3,4})?$/;
