import { faq } from '../../content/home-more';
import type { MessageId, Translate } from '../../lib/i18n';

export interface HelpQuestion {
  q: string;
  a: string;
}

export interface HelpTopic {
  title: string;
  items: readonly HelpQuestion[];
}

/** A question and its answer as messages of the help (or, for the home page's questions, home) catalogue. */
interface HelpQuestionIds {
  q: MessageId;
  a: MessageId;
}

interface HelpTopicIds {
  title: MessageId;
  items: readonly HelpQuestionIds[];
}

/** The home page's FAQ first, then what customers ask once they have booked. The rules are the spec's. */
export const HELP_TOPICS: readonly HelpTopicIds[] = [
  { title: 'help.topic.booking', items: faq.items as readonly HelpQuestionIds[] },
  {
    title: 'help.topic.order',
    items: [
      { q: 'help.order.track.q', a: 'help.order.track.a' },
      { q: 'help.order.cancel.q', a: 'help.order.cancel.a' },
      { q: 'help.order.extraWork.q', a: 'help.order.extraWork.a' },
      { q: 'help.order.gstInvoice.q', a: 'help.order.gstInvoice.a' },
    ],
  },
  {
    title: 'help.topic.payments',
    items: [
      { q: 'help.payments.failed.q', a: 'help.payments.failed.a' },
      { q: 'help.payments.pending.q', a: 'help.payments.pending.a' },
      { q: 'help.payments.balance.q', a: 'help.payments.balance.a' },
    ],
  },
  {
    title: 'help.topic.refunds',
    items: [
      { q: 'help.refunds.ask.q', a: 'help.refunds.ask.a' },
      { q: 'help.refunds.howLong.q', a: 'help.refunds.howLong.a' },
      { q: 'help.refunds.deducted.q', a: 'help.refunds.deducted.a' },
    ],
  },
  {
    title: 'help.topic.warranty',
    items: [
      { q: 'help.warranty.claim.q', a: 'help.warranty.claim.a' },
      { q: 'help.warranty.notCovered.q', a: 'help.warranty.notCovered.a' },
    ],
  },
];

/**
 * The topics with only the questions whose question or answer holds every word of the search
 * (any case, any order); topics left empty are dropped. An empty search keeps everything.
 */
export function searchTopics(topics: readonly HelpTopic[], search: string): HelpTopic[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  const matches = ({ q, a }: HelpQuestion) => {
    const text = `${q} ${a}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return topics.map((topic) => ({ ...topic, items: topic.items.filter(matches) })).filter((topic) => topic.items.length > 0);
}

/** The topics in the page's language. */
export function translatedTopics(t: Translate, topics: readonly HelpTopicIds[] = HELP_TOPICS): HelpTopic[] {
  return topics.map((topic) => ({ title: t(topic.title), items: topic.items.map(({ q, a }) => ({ q: t(q), a: t(a) })) }));
}
