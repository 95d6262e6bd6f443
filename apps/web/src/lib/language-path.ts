/**
 * The site's languages and the paths they live at (ADR 0039): English unprefixed, Hindi under /hi and
 * Tamil under /ta. Plain functions, without the translator, so the page's first script can use them.
 */

export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as its speakers write it (the switcher shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a path is in: Hindi and Tamil by their prefix, English unprefixed. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first === 'hi' || first === 'ta' ? first : 'en';
}

/** The router's basename for a language ('' for English): the app's own paths are the same in every language. */
export const languageBasename = (language: Language): string => (language === 'en' ? '' : `/${language}`);

/** A path without its language prefix: '/hi/about' is '/about', '/ta/' and '/ta' are '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === 'en') return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The same page in another language: '/about' in Hindi is '/hi/about', the home page '/hi/'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const path = pathWithoutLanguage(pathname);
  if (language === 'en') return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** Where a visitor's choice is remembered (a signed-in customer's is also kept on the account). */
export const LANGUAGE_STORAGE_KEY = 'carseva.language';

/** The page's `<html lang>`: English as written in India, Hindi and Tamil as themselves. */
export const htmlLang = (language: Language): string => (language === 'en' ? 'en-IN' : language);

/** Remembers a visitor's language for this browser (boot.ts opens English addresses in it); storage may be refused (private mode). */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Nothing to remember it in: the page's address still carries the language.
  }
}
