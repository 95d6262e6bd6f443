import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faq } from '../../content/home-more';
import { FaqSearch } from './components/faq-search';
import { HELP_TOPICS as TOPICS_AS_WRITTEN, searchTopics, translatedTopics } from './help-topics';
import { translate } from '../../lib/i18n';

const HELP_TOPICS = translatedTopics(translate);

const questions = () => screen.queryAllByRole('group').map((details) => details.querySelector('summary')?.textContent);

describe('help topics', () => {
  it("start with the home page's FAQ, the same questions, then orders, payments, refunds and warranty", () => {
    expect(TOPICS_AS_WRITTEN[0]!.items).toBe(faq.items);
    expect(HELP_TOPICS[0]!.items.map((item) => item.q)).toEqual(faq.items.map((item) => translate(item.q)));
    expect(HELP_TOPICS.map((t) => t.title)).toEqual(['Booking with CarSeva', 'Your order', 'Payments', 'Refunds', 'Warranty']);
  });

  it('state the rules: free cancellation up to 2 hours before, refunds in 5–7 working days to the original method', () => {
    const all = HELP_TOPICS.flatMap((t) => t.items.map((i) => i.a)).join(' ');
    expect(all).toContain('free up to 2 hours before your slot');
    expect(all).toContain('original payment method');
    expect(all).toContain('5–7 working days');
  });

  it('search needs every word, in the question or the answer, in any case and order', () => {
    const titles = (search: string) => searchTopics(HELP_TOPICS, search).flatMap((t) => t.items.map((i) => i.q));
    expect(titles('WORKING days refund')).toEqual(['How long does a refund take?']);
    expect(titles('xyzzy')).toEqual([]);
    expect(titles('   ')).toHaveLength(HELP_TOPICS.reduce((n, t) => n + t.items.length, 0));
  });
});

describe('FAQ search', () => {
  it('lists every topic, answers closed, until something is typed', () => {
    render(<FaqSearch topics={HELP_TOPICS} />);
    for (const topic of HELP_TOPICS) expect(screen.getByRole('heading', { name: topic.title })).toBeInTheDocument();
    expect(questions()).toHaveLength(HELP_TOPICS.reduce((n, t) => n + t.items.length, 0));
    expect(screen.getAllByRole('group').every((details) => !(details as HTMLDetailsElement).open)).toBe(true);
  });

  it('filters questions and answers as the customer types, opens what matched and says how many', async () => {
    render(<FaqSearch topics={HELP_TOPICS} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help topics' }), 'refund');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ answers for “refund”$/);
    const shown = screen.getAllByRole('group');
    expect(shown.length).toBeGreaterThan(1);
    for (const details of shown) {
      expect((details as HTMLDetailsElement).open).toBe(true);
      expect(details.textContent?.toLowerCase()).toContain('refund');
    }
    // Topics with no match are gone; the matched answer is readable at once.
    expect(screen.queryByRole('heading', { name: 'Warranty' })).not.toBeInTheDocument();
    expect(within(screen.getByText('How long does a refund take?').closest('details')!).getByText(/5–7 working days/)).toBeVisible();
  });

  it('says when nothing matches and suggests asking, then shows everything again when cleared', async () => {
    render(<FaqSearch topics={HELP_TOPICS} />);
    const box = screen.getByRole('searchbox', { name: 'Search help topics' });
    await userEvent.type(box, 'hovercraft');
    expect(screen.getByRole('status')).toHaveTextContent('No answers match “hovercraft”.');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByText(/call or write to us/)).toBeInTheDocument();
    await userEvent.clear(box);
    expect(questions()).toHaveLength(HELP_TOPICS.reduce((n, t) => n + t.items.length, 0));
  });
});
