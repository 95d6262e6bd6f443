/** One question that opens to its answer (a native disclosure: keyboard and screen readers for free). */
export function FaqItem({ question, answer, open }: { question: string; answer: string; open?: boolean }) {
  return (
    <details open={open} className="group px-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {question}
        <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <p className="pb-4 text-slate-700">{answer}</p>
    </details>
  );
}
