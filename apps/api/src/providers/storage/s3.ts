import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type StorageProvider, StorageError } from './provider';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For R2, MinIO and other S3-compatible stores; unset for AWS S3. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: MinIO usually needs it. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request, connecting and answering each; the SDK tries three times. */
  timeoutMs?: number;
}

/** The origin the browser fetches this bucket's objects from (for the CSP), as the SDK builds its URLs. */
export function bucketOrigin(options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle ? base.origin : `${base.protocol}//${options.bucket}.${base.host}`;
}

/** What went wrong, in words for the log: the store's error code and status, never a URL or a key id. */
function storageError(action: string, error: unknown): StorageError {
  if (error instanceof S3ServiceException) return new StorageError(`S3 ${action} failed: ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`);
  return new StorageError(`S3 ${action} failed: ${(error as Error).name === 'TimeoutError' ? 'no answer in time' : 'the store could not be reached'}`);
}

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/**
 * Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO) through the AWS SDK. The bucket stays
 * private: uploads are pre-signed PUTs with the content type and length signed in, so the store itself
 * refuses another type or size; reads are pre-signed GETs that expire.
 */
export function s3Storage(options: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 demands them: a pre-signed PUT must not carry the checksum of an empty
    // body, and R2 and MinIO do not all take the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: options.timeoutMs ?? 5000, requestTimeout: options.timeoutMs ?? 15_000 },
  });
  const Bucket = options.bucket;

  return {
    name: 's3',
    origin: bucketOrigin(options),

    async presignPut({ key, contentType, bytes, expiresInSeconds }) {
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: bytes });
      // Signed headers, not query parameters: the store checks the PUT's own Content-Type and Content-Length against them.
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) });
      return { url, headers: { 'content-type': contentType }, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
    },

    async presignGet(key, expiresInSeconds) {
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
      return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (notFound(error)) return null;
        throw storageError('read', error);
      }
    },

    async put(key, body, contentType) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
      } catch (error) {
        throw storageError('write', error);
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (notFound(error)) return;
        throw storageError('delete', error);
      }
    },
  };
}
