/**
 * The site's languages (ADR 0039): English unprefixed, Hindi under /hi and Tamil under /ta. Messages are
 * ICU MessageFormat, in one catalogue per language and namespace (src/locales/{language}/{namespace}.json),
 * compiled at build time (vite.config.ts) and loaded with the routes that use them, so a page downloads
 * its own language's text and nothing else. Lingui's runtime formats them.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type commonEn from '../locales/en/common.json';
import type homeEn from '../locales/en/home.json';
import type cityEn from '../locales/en/city.json';
import type pagesEn from '../locales/en/pages.json';
import type accountEn from '../locales/en/account.json';
import type walletEn from '../locales/en/wallet.json';
import type helpEn from '../locales/en/help.json';
import type partnerEn from '../locales/en/partner.json';
import type ordersEn from '../locales/en/orders.json';
import type servicesEn from '../locales/en/services.json';
import type authEn from '../locales/en/auth.json';
import type checkoutEn from '../locales/en/checkout.json';
import type trustEn from '../locales/en/trust.json';
import type bookingEn from '../locales/en/booking.json';

export * from './language-path';
import type { Language } from './language-path';

/** One catalogue per route area; `common` is the layout's (header, menus, footer, page titles) and loads on every page. */
export const NAMESPACES = [
  'common',
  'home',
  'city',
  'pages',
  'account',
  'wallet',
  'help',
  'partner',
  'orders',
  'services',
  'auth',
  'checkout',
  'trust',
  // The booking pieces checkout, the order pages and the partner console share (slots, totals, pickup legs, photos).
  'booking',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every message id the code may use: the English catalogues' keys (the check keeps the other languages in step). */
export type MessageId =
  | keyof typeof commonEn
  | keyof typeof homeEn
  | keyof typeof cityEn
  | keyof typeof pagesEn
  | keyof typeof accountEn
  | keyof typeof walletEn
  | keyof typeof helpEn
  | keyof typeof partnerEn
  | keyof typeof ordersEn
  | keyof typeof servicesEn
  | keyof typeof authEn
  | keyof typeof checkoutEn
  | keyof typeof trustEn
  | keyof typeof bookingEn;

// One chunk per catalogue file, fetched only when its language and namespace are needed.
const catalogues = import.meta.glob<{ default: Messages }>('../locales/*/*.json');

/** The app's one translator; the prerender activates each page's language on it before rendering the page. */
export const i18n: I18n = setupI18n();

/** Activates a language (messages load separately, by namespace). */
export function activateLanguage(language: Language) {
  if (i18n.locale !== language) i18n.activate(language);
}

const loaded = new Set<string>();

/** Loads namespaces' catalogues of the active language (each once). */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  const language = (i18n.locale || 'en') as Language;
  const wanted = namespaces.filter((ns) => !loaded.has(`${language}/${ns}`));
  if (wanted.length === 0) return;
  const modules = await Promise.all(wanted.map((ns) => catalogues[`../locales/${language}/${ns}.json`]!()));
  modules.forEach((module, index) => {
    // A copy: Lingui merges later catalogues into the first object it was given.
    i18n.load(language, { ...module.default });
    loaded.add(`${language}/${wanted[index]}`);
  });
}

/** Loads every catalogue of a language at once (tests). */
export function loadMessagesNow(language: Language, messages: Messages[]) {
  for (const m of messages) i18n.load(language, m);
  i18n.activate(language);
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The component's translator and language (the provider's, which re-renders on a change; else the app's one translator). */
export function useT(): { t: Translate; language: Language } {
  const current = useContext(LinguiContext)?.i18n ?? i18n;
  return { t: (id, values) => current._(id, values), language: (current.locale || 'en') as Language };
}

/** Translates outside React (page heads written by the prerender). */
export const translate: Translate = (id, values) => i18n._(id, values);

/** Numbers in the Indian grouping (1,23,456), whatever the language. */
export const formatCount = (value: number) => new Intl.NumberFormat('en-IN').format(value);
