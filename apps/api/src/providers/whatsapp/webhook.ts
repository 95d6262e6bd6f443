import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type WhatsAppDeliveryStatus, type WhatsAppWebhookAction, WhatsAppWebhookUnreadable } from './provider';

/**
 * The Cloud API's webhook as its documentation describes it (object `whatsapp_business_account`, each
 * entry's changes of field `messages`), read by the real adapter and written by the local one, so both
 * go through the same route and the same code.
 */

/** `sha256=` and the lower-case hex HMAC-SHA256 of the raw body, keyed by the app secret. */
export function webhookSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of the header against the signature of the exact bytes received. */
export function signatureMatches(appSecret: string, rawBody: Buffer, presented: string | undefined): boolean {
  if (typeof presented !== 'string') return false;
  const expected = Buffer.from(webhookSignature(appSecret, rawBody), 'utf8');
  const given = Buffer.from(presented.trim(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The GET subscription check: `hub.mode=subscribe` with our verify token is answered with `hub.challenge`. */
export function subscriptionChallenge(verifyToken: string, query: Record<string, unknown>): string | null {
  const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = query;
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 256) return null;
  const expected = Buffer.from(verifyToken, 'utf8');
  const given = Buffer.from(token, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given) ? challenge : null;
}

const statusEntry = z.object({
  id: z.string().min(1),
  status: z.string(),
  recipient_id: z.string().optional(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.object({ code: z.number().int(), title: z.string().optional(), message: z.string().optional() })).optional(),
});

const inboundMessage = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
});

const webhookBody = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(statusEntry).optional(), messages: z.array(inboundMessage).optional() }).loose(),
        }),
      ),
    }),
  ),
});

export type CloudWebhookBody = z.input<typeof webhookBody>;

const DELIVERY_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies WhatsAppDeliveryStatus[];

/** Words a customer replies with to stop or restart order updates (case and spaces do not matter). */
const OPT_OUT_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL']);
const OPT_IN_WORDS = new Set(['START', 'SUBSCRIBE']);

/** WhatsApp ids are country code and number: an Indian mobile becomes +91XXXXXXXXXX, anything else is kept as sent. */
const phoneOf = (waId: string) => (/^91[6-9]\d{9}$/.test(waId) ? `+${waId}` : waId);

export function parseCloudWebhook(rawBody: Buffer): WhatsAppWebhookAction[] {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WhatsAppWebhookUnreadable('The WhatsApp webhook body is not JSON');
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw new WhatsAppWebhookUnreadable('The WhatsApp webhook body is not in the Cloud API shape');
  if (parsed.data.object !== 'whatsapp_business_account') return [{ kind: 'ignored', what: `object ${parsed.data.object}` }];
  const actions: WhatsAppWebhookAction[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') {
      actions.push({ kind: 'ignored', what: `field ${change.field}` });
      continue;
    }
    for (const status of change.value.statuses ?? []) {
      if (!DELIVERY_STATUSES.includes(status.status)) {
        actions.push({ kind: 'ignored', what: `status ${status.status}` });
        continue;
      }
      const error = status.errors?.[0];
      actions.push({
        kind: 'status',
        messageId: status.id,
        status: status.status as WhatsAppDeliveryStatus,
        reference: status.biz_opaque_callback_data ?? null,
        errorCode: error?.code ?? null,
        errorTitle: error?.title ?? error?.message ?? null,
      });
    }
    for (const message of change.value.messages ?? []) {
      const said = (message.text?.body ?? message.button?.payload ?? message.button?.text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
      if (OPT_OUT_WORDS.has(said)) actions.push({ kind: 'opt_out', from: phoneOf(message.from), messageId: message.id });
      else if (OPT_IN_WORDS.has(said)) actions.push({ kind: 'opt_in', from: phoneOf(message.from), messageId: message.id });
      else actions.push({ kind: 'ignored', what: `a ${message.type} message` });
    }
  }
  return actions;
}
