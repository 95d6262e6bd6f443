import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@carseva/shared';

/** A uniformly random code from the CSPRNG, zero-padded: "004219" is as likely as "918273". */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a code: an HMAC keyed by the server secret over purpose, number and code, so a
 * copy of the table neither reveals codes nor lets one row's hash be tried against another number.
 */
export function otpHmac(secret: string, purpose: string, mobileNo: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${purpose}:${mobileNo}:${code}`).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits; the client holds the token, the database only its SHA-256. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
