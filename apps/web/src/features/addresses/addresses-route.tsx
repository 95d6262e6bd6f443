import { type AddressBody, type AddressPatch, MAX_ADDRESSES_PER_ACCOUNT, type SavedAddress } from '@carseva/shared';
import { SavedItemDialogs, SavedItemsPage, useSavedItemEditor } from '../../components/saved-items-page';
import { useSavedAddresses } from '../../lib/saved-addresses';
import { useAddAddress } from './api/add-address';
import { useDeleteAddress } from './api/delete-address';
import { useUpdateAddress } from './api/update-address';
import { AddressCard } from './components/address-card';
import { AddressForm } from './components/address-form';
import { useT } from '../../lib/i18n';

/** My Addresses: pickup addresses checkout offers, the last used first. */
export function AddressesRoute() {
  const addresses = useSavedAddresses();
  const { t } = useT();
  const editor = useSavedItemEditor<SavedAddress, AddressBody, AddressPatch>(
    { add: useAddAddress(), update: useUpdateAddress(), remove: useDeleteAddress() },
    {
      patchOf: (body) => body,
      said: { added: t('account.addresses.added'), updated: t('account.addresses.updated'), removed: t('account.addresses.removed') },
    },
  );

  return (
    <SavedItemsPage
      title={t('common.account.addresses')}
      words={{
        full: t('account.addresses.full', { max: MAX_ADDRESSES_PER_ACCOUNT }),
        loading: t('account.addresses.loading'),
        loadFailed: t('account.addresses.loadFailed'),
      }}
      items={addresses}
      max={MAX_ADDRESSES_PER_ACCOUNT}
      addLabel={t('account.addresses.add')}
      onAdd={editor.startAdding}
      empty={{ icon: 'pin', title: t('account.addresses.emptyTitle'), text: t('account.addresses.emptyText'), addLabel: t('account.addresses.add') }}
      dialogs={
        <SavedItemDialogs
          editor={editor}
          titles={{ add: t('account.addresses.add'), edit: t('account.addresses.edit'), remove: t('account.addresses.removeTitle') }}
          form={(saved, controls) => <AddressForm saved={saved} {...controls} />}
          removeText={(saved) => t('account.addresses.removeText', { address: saved.address })}
        />
      }
    >
      {(saved) => (
        <ul className="space-y-3" aria-label={t('account.addresses.list')}>
          {saved.map((item) => (
            <AddressCard key={item.id} saved={item} busy={editor.removing} onEdit={() => editor.startEditing(item)} onRemove={() => editor.askToRemove(item)} />
          ))}
        </ul>
      )}
    </SavedItemsPage>
  );
}
