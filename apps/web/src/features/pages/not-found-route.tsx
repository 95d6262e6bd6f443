import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/button';
import { useT } from '../../lib/i18n';
import { notFoundHead, useDocumentHead } from '../../lib/page-head';

/** Any path the app does not have (the server answers it with status 404 and this page). */
export function NotFoundRoute() {
  const { t } = useT();
  useDocumentHead(notFoundHead(useLocation().pathname, t));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('common.notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('common.notFound.text')}</p>
      <Link to="/" className={buttonClass({ size: 'xl', className: 'mt-8' })}>
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
