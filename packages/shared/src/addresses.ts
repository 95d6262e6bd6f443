/** My Addresses: the customer's saved pickup addresses and the contract of /me/addresses. */
import { z } from 'zod';
import { idParam } from './api';

/** How many addresses one account may keep. */
export const MAX_ADDRESSES_PER_ACCOUNT = 10;

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export const addressLabel = z.enum(ADDRESS_LABELS, { error: 'Choose Home, Work or Other' });
export type AddressLabel = z.infer<typeof addressLabel>;

/** Indian pincodes: six digits, the first never 0. */
export const PINCODE = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode';
export const pincode = z.string({ error: PINCODE_MESSAGE }).trim().regex(PINCODE, PINCODE_MESSAGE);

const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullish();

export const addressBody = z
  .object({
    label: addressLabel,
    address: z.string({ error: 'Please enter your full address' }).trim().min(5, 'Please enter your full address').max(300, 'Address is too long'),
    pincode,
    /** The map pin, from the device location; both or neither. */
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
  })
  .refine((a) => (a.latitude == null) === (a.longitude == null), { message: 'Send both latitude and longitude, or neither', path: ['latitude'] });
export type AddressBody = z.input<typeof addressBody>;

export const addressPatch = z
  .object({
    label: addressLabel.optional(),
    address: z.string().trim().min(5, 'Please enter your full address').max(300, 'Address is too long').optional(),
    pincode: pincode.optional(),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
  })
  .refine((a) => Object.keys(a).length > 0, 'Send at least one field to change')
  .refine((a) => (a.latitude === undefined) === (a.longitude === undefined) && (a.latitude === null) === (a.longitude === null), {
    message: 'Send both latitude and longitude, or neither',
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

export const pincodeParam = z.object({ pincode });

/** The seeded localities with a pincode, to suggest while the customer types it. */
export const pincodeLocality = z.object({ name: z.string(), city: z.string(), state: z.string() });
export type PincodeLocality = z.infer<typeof pincodeLocality>;
