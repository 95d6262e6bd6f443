import { ContactForm } from './contact-form';
import { company } from '../../content/site';

export function ContactRoute() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
        <section>
          <h1 className="text-3xl font-bold text-slate-900">Leave us a message!</h1>
          <p className="mt-3 text-slate-700">Questions about a booking, a garage or a bill? Write to us or call, and we will help.</p>
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Helpline</dt>
              <dd>
                <a href={company.helplineHref} className="text-lg font-bold text-brand-700 hover:underline">
                  {company.helpline}
                </a>
                <span className="block text-sm text-slate-600">{company.hours}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Customer support email</dt>
              <dd>
                <a href={`mailto:${company.supportEmail}`} className="text-lg font-bold text-brand-700 hover:underline">
                  {company.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{company.officeTitle}</dt>
              <dd>
                <address className="text-slate-800 not-italic">{company.officeAddress}</address>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-label="Contact form">
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
