const FAQ = [
  {
    q: 'Can I cancel my booking?',
    a: 'Yes. Cancellation is free up to 2 hours before the scheduled time: use Cancel booking on this page, and anything you paid online is refunded in full. Closer to the time, call our helpline or write to support with your order number.',
  },
  {
    q: 'Can I reschedule my service?',
    a: 'Yes, rescheduling is free up to 2 hours before the scheduled time: use Reschedule on this page and pick another day and slot at the same garage.',
  },
  { q: 'What warranty do I get?', a: 'Work on oil, filters and brakes carries a warranty of 1 month; every service is covered by our 30 days warranty.' },
  {
    q: 'How does pickup and drop work?',
    a: 'Our service buddy collects your car from your address at the chosen time slot and brings it back once the work is done. Pickup and drop are free.',
  },
  {
    q: 'When do I pay?',
    a: 'If you paid online, nothing more is due. With Pay Cash (COD), you pay the amount pending when your car is returned.',
  },
];

/** Five common questions about an order, each opening in place. */
export function OrderFaq() {
  return (
    <section aria-labelledby="faq-heading" className="space-y-2">
      <h2 id="faq-heading" className="text-lg font-bold">
        Frequently asked questions
      </h2>
      {FAQ.map((item) => (
        <details key={item.q} className="group rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span className="flex items-center justify-between gap-2">
              {item.q}
              <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="px-4 pb-3 text-sm text-slate-700">{item.a}</p>
        </details>
      ))}
    </section>
  );
}
