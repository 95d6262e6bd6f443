import { z } from 'zod';
import { SmsDeliveryError, type SmsSender } from './provider';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved template one-time codes are sent with (template messages name their own). */
  templateId: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * MSG91 answers HTTP 200 for logical failures too; `type` is what tells success from error. SendOTP's
 * success carries `request_id`, the Flow API's carries the request id in `message`.
 */
const answer = z.union([
  z.object({ type: z.literal('success'), request_id: z.string().optional(), message: z.string().optional() }),
  z.object({ type: z.literal('error'), message: z.string().default('no message'), code: z.union([z.string(), z.number()]).optional() }),
]);

/** Provider messages that mean our configuration is wrong, not that the customer should try again. */
const CONFIGURATION_ERRORS = /auth|template|flow id|dlt|sender|\bip\b/i;

/** Statuses after which the same request may well succeed later. */
const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

/** A +91 mobile number as MSG91 wants it: country code and number, digits only. */
const PLUS_91_MOBILE = /^\+91[6-9]\d{9}$/;

/** Values shorter than this are left in provider messages: hiding them would garble the words, not protect anything. */
const REDACT_FROM = 4;

/**
 * MSG91's SendOTP (v5) with our own code, and its Flow API for transactional template messages. We
 * generate, store (as an HMAC) and check codes ourselves; MSG91 only delivers them through the DLT
 * template. The OTP request URL carries the code and the key, so neither the URL, the code nor a
 * template's variables ever go into an error (or, through it, the log).
 */
export function msg91Sms(options: Msg91Options): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;

  /** One POST to MSG91; its success body, or SmsDeliveryError saying why not, with `secrets` blanked out. */
  async function post(url: URL, headers: Record<string, string>, body: unknown, secrets: string[]) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error';
      throw new SmsDeliveryError(`MSG91 could not be reached (${reason})`, true);
    }
    if (!response.ok) throw new SmsDeliveryError(`MSG91 answered HTTP ${response.status}`, retryableStatus(response.status));
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new SmsDeliveryError('MSG91 sent an answer we do not understand', true);
    if (parsed.data.type === 'error') {
      const said = secrets.filter((s) => s.length >= REDACT_FROM).reduce((text, secret) => text.replaceAll(secret, '[redacted]'), parsed.data.message);
      const kind = CONFIGURATION_ERRORS.test(said) ? 'rejected our configuration' : 'refused the message';
      throw new SmsDeliveryError(`MSG91 ${kind}: ${said}`, false);
    }
    return parsed.data;
  }

  return {
    name: 'msg91',
    async sendOtp(to, code, validForMinutes) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.search = new URLSearchParams({
        template_id: options.templateId,
        mobile: to.replace(/^\+/, ''),
        otp: code,
        otp_length: String(code.length),
        otp_expiry: String(validForMinutes),
        authkey: options.authKey,
      }).toString();
      await post(url, {}, {}, [code]);
    },

    async sendTemplate({ to, templateId, vars }) {
      if (!PLUS_91_MOBILE.test(to)) throw new SmsDeliveryError('Not sent to MSG91: the number is not a +91 mobile number', false);
      // Our `mobiles` comes last, so no template variable can redirect the message.
      const recipient = { ...vars, mobiles: to.slice(1) };
      const sent = await post(
        new URL('/api/v5/flow', options.baseUrl),
        { authkey: options.authKey },
        { template_id: templateId, short_url: '0', recipients: [recipient] },
        Object.values(vars),
      );
      return { providerMessageId: sent.message ?? null };
    },
  };
}
