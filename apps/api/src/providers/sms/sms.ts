/** Sends one-time codes by SMS to +91 numbers. */
export interface SmsSender {
  readonly name: string;
  /** Delivers `code` to `to` (+91XXXXXXXXXX). Throws SmsSendFailed when the message could not be handed over. */
  sendOtp(to: string, code: string, validForMinutes: number): Promise<void>;
}

/** The message is not on its way; `message` says why in words fit for the log (never the code). */
export class SmsSendFailed extends Error {
  override name = 'SmsSendFailed';
}

export function otpMessage(code: string, validForMinutes: number): string {
  return `${code} is your CarSeva verification code. It is valid for ${validForMinutes} minutes. Do not share it with anyone.`;
}
