import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/button';

interface AdminScreenProps {
  title: ReactNode;
  /** Beside the title: the screen's own buttons (onboard a garage, export CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the console: a region named by its title, the title's actions beside it, then the screen. */
export function AdminScreen({ title, actions, children }: AdminScreenProps) {
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className="text-2xl font-bold text-slate-900">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** What the console says when a screen's figures or rows could not be loaded, with a way to ask again. */
export function LoadFailed({ heading, error, onRetry }: { heading: string; error: Error; onRetry(): void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{heading}</p>
      <p className="text-sm">{error.message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
