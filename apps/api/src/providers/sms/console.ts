import { type SmsSender, otpMessage } from './sms';

export interface OutboxEntry {
  to: string;
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
  return {
    name: 'console',
    async sendOtp(to, code, validForMinutes) {
      const body = otpMessage(code, validForMinutes);
      sent.push({ to, body, sentAt: new Date(now()) });
      if (sent.length > OUTBOX_SIZE) sent.shift();
      options.log(`SMS to ${to}: ${body}`);
    },
    outbox: (to) => sent.filter((m) => m.to === to).reverse(),
  };
}
