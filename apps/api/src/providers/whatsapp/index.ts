import type { Config } from '../../config';
import { cloudApiWhatsApp } from './cloud-api';
import { type LocalWhatsApp, localWhatsApp } from './local';
import type { WhatsAppSender } from './provider';

export type { WhatsAppDeliveryStatus, WhatsAppSender, WhatsAppTemplateMessage, WhatsAppWebhookAction } from './provider';
export { WhatsAppDeliveryError, WhatsAppWebhookUnreadable, WHATSAPP_SIGNATURE_HEADER } from './provider';
export type { LocalWhatsApp, WhatsAppOutboxEntry } from './local';
export { webhookSignature } from './webhook';

/** The WhatsApp channel chosen by WHATSAPP_PROVIDER; null when it is off (`none`): every update goes by SMS. */
export function createWhatsAppSender(config: Config, deps: { log: (line: string) => void; now: () => number }): WhatsAppSender | null {
  switch (config.WHATSAPP_PROVIDER) {
    case 'cloud':
      // loadConfig refuses cloud without all of these, so they are set here.
      return cloudApiWhatsApp({
        apiUrl: config.WHATSAPP_API_URL,
        token: config.WHATSAPP_TOKEN ?? '',
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
        appSecret: config.WHATSAPP_APP_SECRET,
        verifyToken: config.WHATSAPP_VERIFY_TOKEN,
      });
    case 'local':
      return localWhatsApp({ appSecret: config.WHATSAPP_APP_SECRET, verifyToken: config.WHATSAPP_VERIFY_TOKEN, ...deps });
    case 'none':
      return null;
  }
}

/** The dev outbox and the status controls exist only for the local provider. */
export function isLocalWhatsApp(sender: WhatsAppSender | null): sender is LocalWhatsApp {
  return sender !== null && 'outbox' in sender;
}
