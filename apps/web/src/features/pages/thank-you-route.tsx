import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n';

export function ThankYouRoute() {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('pages.thankYou.title')}</h1>
      <p className="mt-2 text-slate-700">{t('pages.thankYou.text')}</p>
      <Link to="/" className={buttonClass({ size: 'xl', className: 'mt-8' })}>
        {t('pages.thankYou.home')}
      </Link>
    </section>
  );
}
