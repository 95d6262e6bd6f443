import { firstIssueMessage, type GaragePickupRadius, pickupRadiusBody } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { LoadError } from './states';
import { Banner } from '../../../components/form-fields';
import { button, card, input, label } from './ui';
import { useT } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { usePickupRadius, useSetPickupRadius } from '../api/pickup-radius';

/** How far from the garage its owner has cars picked up (ADR 50): checkout judges pickup addresses by it. */
export function PickupRadiusCard({ garageId }: { garageId: number }) {
  const { t } = useT();
  const radius = usePickupRadius(garageId);
  if (radius.isPending) return null;
  if (radius.isError) return <LoadError error={radius.error} onRetry={() => void radius.refetch()} what={t('partner.radius.what')} />;
  // Keyed by the saved radius, so a save starts the form afresh from the server's answer.
  return <RadiusForm key={radius.data.pickup_radius_km ?? 'default'} garageId={garageId} radius={radius.data} />;
}

function RadiusForm({ garageId, radius }: { garageId: number; radius: GaragePickupRadius }) {
  const { t } = useT();
  const id = useId();
  const save = useSetPickupRadius(garageId);
  const toast = useToast((s) => s.show);
  const [typed, setTyped] = useState(radius.pickup_radius_km === null ? '' : String(radius.pickup_radius_km));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pickupRadiusBody.safeParse({ pickup_radius_km: typed.trim() === '' ? null : typedNumber(typed) });
    if (!parsed.success) {
      setProblem(firstIssueMessage(parsed.error));
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => toast(t('partner.radius.saved'), 3000) });
  };

  const shown = problem ?? (save.isError ? save.error.message : null);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${card} space-y-3`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('partner.radius.title')}
      </h2>
      <div>
        <label htmlFor={`${id}-km`} className={label}>
          {t('partner.radius.label')}
        </label>
        <input
          id={`${id}-km`}
          inputMode="numeric"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
          placeholder={String(radius.default_km)}
          aria-describedby={`${id}-hint`}
          aria-invalid={shown ? true : undefined}
          className={input}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('partner.radius.hint', { default: radius.default_km, cap: radius.cap_km })}
        </p>
      </div>
      {shown ? <Banner tone="error">{shown}</Banner> : null}
      <button type="submit" disabled={save.isPending} className={`${button.primary} w-full`}>
        {save.isPending ? t('partner.saving') : t('partner.radius.save')}
      </button>
    </form>
  );
}
