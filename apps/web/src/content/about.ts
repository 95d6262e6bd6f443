import type { MessageId } from '../lib/i18n';
import { claims } from './site';

/** The about page's parts (its words are in the pages catalogue). */
export const about = {
  sections: [
    { title: 'pages.about.whyTitle', text: 'pages.about.whyText' },
    { title: 'pages.about.garagesTitle', text: 'pages.about.garagesText' },
    { title: 'pages.about.promiseTitle', text: 'pages.about.promiseText' },
  ],
  numbers: [
    { value: claims.happyCustomers, label: 'pages.about.happyCustomers' },
    { value: claims.carsServed, label: 'pages.about.carsServed' },
    { value: claims.touchPoints, label: 'pages.about.touchPoints' },
    { value: claims.rating, label: 'pages.about.rating', values: { reviews: claims.reviews } },
  ],
} as const satisfies {
  sections: readonly { title: MessageId; text: MessageId }[];
  numbers: readonly { value: string | { message: MessageId }; label: MessageId; values?: object }[];
};
