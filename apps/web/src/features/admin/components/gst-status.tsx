/** Whether a garage is GST-registered, at a glance: it decides whether its customers pay GST and get a tax invoice or a bill of supply. */
export function GstStatus({ gstin }: { gstin: string | null }) {
  return gstin ? (
    <span className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200">
      GST registered (GSTIN {gstin})
    </span>
  ) : (
    <span className="inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
      Not GST-registered — bills of supply
    </span>
  );
}
