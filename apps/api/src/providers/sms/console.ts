import { type SmsSender, otpMessage } from './provider';

export interface OutboxEntry {
  to: string;
  /** `otp` for one-time codes, else the template message's kind. */
  kind: string;
  /** The text as the recipient would read it. */
  body: string;
  sentAt: Date;
}

/** A development sender: prints each message and keeps the latest ones so a developer (or a test) can read them. */
export interface ConsoleSms extends SmsSender {
  /** Messages sent to `to`, newest first. */
  outbox(to: string): OutboxEntry[];
}

const OUTBOX_SIZE = 200;

export function consoleSms(options: { log: (line: string) => void; now?: () => number }): ConsoleSms {
  const now = options.now ?? Date.now;
  const sent: OutboxEntry[] = [];

  function keep(to: string, kind: string, body: string) {
    sent.push({ to, kind, body, sentAt: new Date(now()) });
    if (sent.length > OUTBOX_SIZE) sent.shift();
    options.log(`SMS to ${to} (${kind}): ${body}`);
  }

  return {
    name: 'console',
    async sendOtp(to, code, validForMinutes) {
      keep(to, 'otp', otpMessage(code, validForMinutes));
    },
    // Only the rendered text is kept and printed; the template's variables are not.
    async sendTemplate({ to, kind, text }) {
      keep(to, kind, text);
      return { providerMessageId: null };
    },
    outbox: (to) => sent.filter((m) => m.to === to).reverse(),
  };
}
