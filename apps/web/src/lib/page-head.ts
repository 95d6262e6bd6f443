import { useEffect } from 'react';
import { type Language, LANGUAGES, pathInLanguage, pathWithoutLanguage, type Translate } from './i18n';

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
 * drawn in the browser rather than prerendered.
 */
export const APP_PAGE_HEADS: Record<string, PageHead> = {
  '/login': {
    path: '/login',
    title: 'Log In | CarSeva',
    description: 'Sign in to CarSeva with your mobile number and a one-time password to book and track your car service.',
  },
  '/signup': {
    path: '/signup',
    title: 'Sign Up | CarSeva',
    description: 'Create your CarSeva account with your mobile number to book car service, car wash and repairs near you.',
  },
  '/menu': {
    path: '/menu',
    title: 'My Account | CarSeva',
    description: 'Your orders, cars, addresses, CarSeva Money and account settings.',
  },
  '/help': {
    path: '/help',
    title: 'Help Center | CarSeva',
    description: 'Answers about bookings, payments, refunds and pickups, and how to reach the CarSeva support team.',
  },
  '/thankyou': {
    path: '/thankyou',
    title: 'Thank You for Contacting Us | CarSeva',
    description: 'Your message has reached the CarSeva team; we will get back to you soon.',
  },
  ...accountPageHeads({
    '/order-history': ['My Orders', 'Your car service bookings: upcoming, completed and cancelled.'],
    '/profile/vehicle': ['My Cars', 'The cars you book services for.'],
    '/profile/wallet': ['CarSeva Money', 'Your CarSeva Money balance and every credit and use.'],
    '/profile/transactions': ['Transaction History', 'Every payment, refund and CarSeva Money movement of your bookings.'],
    '/profile/edit': ['My Profile', 'Your name, email and referral code.'],
    '/profile/addresses': ['My Addresses', 'The pickup addresses you have saved.'],
    '/profile/security': ['Account Security', 'The devices signed in to your account.'],
    '/checkout': ['Checkout', 'Choose a day, a slot and how to pay for your car service.'],
  }),
};

/** The heads of the signed-in customer's pages, named as the account menu names them. */
function accountPageHeads(pages: Record<string, [name: string, description: string]>): Record<string, PageHead> {
  return Object.fromEntries(Object.entries(pages).map(([path, [name, description]]) => [path, { path, title: `${name} | CarSeva`, description }]));
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
