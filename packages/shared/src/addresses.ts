/** My Addresses: the customer's saved pickup addresses and the contract of /me/addresses. */
import { z } from 'zod';
import { idParam } from './api';
import { stateOfPincode } from './pincodes';

/** How many addresses one account may keep. */
export const MAX_ADDRESSES_PER_ACCOUNT = 10;

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export const addressLabel = z.enum(ADDRESS_LABELS, { error: 'Choose Home, Work or Other' });
export type AddressLabel = z.infer<typeof addressLabel>;

/** Indian pincodes: six digits, the first never 0. */
export const PINCODE = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode';
/** Six digits, as a pincode is written (a lookup by pincode needs no more). */
export const pincodeFormat = z.string({ error: PINCODE_MESSAGE }).trim().regex(PINCODE, PINCODE_MESSAGE);
/** A pincode of a civilian Indian post office: one that can be an address (999999 or an Army Postal Service number cannot). */
export const pincode = pincodeFormat.refine((value) => !PINCODE.test(value) || stateOfPincode(value) !== null, {
  error: (issue) => `${String(issue.input)} is not an Indian pincode. Please check it.`,
});

const ADDRESS_MESSAGE = 'Please enter your full address';
/** The address as a person writes it, for My Addresses and for a booking's pickup. */
export const addressText = z.string({ error: ADDRESS_MESSAGE }).trim().min(5, ADDRESS_MESSAGE).max(300, 'Address is too long');

const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullish();
/** A map pin is both coordinates or neither. */
const PIN_PAIR_MESSAGE = 'Send both latitude and longitude, or neither';
const pinIsWhole = (a: { latitude?: number | null; longitude?: number | null }) => (a.latitude == null) === (a.longitude == null);

/**
 * Where a car is picked up: the address, its pincode and the map pin when there is one (a saved
 * address's). A booking's body and the checkout's own check before sending share it.
 */
export const pickupPlaceFields = z.object({ address: addressText, pincode, latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) });
/** Refines an object holding a pickup place: its map pin is whole. */
export const withWholePin = <T extends z.ZodType<{ latitude?: number | null; longitude?: number | null }>>(schema: T) =>
  schema.refine(pinIsWhole, { message: PIN_PAIR_MESSAGE, path: ['latitude'] });
export const pickupPlace = withWholePin(pickupPlaceFields);
export type PickupPlace = z.input<typeof pickupPlace>;

export const addressBody = z
  .object({
    label: addressLabel,
    address: addressText,
    pincode,
    /** The map pin, from the device location; both or neither. */
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
  })
  .refine(pinIsWhole, { message: PIN_PAIR_MESSAGE, path: ['latitude'] });
export type AddressBody = z.input<typeof addressBody>;

export const addressPatch = z
  .object({
    label: addressLabel.optional(),
    address: addressText.optional(),
    pincode: pincode.optional(),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
  })
  .refine((a) => Object.keys(a).length > 0, 'Send at least one field to change')
  .refine((a) => (a.latitude === undefined) === (a.longitude === undefined) && (a.latitude === null) === (a.longitude === null), {
    message: PIN_PAIR_MESSAGE,
    path: ['latitude'],
  });
export type AddressPatch = z.input<typeof addressPatch>;

export const addressIdParam = z.object({ id: idParam });

export const savedAddress = z.object({
  id: z.number().int(),
  label: addressLabel,
  address: z.string(),
  pincode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const pincodeParam = z.object({ pincode: pincodeFormat });

/** The seeded localities with a pincode, to suggest while the customer types it. */
export const pincodeLocality = z.object({ name: z.string(), city: z.string(), state: z.string() });
export type PincodeLocality = z.infer<typeof pincodeLocality>;

/** Can this garage pick a car up here? Asked by the checkout while the customer types the pincode. */
export const serviceabilityQuery = z
  .object({
    garage: idParam,
    pincode,
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine(pinIsWhole, { message: PIN_PAIR_MESSAGE, path: ['latitude'] });
export type ServiceabilityQuery = z.input<typeof serviceabilityQuery>;

/** Yes, or no with the reason in words (the wrong state, or too far and how far). */
export const pickupServiceability = z.object({
  serviceable: z.boolean(),
  /** Why not, written for the customer; null when it is serviceable. */
  message: z.string().nullable(),
  /** How far the place is from the garage, when it is known (a map pin, or a known pincode's area). */
  distance_km: z.number().nullable(),
});
export type PickupServiceability = z.infer<typeof pickupServiceability>;
