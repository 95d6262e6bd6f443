import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useToast } from '../lib/toast';
import { Button } from './button';
import { Card } from './card';
import { Dialog } from './dialog';
import { Banner } from './form-fields';
import { Icon, type IconName } from './icons';
import { Spinner } from './spinner';
import { useT } from '../lib/i18n';

interface SavedItemsPageProps<T> {
  title: string;
  /** What the page says about its things: at the limit, while loading, and when loading failed (the server's reason follows). */
  words: { full: string; loading: string; loadFailed: string };
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
export function SavedItemsPage<T>({ title, words, items, max, addLabel, onAdd, empty, children, dialogs }: SavedItemsPageProps<T>) {
  const titleId = useId();
  const { t } = useT();
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
      {full ? <p className="mb-4 text-sm text-slate-700">{words.full}</p> : null}

      {items.isPending ? (
        <Spinner label={words.loading} />
      ) : items.isError ? (
        <Card flat className="space-y-3">
          <Banner tone="error">
            {words.loadFailed} {items.error.message}
          </Banner>
          <Button variant="secondary" onClick={() => void items.refetch()}>
            {t('account.saved.tryAgain')}
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
  const { t } = useT();
  return (
    <Dialog open={open} onClose={onKeep} title={title}>
      {open ? (
        <div className="space-y-4 p-4">
          <p className="break-words text-slate-800">{children}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onKeep} disabled={busy}>
              {t('account.saved.keep')}
            </Button>
            <Button bold disabled={busy} onClick={onRemove}>
              {busy ? t('account.saved.removing') : t('account.saved.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** What a saved thing's dialogs ask of the server: the feature's add, update and delete mutations. */
export interface SavedItemMutations<Body, Patch> {
  add: { isPending: boolean; mutateAsync(input: { body: Body; idempotencyKey: string }): Promise<unknown> };
  update: { isPending: boolean; mutateAsync(input: { id: number; patch: Patch }): Promise<unknown> };
  remove: { isPending: boolean; mutate(id: number, options: { onSuccess(): void; onError(error: Error): void }): void };
}

interface SavedItemEditorOptions<Body, Patch> {
  /** The form's checked body as a change to a saved thing. */
  patchOf(body: Body): Patch;
  /** The toast each dialog ends with. */
  said: { added: string; updated: string; removed: string };
}

type Editing<T> = { kind: 'add'; key: string } | { kind: 'edit'; item: T } | { kind: 'remove'; item: T } | null;

/**
 * The add, edit and remove dialogs of a saved-items page: which one is open, and what saving does. Adding
 * keeps one idempotency key per opened dialog, so a retried save adds once; the server's yes closes the
 * dialog with a toast, its no stays in the form (or, removing, in a toast).
 */
export function useSavedItemEditor<T extends { id: number }, Body, Patch>(
  { add, update, remove }: SavedItemMutations<Body, Patch>,
  { patchOf, said }: SavedItemEditorOptions<Body, Patch>,
) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const toast = useToast((s) => s.show);
  const close = () => setEditing(null);
  const done = (message: string) => {
    close();
    toast(message);
  };
  return {
    editing,
    close,
    startAdding: () => setEditing({ kind: 'add', key: crypto.randomUUID() }),
    startEditing: (item: T) => setEditing({ kind: 'edit', item }),
    askToRemove: (item: T) => setEditing({ kind: 'remove', item }),
    /** The form's busy state and submit for the dialog open now. */
    formFor: (open: { kind: 'add'; key: string } | { kind: 'edit'; item: T }) =>
      open.kind === 'add'
        ? { busy: add.isPending, onSubmit: (body: Body) => add.mutateAsync({ body, idempotencyKey: open.key }).then(() => done(said.added)) }
        : { busy: update.isPending, onSubmit: (body: Body) => update.mutateAsync({ id: open.item.id, patch: patchOf(body) }).then(() => done(said.updated)) },
    removing: remove.isPending,
    removeNow: (item: T) => remove.mutate(item.id, { onSuccess: () => done(said.removed), onError: (e) => toast(e.message, 4000) }),
  };
}

export type SavedItemEditor<T extends { id: number }, Body> = ReturnType<typeof useSavedItemEditor<T, Body, unknown>>;

interface SavedItemDialogsProps<T extends { id: number }, Body> {
  editor: SavedItemEditor<T, Body>;
  titles: { add: string; edit: string; remove: string };
  /** The form: empty to add, filled with the saved thing to edit. */
  form(item: T | undefined, controls: { busy: boolean; onSubmit(body: Body): Promise<unknown>; onCancel(): void }): ReactNode;
  /** What removing this one means for the customer. */
  removeText(item: T): string;
}

/** A saved-items page's add-or-edit dialog and its "Remove this …?" dialog. */
export function SavedItemDialogs<T extends { id: number }, Body>({ editor, titles, form, removeText }: SavedItemDialogsProps<T, Body>) {
  const { editing, close } = editor;
  return (
    <>
      <Dialog open={editing?.kind === 'add' || editing?.kind === 'edit'} onClose={close} title={editing?.kind === 'edit' ? titles.edit : titles.add}>
        {editing?.kind === 'add' || editing?.kind === 'edit'
          ? form(editing.kind === 'edit' ? editing.item : undefined, { ...editor.formFor(editing), onCancel: close })
          : null}
      </Dialog>
      <RemoveDialog
        open={editing?.kind === 'remove'}
        title={titles.remove}
        busy={editor.removing}
        onKeep={close}
        onRemove={() => editing?.kind === 'remove' && editor.removeNow(editing.item)}
      >
        {editing?.kind === 'remove' ? removeText(editing.item) : null}
      </RemoveDialog>
    </>
  );
}
