/** Home page copy for the sections far below the fold (loaded after the first screen). */
import { formatRupees, REFERRAL_REWARD_RUPEES } from '@carseva/shared';
import type { MessageId } from '../lib/i18n';

/** Each card opens the services of its category (named as the catalog names it); the words are the home catalogue's. */
export const trending = [
  {
    id: 'monsoon',
    title: 'home.trending.monsoon.title',
    text: 'home.trending.monsoon.text',
    badge: 'home.trending.monsoon.badge',
    category: 'Periodic Services',
  },
  {
    id: 'comprehensive',
    title: 'home.trending.comprehensive.title',
    text: 'home.trending.comprehensive.text',
    badge: 'home.trending.comprehensive.badge',
    category: 'Periodic Services',
  },
  {
    id: 'ceramic',
    title: 'home.trending.ceramic.title',
    text: 'home.trending.ceramic.text',
    badge: 'home.trending.ceramic.badge',
    category: 'Car Wash & Detailing',
  },
  { id: 'ac-gas', title: 'home.trending.acGas.title', text: 'home.trending.acGas.text', badge: 'home.trending.acGas.badge', category: 'AC Service & Repair' },
] as const satisfies readonly { id: string; title: MessageId; text: MessageId; badge: MessageId; category: string }[];

export const guarantee = {
  title: 'home.guarantee.title',
  tiles: [
    { title: 'home.guarantee.pickup.title', text: 'home.guarantee.pickup.text' },
    { title: 'home.guarantee.parts.title', text: 'home.guarantee.parts.text' },
    { title: 'home.guarantee.warranty.title', text: 'home.guarantee.warranty.text' },
    { title: 'home.guarantee.prices.title', text: 'home.guarantee.prices.text' },
  ],
} as const satisfies { title: MessageId; tiles: readonly { title: MessageId; text: MessageId }[] };

export const howItWorks = {
  title: 'home.how.title',
  steps: [
    { title: 'home.how.choose.title', text: 'home.how.choose.text' },
    { title: 'home.how.book.title', text: 'home.how.book.text' },
    { title: 'home.how.pickup.title', text: 'home.how.pickup.text' },
    { title: 'home.how.pay.title', text: 'home.how.pay.text' },
  ],
} as const satisfies { title: MessageId; steps: readonly { title: MessageId; text: MessageId }[] };

/** The customers' own words, shown as they wrote them in every language. */
/** Only customers' own reviews are shown (GET /reviews/featured); until there are some, the section says so. */
export const testimonials = {
  title: 'home.testimonials.title',
  none: 'home.testimonials.none',
} as const satisfies { title: MessageId; none: MessageId };

/** Eight questions; the answers state our rules (cancellation, rescheduling, warranty). */
export const faq = {
  title: 'home.faq.title',
  items: [
    { q: 'home.faq.book.q', a: 'home.faq.book.a' },
    { q: 'home.faq.pickup.q', a: 'home.faq.pickup.a' },
    { q: 'home.faq.cancel.q', a: 'home.faq.cancel.a' },
    { q: 'home.faq.reschedule.q', a: 'home.faq.reschedule.a' },
    { q: 'home.faq.warranty.q', a: 'home.faq.warranty.a' },
    { q: 'home.faq.parts.q', a: 'home.faq.parts.a' },
    { q: 'home.faq.prices.q', a: 'home.faq.prices.a' },
    { q: 'home.faq.pay.q', a: 'home.faq.pay.a' },
  ],
} as const satisfies { title: MessageId; items: readonly { q: MessageId; a: MessageId }[] };

/** The installable web app (ADR 0020); the referral reward is the wallet's own (packages/shared wallet.ts). */
export const downloadApp = {
  title: 'home.app.title',
  text: 'home.app.text',
  referral: ['home.app.referral', { reward: formatRupees(REFERRAL_REWARD_RUPEES) }],
} as const satisfies { title: MessageId; text: MessageId; referral: [MessageId, object] };
