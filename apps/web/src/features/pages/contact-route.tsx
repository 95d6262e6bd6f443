import { ContactForm } from './contact-form';
import { company } from '../../content/site';
import { useT } from '../../lib/i18n';

export function ContactRoute() {
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
        <section>
          <h1 className="text-3xl font-bold text-slate-900">{t('pages.contact.title')}</h1>
          <p className="mt-3 text-slate-700">{t('pages.contact.intro')}</p>
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('pages.contact.helpline')}</dt>
              <dd>
                <a href={company.helplineHref} className="text-lg font-bold text-brand-700 hover:underline">
                  {company.helpline}
                </a>
                <span className="block text-sm text-slate-600">{t('common.footer.hours')}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('pages.contact.email')}</dt>
              <dd>
                <a href={`mailto:${company.supportEmail}`} className="text-lg font-bold text-brand-700 hover:underline">
                  {company.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('pages.contact.office')}</dt>
              <dd>
                <address className="text-slate-800 not-italic">{company.officeAddress}</address>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-label={t('pages.contact.form')}>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
