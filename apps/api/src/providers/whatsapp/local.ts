import type { WhatsAppDeliveryStatus, WhatsAppSender } from './provider';
import { type CloudWebhookBody, parseCloudWebhook, signatureMatches, subscriptionChallenge, webhookSignature } from './webhook';

export interface WhatsAppOutboxEntry {
  /** Our id for the message and WhatsApp's (a local `wamid.`). */
  reference: string;
  messageId: string;
  to: string;
  kind: string;
  template: string;
  language: string;
  /** The text as the recipient would read it. */
  body: string;
  sentAt: Date;
  /** The last status it was marked with (`sent` until told otherwise). */
  status: WhatsAppDeliveryStatus;
}

/** Delivers a signed webhook to our own route, as WhatsApp would (the app wires it to an inject). */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/**
 * The development twin of the Cloud API: keeps what it "sent" for the dev outbox, and can be told
 * that a message was delivered, read or failed, or that a customer replied, which it reports through
 * a webhook in the Cloud API's own shape, signed with the app secret; so journeys and tests go
 * through the same route and code as production, fallback to SMS included.
 */
export interface LocalWhatsApp extends WhatsAppSender {
  /** Messages sent to `to`, newest first. */
  outbox(to: string): WhatsAppOutboxEntry[];
  /** Reports a status of a message it sent; false when it sent no such message. */
  markStatus(messageId: string, status: WhatsAppDeliveryStatus): Promise<boolean>;
  /** Reports a text the customer at `from` (+91…) sent, e.g. STOP. */
  reply(from: string, text: string): Promise<void>;
  /** Where status webhooks go. */
  deliverWebhooksTo(deliver: WebhookDelivery): void;
  /** The webhook body and signature for a status, without delivering it (tests replay them). */
  statusWebhook(messageId: string, status: WhatsAppDeliveryStatus): { rawBody: string; signature: string } | null;
}

const OUTBOX_SIZE = 200;
/** What the local provider says of a failed message: the Cloud API's "undeliverable". */
const UNDELIVERABLE = { code: 131026, title: 'Message undeliverable' };

export function localWhatsApp(options: { appSecret: string; verifyToken: string; log: (line: string) => void; now?: () => number }): LocalWhatsApp {
  const now = options.now ?? Date.now;
  const sent: WhatsAppOutboxEntry[] = [];
  let deliver: WebhookDelivery | null = null;
  let counter = 0;

  const change = (value: object): CloudWebhookBody => ({
    object: 'whatsapp_business_account',
    entry: [{ changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: 'local' }, ...value } }] }],
  });

  const signed = (body: CloudWebhookBody) => {
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: webhookSignature(options.appSecret, rawBody) };
  };

  function statusWebhook(messageId: string, status: WhatsAppDeliveryStatus) {
    const message = sent.find((m) => m.messageId === messageId);
    if (!message) return null;
    return signed(
      change({
        statuses: [
          {
            id: messageId,
            status,
            timestamp: String(Math.floor(now() / 1000)),
            recipient_id: message.to.slice(1),
            biz_opaque_callback_data: message.reference,
            ...(status === 'failed' ? { errors: [UNDELIVERABLE] } : {}),
          },
        ],
      }),
    );
  }

  async function post({ rawBody, signature }: { rawBody: string; signature: string }) {
    if (!deliver) throw new Error('the local WhatsApp provider has nowhere to deliver webhooks');
    await deliver(rawBody, { 'content-type': 'application/json', 'x-hub-signature-256': signature });
  }

  return {
    name: 'local',
    async sendTemplate(message) {
      const messageId = `wamid.local-${++counter}-${now()}`;
      sent.push({
        reference: message.reference,
        messageId,
        to: message.to,
        kind: message.kind,
        template: message.template.name,
        language: message.template.language,
        body: message.text,
        sentAt: new Date(now()),
        status: 'sent',
      });
      if (sent.length > OUTBOX_SIZE) sent.shift();
      options.log(`WhatsApp to ${message.to} (${message.kind}, ${message.template.name}/${message.template.language}): ${message.text}`);
      return { providerMessageId: messageId };
    },
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(options.appSecret, rawBody, signature),
    parseWebhook: parseCloudWebhook,
    verifySubscription: (query) => subscriptionChallenge(options.verifyToken, query),

    outbox: (to) => sent.filter((m) => m.to === to).reverse(),
    async markStatus(messageId, status) {
      const webhook = statusWebhook(messageId, status);
      if (!webhook) return false;
      sent.find((m) => m.messageId === messageId)!.status = status;
      await post(webhook);
      return true;
    },
    async reply(from, text) {
      const waId = from.replace(/^\+/, '');
      await post(
        signed(
          change({
            contacts: [{ wa_id: waId }],
            messages: [{ from: waId, id: `wamid.local-in-${++counter}`, timestamp: String(Math.floor(now() / 1000)), type: 'text', text: { body: text } }],
          }),
        ),
      );
    },
    deliverWebhooksTo(target) {
      deliver = target;
    },
    statusWebhook,
  };
}
