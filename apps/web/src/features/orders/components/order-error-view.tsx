import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { type Translate, useT } from '../../../lib/i18n';

interface ErrorViewContent {
  title: string;
  message: string;
  actions: { label: string; to: string }[];
}

const SERVER_ERRORS = new Set([500, 502, 503, 504]);

/** The order page's error views by status (product spec §8), each with its way out. */
export function orderErrorContent(status: number, serverMessage: string, t: Translate): ErrorViewContent {
  const home = { label: t('orders.error.goHome'), to: '/' };
  if (status === 401) {
    return {
      title: t('orders.error.auth.title'),
      message: t('orders.error.auth.message'),
      actions: [{ label: t('orders.error.auth.login'), to: '/login' }, home],
    };
  }
  if (status === 403)
    return {
      title: t('orders.error.denied.title'),
      message: t('orders.error.denied.message'),
      actions: [{ label: t('orders.error.denied.action'), to: '/order-history' }],
    };
  if (status === 404)
    return {
      title: t('orders.error.notFound.title'),
      message: t('orders.error.notFound.message'),
      actions: [{ label: t('orders.error.notFound.action'), to: '/order-history' }],
    };
  if (SERVER_ERRORS.has(status)) {
    return { title: t('orders.error.server.title'), message: t('orders.error.server.message'), actions: [] };
  }
  return { title: t('orders.error.other.title'), message: serverMessage, actions: [home] };
}

export function OrderErrorView({ status, message, onRetry }: { status: number; message: string; onRetry(): void }) {
  const { t } = useT();
  const content = orderErrorContent(status, message, t);
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{content.title}</h1>
      <p className="mt-2 text-slate-700">{content.message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {SERVER_ERRORS.has(status) ? <Button onClick={onRetry}>{t('orders.error.tryAgain')}</Button> : null}
        {content.actions.map((action, i) => (
          <Link key={action.to} to={action.to} className={buttonClass({ variant: i === 0 ? 'primary' : 'outline' })}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
