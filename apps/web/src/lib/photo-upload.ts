import type { MediaPurpose, MediaUpload } from '@carseva/shared';
import { api, ApiError } from './api-client';
import { translate } from './i18n';

/**
 * Uploads one photo the way the media API asks (ADR 35): where to put it (by an id we choose, so a retry
 * is the same photo), the bytes straight to that pre-signed URL, then "done". Resolves to the photo's id.
 */
export async function uploadPhoto(file: File, target: { purpose: MediaPurpose; booking: string }): Promise<string> {
  const id = crypto.randomUUID();
  const { data } = await api.post<MediaUpload>('/media/uploads', {
    id,
    purpose: target.purpose,
    booking: target.booking,
    content_type: file.type,
    bytes: file.size,
  });
  if (data.upload) {
    const sent = await fetch(data.upload.url, { method: 'PUT', headers: data.upload.headers, body: file });
    if (!sent.ok) throw new ApiError(sent.status, 'UPLOAD_FAILED', translate('common.errors.photoNotSent'));
  }
  await api.post<MediaUpload>(`/media/${id}/complete`, {});
  return id;
}
