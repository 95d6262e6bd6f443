import { MAX_ADDRESSES_PER_ACCOUNT, type SavedAddress } from '@carseva/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { RemoveDialog, SavedItemsPage } from '../../components/saved-items-page';
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
  const startAdding = () => setEditing({ kind: 'add', key: crypto.randomUUID() });

  const done = (message: string) => {
    close();
    toast(message);
  };

  return (
    <SavedItemsPage
      title="My Addresses"
      plural="addresses"
      items={addresses}
      max={MAX_ADDRESSES_PER_ACCOUNT}
      addLabel="Add an address"
      onAdd={startAdding}
      empty={{ icon: 'pin', title: 'No saved addresses', text: 'Save your home or office once; at checkout it is one tap.', addLabel: 'Add an address' }}
      dialogs={
        <>
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
          <RemoveDialog
            open={editing?.kind === 'remove'}
            title="Remove this address?"
            busy={remove.isPending}
            onKeep={close}
            onRemove={() => editing?.kind === 'remove' && remove.mutate(editing.saved.id, { onSuccess: () => done('Address removed'), onError: (e) => toast(e.message, 4000) })}
          >
            {editing?.kind === 'remove' ? `${editing.saved.address} will no longer be offered at checkout.` : null}
          </RemoveDialog>
        </>
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label="Your addresses">
          {saved.map((item) => (
            <AddressCard key={item.id} saved={item} busy={remove.isPending} onEdit={() => setEditing({ kind: 'edit', saved: item })} onRemove={() => setEditing({ kind: 'remove', saved: item })} />
          ))}
        </ul>
      )}
    </SavedItemsPage>
  );
}
