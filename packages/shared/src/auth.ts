/** Accounts: phone-OTP sign-up and login, the signed-in user's profile. */
import { z } from 'zod';
import { referralCode } from './wallet';
// Plain constants live apart from the schemas so the web app can use them without loading zod.
import { AUTH_MESSAGES, OTP_LENGTH } from './auth-messages';
import { normalizeIndianMobile } from './phone';

export { AUTH_MESSAGES, OTP_LENGTH } from './auth-messages';

/** "9876543210" or "+919876543210" in; "+919876543210" out. */
export const otpMobileNumber = z.string({ error: AUTH_MESSAGES.invalidPhone }).transform((value, ctx) => {
  const normalized = normalizeIndianMobile(value.trim());
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.invalidPhone });
    return z.NEVER;
  }
  return normalized;
});

/**
 * A person's name in any script, 2 to 60 characters: a letter, then letters with their combining
 * marks (Devanagari matras, Tamil vowel signs), spaces, dots, apostrophes and hyphens ("राजेश कुमार",
 * "R. K. Sharma", "D'Souza", "Anne-Marie"). The joiners (U+200C, U+200D) shape conjuncts in Indian scripts.
 */
const NAME = /^\p{L}[\p{L}\p{M}\p{Join_Control} .'’-]{1,59}$/u;

/** Every name a person gives (sign-up, profile, contact and help messages) is checked by this one rule, with one message. */
export const personName = z.string({ error: AUTH_MESSAGES.invalidName }).trim().normalize('NFC').regex(NAME, AUTH_MESSAGES.invalidName);

/** An email the person may leave blank: blank is none (''), anything else must be an address. */
export const optionalEmailAddress = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .pipe(z.union([z.literal(''), z.email(AUTH_MESSAGES.invalidEmail).max(254)], { error: AUTH_MESSAGES.invalidEmail }))
  .meta({ description: "An email address (254 characters at most), or blank ('') for none" });

export const username = z
  .string({ error: AUTH_MESSAGES.invalidUsername })
  .trim()
  .regex(/^\w{3,}$/, AUTH_MESSAGES.invalidUsername)
  .max(30, 'Username is too long (30 characters at most).');

export const otpCode = z
  .string({ error: AUTH_MESSAGES.invalidOtp })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.invalidOtp);

/**
 * What POST /auth/otp/register accepts, keys in the spec's order of checks (the first failing field
 * gives the message). Only the number and the name are asked: an email is kept when given, and
 * without a username the server makes one from the name.
 */
export const registerBody = z.object({
  mobile_no: otpMobileNumber,
  name: personName,
  email: optionalEmailAddress.optional(),
  username: username.optional(),
  /** A friend's code from their share link: both get CarSeva Money when this customer's first order completes. */
  referral_code: referralCode.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({ mobile_no: otpMobileNumber });
export type LoginBody = z.input<typeof loginBody>;

export const verifyOtpBody = z.object({ mobile_no: otpMobileNumber, otp: otpCode });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

/** Sign-up's second step carries the referral code again (the code is checked in both steps). */
export const verifySignupBody = verifyOtpBody.extend({ referral_code: referralCode.optional() });
export type VerifySignupBody = z.input<typeof verifySignupBody>;

/** The languages the customer's screens and the server's messages come in (ADR 0039). */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export const language = z.enum(LANGUAGES, { error: 'Please choose English, Hindi or Tamil' });
export type Language = z.infer<typeof language>;

/** Each field left out is left unchanged (the language switcher sends only the language). */
export const profileUpdateBody = z.object({
  name: personName.optional(),
  /** Blank removes the email. */
  email: optionalEmailAddress.optional(),
  /** The language the customer reads the site in; the server's messages are to follow it. */
  language: language.optional(),
  /** Order updates by SMS that are not essential (see accountUser.sms_updates); left out, unchanged. */
  sms_updates: z.boolean({ error: 'Please choose yes or no' }).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** Order updates on WhatsApp: on records the customer's consent with its time (checkout, profile); off withdraws it. */
export const whatsappUpdatesBody = z.object({ enabled: z.boolean({ error: 'Please choose yes or no' }) });
export type WhatsAppUpdatesBody = z.input<typeof whatsappUpdatesBody>;

export const accountUser = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '' when the customer gave none. */
  email: z.string(),
  mobile_no: z.string(),
  username: z.string(),
  /**
   * Non-essential order updates by SMS (work started, cash received, answers on extra work, a failed
   * payment attempt). Essential ones (booking, payment, acceptance, decline, cancellation, extra work
   * to approve, completion, refund, reschedule) are sent whatever this says.
   */
  sms_updates: z.boolean(),
  /**
   * When the customer asked for order updates on WhatsApp (ISO time), or null: then they come by SMS.
   * A STOP reply on WhatsApp turns them off as the profile does.
   */
  whatsapp_opt_in_at: z.string().nullable(),
  /** The language the customer chose (English until they choose). */
  language,
});
export type AccountUser = z.infer<typeof accountUser>;

/** A garage's people: its owners, its staff, and its service buddies (`driver`), who fetch and return cars and see only their own trips. */
export const staffRole = z.enum(['owner', 'staff', 'driver']);
export type StaffRole = z.infer<typeof staffRole>;

/** What a user may do besides booking: run garages' jobs, or the platform. */
export const roles = z.object({
  /** A CarSeva platform admin (ADMIN_PHONES). */
  admin: z.boolean(),
  /** The garages this user works at. */
  garages: z.array(z.object({ id: z.number().int(), name: z.string(), role: staffRole })),
});
export type Roles = z.infer<typeof roles>;

/** GET /auth/me: the account and its roles. */
export const accountMe = accountUser.extend({
  roles,
  /** The customer's own code, to share: /signup?ref=CODE. */
  referral_code: z.string(),
});
export type AccountMe = z.infer<typeof accountMe>;

/** The login answer: the user plus the session token (also set as an HttpOnly cookie). */
export const loginResult = accountUser.extend({ token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

/** When the next OTP may be requested, so a form can count down. */
export const otpSent = z.object({ mobile_no: z.string(), expires_in_seconds: z.number().int(), resend_after_seconds: z.number().int() });
export type OtpSent = z.infer<typeof otpSent>;

export const outboxQuery = z.object({ to: otpMobileNumber });
/** `kind` is `otp` for one-time codes, else the order notification's kind (e.g. `booking_placed`). */
export const outboxMessage = z.object({ to: z.string(), kind: z.string(), body: z.string(), sent_at: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** The first message of a failed parse, in the schema's key order: what a form shows. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
