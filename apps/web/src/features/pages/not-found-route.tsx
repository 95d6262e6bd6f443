import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/button';
import { notFoundHead, useDocumentHead } from '../../lib/page-head';

/** Any path the app does not have (the server answers it with status 404 and this page). */
export function NotFoundRoute() {
  useDocumentHead(notFoundHead(useLocation().pathname));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for might have been removed or is temporarily unavailable.</p>
      <Link to="/" className={buttonClass({ size: 'xl', className: 'mt-8' })}>
        Go back to Home
      </Link>
    </section>
  );
}
