import { faq } from '../../../content/home-more';

/** Eight questions, each opened and closed on its own (native disclosure elements). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-10">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
        {faq.title}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {faq.items.map((item) => (
          <details key={item.q} className="group px-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              {item.q}
              <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-4 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
