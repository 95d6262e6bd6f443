import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES, type MediaLink, type PhotoSlot } from '@carseva/shared';
import { useCallback, useId, useState } from 'react';
import { button } from './ui';
import { type MessageId, useT } from '../../../lib/i18n';
import { PHOTO_SLOT_WORDS } from '../../../lib/legs';
import { uploadPhoto } from '../api/upload-photo';

export interface SlotUpload {
  /** This photo's id, kept across retries so the server stores it once. */
  id: string;
  file: File;
  state: 'uploading' | 'failed' | 'done';
  progress: number;
  /** Why the upload failed, in the server's (or the network's) words; a file the phone cannot send is worded by photoProblem. */
  problem: string | null;
  photo: MediaLink | null;
  /** A preview of the chosen file, on this phone only. */
  preview: string;
}

/** Why the phone's file cannot be sent, before anything is asked of the server; null when it can. */
export function photoProblem(file: File): MessageId | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'partner.photo.notAPhoto';
  if (file.size > MAX_PHOTO_BYTES) return 'partner.photo.tooBig';
  if (file.size === 0) return 'partner.photo.empty';
  return null;
}

/**
 * The report's photos by slot, each uploading as soon as it is taken. A failed upload keeps its id:
 * Try again sends the same photo under the same id, so a lost signal never stores it twice.
 */
export function usePhotoSlots(booking: string, newId: () => string = () => crypto.randomUUID()) {
  const [slots, setSlots] = useState<Partial<Record<PhotoSlot, SlotUpload>>>({});
  const patch = useCallback((slot: PhotoSlot, id: string, change: Partial<SlotUpload>) => {
    // A newer photo in the same slot wins: an older upload's late answer is dropped.
    setSlots((all) => (all[slot]?.id === id ? { ...all, [slot]: { ...all[slot]!, ...change } } : all));
  }, []);

  const send = useCallback(
    (slot: PhotoSlot, id: string, file: File) => {
      patch(slot, id, { state: 'uploading', progress: 0, problem: null });
      uploadPhoto({ id, file, for: { booking } }, (progress) => patch(slot, id, { progress }))
        .then((photo) => patch(slot, id, { state: 'done', progress: 1, photo }))
        .catch((error: Error) => patch(slot, id, { state: 'failed', problem: error.message }));
    },
    [booking, patch],
  );

  const take = useCallback(
    (slot: PhotoSlot, file: File) => {
      const id = newId();
      const problem = photoProblem(file);
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      setSlots((all) => ({ ...all, [slot]: { id, file, state: problem ? 'failed' : 'uploading', progress: 0, problem: null, photo: null, preview } }));
      if (!problem) send(slot, id, file);
    },
    [newId, send],
  );

  const retry = useCallback(
    (slot: PhotoSlot) => {
      const current = slots[slot];
      if (current && current.state === 'failed' && !photoProblem(current.file)) send(slot, current.id, current.file);
    },
    [slots, send],
  );

  return { slots, take, retry };
}

export type PhotoSlots = ReturnType<typeof usePhotoSlots>;

/** One slot: take (or retake) the photo with the camera, see its upload, retry it. */
export function PhotoSlotInput({
  slot,
  upload,
  onTake,
  onRetry,
}: {
  slot: PhotoSlot;
  upload: SlotUpload | undefined;
  onTake(file: File): void;
  onRetry(): void;
}) {
  const { t } = useT();
  const id = useId();
  const name = t(PHOTO_SLOT_WORDS[slot]);
  const problem = upload?.state === 'failed' ? photoProblem(upload.file) : null;
  return (
    <li className="space-y-1 rounded-xl bg-white p-2 ring-1 ring-slate-200" data-testid={`photo-${slot}`}>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {upload?.preview ? (
          <img src={upload.preview} alt="" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-sm text-slate-500">{name}</span>
        )}
      </div>
      <label htmlFor={id} className={`${upload ? button.quiet : button.secondary} w-full cursor-pointer text-sm`}>
        {upload ? t('partner.photo.retake', { name: name.toLowerCase() }) : t('partner.photo.take', { name: name.toLowerCase() })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onTake(file);
          event.target.value = '';
        }}
      />
      <div aria-live="polite" className="text-xs">
        {upload?.state === 'uploading' ? (
          <>
            <progress value={upload.progress} max={1} className="h-2 w-full" aria-label={t('partner.photo.uploadingLabel', { name })} />
            <span className="text-slate-600">{t('partner.photo.uploading', { percent: Math.round(upload.progress * 100) })}</span>
          </>
        ) : upload?.state === 'done' ? (
          <span className="font-semibold text-emerald-800">{t('partner.photo.uploaded', { name })}</span>
        ) : upload?.state === 'failed' ? (
          <span className="block space-y-1">
            <span role="alert" className="block font-semibold text-red-700">
              {problem ? t(problem) : upload.problem}
            </span>
            {problem ? null : (
              <button type="button" onClick={onRetry} className={`${button.secondary} min-h-10 w-full text-sm`}>
                {t('partner.loadError.retry')}
              </button>
            )}
          </span>
        ) : null}
      </div>
    </li>
  );
}
