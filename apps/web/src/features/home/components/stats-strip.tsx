import { stats } from '../../../content/home';
import { useT } from '../../../lib/i18n';

export function StatsStrip() {
  const { t } = useT();
  return (
    <section aria-label={t('home.stats.label')} className="bg-brand-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-6 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-slate-700">{t(stat.label, 'values' in stat ? stat.values : undefined)}</dt>
            <dd className="order-first text-2xl font-extrabold text-brand-700">{typeof stat.value === 'string' ? stat.value : t(stat.value.message)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
