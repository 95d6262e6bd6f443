import { type MessageId, useT } from '../../../lib/i18n';

const FAQ: { q: MessageId; a: MessageId }[] = [
  { q: 'orders.faq.cancel.q', a: 'orders.faq.cancel.a' },
  { q: 'orders.faq.reschedule.q', a: 'orders.faq.reschedule.a' },
  { q: 'orders.faq.warranty.q', a: 'orders.faq.warranty.a' },
  { q: 'orders.faq.pickup.q', a: 'orders.faq.pickup.a' },
  { q: 'orders.faq.pay.q', a: 'orders.faq.pay.a' },
];

/** Five common questions about an order, each opening in place. */
export function OrderFaq() {
  const { t } = useT();
  return (
    <section aria-labelledby="faq-heading" className="space-y-2">
      <h2 id="faq-heading" className="text-lg font-bold">
        {t('orders.faq.heading')}
      </h2>
      {FAQ.map((item) => (
        <details key={item.q} className="group rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span className="flex items-center justify-between gap-2">
              {t(item.q)}
              <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="px-4 pb-3 text-sm text-slate-700">{t(item.a)}</p>
        </details>
      ))}
    </section>
  );
}
