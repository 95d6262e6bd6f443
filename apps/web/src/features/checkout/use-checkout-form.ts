import { type BookingBody, type HandoverMode, handoverFields, type PickupPlace, pickupPlace, type SavedAddress, type TimeSlot } from '@carseva/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Pin } from './api/get-serviceability';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { stripDays } from '../../lib/date-strip-days';
import { useT } from '../../lib/i18n';
import { useLocationStore } from '../../lib/location';

/** How long 'Please select a time slot.' stays up. */
export const SLOT_ERROR_MS = 2500;

export type PaymentMode = BookingBody['payment_mode'];

/** The pickup address's problems by field, by the server's own rules (the shared schema), or null. */
export function pickupProblems(place: PickupPlace): FieldErrors | null {
  const parsed = pickupPlace.safeParse(place);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

/** The landmark's and parking note's problems by field (the shared schema's limits), or null. */
export function handoverProblems(fields: { landmark: string; parking_note: string }): FieldErrors | null {
  const parsed = handoverFields.safeParse(fields);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

/** What the customer chooses at checkout: day, slot, pickup address (their place, to start with) and how to pay. */
export function useCheckoutForm() {
  const place = useLocationStore((s) => s.location);
  const placePincode = useLocationStore((s) => s.pincode);
  const { language } = useT();
  const days = useMemo(() => stripDays(new Date(), language), [language]);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [slotMissing, setSlotMissing] = useState(false);
  const [address, setAddress] = useState(place ?? '');
  const [pincode, setPincode] = useState(placePincode ?? '');
  // The map pin of the saved address chosen; typing another address or pincode leaves it behind.
  const [pin, setPin] = useState<Pin | null>(null);
  const [addressErrors, setAddressErrors] = useState<FieldErrors>({});
  const addressField = useRef<HTMLInputElement>(null);
  const pincodeField = useRef<HTMLInputElement>(null);
  const chooseSaved = useCallback((saved: SavedAddress) => {
    setAddress(saved.address);
    setPincode(saved.pincode);
    setPin(saved.latitude !== null && saved.longitude !== null ? { latitude: saved.latitude, longitude: saved.longitude } : null);
    setAddressErrors({});
  }, []);
  // null until the customer picks one: then pickup where the garage serves the address, walk-in where it does not.
  const [handover, setHandover] = useState<HandoverMode | null>(null);
  const [landmark, setLandmark] = useState('');
  const [parkingNote, setParkingNote] = useState('');
  const [handoverErrors, setHandoverErrors] = useState<FieldErrors>({});
  const landmarkField = useRef<HTMLInputElement>(null);
  const parkingNoteField = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<PaymentMode>('online');
  const [useWallet, setUseWallet] = useState(false);
  const [saveForNextTime, setSaveForNextTime] = useState(true);

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
    typeAddress(next: string) {
      setAddress(next);
      setPin(null);
      setAddressErrors((e) => ({ ...e, address: undefined }));
    },
    pincode,
    typePincode(next: string) {
      setPincode(next);
      setPin(null);
      setAddressErrors((e) => ({ ...e, pincode: undefined }));
    },
    pin,
    /** A pin dropped or dragged on the map; the pincode there when the geocoder knows it. */
    dropPin(next: Pin, pincodeThere: string | null) {
      setPin(next);
      if (pincodeThere) setPincode(pincodeThere);
      setAddressErrors((e) => ({ ...e, pincode: undefined, latitude: undefined }));
    },
    /** What the customer chose: picked up from the address, or taken to the garage; null until they choose. */
    handover,
    chooseHandover: setHandover,
    landmark,
    typeLandmark(next: string) {
      setLandmark(next);
      setHandoverErrors((e) => ({ ...e, landmark: undefined }));
    },
    parkingNote,
    typeParkingNote(next: string) {
      setParkingNote(next);
      setHandoverErrors((e) => ({ ...e, parking_note: undefined }));
    },
    /** Problems with the landmark or parking note, shown at their fields until edited. */
    handoverErrors,
    setHandoverErrors,
    handoverFields: { landmark: landmarkField, parking_note: parkingNoteField },
    /** A saved address fills address, pincode and its map pin. */
    chooseSaved,
    /** Problems with the address or pincode, shown at their fields until edited. */
    addressErrors,
    setAddressErrors,
    /** The address fields, to take the focus to the one with a problem. */
    fields: { address: addressField, pincode: pincodeField },
    mode,
    setMode,
    /** Put CarSeva Money towards this order (the server decides how much, up to the per-order limit). */
    useWallet,
    setUseWallet,
    /** Keep the car and address in My Cars / My Addresses for the next checkout (ticked unless the customer unticks it). */
    saveForNextTime,
    setSaveForNextTime,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
