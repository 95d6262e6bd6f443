import { type AddressBody, type AddressPatch, MAX_ADDRESSES_PER_ACCOUNT, type SavedAddress } from '@carseva/shared';
import { SavedItemDialogs, SavedItemsPage, useSavedItemEditor } from '../../components/saved-items-page';
import { useSavedAddresses } from '../../lib/saved-addresses';
import { useAddAddress } from './api/add-address';
import { useDeleteAddress } from './api/delete-address';
import { useUpdateAddress } from './api/update-address';
import { AddressCard } from './components/address-card';
import { AddressForm } from './components/address-form';

/** My Addresses: pickup addresses checkout offers, the last used first. */
export function AddressesRoute() {
  const addresses = useSavedAddresses();
  const editor = useSavedItemEditor<SavedAddress, AddressBody, AddressPatch>(
    { add: useAddAddress(), update: useUpdateAddress(), remove: useDeleteAddress() },
    { patchOf: (body) => body, said: { added: 'Address saved', updated: 'Address updated', removed: 'Address removed' } },
  );

  return (
    <SavedItemsPage
      title="My Addresses"
      plural="addresses"
      items={addresses}
      max={MAX_ADDRESSES_PER_ACCOUNT}
      addLabel="Add an address"
      onAdd={editor.startAdding}
      empty={{ icon: 'pin', title: 'No saved addresses', text: 'Save your home or office once; at checkout it is one tap.', addLabel: 'Add an address' }}
      dialogs={
        <SavedItemDialogs
          editor={editor}
          titles={{ add: 'Add an address', edit: 'Edit address', remove: 'Remove this address?' }}
          form={(saved, controls) => <AddressForm saved={saved} {...controls} />}
          removeText={(saved) => `${saved.address} will no longer be offered at checkout.`}
        />
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label="Your addresses">
          {saved.map((item) => (
            <AddressCard key={item.id} saved={item} busy={editor.removing} onEdit={() => editor.startEditing(item)} onRemove={() => editor.askToRemove(item)} />
          ))}
        </ul>
      )}
    </SavedItemsPage>
  );
}
