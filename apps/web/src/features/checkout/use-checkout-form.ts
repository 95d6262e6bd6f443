import type { BookingBody, TimeSlot } from '@carseva/shared';
import { useEffect, useMemo, useState } from 'react';
import { stripDays } from '../../lib/date-strip-days';
import { useLocationStore } from '../../lib/location';

/** How long 'Please select a time slot.' stays up. */
export const SLOT_ERROR_MS = 2500;

export type PaymentMode = BookingBody['payment_mode'];

/** The same rules the server applies to the pickup address, checked before sending. */
export function addressError(address: string, pincode: string): string | null {
  if (address.trim().length < 5) return 'Please enter your full address';
  if (!/^[1-9]\d{5}$/.test(pincode.trim())) return 'Enter a valid 6-digit pincode';
  return null;
}

/** What the customer chooses at checkout: day, slot, pickup address (their place, to start with) and how to pay. */
export function useCheckoutForm() {
  const place = useLocationStore((s) => s.location);
  const placePincode = useLocationStore((s) => s.pincode);
  const days = useMemo(() => stripDays(new Date()), []);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [slotMissing, setSlotMissing] = useState(false);
  const [address, setAddress] = useState(place ?? '');
  const [pincode, setPincode] = useState(placePincode ?? '');
  const [mode, setMode] = useState<PaymentMode>('online');
  const [useWallet, setUseWallet] = useState(false);

  useEffect(() => {
    if (!slotMissing) return;
    const timer = setTimeout(() => setSlotMissing(false), SLOT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [slotMissing]);

  return {
    days,
    date,
    /** Another day: its slots are other slots. */
    chooseDate(next: string) {
      setDate(next);
      setSlot(null);
      setSlotMissing(false);
    },
    slot,
    chooseSlot(next: TimeSlot | null) {
      setSlot(next);
      setSlotMissing(false);
    },
    /** Pay Now was pressed without a slot: said beside the slots for a moment. */
    slotMissing,
    flagMissingSlot: () => setSlotMissing(true),
    address,
    setAddress,
    pincode,
    setPincode,
    mode,
    setMode,
    /** Put CarSeva Money towards this order (the server decides how much, up to the per-order limit). */
    useWallet,
    setUseWallet,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
