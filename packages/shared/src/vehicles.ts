/** My Cars: the customer's own cars, the registration number format and the contract of /me/cars. */
import { z } from 'zod';
import { idParam } from './api';
import { INT4_MAX } from './ids';
import { patchOf } from './patch';

/** How many cars one account may keep. */
export const MAX_CARS_PER_ACCOUNT = 10;

/** State and union-territory codes on Indian number plates, old and new (OR/OD, UA/UK, CT/CG, TS/TG). */
const STATE_CODES = new Set(
  'AN AP AR AS BR CG CH CT DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS UA UK UP WB'.split(' '),
);
/** State series: state, RTO number, an optional series of up to three letters, four digits (HR26DQ1234, DL1CAB1234). */
const STATE_SERIES = /^([A-Z]{2})\d{1,2}[A-Z]{0,3}(\d{4})$/;
/** Bharat series: year of registration, BH, four digits, one or two letters (22BH1234AA). */
const BH_SERIES = /^\d{2}BH(\d{4})[A-Z]{1,2}$/;

/** Upper case without spaces, hyphens or dots: "hr-26 dq 1234" → "HR26DQ1234". */
export function normalizeRegistration(input: string): string {
  return input.toUpperCase().replace(/[\s.-]/g, '');
}

/** Is this (normalized) a number an Indian plate can carry? The number itself is never 0000. */
export function isIndianRegistration(normalized: string): boolean {
  const state = STATE_SERIES.exec(normalized);
  if (state) return STATE_CODES.has(state[1]!) && state[2] !== '0000';
  const bharat = BH_SERIES.exec(normalized);
  return bharat !== null && bharat[1] !== '0000';
}

export const REGISTRATION_MESSAGE = 'Enter a registration number such as HR26DQ1234 or 22BH1234AA';

export const registrationNumber = z
  .string({ error: 'Registration number is required' })
  .max(20, REGISTRATION_MESSAGE)
  .transform(normalizeRegistration)
  .refine(isIndianRegistration, REGISTRATION_MESSAGE);

const nickname = z
  .string()
  .trim()
  .max(40, 'Nickname is 40 characters at most')
  .transform((v) => (v === '' ? null : v))
  .nullish();

const fuelType = z.string().trim().toLowerCase().min(1, 'Choose the fuel type').max(20);

export const carBody = z.object({
  car_model: z.number({ error: 'Choose the car model' }).int('Choose the car model').positive('Choose the car model').max(INT4_MAX, 'Choose the car model'),
  fuel_type: fuelType,
  /** Optional: a car chosen in the car picker is saved without one, and the customer may add it later. */
  registration_no: registrationNumber.nullish(),
  nickname,
  /** Make this the default car (the first car always is). */
  is_default: z.boolean().optional(),
});
export type CarBody = z.input<typeof carBody>;

/** A change to a car: any of its fields (POST /me/cars/:id/default makes it the default). */
export const carPatch = patchOf(carBody.omit({ is_default: true }));
export type CarPatch = z.input<typeof carPatch>;

export const carIdParam = z.object({ id: idParam });

export const savedCar = z.object({
  id: z.number().int(),
  car_model: z.object({ id: z.number().int(), name: z.string(), segment: z.string(), fuel_types: z.array(z.string()) }),
  brand: z.object({ id: z.number().int(), name: z.string(), icon: z.string() }),
  fuel_type: z.string(),
  registration_no: z.string().nullable(),
  nickname: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type SavedCar = z.infer<typeof savedCar>;

/** "HR 26 DQ 1234": the normalized number spaced as a plate shows it. */
export function formatRegistration(normalized: string): string {
  const bharat = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/.exec(normalized);
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(normalized);
  const parts = (bharat ?? state)?.slice(1) ?? [normalized];
  return parts.filter(Boolean).join(' ');
}
