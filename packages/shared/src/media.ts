/**
 * Photos: condition reports, extra-work evidence, warranty claims, damage disputes and staff portraits.
 * Uploaded straight to storage by a pre-signed URL, then re-encoded by the server (ADR 35).
 */
import { z } from 'zod';
import { INT4_MAX } from './ids';

/** What a photo is for; it decides who may upload it (staff: condition, extra, portrait; the customer: claim, dispute). */
export const mediaPurpose = z.enum(['condition', 'extra', 'claim', 'dispute', 'portrait']);
export type MediaPurpose = z.infer<typeof mediaPurpose>;

/** Photo types a phone camera or gallery gives; everything else is refused before anything is stored. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const photoContentType = z.enum(PHOTO_CONTENT_TYPES, { message: 'Please choose a photo (JPEG, PNG, WebP or HEIC)' });

/** The largest photo we take, as uploaded (a phone's camera gives 2–8 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** A photo's id: the client chooses it (a UUID), so a retried upload is the same photo. */
export const mediaId = z.uuid({ message: 'Please check the photo' });

/** Asks for somewhere to upload one photo. `booking` (an order number) for booking photos; `garage` for a staff portrait. */
export const mediaUploadBody = z
  .object({
    id: mediaId,
    purpose: mediaPurpose,
    booking: z
      .string()
      .regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number')
      .optional(),
    garage: z.number().int().positive().max(INT4_MAX, 'Garage not found.').optional(),
    content_type: photoContentType,
    bytes: z.number().int().min(1, 'This photo is empty').max(MAX_PHOTO_BYTES, 'This photo is larger than 15 MB. Please take it again at a lower size.'),
  })
  .refine((b) => (b.purpose === 'portrait') === (b.garage !== undefined && b.booking === undefined), {
    message: 'Please say which order the photo is for',
    path: ['booking'],
  });
export type MediaUploadBody = z.input<typeof mediaUploadBody>;

/** Where to send the bytes: a PUT with exactly these headers, before expires_at. Null once the photo is ready. */
export const mediaUploadTarget = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});

/** A photo the reader may see, through a short-lived signed link. */
export const mediaLink = z.object({
  id: z.string(),
  url: z.string(),
  expires_at: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaLink = z.infer<typeof mediaLink>;

export const mediaStatus = z.enum(['pending', 'ready']);
export const mediaUpload = z.object({
  id: z.string(),
  status: mediaStatus,
  upload: mediaUploadTarget.nullable(),
  /** Set once ready. */
  photo: mediaLink.nullable(),
});
export type MediaUpload = z.infer<typeof mediaUpload>;

export const mediaIdParam = z.object({ id: mediaId });
