import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';

/** A small real PNG in one colour, as a phone's camera would give a photo (the server re-encodes it). */
export function photo(rgb: [number, number, number]): Buffer {
  const [width, height] = [64, 48];
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo file for a page's file input. */
export const photoFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: photo(rgb) });

/**
 * Uploads a photo of a booking as the web app does (ask for an upload, PUT to the signed address, complete) for
 * steps a journey takes through the API rather than the screen; returns its id, ready to use.
 */
export async function uploadPhoto(
  request: APIRequestContext,
  booking: string,
  purpose: 'condition' | 'extra' | 'claim' | 'dispute',
  rgb: [number, number, number],
  headers: Record<string, string> = {},
): Promise<string> {
  const body = photo(rgb);
  const id = randomUUID();
  const asked = await request.post('/api/v1/media/uploads', { data: { id, purpose, booking, content_type: 'image/png', bytes: body.length }, headers });
  expect(asked.status(), await asked.text()).toBe(200);
  const upload = (await asked.json()).data.upload as { url: string; headers: Record<string, string> };
  expect((await request.put(upload.url, { data: body, headers: { ...upload.headers, ...headers } })).status()).toBe(200);
  expect((await request.post(`/api/v1/media/${id}/complete`, { headers })).status()).toBe(200);
  return id;
}
