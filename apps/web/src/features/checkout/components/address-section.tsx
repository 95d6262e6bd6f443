import { CheckoutPanel } from './checkout-panel';
import { TextField, digitsOnly } from '../../../components/form-fields';
import type { CheckoutForm } from '../use-checkout-form';

/** Where the garage picks the car up. */
export function AddressSection({ form }: { form: CheckoutForm }) {
  return (
    <CheckoutPanel headingId="address-heading" title="Pickup address">
      <TextField label="Address" value={form.address} onChange={(e) => form.setAddress(e.target.value)} autoComplete="street-address" maxLength={300} required />
      <TextField
        label="Pincode"
        value={form.pincode}
        onChange={(e) => form.setPincode(digitsOnly(e.target.value, 6))}
        inputMode="numeric"
        autoComplete="postal-code"
        required
      />
    </CheckoutPanel>
  );
}
