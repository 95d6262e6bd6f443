import type { MediaPurpose } from '@carseva/shared';
import { useId, useState } from 'react';
import { uploadPhoto } from '../lib/photo-upload';

/** Takes or chooses photos and uploads each at once; reports the ids of those uploaded. */
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
      setError(err instanceof Error ? err.message : 'The photo could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={busy}
        onChange={(e) => void add(e.target.files)}
        className="block text-sm"
      />
      <p role="status" className="text-sm text-slate-700">
        {busy ? 'Uploading…' : ids.length > 0 ? `${ids.length} photo${ids.length === 1 ? '' : 's'} attached` : null}
        {error ? <span className="text-red-800">{error}</span> : null}
      </p>
    </div>
  );
}
