import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { useAudit } from '../api/get-audit';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** What changed between two records, field by field: "active: true → false". */
function changes(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => `${key}: ${key in b ? JSON.stringify(b[key]) : '—'} → ${key in a ? JSON.stringify(a[key]) : '—'}`);
}

/** A garage's or a booking's history: who changed what, when, before → after. */
export function AuditTrail({ of, title, onClose }: { of: { garage: number } | { booking: string }; title: string; onClose(): void }) {
  const audit = useAudit(of);
  return (
    <Dialog open onClose={onClose} title={title}>
      <div className="space-y-3 p-4">
        {audit.isPending ? <Spinner label="Loading the history" /> : null}
        {audit.error ? <p role="alert">{audit.error.message}</p> : null}
        {audit.data && audit.data.data.length === 0 ? <p>No changes recorded yet.</p> : null}
        <ol className="space-y-3">
          {audit.data?.data.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {entry.action} · {entry.actor.name} ({entry.actor.role})
              </p>
              <p className="text-slate-600">{when(entry.at)}</p>
              {entry.note ? <p>Reason: {entry.note}</p> : null}
              <ul className="mt-1 list-disc pl-5 break-all text-slate-700">
                {changes(entry.before, entry.after).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
