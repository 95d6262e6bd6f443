import type { MessageId } from '../lib/i18n';

/** The about page's parts (its words are in the pages catalogue). */
export const about = {
  sections: [
    { title: 'pages.about.whyTitle', text: 'pages.about.whyText' },
    { title: 'pages.about.garagesTitle', text: 'pages.about.garagesText' },
    { title: 'pages.about.promiseTitle', text: 'pages.about.promiseText' },
  ],
} as const satisfies {
  sections: readonly { title: MessageId; text: MessageId }[];
};
