import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import { StorageError } from './provider';

const root = mkdtempSync(path.join(tmpdir(), 'carseva-local-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let now = Date.parse('2026-03-02T04:30:00Z');
const store = localStorage({ root, secret: 'local-storage-test-secret', basePath: '/api/v1/media/local', now: () => now });
const KEY = 'uploads/3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('local storage', () => {
  it('keeps objects as files under its folder, with their type, and removes them', async () => {
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await store.get(KEY)).toEqual({ body: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    // No partial file is left beside it.
    expect(readdirSync(path.join(root, 'uploads'))).toEqual(['3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b', '3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b.type']);
    await store.delete(KEY);
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
  });

  it('refuses keys that are not ours (a file name, a path out of its folder)', async () => {
    for (const key of ['../../etc/passwd', 'uploads/holiday.jpg', 'uploads/3f1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b/../../x']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(StorageError);
      await expect(store.presignGet(key, 60)).rejects.toBeInstanceOf(StorageError);
    }
    expect(existsSync(path.join(root, 'uploads', 'holiday.jpg'))).toBe(false);
  });

  it('signs uploads with the exact type and length and an expiry, as S3 does', async () => {
    const target = await store.presignPut({ key: KEY, contentType: 'image/png', bytes: 1234, expiresInSeconds: 900 });
    expect(target.url.startsWith(`/api/v1/media/local/${KEY}?`)).toBe(true);
    expect(target.headers).toEqual({ 'content-type': 'image/png' });
    expect(target.expiresAt.getTime()).toBe(now + 900_000);
    const query = queryOf(target.url);
    expect(store.checkPut(KEY, query, { contentType: 'image/png', bytes: 1234 })).toBeNull();
    expect(store.checkPut(KEY, query, { contentType: 'image/jpeg', bytes: 1234 })).toBe('content-type');
    expect(store.checkPut(KEY, query, { contentType: 'image/png', bytes: 1233 })).toBe('length');
    // The signed values cannot be changed in the URL, nor the key.
    expect(store.checkPut(KEY, { ...query, bytes: '99999' }, { contentType: 'image/png', bytes: 99999 })).toBe('forged');
    expect(store.checkPut(KEY, { ...query, type: 'text/html' }, { contentType: 'text/html', bytes: 1234 })).toBe('forged');
    expect(store.checkPut(KEY.replace('3f', '4f'), query, { contentType: 'image/png', bytes: 1234 })).toBe('forged');
    expect(store.checkPut(KEY, { ...query, expires: String(Number(query.expires) + 3600) }, { contentType: 'image/png', bytes: 1234 })).toBe('forged');
    // A read link does not upload.
    expect(store.checkPut(KEY, queryOf((await store.presignGet(KEY, 900)).url), { contentType: 'image/png', bytes: 1234 })).toBe('forged');
    now += 900_000;
    expect(store.checkPut(KEY, query, { contentType: 'image/png', bytes: 1234 })).toBe('expired');
  });

  it('takes an upload once: other bytes at a stored key are refused, the same bytes are not written again', async () => {
    const key = 'uploads/5a1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b';
    expect(await store.putOnce(key, Buffer.from('first'), 'image/jpeg')).toBe('stored');
    expect(await store.putOnce(key, Buffer.from('first'), 'image/jpeg')).toBe('same');
    expect(await store.putOnce(key, Buffer.from('other'), 'image/jpeg')).toBe('taken');
    expect((await store.get(key))!.body.toString()).toBe('first');
    // Of two at once, one is stored.
    const other = 'uploads/6a1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b';
    expect(
      (await Promise.all([store.putOnce(other, Buffer.from('one'), 'image/jpeg'), store.putOnce(other, Buffer.from('two'), 'image/jpeg')])).sort(),
    ).toEqual(['stored', 'taken']);
    expect(readdirSync(path.join(root, 'uploads')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('lists keys stored before a time and removes half-written files older than it', async () => {
    const key = 'photos/7a1c2b7a-5d4e-4f60-8a9b-0c1d2e3f4a5b.jpg';
    await store.put(key, Buffer.from('photo'), 'image/jpeg');
    const partial = path.join(root, 'photos', `${path.basename(key)}.${'0'.repeat(8)}.partial`);
    writeFileSync(partial, 'half');
    const old = new Date(Date.now() - 3600_000);
    for (const file of [path.join(root, key), path.join(root, `${key}.type`), partial]) utimesSync(file, old, old);
    expect(await store.strays!(new Date(old.getTime() - 1000))).not.toContain(key);
    expect(existsSync(partial)).toBe(true);
    expect(await store.strays!(new Date())).toContain(key);
    expect(existsSync(partial)).toBe(false);
  });

  it('signs reads that expire', async () => {
    const link = await store.presignGet(KEY, 600);
    const query = queryOf(link.url);
    expect(store.checkGet(KEY, query)).toBeNull();
    expect(store.checkGet(KEY, { ...query, signature: query.signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).toBe('forged');
    expect(store.checkGet(KEY, { expires: query.expires })).toBe('forged');
    now += 600_000;
    expect(store.checkGet(KEY, query)).toBe('expired');
  });
});
