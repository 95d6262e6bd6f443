import type { MediaPurpose } from '@carseva/shared';
import { useId, useState } from 'react';
import { buttonClass } from './button';
import { useT } from '../lib/i18n';
import { uploadPhoto } from '../lib/photo-upload';

/**
 * Takes or chooses photos and uploads each at once; reports the ids of those uploaded. The file input is
 * visually hidden, its button drawn by a label in the page's language (a native input says "Choose Files"
 * in the browser's): the input still takes the focus (its ring drawn on the label) and opens the camera or
 * gallery with Enter or Space, and a screen reader hears the field's label and what was attached.
 */
export function PhotoPicker({
  booking,
  purpose,
  label,
  onChange,
}: {
  booking: string;
  purpose: MediaPurpose;
  label: string;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const added = [...ids];
      for (const file of Array.from(files)) added.push(await uploadPhoto(file, { purpose, booking }));
      setIds(added);
      onChange(added);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('booking.photos.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClass({
          variant: 'outline',
          size: 'xs',
          className:
            'inline-block cursor-pointer text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        })}
      >
        {t(ids.length > 0 ? 'booking.photos.more' : 'booking.photos.choose')}
      </label>
      <p id={`${id}-status`} role="status" className="text-sm text-slate-700">
        {busy ? t('booking.photos.uploading') : ids.length > 0 ? t('booking.photos.attached', { count: ids.length }) : null}
        {error ? <span className="text-red-800">{error}</span> : null}
      </p>
    </div>
  );
}
