import type { MediaPurpose } from '@carseva/shared';
import { Button } from '../../../components/button';
import { PhotoPicker } from '../../../components/photo-picker';

interface ProblemReportFieldsProps {
  trackingId: string;
  /** What the photos are for (the media API checks it against the order). */
  purpose: MediaPurpose;
  labels: { what: string; photos: string; send: string };
  description: string;
  onDescription(description: string): void;
  onPhotos(ids: string[]): void;
  sendDisabled: boolean;
  /** The server's refusal of the last send, in words. */
  error: string | null;
}

/** What went wrong, in the customer's words and photos, and Send: the end of a warranty claim and of a damage report alike. */
export function ProblemReportFields({ trackingId, purpose, labels, description, onDescription, onPhotos, sendDisabled, error }: ProblemReportFieldsProps) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800">
        {labels.what}
        <textarea
          value={description}
          onChange={(e) => onDescription(e.target.value)}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-2"
        />
      </label>
      <PhotoPicker booking={trackingId} purpose={purpose} label={labels.photos} onChange={onPhotos} />
      <Button type="submit" disabled={sendDisabled}>
        {labels.send}
      </Button>
      {error ? <p className="text-sm text-red-800">{error}</p> : null}
    </>
  );
}
