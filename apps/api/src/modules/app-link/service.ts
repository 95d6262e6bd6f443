import type { Language } from '@carseva/shared';
import { AppError } from '../../lib/errors';
import { say, translate } from '../../lib/i18n';
import { enforceLimits, type RateCounters, waitText } from '../../lib/rate-limit';
import { type SmsSender, SmsSendFailed } from '../../providers/sms';

/** The SMS's kind: its DLT template is configured under this name in MSG91_TEMPLATES, like the order messages'. */
export const APP_LINK_MESSAGE = 'app_link';

export const APP_LINK_ERRORS = {
  tooMany: (seconds: number) => say('errors.appLink.tooMany', { wait: waitText(seconds) }),
  sendFailed: say('errors.appLink.sendFailed'),
} as const;

export interface AppLinkDeps {
  sms: SmsSender;
  /** DLT template ids by kind and language (MSG91_TEMPLATES); null: the kind's name (the console sender). */
  templates: Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>> | null;
  publicUrl: string;
  /** Rate counters (shared through Redis when configured). */
  counters: RateCounters;
  /** Texts one client address may ask for in an hour, and one number may get in a day. */
  limits: { perAddressHour: number; perPhoneDay: number };
  log: (fields: object, message: string) => void;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The home page in the reader's language (`/hi/`, `/ta/`), at the section that installs the app. */
export const appPageLink = (publicUrl: string, language: Language) =>
  `${publicUrl.replace(/\/+$/, '')}${language === 'en' ? '' : `/${language}`}/#download-app`;

/**
 * "Get App Link": texts the installable web app's address to a number, at once (the visitor is waiting
 * for it, as for a one-time code). Limited per client address and per number, so the form cannot be
 * used to send texts to strangers.
 */
export function appLinkService(deps: AppLinkDeps) {
  return {
    async send(phone: string, language: Language, clientAddress: string): Promise<void> {
      await enforceLimits(deps.counters, [
        { key: `app-link-address:${clientAddress}`, max: deps.limits.perAddressHour, windowMs: HOUR, message: APP_LINK_ERRORS.tooMany },
        { key: `app-link-phone:${phone}`, max: deps.limits.perPhoneDay, windowMs: DAY, message: APP_LINK_ERRORS.tooMany },
      ]);
      const vars = { link: appPageLink(deps.publicUrl, language) };
      try {
        await deps.sms.sendTemplate({
          to: `+91${phone}`,
          kind: APP_LINK_MESSAGE,
          templateId: deps.templates?.[APP_LINK_MESSAGE]?.[language] ?? APP_LINK_MESSAGE,
          vars,
          text: translate(say('notifications.app_link', vars), language),
        });
      } catch (error) {
        if (!(error instanceof SmsSendFailed)) throw error;
        deps.log({ provider: deps.sms.name, reason: error.message }, 'app link SMS not sent');
        throw new AppError(502, 'SMS_FAILED', APP_LINK_ERRORS.sendFailed);
      }
    },
  };
}

export type AppLinkService = ReturnType<typeof appLinkService>;
