import { useEffect } from 'react';
import { type Language, LANGUAGES, type MessageId, pathInLanguage, pathWithoutLanguage, type Translate } from './i18n';

/**
 * What a page says about itself to search engines and link previews. The prerender step writes it
 * into each page's HTML (headTags); in the browser, useDocumentHead keeps it current on navigation.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path on the site, for the canonical and og:url links. */
  path: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[];
  /** The languages the page is published in (hreflang alternates); English only when absent. */
  languages?: readonly Language[];
}

/** The public address of the site; link previews and the sitemap need absolute URLs. */
export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? 'https://carseva.in';

const SITE_NAME = 'CarSeva';

/** The public pages with fixed content, prerendered at build time in every language (city pages describe themselves). */
export const STATIC_PAGE_PATHS = ['/', '/services', '/about', '/blog', '/contact'] as const;

/** A public page's title and description in the active language, at its path in `language`; undefined for any other path. */
export function staticPageHead(path: string, t: Translate, language: Language = 'en'): PageHead | undefined {
  const text = {
    '/': [t('common.head.home.title'), t('common.head.home.description')],
    '/services': [t('common.head.services.title'), t('common.head.services.description')],
    '/about': [t('common.head.about.title'), t('common.head.about.description')],
    '/blog': [t('common.head.blog.title'), t('common.head.blog.description')],
    '/contact': [t('common.head.contact.title'), t('common.head.contact.description')],
  }[path];
  return text && { path: pathInLanguage(path, language), title: text[0]!, description: text[1]!, languages: LANGUAGES };
}

/**
 * The other pages of the app, by path (those anyone can open and the signed-in customer's own): each
 * names itself in the tab and in history, though their content (a form, the customer's account) is
 * drawn in the browser rather than prerendered. The customer's own pages are named as the account menu names them.
 */
const APP_PAGES: Record<string, { title: MessageId; description: MessageId; accountPage?: true }> = {
  '/login': { title: 'common.head.login.title', description: 'common.head.login.description' },
  '/signup': { title: 'common.head.signup.title', description: 'common.head.signup.description' },
  '/menu': { title: 'common.head.menu.title', description: 'common.head.menu.description' },
  '/help': { title: 'common.head.help.title', description: 'common.head.help.description' },
  '/thankyou': { title: 'common.head.thankYou.title', description: 'common.head.thankYou.description' },
  '/order-history': { title: 'common.account.myOrders', description: 'common.head.orders.description', accountPage: true },
  '/profile/vehicle': { title: 'common.account.myCars', description: 'common.head.cars.description', accountPage: true },
  '/profile/wallet': { title: 'common.account.money', description: 'common.head.money.description', accountPage: true },
  '/profile/transactions': { title: 'common.account.transactions', description: 'common.head.transactions.description', accountPage: true },
  '/profile/edit': { title: 'common.account.profile', description: 'common.head.profile.description', accountPage: true },
  '/profile/addresses': { title: 'common.account.addresses', description: 'common.head.addresses.description', accountPage: true },
  '/profile/security': { title: 'common.account.security', description: 'common.head.security.description', accountPage: true },
  '/checkout': { title: 'common.head.checkout.name', description: 'common.head.checkout.description', accountPage: true },
};

/** The paths of those pages. */
export const APP_PAGE_PATHS = Object.keys(APP_PAGES);

/** One of those pages' title and description in the active language; undefined for any other path. */
export function appPageHead(path: string, t: Translate): PageHead | undefined {
  const page = APP_PAGES[path];
  if (!page) return undefined;
  const title = page.accountPage ? t('common.head.accountPage', { name: t(page.title) }) : t(page.title);
  return { path, title, description: t(page.description) };
}

/** The head of a page this site does not have (the not-found page), for whatever path was asked. */
export const notFoundHead = (path: string, t: Translate): PageHead => ({
  path,
  title: t('common.head.notFound.title'),
  description: t('common.notFound.text'),
});

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a script element: "</script>" and friends must not end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's address in each of its languages, and English as the default for any other (x-default); none for a page in one language. */
export function alternates(head: PageHead): { hreflang: string; href: string }[] {
  if (!head.languages || head.languages.length < 2) return [];
  const path = pathWithoutLanguage(head.path);
  const href = (language: Language) => escapeHtml(`${SITE_ORIGIN}${pathInLanguage(path, language)}`);
  return [...head.languages.map((language) => ({ hreflang: language, href: href(language) })), { hreflang: 'x-default', href: href('en') }];
}

/** The head elements of a prerendered page: title, description, canonical, language alternates, Open Graph and JSON-LD. */
export function headTags(head: PageHead): string {
  const url = `${SITE_ORIGIN}${head.path}`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates(head).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${SITE_ORIGIN}/icons/app/icon-512.png" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the title, description and link-preview tags in step with the page shown (null: leave them). */
export function useDocumentHead(head: PageHead | null | undefined) {
  const title = head?.title;
  const description = head?.description;
  const path = head?.path;
  useEffect(() => {
    if (title === undefined || description === undefined || path === undefined) return;
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    setMeta('meta[property="og:url"]', 'property', 'og:url', `${SITE_ORIGIN}${path}`);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', `${SITE_ORIGIN}${path}`);
  }, [title, description, path]);
}
