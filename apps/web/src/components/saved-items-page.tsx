import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { Card } from './card';
import { Dialog } from './dialog';
import { Banner } from './form-fields';
import { Icon, type IconName } from './icons';
import { Spinner } from './spinner';

interface SavedItemsPageProps<T> {
  title: string;
  /** The things in the plural, as sentences name them: "cars", "addresses". */
  plural: string;
  items: UseQueryResult<T[]>;
  /** The most an account keeps: adding stops there, and the page says why. */
  max: number;
  addLabel: string;
  onAdd(): void;
  empty: { icon: IconName; title: string; text: string; addLabel: string };
  /** The list, once there is something in it. */
  children(items: T[]): ReactNode;
  /** The add, edit and remove dialogs. */
  dialogs: ReactNode;
}

/** A customer's saved things (My Cars, My Addresses): loading, error with a retry, empty, the list, and the limit. */
export function SavedItemsPage<T>({ title, plural, items, max, addLabel, onAdd, empty, children, dialogs }: SavedItemsPageProps<T>) {
  const titleId = useId();
  const full = (items.data?.length ?? 0) >= max;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" aria-labelledby={titleId}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {items.data && items.data.length > 0 ? (
          <Button onClick={onAdd} disabled={full}>
            {addLabel}
          </Button>
        ) : null}
      </div>
      {full ? (
        <p className="mb-4 text-sm text-slate-700">
          You have {max} {plural}, the most an account keeps. Remove one to add another.
        </p>
      ) : null}

      {items.isPending ? (
        <Spinner label={`Loading your ${plural}`} />
      ) : items.isError ? (
        <Card flat className="space-y-3">
          <Banner tone="error">
            We could not load your {plural}. {items.error.message}
          </Banner>
          <Button variant="secondary" onClick={() => void items.refetch()}>
            Try again
          </Button>
        </Card>
      ) : items.data.length === 0 ? (
        <Card flat padding="xl" className="text-center">
          <Icon name={empty.icon} className="mx-auto size-12 text-brand-600" />
          <h2 className="mt-2 text-lg font-bold text-slate-900">{empty.title}</h2>
          <p className="mx-auto mt-1 max-w-md text-slate-700">{empty.text}</p>
          <Button className="mt-4" onClick={onAdd}>
            {empty.addLabel}
          </Button>
        </Card>
      ) : (
        children(items.data)
      )}
      {dialogs}
    </section>
  );
}

interface RemoveDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onKeep(): void;
  onRemove(): void;
  /** What removing means for the customer. */
  children: ReactNode;
}

/** "Remove this …?": says what it means, with Keep it and Remove. */
export function RemoveDialog({ open, title, busy, onKeep, onRemove, children }: RemoveDialogProps) {
  return (
    <Dialog open={open} onClose={onKeep} title={title}>
      {open ? (
        <div className="space-y-4 p-4">
          <p className="break-words text-slate-800">{children}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onKeep} disabled={busy}>
              Keep it
            </Button>
            <Button bold disabled={busy} onClick={onRemove}>
              {busy ? 'Removing…' : 'Remove'}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
