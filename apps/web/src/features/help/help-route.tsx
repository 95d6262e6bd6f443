import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { company } from '../../content/site';
import { loginPath, useSession } from '../../lib/session';
import { FaqSearch } from './components/faq-search';
import { OrderHelpForm } from './components/order-help-form';
import { translatedTopics } from './help-topics';
import { useT } from '../../lib/i18n';

const TRACKING_ID = /^[A-Z0-9]{4,32}$/;

function ContactCard() {
  const { t } = useT();
  return (
    <Card as="section" padding="lg" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-lg font-bold text-slate-900">
        {t('help.contact.title')}
      </h2>
      <dl className="mt-3 space-y-3">
        <div>
          <dt className="text-sm text-slate-600">{t('help.contact.helpline', { hours: t('common.footer.hours') })}</dt>
          <dd>
            <a
              href={company.helplineHref}
              className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {company.helpline}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('help.contact.email')}</dt>
          <dd>
            <a
              href={`mailto:${company.supportEmail}`}
              className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {company.supportEmail}
            </a>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Help with an order: the form for a signed-in customer, an invitation to log in for anyone else. */
function OrderHelp({ initialOrder }: { initialOrder: string | null }) {
  const customer = useSession((s) => s.user);
  const location = useLocation();
  const { t } = useT();
  // Arriving from an order page ("Need help with this order?"), the form is what they came for.
  useEffect(() => {
    if (initialOrder) document.getElementById('order-help')?.scrollIntoView({ block: 'start' });
  }, [initialOrder]);
  return (
    <Card as="section" padding="lg" aria-labelledby="order-help-heading" id="order-help" className="scroll-mt-20">
      <h2 id="order-help-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('help.form.title')}
      </h2>
      {customer ? (
        <OrderHelpForm customer={customer} initialOrder={initialOrder} />
      ) : (
        <div className="space-y-3 text-slate-700">
          <p>{t('help.form.logIn')}</p>
          <Link to={loginPath(location.pathname + location.search)} className={buttonClass({ size: 'sm', className: 'inline-block' })}>
            {t('common.nav.logIn')}
          </Link>
        </div>
      )}
    </Card>
  );
}

export function HelpRoute() {
  const [params] = useSearchParams();
  const order = params.get('order');
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('common.account.helpCenter')}</h1>
        <p className="mt-1 text-slate-600">{t('help.intro')}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <FaqSearch topics={translatedTopics(t)} />
          <aside className="space-y-6 lg:sticky lg:top-6" aria-label={t('help.contact.label')}>
            <ContactCard />
            <OrderHelp initialOrder={order && TRACKING_ID.test(order) ? order : null} />
          </aside>
        </div>
      </div>
    </div>
  );
}
