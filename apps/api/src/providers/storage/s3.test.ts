import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageError } from './provider';
import { bucketOrigin, s3Storage } from './s3';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/s3');
interface Recorded {
  status: number;
  headers: Record<string, string>;
  body?: string;
  body_base64?: string;
}
const fixture = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Recorded;

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local server that answers each request with the next recorded response, and fails loudly when it has none. */
let server: Server;
let endpoint: string;
let answers: Recorded[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.shift();
      if (!answer) {
        response.writeHead(599).end('unexpected request');
        return;
      }
      // A live store dates its answer now; the recorded date would make the SDK correct its clock and try again.
      response
        .writeHead(answer.status, { ...answer.headers, date: new Date().toUTCString() })
        .end(answer.body_base64 ? Buffer.from(answer.body_base64, 'base64') : (answer.body ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = [];
  seen = [];
});

const KEY = 'photos/0b6f3f3e-8a4e-4c1e-9b35-3f0c9e0f2a11.jpg';
const SECRET = 'minio-secret-access-key';
const store = () =>
  s3Storage({
    bucket: 'carseva-photos',
    region: 'ap-south-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'MINIOACCESSKEY',
    secretAccessKey: SECRET,
    timeoutMs: 2000,
  });
const replay = (...names: string[]) => (answers = names.map(fixture));

/** The request was signed with SigV4 by our key id, for this region and S3, and never carries the secret. */
function expectSigned(request: Seen) {
  expect(request.headers.authorization).toMatch(
    /^AWS4-HMAC-SHA256 Credential=MINIOACCESSKEY\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
  );
  expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  expect(JSON.stringify(request.headers)).not.toContain(SECRET);
}

describe('S3 adapter (recorded S3 responses)', () => {
  it('puts an object by path-style PUT with its type and length, signed', async () => {
    replay('put-object-ok.json');
    const body = Buffer.from('a re-encoded photo');
    await store().put(KEY, body, 'image/jpeg');
    const [request] = seen;
    expect(request).toMatchObject({ method: 'PUT', url: `/carseva-photos/${KEY}?x-id=PutObject` });
    expect(request!.headers['content-type']).toBe('image/jpeg');
    expect(request!.headers['content-length']).toBe(String(body.length));
    expect(request!.body.equals(body)).toBe(true);
    expectSigned(request!);
  });

  it('gets an object: its bytes and type', async () => {
    replay('get-object-ok.json');
    const object = await store().get(KEY);
    expect(object?.contentType).toBe('image/jpeg');
    expect(object?.body.length).toBe(267);
    expect(createHash('md5').update(object!.body).digest('hex')).toBe('dfbde031a066f08bfd3b9124192a4e0b');
    expect(seen[0]).toMatchObject({ method: 'GET', url: `/carseva-photos/${KEY}?x-id=GetObject` });
    expectSigned(seen[0]!);
  });

  it('reads a missing key (NoSuchKey, 404) as no object', async () => {
    replay('no-such-key.json');
    expect(await store().get(KEY)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('deletes an object (204)', async () => {
    replay('delete-object-ok.json');
    await store().delete(KEY);
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: `/carseva-photos/${KEY}?x-id=DeleteObject` });
    expectSigned(seen[0]!);
  });

  it('reports a refusal (AccessDenied, 403) as a StorageError naming the code, not the key or the URL, without retrying', async () => {
    for (const call of [
      (s: ReturnType<typeof store>) => s.put(KEY, Buffer.from('x'), 'image/jpeg'),
      (s: ReturnType<typeof store>) => s.get(KEY),
      (s: ReturnType<typeof store>) => s.delete(KEY),
    ]) {
      replay('access-denied.json');
      seen = [];
      const error = await call(store()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StorageError);
      expect((error as Error).message).toMatch(/^S3 (write|read|delete) failed: AccessDenied \(HTTP 403\)$/);
      expect(seen).toHaveLength(1);
    }
  });

  it('reports a store it cannot reach as a StorageError', async () => {
    const unreachable = s3Storage({
      bucket: 'b',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      accessKeyId: 'K',
      secretAccessKey: SECRET,
      timeoutMs: 500,
    });
    await expect(unreachable.get(KEY)).rejects.toThrow(/^S3 read failed: /);
  });
});

describe('pre-signed URLs', () => {
  it('sign the upload’s content type and length into the PUT, with an expiry', async () => {
    const target = await store().presignPut({
      key: 'uploads/3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b',
      contentType: 'image/jpeg',
      bytes: 2_345_678,
      expiresInSeconds: 900,
    });
    const url = new URL(target.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/carseva-photos/uploads/3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^MINIOACCESSKEY\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum of an empty body, which would make every upload fail.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(target.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(target.expiresAt.getTime() - Date.now()).toBeGreaterThan(890_000);
    expect(target.url).not.toContain(SECRET);
  });

  it('sign reads that expire', async () => {
    const link = await store().presignGet(KEY, 600);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/carseva-photos/${KEY}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  });

  it('come from the origin the pages allow (virtual-hosted and path style)', async () => {
    const r2 = {
      bucket: 'carseva-photos',
      region: 'auto',
      endpoint: 'https://0123456789abcdef.r2.cloudflarestorage.com',
      accessKeyId: 'K',
      secretAccessKey: 'S',
    };
    for (const forcePathStyle of [false, true]) {
      const s3 = s3Storage({ ...r2, forcePathStyle });
      expect(new URL((await s3.presignGet(KEY, 60)).url).origin).toBe(s3.origin);
    }
    const aws = s3Storage({ ...r2, endpoint: undefined, region: 'ap-south-1', forcePathStyle: false });
    expect(new URL((await aws.presignGet(KEY, 60)).url).origin).toBe(aws.origin);
    expect(bucketOrigin({ bucket: 'b', region: 'ap-south-1', forcePathStyle: false })).toBe('https://b.s3.ap-south-1.amazonaws.com');
  });
});
