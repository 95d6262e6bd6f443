import { MAX_ADDRESSES_PER_ACCOUNT, type SavedAddress } from '@carseva/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { Banner } from '../../components/form-fields';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useSavedAddresses } from '../../lib/saved-addresses';
import { useToast } from '../../lib/toast';
import { useAddAddress } from './api/add-address';
import { useDeleteAddress } from './api/delete-address';
import { useUpdateAddress } from './api/update-address';
import { AddressCard } from './components/address-card';
import { AddressForm } from './components/address-form';

type Editing = { kind: 'add'; key: string } | { kind: 'edit'; saved: SavedAddress } | { kind: 'remove'; saved: SavedAddress } | null;

/** My Addresses: pickup addresses checkout offers, the last used first. */
export function AddressesRoute() {
  const addresses = useSavedAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const toast = useToast((s) => s.show);
  const close = () => setEditing(null);
  const full = (addresses.data?.length ?? 0) >= MAX_ADDRESSES_PER_ACCOUNT;
  const startAdding = () => setEditing({ kind: 'add', key: crypto.randomUUID() });

  const done = (message: string) => {
    close();
    toast(message);
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" aria-labelledby="my-addresses-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-addresses-title" className="text-2xl font-bold text-slate-900">
          My Addresses
        </h1>
        {addresses.data && addresses.data.length > 0 ? (
          <Button onClick={startAdding} disabled={full}>
            Add an address
          </Button>
        ) : null}
      </div>
      {full ? <p className="mb-4 text-sm text-slate-700">You have {MAX_ADDRESSES_PER_ACCOUNT} addresses, the most an account keeps. Remove one to add another.</p> : null}

      {addresses.isPending ? (
        <Spinner label="Loading your addresses" />
      ) : addresses.isError ? (
        <Card flat className="space-y-3">
          <Banner tone="error">We could not load your addresses. {addresses.error.message}</Banner>
          <Button variant="secondary" onClick={() => void addresses.refetch()}>
            Try again
          </Button>
        </Card>
      ) : addresses.data.length === 0 ? (
        <Card flat padding="xl" className="text-center">
          <Icon name="pin" className="mx-auto size-12 text-brand-600" />
          <h2 className="mt-2 text-lg font-bold text-slate-900">No saved addresses</h2>
          <p className="mx-auto mt-1 max-w-md text-slate-700">Save your home or office once; at checkout it is one tap.</p>
          <Button className="mt-4" onClick={startAdding}>
            Add an address
          </Button>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Your addresses">
          {addresses.data.map((saved) => (
            <AddressCard key={saved.id} saved={saved} busy={remove.isPending} onEdit={() => setEditing({ kind: 'edit', saved })} onRemove={() => setEditing({ kind: 'remove', saved })} />
          ))}
        </ul>
      )}

      <Dialog open={editing?.kind === 'add' || editing?.kind === 'edit'} onClose={close} title={editing?.kind === 'edit' ? 'Edit address' : 'Add an address'}>
        {editing?.kind === 'add' ? (
          <AddressForm busy={add.isPending} onSubmit={(body) => add.mutateAsync({ body, idempotencyKey: editing.key }).then(() => done('Address saved'))} onCancel={close} />
        ) : editing?.kind === 'edit' ? (
          <AddressForm
            saved={editing.saved}
            busy={update.isPending}
            onSubmit={(patch) => update.mutateAsync({ id: editing.saved.id, patch }).then(() => done('Address updated'))}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <Dialog open={editing?.kind === 'remove'} onClose={close} title="Remove this address?">
        {editing?.kind === 'remove' ? (
          <div className="space-y-4 p-4">
            <p className="break-words text-slate-800">{editing.saved.address} will no longer be offered at checkout.</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button bold disabled={remove.isPending} onClick={() => remove.mutate(editing.saved.id, { onSuccess: () => done('Address removed'), onError: (e) => toast(e.message, 4000) })}>
                {remove.isPending ? 'Removing…' : 'Remove'}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
