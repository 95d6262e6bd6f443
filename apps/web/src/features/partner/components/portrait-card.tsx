import { useId, useState } from 'react';
import { photoProblem } from './photo-slots';
import { button, card } from './ui';
import { useT } from '../../../lib/i18n';
import { uploadPhoto } from '../api/upload-photo';
import { useSetPortrait } from '../api/set-portrait';

type PortraitState =
  { step: 'idle' } | { step: 'uploading'; progress: number } | { step: 'done' } | { step: 'failed'; problem: string; id: string; file: File };

/** The buddy's own photo: customers see it, with their first name, on the order page once they are its buddy. */
export function PortraitCard({ garageId }: { garageId: number }) {
  const { t } = useT();
  const id = useId();
  const save = useSetPortrait(garageId);
  const [state, setState] = useState<PortraitState>({ step: 'idle' });

  async function send(photoId: string, file: File) {
    setState({ step: 'uploading', progress: 0 });
    try {
      await uploadPhoto({ id: photoId, file, for: { portraitAt: garageId } }, (progress) => setState({ step: 'uploading', progress }));
      await save.mutateAsync(photoId);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', problem: (error as Error).message, id: photoId, file });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} space-y-2`}>
      <h2 id={`${id}-title`} className="font-bold text-slate-900">
        {t('partner.portrait.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('partner.portrait.hint')}</p>
      <label htmlFor={`${id}-file`} className={`${button.secondary} w-full cursor-pointer`}>
        {state.step === 'done' ? t('partner.portrait.another') : t('partner.portrait.take')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = photoProblem(file);
          if (problem) setState({ step: 'failed', problem: t(problem), id: '', file });
          else void send(crypto.randomUUID(), file);
        }}
      />
      <div aria-live="polite" className="text-sm">
        {state.step === 'uploading' ? (
          <span className="text-slate-600">{t('partner.photo.uploading', { percent: Math.round(state.progress * 100) })}</span>
        ) : null}
        {state.step === 'done' ? <span className="font-semibold text-emerald-800">{t('partner.portrait.saved')}</span> : null}
        {state.step === 'failed' ? (
          <span className="block space-y-1">
            <span role="alert" className="block font-semibold text-red-700">
              {state.problem}
            </span>
            {state.id ? (
              <button type="button" className={`${button.secondary} min-h-10 text-sm`} onClick={() => void send(state.id, state.file)}>
                {t('partner.loadError.retry')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  );
}
