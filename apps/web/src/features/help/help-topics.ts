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

/** The home page's FAQ first, then what customers ask once they have booked. The rules are the spec's. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { title: 'Booking with CarSeva', items: faq.items },
  {
    title: 'Your order',
    items: [
      {
        q: 'How do I track my order?',
        a: 'Open My Orders and choose the order. Its page shows the status, each step so far, your pickup slot, and the garage on a map.',
      },
      {
        q: 'How do I cancel or reschedule an order?',
        a: 'Open the order from My Orders and choose Cancel or Reschedule. Both are free up to 2 hours before your slot starts; after that, call our helpline.',
      },
      {
        q: 'The garage found more work to do. Do I have to pay for it?',
        a: 'Only if you approve it. The garage proposes extra work with its price on your order page; you approve or decline it there, and only approved work is added to your bill.',
      },
      {
        q: 'How do I get a GST invoice?',
        a: 'Enter your GSTIN on the order page and the invoice for that order carries it.',
      },
    ],
  },
  {
    title: 'Payments',
    items: [
      {
        q: 'My payment failed or I closed the payment window. Is my slot lost?',
        a: 'No. Your slot is held for 15 minutes while you pay online, so you can try again from the order. If no payment arrives by then, the slot is released.',
      },
      {
        q: 'Money left my account but the order still says Payment pending.',
        a: 'Bank confirmations can take a few minutes; the order updates by itself when ours arrives. If a payment reaches us after the booking has ended, we refund it in full.',
      },
      {
        q: 'Can I pay the balance for extra work online?',
        a: 'Yes. When approved extra work leaves a balance on an online order, the order page offers to pay it online; you can also pay it in cash when your car is returned.',
      },
    ],
  },
  {
    title: 'Refunds',
    items: [
      {
        q: 'Do I need to ask for a refund?',
        a: 'No. When you cancel a paid order in time, or the garage declines it, the refund starts by itself and the order page shows its progress.',
      },
      {
        q: 'How long does a refund take?',
        a: 'Refunds go back to the original payment method (card, UPI or net banking) in 5–7 working days after we start them.',
      },
      {
        q: 'Is anything deducted when I cancel?',
        a: 'No. Cancellation up to 2 hours before your slot is free, so a paid order is refunded in full.',
      },
    ],
  },
  {
    title: 'Warranty',
    items: [
      {
        q: 'How do I claim the warranty?',
        a: 'Within 30 days of your service, call our helpline or send us a message about the order below. We arrange an inspection, and if a part we fitted or work we did has failed, we fix it free.',
      },
      {
        q: 'What does the warranty not cover?',
        a: 'Normal wear and tear, damage from accidents or misuse, and parts or work that were not part of your CarSeva order.',
      },
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

/** The topics with the home page's questions in the page's language (they are the home catalogue's messages). */
export function translatedTopics(t: Translate, topics: readonly HelpTopic[] = HELP_TOPICS): HelpTopic[] {
  return topics.map((topic) =>
    topic.items === faq.items ? { ...topic, items: faq.items.map(({ q, a }) => ({ q: t(q as MessageId), a: t(a as MessageId) })) } : topic,
  );
}
