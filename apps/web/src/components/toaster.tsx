import { useToast } from '../lib/toast';

/** The one place short messages appear; announced politely to screen readers. */
export function Toaster() {
  const message = useToast((s) => s.message);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      {message ? <p className="pointer-events-auto max-w-md rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">{message}</p> : null}
    </div>
  );
}
