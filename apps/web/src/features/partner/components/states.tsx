import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { button } from './ui';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

/** What a customer sees at /partner, and anyone the API answers 403. */
export function PartnersOnly() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('partner.partnersOnly.title')}</h1>
      <p className="mt-2 text-slate-700">{t('partner.partnersOnly.text')}</p>
      <Link to="/" className={`${button.primary} mt-6`}>
        {t('partner.partnersOnly.home')}
      </Link>
    </section>
  );
}

/** A failed load: the server's words and a way to try again; a 403 means this user is no partner. */
export function LoadError({ error, onRetry, what }: { error: Error; onRetry(): void; what: string }) {
  const { t } = useT();
  if (error instanceof ApiError && error.status === 403) return <PartnersOnly />;
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 px-4 py-12 text-center">
      <p className="font-semibold text-slate-900">{t('partner.loadError.title', { what })}</p>
      <p className="text-slate-700">{error.message}</p>
      <button type="button" onClick={onRetry} className={button.primary}>
        {t('partner.loadError.retry')}
      </button>
    </div>
  );
}

/** Nothing to show: a sentence, and perhaps a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}
