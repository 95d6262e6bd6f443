import { type ConsoleSms, type TemplateMessage } from '../src/providers/sms';
import { consoleSms } from '../src/providers/sms/console';

/** The console SMS provider, keeping every template message it is given, for a test to read. */
export function recordingSms(): { sms: ConsoleSms; sent: TemplateMessage[] } {
  const sent: TemplateMessage[] = [];
  const console_ = consoleSms({ log: () => {} });
  const sms: ConsoleSms = {
    ...console_,
    async sendTemplate(message) {
      sent.push(message);
      return console_.sendTemplate(message);
    },
  };
  return { sms, sent };
}
