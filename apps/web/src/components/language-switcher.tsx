import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { api } from '../lib/api-client';
import { type Language, LANGUAGE_NAMES, LANGUAGES, pathInLanguage, rememberLanguage, useT } from '../lib/i18n';
import { useSession } from '../lib/session';

/** How long a switch waits for the account to store the choice before it goes on without (the choice is still remembered here). */
const ACCOUNT_SAVE_WAIT_MS = 1500;

/**
 * Remembers the choice for this browser, and on the account when someone is signed in (the server's
 * messages follow it), then opens the same page in that language: its own prerendered HTML, with only
 * its own language's text. The cart and the chosen city and car are in the browser's storage, so they stay.
 */
async function switchTo(language: Language, signedIn: boolean) {
  rememberLanguage(language);
  if (signedIn) {
    const saved = api.put('/auth/me', { language }).catch(() => undefined);
    await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, ACCOUNT_SAVE_WAIT_MS))]);
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLanguage(pathname, language) + search + hash);
}

/**
 * The three languages as links to the page in each, named in their own script. Plain links: each
 * language's page is a page of its own (/hi/…, /ta/…), which works before the app has loaded too.
 */
export function LanguageSwitcher({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  const { t, language } = useT();
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.user !== null);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, target: Language) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchTo(target, signedIn);
  };
  return (
    <ul aria-label={t('common.language.label')} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((option) => (
        <li key={option}>
          <a
            href={pathInLanguage(pathname, option)}
            hrefLang={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            onClick={(event) => onClick(event, option)}
            className={linkClassName}
          >
            {LANGUAGE_NAMES[option]}
          </a>
        </li>
      ))}
    </ul>
  );
}
