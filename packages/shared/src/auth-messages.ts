/** Account texts and limits as plain values (no zod), for the web app's first screen. */

/** The user-facing texts of the sign-up and login forms, shared by the server and the web app. */
export const AUTH_MESSAGES = {
  invalidPhone: 'Please enter a valid 10-digit phone number.',
  invalidName: 'Name is required and should only contain letters.',
  invalidEmail: 'Please enter a valid email address.',
  invalidUsername: 'Username must be at least 3 characters and can contain letters, numbers, or underscores.',
  invalidOtp: 'Please enter a valid OTP.',
  otpSent: 'OTP sent successfully. Please check your phone.',
} as const;

/** OTP codes are six digits; the forms accept nothing else. */
export const OTP_LENGTH = 6;
