import type { Config } from '../../config';
import { type ConsoleSms, consoleSms } from './console';
import { msg91Sms } from './msg91';
import type { SmsSender } from './provider';

export type { SmsSender, TemplateMessage } from './provider';
export { SmsDeliveryError, SmsSendFailed } from './provider';
export type { ConsoleSms, OutboxEntry } from './console';

export function createSmsSender(config: Config, deps: { log: (line: string) => void; now: () => number }): SmsSender | ConsoleSms {
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      // loadConfig refuses msg91 without both, so they are set here.
      return msg91Sms({ authKey: config.MSG91_AUTH_KEY ?? '', templateId: config.MSG91_TEMPLATE_ID ?? '', baseUrl: config.MSG91_BASE_URL });
    case 'console':
      return consoleSms(deps);
  }
}

/** The dev outbox exists only for the console sender. */
export function hasOutbox(sender: SmsSender): sender is ConsoleSms {
  return 'outbox' in sender;
}
