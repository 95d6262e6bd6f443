import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { FigureTiles } from '../../components/site-figures';
import { about } from '../../content/about';
import { useT } from '../../lib/i18n';

export function AboutRoute() {
  const { t } = useT();
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('pages.about.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('pages.about.intro')}</p>
      <FigureTiles className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4" tileClassName="rounded-xl bg-brand-50 p-4 text-center" />
      {about.sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">{t(section.title)}</h2>
          <p className="mt-2 text-slate-700">{t(section.text)}</p>
        </section>
      ))}
      <Link to="/services" className={buttonClass({ size: 'xl', className: 'mt-10 inline-block' })}>
        {t('pages.about.browse')}
      </Link>
    </article>
  );
}
