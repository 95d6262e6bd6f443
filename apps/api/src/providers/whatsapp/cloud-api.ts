import { z } from 'zod';
import { WhatsAppDeliveryError, type WhatsAppSender } from './provider';
import { parseCloudWebhook, signatureMatches, subscriptionChallenge } from './webhook';

export interface CloudApiOptions {
  /** The Graph API with its version, e.g. https://graph.facebook.com/v23.0 (WHATSAPP_API_URL). */
  apiUrl: string;
  /** A system user's access token with whatsapp_business_messaging (WHATSAPP_TOKEN). */
  token: string;
  /** The business phone number messages go from (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string;
  /** The Meta app's secret, which signs webhooks (WHATSAPP_APP_SECRET). */
  appSecret: string;
  /** What we told Meta to send with the subscription check (WHATSAPP_VERIFY_TOKEN). */
  verifyToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const sent = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const graphError = z.object({ error: z.object({ code: z.number().int(), message: z.string().default(''), error_subcode: z.number().int().optional() }) });

/**
 * Graph API error codes after which the same message may well go later: throttling (4, 80007, 130429,
 * 131048 spam rate, 131056 pair rate) and WhatsApp's own trouble (1, 2, 131000, 131016). Anything else
 * is a refusal of what we sent: an unknown template (132001), an expired token (190), a bad number.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);
/** Codes that mean our configuration is wrong (token, permissions, template), which an operator must fix. */
const CONFIGURATION_CODES = new Set([10, 190, 200, 132000, 132001, 132005, 132007, 132012, 132015, 132016]);

const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

/** Values shorter than this are left in WhatsApp's messages: hiding them would garble the words, not protect anything. */
const REDACT_FROM = 4;

/** A +91 mobile number as WhatsApp wants it: country code and number, digits only. */
const PLUS_91_MOBILE = /^\+91[6-9]\d{9}$/;

/**
 * The WhatsApp Business Cloud API: template messages through `POST /{phone-number-id}/messages` with a
 * bearer token, webhooks signed with the app secret (`X-Hub-Signature-256`), and the GET subscription
 * check. Neither the token nor a message's variables ever go into an error (or, through it, the log).
 */
export function cloudApiWhatsApp(options: CloudApiOptions): WhatsAppSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  return {
    name: 'cloud',

    async sendTemplate(message) {
      if (!PLUS_91_MOBILE.test(message.to)) throw new WhatsAppDeliveryError('Not sent to WhatsApp: the number is not a +91 mobile number', false);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.slice(1),
        type: 'template',
        biz_opaque_callback_data: message.reference,
        template: {
          name: message.template.name,
          language: { code: message.template.language },
          components: [
            { type: 'body', parameters: message.bodyParams.map((text) => ({ type: 'text', text })) },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.buttonUrlSuffix }] },
          ],
        },
      };
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error';
        throw new WhatsAppDeliveryError(`WhatsApp could not be reached (${reason})`, true);
      }
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const accepted = sent.safeParse(answer);
        if (!accepted.success) throw new WhatsAppDeliveryError('WhatsApp sent an answer we do not understand', true);
        return { providerMessageId: accepted.data.messages[0]!.id };
      }
      const refused = graphError.safeParse(answer);
      if (!refused.success) throw new WhatsAppDeliveryError(`WhatsApp answered HTTP ${response.status}`, retryableStatus(response.status));
      const { code, message: said } = refused.data.error;
      const secrets = [options.token, ...message.bodyParams, message.buttonUrlSuffix].filter((s) => s.length >= REDACT_FROM);
      const words = secrets.reduce((text, secret) => text.replaceAll(secret, '[redacted]'), said);
      if (RETRYABLE_CODES.has(code) || retryableStatus(response.status))
        throw new WhatsAppDeliveryError(`WhatsApp is busy or failing (code ${code}): ${words}`, true);
      const kind = CONFIGURATION_CODES.has(code) ? 'rejected our configuration' : 'refused the message';
      throw new WhatsAppDeliveryError(`WhatsApp ${kind} (code ${code}): ${words}`, false);
    },

    verifyWebhookSignature: (rawBody, signature) => signatureMatches(options.appSecret, rawBody, signature),
    parseWebhook: parseCloudWebhook,
    verifySubscription: (query) => subscriptionChallenge(options.verifyToken, query),
  };
}
