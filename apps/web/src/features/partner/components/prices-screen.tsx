import { offeringChanges, PRICE_SEGMENTS, type GarageOffering, type PriceSegment } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, LoadError } from './states';
import { button, card, input } from './ui';
import { Spinner } from '../../../components/spinner';
import { fieldErrorsByPath, serverFieldErrors, typedNumber, withoutField, type FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useOfferings } from '../api/get-offerings';
import { useUpdateOfferings } from '../api/update-offerings';
import { BAND_WORDS } from '../words';

type BandDraft = { price: string };
interface Draft {
  active: boolean;
  prices: Partial<Record<PriceSegment, BandDraft>>;
}

const draftOf = (o: GarageOffering): Draft => ({
  active: o.active,
  prices: Object.fromEntries(Object.entries(o.prices).map(([band, p]) => [band, { price: String(p.price) }])),
});

/** A changed offering as typed: prices are what the person typed, for the schema to accept or refuse. */
interface Change {
  id: number;
  active?: boolean;
  prices?: Partial<Record<PriceSegment, { price: number | undefined }>>;
}

/** The offerings that differ from the server's, as the PUT body wants them (changed bands only). */
export function changesOf(offerings: GarageOffering[], drafts: Record<number, Draft>): Change[] {
  const changes: Change[] = [];
  for (const o of offerings) {
    const draft = drafts[o.id];
    if (!draft) continue;
    const change: Change = { id: o.id };
    if (draft.active !== o.active) change.active = draft.active;
    for (const band of PRICE_SEGMENTS) {
      const was = o.prices[band];
      const now = draft.prices[band];
      if (!was || !now || now.price === String(was.price)) continue;
      change.prices = { ...change.prices, [band]: { price: typedNumber(now.price) } };
    }
    if (change.active !== undefined || change.prices) changes.push(change);
  }
  return changes;
}

/** Prices per band of car and the on/off switch of each service the garage offers. */
export function PricesScreen({ garageId }: { garageId: number }) {
  const { t } = useT();
  const offerings = useOfferings(garageId);
  if (offerings.isPending) return <Spinner label={t('partner.prices.loading')} />;
  if (offerings.isError) return <LoadError error={offerings.error} onRetry={() => void offerings.refetch()} what={t('partner.prices.what')} />;
  return <PricesForm key={offerings.dataUpdatedAt} garageId={garageId} offerings={offerings.data} />;
}

function PricesForm({ garageId, offerings }: { garageId: number; offerings: GarageOffering[] }) {
  const { t } = useT();
  const searchId = useId();
  const save = useUpdateOfferings(garageId);
  const toast = useToast((s) => s.show);
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() => Object.fromEntries(offerings.map((o) => [o.id, draftOf(o)])));
  const [search, setSearch] = useState('');
  // By input ("388.hatchback.price"); each message stays until its own input is edited.
  const [errors, setErrors] = useState<FieldErrors>({});
  const changes = changesOf(offerings, drafts);
  const shown = offerings.filter((o) => o.service_name.toLowerCase().includes(search.trim().toLowerCase()));

  const errorCount = Object.keys(errors).length;

  const edit = (id: number, next: (draft: Draft) => Draft, field?: string) => {
    setDrafts((all) => ({ ...all, [id]: next(all[id]!) }));
    if (field) setErrors((all) => withoutField(all, `${id}.${field}`));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = changes;
    const parsed = offeringChanges.safeParse({ offerings: sent });
    if (!parsed.success) {
      setErrors(byInput(fieldErrorsByPath(parsed.error), sent));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast(t('partner.prices.saved'), 3000),
      onError: (error) => setErrors(byInput(serverFieldErrors(error), sent)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-28">
      <h1 className="text-xl font-bold text-slate-900">{t('partner.prices.title')}</h1>
      <p className="text-sm text-slate-600">{t('partner.prices.hint')}</p>
      <div>
        <label htmlFor={searchId} className="sr-only">
          {t('partner.prices.find')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('partner.prices.find')}
          className={input}
        />
      </div>
      {offerings.length === 0 ? (
        <EmptyState title={t('partner.prices.noServices')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('partner.prices.noMatch')} />
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((o) => (
          <li key={o.id}>
            <OfferingCard offering={o} draft={drafts[o.id]!} errors={errors} onEdit={(next, field) => edit(o.id, next, field)} />
          </li>
        ))}
      </ul>
      <div className="fixed inset-x-0 bottom-16 z-20 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.08)] md:bottom-0">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-3 py-2 md:px-6">
          {errorCount > 0 || save.isError ? (
            <p role="alert" className="min-w-0 text-sm font-medium text-red-800">
              {errorCount > 0 ? t('partner.prices.fix', { count: errorCount }) : save.error?.message}
            </p>
          ) : (
            <p role="status" className="text-sm text-slate-700">
              {t('partner.prices.changed', { count: changes.length })}
            </p>
          )}
          <button type="submit" disabled={changes.length === 0 || save.isPending} className={`${button.primary} shrink-0`}>
            {save.isPending ? t('partner.saving') : t('partner.prices.save')}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * Problems keyed by the body's paths ("offerings.0.prices.hatchback.price") moved onto the inputs they
 * belong to ("388.hatchback.price"); one about the whole request shows as the save's own error.
 */
function byInput(found: FieldErrors, sent: Change[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const [, index, , band, field] = path.split('.');
    const offering = sent[Number(index)];
    if (offering && band && field) errors[`${offering.id}.${band}.${field}`] = message;
  }
  return errors;
}

function OfferingCard({
  offering: o,
  draft,
  errors,
  onEdit,
}: {
  offering: GarageOffering;
  draft: Draft;
  errors: FieldErrors;
  onEdit(next: (draft: Draft) => Draft, field?: string): void;
}) {
  const { t } = useT();
  const id = useId();
  const bands = PRICE_SEGMENTS.filter((band) => draft.prices[band]);
  const setPrice = (band: PriceSegment, price: string) => onEdit((d) => ({ ...d, prices: { ...d.prices, [band]: { price } } }), `${band}.price`);
  const priceInput = (band: PriceSegment) => {
    const error = errors[`${o.id}.${band}.price`];
    const errorId = `${id}-${band}-price-error`;
    return (
      <>
        <input
          aria-label={`${o.service_name}, ${t(BAND_WORDS[band])}: ${t('partner.prices.priceLabel')}`}
          inputMode="numeric"
          value={draft.prices[band]!.price}
          onChange={(e) => setPrice(band, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${input} px-2`}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </>
    );
  };
  return (
    <section aria-labelledby={`${id}-name`} className={`${card} ${draft.active ? '' : 'bg-slate-50'}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-name`} className={`min-w-0 font-bold ${draft.active ? 'text-slate-900' : 'text-slate-500'}`}>
          {o.service_name}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={draft.active}
          aria-label={t('partner.prices.offer', { service: o.service_name })}
          onClick={() => onEdit((d) => ({ ...d, active: !d.active }))}
          className="flex min-h-12 shrink-0 items-center gap-2 rounded-full px-1 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className={`relative h-7 w-12 rounded-full transition-colors ${draft.active ? 'bg-emerald-600' : 'bg-slate-300'}`} aria-hidden="true">
            <span className={`absolute top-0.5 size-6 rounded-full bg-white shadow transition-all ${draft.active ? 'left-[1.375rem]' : 'left-0.5'}`} />
          </span>
          <span className="min-w-7 text-sm">{draft.active ? t('partner.prices.on') : t('partner.prices.off')}</span>
        </button>
      </div>
      {bands.length > 0 ? (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="pb-1 font-semibold">
                {t('partner.job.car')}
              </th>
              <th scope="col" className="w-[40%] pb-1 pl-2 font-semibold">
                {t('partner.prices.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band}>
                <th scope="row" className="py-1 pr-1 text-left align-top leading-[3rem] font-medium text-slate-800">
                  {t(BAND_WORDS[band])}
                </th>
                <td className="py-1 pl-2 align-top">{priceInput(band)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('partner.prices.noPrices')}</p>
      )}
    </section>
  );
}
