import { expect, test, type Locator, type Page } from './support/test';
import { confirmCashBooking, reachCheckout, rupees } from './support/checkout';
import { switchLanguage } from './support/languages';

const WORDS = {
  en: {
    summary: 'Your order',
    openCoupon: 'Apply Coupon',
    couponLabel: 'Coupon code',
    apply: 'Apply',
    dropped: (code: string) => `Coupon ${code} was removed: This coupon code is not valid. Your totals are without it.`,
    payNow: 'Pay Now',
    offers: 'Offers for you',
    best: 'Best offer',
    saving: /You save (₹[\d,]+) on this order/,
    applied: (code: string) => `Coupon ${code} applied.`,
    appliedMark: 'Applied',
  },
  hi: {
    summary: 'आपका ऑर्डर',
    openCoupon: 'कूपन लगाएँ',
    couponLabel: 'कूपन कोड',
    apply: 'लगाएँ',
    dropped: (code: string) => `कूपन ${code} हटा दिया गया: यह कूपन कोड मान्य नहीं है। आपका टोटल इसके बिना है।`,
    payNow: 'अभी पेमेंट करें',
    offers: 'आपके लिए ऑफ़र',
    best: 'सबसे अच्छा ऑफ़र',
    saving: /इस ऑर्डर पर आपकी बचत (₹[\d,]+)/,
    applied: (code: string) => `कूपन ${code} लग गया।`,
    appliedMark: 'लग गया',
  },
};
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A code no coupon has: the customer typed it wrong. */
const WRONG_CODE = 'NOPE1234';

/** The order's total as the summary shows it, once it is a figure (not "…"). */
async function shownTotal(summary: Locator): Promise<number> {
  const total = summary.getByTestId('checkout-total');
  await expect(total).toHaveText(/^₹[\d,]+$/);
  return rupees(await total.textContent());
}

/** Types a wrong code: it is taken off with the server's reason, the totals stay the order's, Pay Now stays on. */
async function typeWrongCoupon(summary: Locator, words: Words, fullTotal: number) {
  await summary.getByRole('button', { name: words.openCoupon }).click();
  await summary.getByLabel(words.couponLabel).fill(WRONG_CODE);
  await summary.getByRole('button', { name: words.apply, exact: true }).click();
  await expect(summary.getByRole('status').filter({ hasText: WRONG_CODE })).toHaveText(words.dropped(WRONG_CODE));
  expect(await shownTotal(summary)).toBe(fullTotal);
  await expect(summary.getByRole('button', { name: words.payNow })).toBeEnabled();
}

/** Applies the offer marked best in one tap; returns its code and what it saves, as the offer said. */
async function applyBestOffer(page: Page, summary: Locator, words: Words, shot: string): Promise<{ code: string; saving: number }> {
  const offers = summary.getByRole('region', { name: words.offers });
  const best = offers.getByRole('listitem').filter({ hasText: words.best });
  await expect(best).toHaveCount(1);
  // The best is suggested first.
  await expect(offers.getByRole('listitem').first()).toContainText(words.best);
  const code = (await best.locator('strong').first().textContent())!.trim();
  const saving = rupees((await best.textContent())!.match(words.saving)![1]!);
  expect(saving).toBeGreaterThan(0);
  await offers.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/offers-${shot}-${test.info().project.name}.png` });
  await best.getByRole('button', { name: `${words.apply} ${code}` }).click();
  await expect(summary.getByRole('status').filter({ hasText: code })).toHaveText(words.applied(code));
  await expect(best).toContainText(words.appliedMark);
  await expect(summary.getByText(`−₹${saving.toLocaleString('en-IN')}`)).toBeVisible();
  return { code, saving };
}

test('a wrong coupon never holds Confirm back, and the best offer applies in one tap: the booking has its saving', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  const summary = page.getByRole('complementary', { name: WORDS.en.summary });
  const fullTotal = await shownTotal(summary);
  await typeWrongCoupon(summary, WORDS.en, fullTotal);

  const { code, saving } = await applyBestOffer(page, summary, WORDS.en, 'en');
  const total = await shownTotal(summary);
  expect(total).toBeLessThan(fullTotal);

  const trackingId = await confirmCashBooking(page);
  const booked = (await (await page.request.get(`/api/v1/bookings/${trackingId}`)).json()).data as { discount: number; amount: number; coupon: string };
  expect(booked).toMatchObject({ coupon: code, discount: saving, amount: total });
});

test('in Hindi: a wrong coupon is taken off with the reason in Hindi, Confirm stays on, and an offer applies in one tap', async ({ page }, testInfo) => {
  await reachCheckout(page, testInfo.project.name);
  await switchLanguage(page, 'हिन्दी', 'Open menu');
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  const summary = page.getByRole('complementary', { name: WORDS.hi.summary });
  const fullTotal = await shownTotal(summary);
  await typeWrongCoupon(summary, WORDS.hi, fullTotal);
  await applyBestOffer(page, summary, WORDS.hi, 'hi');
  expect(await shownTotal(summary)).toBeLessThan(fullTotal);
});
