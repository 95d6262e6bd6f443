import { randomUUID } from 'node:crypto';
import type { MediaPurpose, MediaUpload } from '@carseva/shared';
import { expect } from 'vitest';
import type { BookingTestApp } from './bookings-helpers';

/** A photo of `purpose` for the booking, uploaded by `who` as the web app does (ask, PUT to the signed URL, complete): its id, ready. */
export async function readyPhoto(
  ctx: BookingTestApp,
  who: { headers: Record<string, string> },
  trackingId: string,
  purpose: MediaPurpose,
  photo: Buffer,
): Promise<string> {
  const id = randomUUID();
  const asked = await ctx.request('POST', '/api/v1/media/uploads', who.headers, {
    id,
    purpose,
    booking: trackingId,
    content_type: 'image/jpeg',
    bytes: photo.length,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const upload = (asked.json().data as MediaUpload).upload!;
  expect((await ctx.app.inject({ method: 'PUT', url: upload.url, headers: upload.headers, payload: photo })).statusCode).toBe(200);
  expect((await ctx.request('POST', `/api/v1/media/${id}/complete`, who.headers)).statusCode).toBe(200);
  return id;
}
