import type { MediaLink } from '@carseva/shared';

/** Photos as small thumbnails, each opening full size; `none` is said when there are none (and given). */
export function PhotoStrip({ photos, label, none }: { photos: MediaLink[]; label: string; none?: string }) {
  if (photos.length === 0) return none ? <p className="text-sm font-medium text-amber-900">{none}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg ring-1 ring-slate-200">
            <img
              src={photo.url}
              alt={`${label} ${i + 1}`}
              width={96}
              height={Math.round((96 * photo.height) / photo.width)}
              className="h-20 w-24 object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
