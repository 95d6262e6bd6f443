/** A transactional message through a DLT-approved template (order notifications). */
export interface TemplateMessage {
  /** +91XXXXXXXXXX */
  to: string;
  /** What the message is about (e.g. "booking.confirmed"), for the outbox and the logs. */
  kind: string;
  /** The provider's id of the approved template. */
  templateId: string;
  /** The template's variables by name, exactly as the template declares them. */
  vars: Record<string, string>;
  /** The text as rendered by us, for the console outbox and the logs (the provider renders its own). */
  text: string;
}

/** Sends SMS to +91 numbers: one-time codes, and transactional messages through approved templates. */
export interface SmsSender {
  readonly name: string;
  /** Delivers `code` to `to` (+91XXXXXXXXXX). Throws SmsSendFailed when the message could not be handed over. */
  sendOtp(to: string, code: string, validForMinutes: number): Promise<void>;
  /**
   * Hands a template message to the provider; resolves with the provider's id for it, when it gives
   * one. Throws SmsDeliveryError when it could not be handed over (`retryable` says whether to try again).
   */
  sendTemplate(message: TemplateMessage): Promise<{ providerMessageId: string | null }>;
}

/** The message is not on its way; `message` says why in words fit for the log (never the code). */
export class SmsSendFailed extends Error {
  override name = 'SmsSendFailed';
}

/**
 * SmsSendFailed with a verdict: `retryable` when the provider could not be reached or failed on its
 * side (network, time-out, 5xx, 429), not when it refused what we sent (key, template, number).
 * The message never carries the template's variables or the code.
 */
export class SmsDeliveryError extends SmsSendFailed {
  override name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function otpMessage(code: string, validForMinutes: number): string {
  return `${code} is your CarSeva verification code. It is valid for ${validForMinutes} minutes. Do not share it with anyone.`;
}
