import { faq } from '../../../content/home-more';
import { FaqItem } from '../../../components/faq-item';
import { useT } from '../../../lib/i18n';

/** Eight questions, each opened and closed on its own (native disclosure elements). */
export function FaqSection() {
  const { t } = useT();
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-10">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
        {t(faq.title)}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {faq.items.map((item) => (
          <FaqItem key={item.q} question={t(item.q)} answer={t(item.a)} />
        ))}
      </div>
    </section>
  );
}
