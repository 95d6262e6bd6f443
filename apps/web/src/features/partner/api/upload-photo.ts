import type { MediaLink, MediaUpload, MediaUploadBody } from '@carseva/shared';
import { api, ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';

export const createUpload = (body: MediaUploadBody) => api.post<MediaUpload>('/media/uploads', body).then((r) => r.data);
export const completeUpload = (id: string) => api.post<MediaUpload>(`/media/${encodeURIComponent(id)}/complete`, {}).then((r) => r.data);

/** Sends the bytes where the server said, with exactly its headers, reporting progress (0–1). */
export function putBytes(target: NonNullable<MediaUpload['upload']>, file: Blob, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, 'UPLOAD_FAILED', translate('partner.photo.putFailed')));
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', translate('partner.photo.putFailed')));
    xhr.ontimeout = () => reject(new ApiError(0, 'NETWORK', translate('partner.photo.putFailed')));
    xhr.send(file);
  });
}

export interface PhotoToUpload {
  /** Chosen once per photo and kept: a retry with the same id is the same photo, never a second one. */
  id: string;
  file: File;
  /** A booking's condition photo (its order number), or a staff member's portrait at a garage. */
  for: { booking: string } | { portraitAt: number };
}

/**
 * One photo from the phone to a ready photo: ask where to upload (by our id), send the bytes, say it is
 * done. A retry after a lost signal asks again with the same id; a photo the server already has is not sent twice.
 */
export async function uploadPhoto({ id, file, for: target }: PhotoToUpload, onProgress: (share: number) => void): Promise<MediaLink> {
  const scope =
    'booking' in target ? ({ purpose: 'condition', booking: target.booking } as const) : ({ purpose: 'portrait', garage: target.portraitAt } as const);
  const asked = await createUpload({ id, ...scope, content_type: file.type as MediaUploadBody['content_type'], bytes: file.size });
  if (asked.photo) {
    onProgress(1);
    return asked.photo;
  }
  if (asked.upload) await putBytes(asked.upload, file, onProgress);
  const done = await completeUpload(id);
  if (!done.photo) throw new ApiError(0, 'NOT_READY', translate('partner.photo.notReady'));
  onProgress(1);
  return done.photo;
}
