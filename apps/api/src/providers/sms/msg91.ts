import { z } from 'zod';
import { type SmsSender, SmsSendFailed } from './sms';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved template the code is sent with. */
  templateId: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** MSG91 answers HTTP 200 for logical failures too; `type` is what tells success from error. */
const sendOtpAnswer = z.union([
  z.object({ type: z.literal('success'), request_id: z.string().optional() }),
  z.object({ type: z.literal('error'), message: z.string().default('no message'), code: z.union([z.string(), z.number()]).optional() }),
]);

/** Provider messages that mean our configuration is wrong, not that the customer should try again. */
const CONFIGURATION_ERRORS = /authkey|template|dlt|sender|ip/i;

/**
 * MSG91 SendOTP v5 with our own code: we generate, store (as an HMAC) and check the code ourselves;
 * MSG91 only delivers it through the DLT template. The request URL carries the code and the key, so
 * neither the URL nor the code is ever logged or put in an error.
 */
export function msg91Sms(options: Msg91Options): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
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
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error';
        throw new SmsSendFailed(`MSG91 could not be reached (${reason})`);
      }
      if (!response.ok) throw new SmsSendFailed(`MSG91 answered HTTP ${response.status}`);
      const parsed = sendOtpAnswer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new SmsSendFailed('MSG91 sent an answer we do not understand');
      if (parsed.data.type === 'error') {
        const kind = CONFIGURATION_ERRORS.test(parsed.data.message) ? 'rejected our configuration' : 'refused the message';
        throw new SmsSendFailed(`MSG91 ${kind}: ${parsed.data.message}`);
      }
    },
  };
}
