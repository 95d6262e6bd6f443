import { formatRupees, type Booking, type PaymentOrder, type PaymentVerifyBody, type TimeSlot } from '@carseva/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { createBooking } from './api/create-booking';
import { useQuote } from './api/get-quote';
import { useSlots } from './api/get-slots';
import { createPaymentOrder, verifyPayment } from './api/payments';
import { DateStrip } from './components/date-strip';
import { SandboxCheckout } from './components/sandbox-checkout';
import { SlotGrid } from './components/slot-grid';
import { stripDays } from './date-strip-days';
import { CHECKOUT_MESSAGES, bookingFailureMessage } from './messages';
import { loadRazorpay, openRazorpay, SDK_LOAD_FAILED, type CheckoutCallbacks } from './razorpay-checkout';
import { TextField, digitsOnly } from '../../components/form-fields';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { COUPON_FORMAT, useCart } from '../../lib/cart';
import { useLocationStore } from '../../lib/location';
import { carLabel, usePreferences } from '../../lib/preferences';
import { useSession } from '../../lib/session';

export const SLOT_ERROR_MS = 2500;

/** The same rules the server applies to the pickup address, checked before sending. */
export function addressError(address: string, pincode: string): string | null {
  if (address.trim().length < 5) return 'Please enter your full address';
  if (!/^[1-9]\d{5}$/.test(pincode.trim())) return 'Enter a valid 6-digit pincode';
  return null;
}
type PaymentMode = 'online' | 'cod';

export function CheckoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const items = useCart((s) => s.items);
  const clearCart = useCart((s) => s.clear);
  const couponCode = useCart((s) => s.couponCode);
  const setCouponCode = useCart((s) => s.setCouponCode);
  const car = usePreferences((s) => s.car);
  const place = useLocationStore((s) => s.location);
  const placePincode = useLocationStore((s) => s.pincode);

  const days = useMemo(() => stripDays(new Date()), []);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [slotError, setSlotError] = useState(false);
  const [mode, setMode] = useState<PaymentMode>('online');
  const [address, setAddress] = useState(place ?? '');
  const [pincode, setPincode] = useState(placePincode ?? '');
  const [couponInput, setCouponInput] = useState(couponCode ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  /** An online booking already placed whose payment has not gone through yet: a retry pays for it. */
  const unpaid = useRef<{ key: string; booking: Booking } | null>(null);
  /** Set once the order is placed, so emptying the cart does not bounce to /services. */
  const [placed, setPlaced] = useState(false);

  const garageId = items[0]?.garageId ?? null;
  const serviceIds = items.map((i) => i.id);
  const slots = useSlots(garageId, date);
  const quote = useQuote(serviceIds, couponCode);
  const couponProblem = quote.error instanceof ApiError && quote.error.errors?.coupon ? quote.error.message : null;

  useEffect(() => {
    if (!slotError) return;
    const timer = setTimeout(() => setSlotError(false), SLOT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [slotError]);

  if (items.length === 0 && !placed) return <Navigate to="/services" replace />;

  const chooseDate = (next: string) => {
    setDate(next);
    setSlot(null);
    setSlotError(false);
  };

  const finish = async (trackingId: string) => {
    setPlaced(true);
    clearCart();
    await queryClient.invalidateQueries({ queryKey: ['bookings'] });
    await navigate(`/order/${trackingId}`);
  };

  const callbacks: CheckoutCallbacks = {
    async onPaid(result: PaymentVerifyBody) {
      setSandboxOrder(null);
      try {
        const verified = await verifyPayment(result);
        await finish(verified.tracking_id);
      } catch {
        setMessage(CHECKOUT_MESSAGES.validationFailed);
        setBusy(false);
      }
    },
    onFailed(description: string) {
      setSandboxOrder(null);
      setMessage(`Payment Failed: ${description}`);
      setBusy(false);
    },
    onDismissed() {
      setSandboxOrder(null);
      setBusy(false);
    },
  };

  const payOnline = async (booking: Booking) => {
    let order: PaymentOrder;
    try {
      order = await createPaymentOrder(booking.tracking_id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HOLD_EXPIRED') unpaid.current = null;
      setMessage(error instanceof ApiError && error.status === 409 ? error.message : CHECKOUT_MESSAGES.initFailed);
      setBusy(false);
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order);
      return;
    }
    if (!(await loadRazorpay())) {
      setMessage(SDK_LOAD_FAILED);
      setBusy(false);
      return;
    }
    openRazorpay(order, user?.mobile_no ?? '', callbacks);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!slot) {
      setSlotError(true);
      return;
    }
    const addressProblem = addressError(address, pincode);
    if (addressProblem) {
      setMessage(addressProblem);
      return;
    }
    setBusy(true);
    const key = JSON.stringify([serviceIds, date, slot.id, couponCode, address, pincode]);
    let booking = mode === 'online' && unpaid.current?.key === key ? unpaid.current.booking : null;
    if (!booking) {
      try {
        booking = await createBooking({
          services: serviceIds,
          booking_date: date,
          booking_slot: slot.id,
          car_model: car?.modelId ?? null,
          address: address.trim(),
          pincode: pincode.trim(),
          coupon: couponCode,
          payment_mode: mode,
        });
      } catch (error) {
        setMessage(bookingFailureMessage(error, mode));
        if (error instanceof ApiError && error.status === 409) {
          setSlot(null);
          void slots.refetch();
        }
        setBusy(false);
        return;
      }
    }
    if (mode === 'cod') {
      await finish(booking.tracking_id);
      return;
    }
    unpaid.current = { key, booking };
    await payOnline(booking);
  };

  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    const code = couponInput.trim().toUpperCase();
    setCouponCode(code === '' ? null : code);
  };

  const totals = quote.data;
  const couponFormatProblem = couponInput.trim() !== '' && !COUPON_FORMAT.test(couponInput.trim().toUpperCase());

  return (
    <div className="bg-slate-50">
      <form onSubmit={(e) => void submit(e)} noValidate className="mx-auto max-w-6xl px-4 py-6 md:grid md:grid-cols-[1fr_22rem] md:gap-6">
        <div className="min-w-0 space-y-5">
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h1 className="text-2xl font-bold text-slate-900">Hello, Customer!</h1>
            <p className="text-slate-700">{user?.mobile_no}</p>
          </section>

          <section aria-labelledby="date-heading" className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 id="date-heading" className="text-lg font-bold">
              Select a date
            </h2>
            <DateStrip days={days} selected={date} onSelect={chooseDate} />
          </section>

          <section aria-labelledby="slot-heading" className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 id="slot-heading" className="text-lg font-bold">
              Select a time slot
            </h2>
            {slots.isPending ? (
              <Spinner label="Loading time slots" />
            ) : slots.isError ? (
              <p className="text-sm text-slate-700">No time slots could be loaded for this day.</p>
            ) : (
              <SlotGrid
                slots={slots.data}
                selected={slot?.id ?? null}
                onSelect={(s) => {
                  setSlot(s);
                  setSlotError(false);
                }}
              />
            )}
            <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
              {slotError ? CHECKOUT_MESSAGES.selectSlot : ''}
            </p>
          </section>

          <section aria-labelledby="address-heading" className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 id="address-heading" className="text-lg font-bold">
              Pickup address
            </h2>
            <TextField label="Address" value={address} onChange={(e) => setAddress(e.target.value)} autoComplete="street-address" maxLength={300} required />
            <TextField label="Pincode" value={pincode} onChange={(e) => setPincode(digitsOnly(e.target.value, 6))} inputMode="numeric" autoComplete="postal-code" required />
          </section>

          <fieldset className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <legend className="float-left mb-2 text-lg font-bold">Payment method</legend>
            {(
              [
                ['online', 'Pay Online'],
                ['cod', 'Pay Cash (COD)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="clear-left flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input type="radio" name="payment-mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="size-4 accent-brand-600" />
                <span className="font-semibold">{label}</span>
              </label>
            ))}
          </fieldset>
        </div>

        <aside aria-labelledby="summary-heading" className="mt-5 space-y-4 self-start rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:sticky md:top-4 md:mt-0">
          <h2 id="summary-heading" className="text-lg font-bold">
            Your order
          </h2>
          <p className="text-sm text-slate-700">
            {carLabel(car) ?? 'No car selected'} · from {items[0]?.garageName}
          </p>
          <ul aria-label="Services in your order" className="space-y-2">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-2 text-sm">
                <span>{item.title}</span>
                <span className="font-semibold">{formatRupees(item.price)}</span>
              </li>
            ))}
          </ul>

          <div className="space-y-1">
            <div className="flex gap-2">
              <label htmlFor="checkout-coupon" className="sr-only">
                Coupon code
              </label>
              <input
                id="checkout-coupon"
                value={couponInput}
                onChange={(e) => setCouponInput(e.target.value)}
                placeholder="Coupon code"
                autoCapitalize="characters"
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
              />
              <button
                type="button"
                onClick={(e) => applyCoupon(e)}
                disabled={couponFormatProblem}
                className="rounded-lg border border-brand-600 px-3 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
              >
                Apply
              </button>
            </div>
            <p role="status" className="min-h-5 text-sm">
              {couponProblem ? (
                <span className="text-red-700">{couponProblem}</span>
              ) : couponCode && totals?.coupon ? (
                <span className="text-emerald-800">Coupon {totals.coupon} applied.</span>
              ) : null}
            </p>
          </div>

          <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" aria-busy={quote.isFetching}>
            <div className="flex justify-between">
              <dt className="text-slate-700">Subtotal</dt>
              <dd>{totals ? formatRupees(totals.subtotal) : '…'}</dd>
            </div>
            {totals && totals.discount > 0 ? (
              <div className="flex justify-between text-emerald-800">
                <dt>Discount</dt>
                <dd>−{formatRupees(totals.discount)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt className="text-slate-700">GST (18%)</dt>
              <dd>{totals ? formatRupees(totals.gst) : '…'}</dd>
            </div>
            <div className="flex justify-between text-base font-bold">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{totals ? formatRupees(totals.total) : '…'}</dd>
            </div>
          </dl>

          <button
            type="submit"
            disabled={busy || couponProblem !== null}
            className="w-full rounded-lg bg-brand-600 px-4 py-3 font-bold tracking-wide text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? 'Please wait…' : 'Pay Now'}
          </button>
          <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
            {message}
          </p>
        </aside>
      </form>
      {sandboxOrder ? <SandboxCheckout order={sandboxOrder} callbacks={callbacks} /> : null}
    </div>
  );
}
