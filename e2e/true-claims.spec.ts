import { expect, test, type Page } from './support/test';
import { uniquePhone } from './support/accounts';

/**
 * The spec's placeholder figures and promises (Issue 37, found 8), and the testimonials written for the
 * page under made-up names: nothing in the product's data backs them.
 */
const INVENTED = [
  'Rohit Sharma',
  'Ananya Iyer',
  'Gurpreet Singh',
  'Sneha Kulkarni',
  '2,70,000',
  '150000+',
  '1,50,000',
  '3 million',
  '30 लाख',
  '4.7/5',
  '850+',
  '₹750 off',
  'Download the CarSeva App',
  'ऐप डाउनलोड करें',
  'तक की छूट',
];

const WORDS = {
  en: {
    path: '/',
    garages: 'partner garages',
    cities: 'cities',
    hero: (garages: string, cities: string) => `${garages} partner garages in ${cities} cities`,
    install: 'Install the CarSeva app',
    steps: "In your browser's menu, choose “Install app” or “Add to Home screen”.",
    getLink: 'Get App Link',
    phone: 'Mobile number',
    sent: (phone: string) => `Sent! The link is on its way to ${phone}.`,
  },
  hi: {
    path: '/hi/',
    garages: 'पार्टनर गैराज',
    cities: 'शहर',
    hero: (garages: string, cities: string) => `${cities} शहरों में ${garages} पार्टनर गैराज`,
    install: 'CarSeva ऐप इंस्टॉल करें',
    steps: 'अपने ब्राउज़र के मेन्यू में “ऐप इंस्टॉल करें” या “होम स्क्रीन में जोड़ें” चुनें।',
    getLink: 'ऐप का लिंक पाएँ',
    phone: 'मोबाइल नंबर',
    sent: (phone: string) => `भेज दिया! लिंक ${phone} पर आ रहा है।`,
  },
} as const;

const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The figure tiles' and the hero line's heights as the prerendered page is first laid out, before any figure arrives. */
async function keepSentHeights(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heights = [...document.querySelectorAll('[data-figures], [data-figure="hero"]')].map((e) => e.getBoundingClientRect().height);
      (window as unknown as { sentHeights: number[] }).sentHeights = heights;
    });
  });
}
const heightsNow = (page: Page) =>
  page.evaluate(() => ({
    sent: (window as unknown as { sentHeights: number[] }).sentHeights,
    now: [...document.querySelectorAll('[data-figures], [data-figure="hero"]')].map((e) => e.getBoundingClientRect().height),
  }));

for (const language of ['en', 'hi'] as const) {
  test(`${language}: the home page says only figures the data backs, and the app is the installable site`, async ({ page, request }, testInfo) => {
    const words = WORDS[language];
    // The prerendered page carries no figure at all: empty tiles that keep their place until the API's arrive.
    const html = await (await request.get(words.path)).text();
    for (const claim of INVENTED) expect(html).not.toContain(claim);
    expect(html).toContain('data-figures="pending"');

    const figures = (await (await request.get('/api/v1/figures')).json()).data;
    // A fresh run's database: catalog figures only; customers, orders and rating are below their thresholds.
    expect(figures).toMatchObject({ customers_served: null, completed_bookings: null, rating: null });
    expect(figures.garages).toBeGreaterThan(0);

    await keepSentHeights(page);
    await page.goto(words.path);
    const tiles = page.locator('[data-figures]');
    await expect(tiles).toHaveAttribute('data-figures', 'counted');
    // Filling in changes no height, so nothing below the tiles or the hero line moves (no layout shift).
    const heights = await heightsNow(page);
    expect(heights.sent.length).toBe(2);
    expect(heights.now).toEqual(heights.sent);
    for (const [id, value, label] of [
      ['garages', figures.garages, words.garages],
      ['cities', figures.cities, words.cities],
    ] as const) {
      await expect(tiles.locator(`[data-figure="${id}"] dd`)).toHaveText(count(value));
      await expect(tiles.locator(`[data-figure="${id}"] dt`)).toHaveText(label);
    }
    await expect(tiles.locator('[data-figure]')).toHaveCount(4);
    if (testInfo.project.name === 'desktop')
      await expect(page.locator('[data-figure="hero"]')).toHaveText(words.hero(count(figures.garages), count(figures.cities)));

    // Far below: installing the site as an app (headless Chromium makes no install offer, so the steps show), no offer of money off.
    const section = page.locator('#download-app');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: words.install })).toBeVisible();
    await expect(section.getByTestId('install-steps')).toHaveText(words.steps);
    const text = await page.locator('body').innerText();
    for (const claim of INVENTED) expect(text).not.toContain(claim);

    // Get App Link texts the link, to the page in the reader's language.
    const phone = uniquePhone(testInfo.project.name);
    await section.getByLabel(words.phone, { exact: true }).fill(phone);
    await section.getByRole('button', { name: words.getLink }).click();
    await expect(section.getByText(words.sent(spaced(phone)))).toBeVisible();
    const outbox = (await (await request.get(`/dev/outbox?to=%2B91${phone}`)).json()).data as { body: string }[];
    expect(outbox[0]?.body).toContain(`${language === 'en' ? '' : '/hi'}/#download-app`);
  });
}
