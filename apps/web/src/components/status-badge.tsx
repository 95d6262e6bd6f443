import type { ServiceStatus } from '@carseva/shared';

const STYLES: Record<ServiceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  accepted: 'bg-sky-100 text-sky-900 ring-sky-300',
  processing: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};

/** A booking's status as a coloured pill; `label` words it for another reader (the garage's "New" for pending). */
export function StatusBadge({ status, label = status }: { status: ServiceStatus; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap ring-1 ${STYLES[status]}`}>
      {label.toUpperCase()}
    </span>
  );
}
