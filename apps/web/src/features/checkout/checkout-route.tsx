import { type FormEvent, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuote } from './api/get-quote';
import { useServiceability } from './api/get-serviceability';
import { useWalletBalance } from './api/get-wallet-balance';
import { useSlots } from '../../lib/slots';
import { AddressSection, pickupRefusal } from './components/address-section';
import { chosenHandover, HandoverSection } from './components/handover-section';
import { PaymentMethodSection } from './components/payment-method-section';
import { SandboxCheckout } from './components/sandbox-checkout';
import { SlotsSection } from './components/slots-section';
import { SummarySection } from './components/summary-section';
import { WalletSection } from './components/wallet-section';
import { WhatsAppUpdatesSection } from './components/whatsapp-updates-section';
import { useCheckout } from './use-checkout';
import { handoverProblems, pickupProblems, useCheckoutForm } from './use-checkout-form';
import { Card } from '../../components/card';
import { useCart } from '../../lib/cart';
import { useCartPricedForCar } from '../../lib/cart-prices';
import { couponRefusal } from '../../lib/coupon-offers';
import { usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { useSetWhatsAppUpdates, useWhatsAppOptIn } from '../../lib/whatsapp-updates';

const FORM_ID = 'checkout-form';

export function CheckoutRoute() {
  const { t } = useT();
  const user = useSession((s) => s.user);
  // "Hello, Asha!": the account's name as given (any script; initials kept whole), "Customer" without one.
  const name = user?.name.trim();
  const items = useCart((s) => s.items);
  const couponCode = useCart((s) => s.couponCode);
  const car = usePreferences((s) => s.car);
  const serviceIds = items.map((i) => i.id);
  const form = useCheckoutForm();
  const garageId = items[0]?.garageId ?? null;
  const slots = useSlots(garageId, form.date);
  const serviceability = useServiceability(garageId, form.pincode, form.pin);
  const cartPricing = useCartPricedForCar();
  const modelId = car?.modelId ?? null;
  const quote = useQuote(serviceIds, couponCode, modelId, !cartPricing.repricing);
  const dropCoupon = useCart((s) => s.dropCoupon);
  // A coupon the server will not apply to this order (wrong, ended, or no longer for this cart or car)
  // is taken off with its reason, so the totals and Confirm are the order's without it.
  const refusal = couponRefusal(quote.error);
  useEffect(() => {
    if (refusal) dropCoupon(refusal);
  }, [refusal, dropCoupon]);
  const wallet = useWalletBalance();
  const handover = chosenHandover(form, serviceability);
  const walletUsed = form.useWallet && quote.data ? Math.min(wallet.data?.usable_per_order ?? 0, quote.data.total) : 0;
  const whatsappOptedInAt = useWhatsAppOptIn(user !== null);
  const [whatsappWanted, setWhatsappWanted] = useState(false);
  const whatsappConsent = useSetWhatsAppUpdates();
  const checkout = useCheckout({
    user,
    onSlotTaken: () => {
      form.chooseSlot(null);
      void slots.refetch();
    },
  });

  // Once the order is placed the cart is emptied on the way to its page: no bounce to /services then.
  if (items.length === 0 && checkout.state.step !== 'done') return <Navigate to="/services" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Pay Now is not offered without a car or while the cart is re-priced for one; Enter in a field must not get round it.
    if (modelId === null || cartPricing.repricing) return;
    if (!form.slot) {
      checkout.reject(null);
      form.flagMissingSlot();
      return;
    }
    const problems = pickupProblems({ address: form.address, pincode: form.pincode, latitude: form.pin?.latitude, longitude: form.pin?.longitude });
    // Taking the car to the garage needs no pickup there: only the address's own problems stop it then.
    const refused = handover === 'pickup' ? pickupRefusal(serviceability) : undefined;
    if (problems || refused) {
      checkout.reject(null);
      form.setAddressErrors(problems ?? {});
      (problems?.address ? form.fields.address : form.fields.pincode).current?.focus();
      return;
    }
    const helpFinding = handover === 'pickup' ? { landmark: form.landmark.trim(), parking_note: form.parkingNote.trim() } : { landmark: '', parking_note: '' };
    const helpProblems = handoverProblems(helpFinding);
    if (helpProblems) {
      checkout.reject(null);
      form.setHandoverErrors(helpProblems);
      (helpProblems.landmark ? form.handoverFields.landmark : form.handoverFields.parking_note).current?.focus();
      return;
    }
    // Consent first, so the booking's first update already goes on WhatsApp.
    if (whatsappWanted && !whatsappOptedInAt) {
      try {
        await whatsappConsent.mutateAsync({ enabled: true });
      } catch (error) {
        checkout.reject(t('checkout.whatsapp.failed', { reason: (error as Error).message }));
        return;
      }
    }
    void checkout.submit({
      services: serviceIds,
      booking_date: form.date,
      booking_slot: form.slot.id,
      car_model: modelId,
      fuel_type: car?.fuelType ?? null,
      address: form.address.trim(),
      pincode: form.pincode.trim(),
      latitude: form.pin?.latitude ?? null,
      longitude: form.pin?.longitude ?? null,
      coupon: couponCode,
      payment_mode: form.mode,
      use_wallet: form.useWallet,
      save_for_next_time: form.saveForNextTime,
      handover,
      landmark: helpFinding.landmark || null,
      parking_note: helpFinding.parking_note || null,
    });
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-6 md:grid md:grid-cols-[1fr_22rem] md:gap-6">
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate className="min-w-0 space-y-5">
          <Card as="section">
            <h1 className="text-2xl font-bold text-slate-900">{name ? t('checkout.helloName', { name }) : t('checkout.hello')}</h1>
            <p className="text-slate-700">{user?.mobile_no}</p>
          </Card>
          <SlotsSection form={form} slots={slots} />
          <HandoverSection
            form={form}
            serviceability={serviceability}
            garage={{ name: items[0]?.garageName ?? t('checkout.handover.theGarage'), address: items[0]?.garageAddress ?? null }}
          />
          <AddressSection form={form} serviceability={serviceability} handover={handover} />
          <PaymentMethodSection form={form} />
          <WalletSection form={form} wallet={wallet} total={quote.data?.total} />
          <WhatsAppUpdatesSection optedInAt={whatsappOptedInAt} checked={whatsappWanted} onChange={setWhatsappWanted} />
        </form>
        <SummarySection
          formId={FORM_ID}
          items={items}
          car={car}
          pricing={cartPricing}
          couponCode={couponCode}
          quote={quote}
          walletUsed={walletUsed}
          busy={checkout.busy}
          message={checkout.state.message}
          paymentMode={form.mode}
        />
      </div>
      {checkout.sandboxOrder ? <SandboxCheckout order={checkout.sandboxOrder} callbacks={checkout.callbacks} /> : null}
    </div>
  );
}
