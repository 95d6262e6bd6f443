import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LINK_ERRORS } from '../src/modules/app-link';
import { translate } from '../src/lib/i18n';
import { SmsDeliveryError } from '../src/providers/sms';
import { createTestApp } from './app';
import { recordingSms } from './recording-sms';

const { sms, sent } = recordingSms();
let failNext = false;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { PUBLIC_URL: 'https://carseva.example', APP_LINK_PER_PHONE_DAY: '2', APP_LINK_PER_ADDRESS_HOUR: '3' },
    sms: {
      ...sms,
      async sendTemplate(message) {
        if (failNext) {
          failNext = false;
          throw new SmsDeliveryError('provider down', true);
        }
        return sms.sendTemplate(message);
      },
    },
  });
});
afterAll(() => ctx.close());

const ask = (phone: string, from: string, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/app-link',
    payload: { phone },
    headers: { 'x-forwarded-for': from, ...(language ? { 'accept-language': language } : {}) },
  });

describe('POST /api/v1/app-link', () => {
  it("texts the home page's install section, in the page's language", async () => {
    expect((await ask('9123456780', '203.0.113.1')).statusCode).toBe(201);
    expect((await ask('9123456781', '203.0.113.1', 'hi')).statusCode).toBe(201);
    const [english, hindi] = sent.slice(-2);
    expect(english).toMatchObject({ to: '+919123456780', kind: 'app_link', templateId: 'app_link', vars: { link: 'https://carseva.example/#download-app' } });
    expect(english!.text).toBe(
      'CarSeva: open https://carseva.example/#download-app on your phone and install the app from there, or add it to your home screen.',
    );
    expect(english!.text.length).toBeLessThanOrEqual(160);
    expect(hindi).toMatchObject({ to: '+919123456781', vars: { link: 'https://carseva.example/hi/#download-app' } });
    expect(hindi!.text).toContain('ऐप इंस्टॉल');
  });

  it('refuses a number that is not an Indian mobile', async () => {
    const res = await ask('12345', '203.0.113.2');
    expect(res.statusCode).toBe(400);
    expect(sent.some((m) => m.to.endsWith('12345'))).toBe(false);
  });

  it('sends one number at most two texts a day, from any address: then 429 with Retry-After, in the reader’s language', async () => {
    const before = sent.length;
    expect((await ask('9123456782', '203.0.113.3')).statusCode).toBe(201);
    expect((await ask('9123456782', '203.0.113.4')).statusCode).toBe(201);
    const third = await ask('9123456782', '203.0.113.5', 'ta');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3600);
    expect(third.json().message).toBe(translate(APP_LINK_ERRORS.tooMany(Number(third.headers['retry-after'])), 'ta'));
    expect(sent.length).toBe(before + 2);
  });

  it('takes at most three asks an hour from one address, whatever the numbers', async () => {
    for (const phone of ['9123456783', '9123456784', '9123456785']) expect((await ask(phone, '203.0.113.6')).statusCode).toBe(201);
    const fourth = await ask('9123456786', '203.0.113.6');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(translate(APP_LINK_ERRORS.tooMany(Number(fourth.headers['retry-after'])), 'en'));
  });

  it("says in the reader's words when the text could not be sent, never the provider's", async () => {
    failNext = true;
    const res = await ask('9123456787', '203.0.113.7', 'hi');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'SMS_FAILED', message: translate(APP_LINK_ERRORS.sendFailed, 'hi') });
    expect(res.body).not.toContain('provider down');
  });
});
