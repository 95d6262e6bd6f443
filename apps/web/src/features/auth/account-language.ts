import { saveAccountLanguage } from './api/save-account-language';
import { type Language, pathInLanguage, rememberLanguage } from '../../lib/i18n';

/**
 * The language to open after signing in (ADR 39): the account's, when it is not the page's. An account
 * keeps the language its customer last chose, so signing in on another device reads as they left it;
 * null when the page is already in it (or the answer names none).
 */
export function languageAfterSignIn(accountLanguage: Language | undefined, pageLanguage: Language): Language | null {
  return accountLanguage && accountLanguage !== pageLanguage ? accountLanguage : null;
}

/**
 * Opens `destination` (a path of the app, without a language prefix) in the account's language when it
 * is not the page's, as the language switcher does: a plain navigation to that language's page, the
 * choice remembered for this browser. False when the page is already in the account's language.
 */
export function openInAccountLanguage(
  destination: string,
  accountLanguage: Language | undefined,
  pageLanguage: Language,
  open: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const target = languageAfterSignIn(accountLanguage, pageLanguage);
  if (!target) return false;
  rememberLanguage(target);
  open(pathInLanguage(destination, target));
  return true;
}

/** A new account reads in the language it was created in: the page's, kept on the account and for this browser. */
export function saveLanguageOnAccount(language: Language) {
  rememberLanguage(language);
  return saveAccountLanguage(language);
}
