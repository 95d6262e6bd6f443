import { expect, test, type Page } from './support/test';
import { uniquePhone } from './support/accounts';
import { confirmCashBooking, reachCheckout } from './support/checkout';

type WhatsAppMessage = { message_id: string; kind: string; body: string; status: string };

/** What the local WhatsApp provider sent the number about an order, newest first (its dev outbox). */
async function whatsappAbout(page: Page, phone: string, trackingId: string): Promise<WhatsAppMessage[]> {
  const res = await page.request.get(`/dev/outbox/whatsapp?to=%2B91${phone}`);
  return ((await res.json()).data as WhatsAppMessage[]).filter((m) => m.body.includes(trackingId));
}

/** The SMS order messages the number got about an order, by kind (the console sender's dev outbox). */
async function smsKindsAbout(page: Page, phone: string, trackingId: string): Promise<string[]> {
  const res = await page.request.get(`/dev/outbox?to=%2B91${phone}`);
  return ((await res.json()).data as { kind: string; body: string }[]).filter((m) => m.body.includes(trackingId)).map((m) => m.kind);
}

test('WhatsApp updates: asked for at checkout, the booking is announced on WhatsApp; undelivered, it comes by SMS once; STOP turns them off', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo.project.name);
  await reachCheckout(page, testInfo.project.name, phone);
  await page.getByRole('checkbox', { name: /Send my order updates on WhatsApp/ }).check();
  const trackingId = await confirmCashBooking(page);

  await expect.poll(async () => (await whatsappAbout(page, phone, trackingId)).map((m) => m.kind)).toEqual(['booking_placed']);
  expect(await smsKindsAbout(page, phone, trackingId)).toEqual([]);

  // WhatsApp reports it could not deliver the message: it follows by SMS, once.
  const [placed] = await whatsappAbout(page, phone, trackingId);
  expect((await page.request.post('/dev/whatsapp/status', { data: { message_id: placed!.message_id, status: 'failed' } })).status()).toBe(200);
  await expect.poll(() => smsKindsAbout(page, phone, trackingId)).toEqual(['booking_placed']);
  expect((await page.request.post('/dev/whatsapp/status', { data: { message_id: placed!.message_id, status: 'failed' } })).status()).toBe(200);

  // The customer replies STOP on WhatsApp: My Profile shows the updates off.
  expect((await page.request.post('/dev/whatsapp/reply', { data: { from: `+91${phone}`, text: 'STOP' } })).status()).toBe(200);
  await page.goto('/profile/edit');
  await expect(page.getByRole('switch', { name: 'Order updates on WhatsApp' })).toHaveAttribute('aria-checked', 'false');
  expect(await smsKindsAbout(page, phone, trackingId)).toEqual(['booking_placed']);
});
