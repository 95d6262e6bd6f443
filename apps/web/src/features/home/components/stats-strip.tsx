import { FigureTiles } from '../../../components/site-figures';
import { useT } from '../../../lib/i18n';

/** The service in figures, as the API counts them (nothing in the prerendered page: see FigureTiles). */
export function StatsStrip() {
  const { t } = useT();
  return (
    <section aria-label={t('home.stats.label')} className="bg-brand-50">
      <FigureTiles className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-6 text-center md:grid-cols-4" />
    </section>
  );
}
