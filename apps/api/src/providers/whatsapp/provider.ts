/**
 * WhatsApp Business order updates: approved template messages, and the webhook that tells us what
 * became of them (and what customers replied). One interface over the Cloud API and the local twin.
 */

/** One order update as a WhatsApp template message. */
export interface WhatsAppTemplateMessage {
  /** +91XXXXXXXXXX */
  to: string;
  /** The message kind (notifications' kinds.ts), for the outbox and the logs. */
  kind: string;
  /** The approved template's name and language code (WHATSAPP_TEMPLATES). */
  template: { name: string; language: string };
  /** The template body's variables, {{1}} onwards, in order. */
  bodyParams: string[];
  /** What the template's URL button appends to its registered base URL: the order's tracking id. */
  buttonUrlSuffix: string;
  /** Our id for the message, echoed back in every status webhook (`biz_opaque_callback_data`). */
  reference: string;
  /** The text as we render it, for the local outbox and the logs (WhatsApp renders its own). */
  text: string;
}

/** How far a message got, in the order WhatsApp reports it; `failed` ends it undelivered. */
export type WhatsAppDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What one verified webhook means for us, whatever WhatsApp's vocabulary. */
export type WhatsAppWebhookAction =
  | { kind: 'status'; messageId: string; status: WhatsAppDeliveryStatus; reference: string | null; errorCode: number | null; errorTitle: string | null }
  /** A customer's reply asking to stop (STOP, UNSUBSCRIBE) or start (START) order updates; `from` is +91XXXXXXXXXX or as sent. */
  | { kind: 'opt_out' | 'opt_in'; from: string; messageId: string }
  | { kind: 'ignored'; what: string };

export interface WhatsAppSender {
  readonly name: 'cloud' | 'local';
  /**
   * Hands a template message to WhatsApp; resolves with its message id (the `wamid` status webhooks
   * name). Throws WhatsAppDeliveryError when it could not be handed over.
   */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerMessageId: string }>;
  /** Checks the webhook's `X-Hub-Signature-256` header over the exact bytes received, in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** Turns a verified webhook body into actions (one body may carry several); throws WhatsAppWebhookUnreadable. */
  parseWebhook(rawBody: Buffer): WhatsAppWebhookAction[];
  /** The GET subscription check: the challenge to echo when the verify token matches, else null. */
  verifySubscription(query: Record<string, unknown>): string | null;
}

/**
 * The message is not on its way; `retryable` when WhatsApp could not be reached or was busy (network,
 * time-out, 5xx, rate limit), not when it refused what we sent (template, token, number). The message
 * never carries the variables or the token.
 */
export class WhatsAppDeliveryError extends Error {
  override name = 'WhatsAppDeliveryError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export class WhatsAppWebhookUnreadable extends Error {
  override name = 'WhatsAppWebhookUnreadable';
}

/** The signature header's name, lower-cased as Node gives headers. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';
