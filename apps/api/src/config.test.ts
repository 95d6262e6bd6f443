import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { CUSTOMER_MESSAGES, MESSAGE_KINDS } from './modules/notifications';

/** A template id for every order notification, as MSG91_TEMPLATES holds them. */
const templates = (except: string[] = [], extra: Record<string, string> = {}) =>
  JSON.stringify({
    ...Object.fromEntries(MESSAGE_KINDS.filter((kind) => !except.includes(kind)).map((kind, i) => [kind, `1207${String(i).padStart(15, '0')}`])),
    ...extra,
  });

/** An approved WhatsApp template for every customer message, in each of `languages`, as WHATSAPP_TEMPLATES holds them. */
const whatsappTemplates = (languages = ['en'], except: { kind: string; language: string }[] = [], extra: Record<string, object> = {}) =>
  JSON.stringify({
    ...Object.fromEntries(
      Object.keys(CUSTOMER_MESSAGES).map((kind) => [
        kind,
        Object.fromEntries(
          languages.filter((language) => !except.some((e) => e.kind === kind && e.language === language)).map((language) => [language, `${kind}_v1`]),
        ),
      ]),
    ),
    ...extra,
  });

const whatsappCloud = {
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_TOKEN: 'EAAG-live-system-user-token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
  WHATSAPP_APP_SECRET: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  WHATSAPP_VERIFY_TOKEN: 'carseva-verify-7d1e',
  WHATSAPP_TEMPLATES: whatsappTemplates(),
};

const productionSafe = {
  ...whatsappCloud,
  NODE_ENV: 'production',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'msg91-live-auth-key',
  MSG91_TEMPLATE_ID: '64f1a2b3c4d5e6f7a8b9c0d1',
  MSG91_TEMPLATES: templates(),
  PUBLIC_URL: 'https://carseva.in/',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abcdef',
  RAZORPAY_KEY_SECRET: 'razorpay-live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  SESSION_SECRET: 'a-long-random-production-secret-0123456789',
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: 'carseva-photos',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
  S3_ACCESS_KEY_ID: 'r2-access-key-id',
  S3_SECRET_ACCESS_KEY: 'r2-secret-access-key',
};

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SMS_PROVIDER).toBe('console');
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.NEARBY_RADIUS_KM).toBe(25);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('refuses MSG91 without its auth key and template in any environment', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_TEMPLATE_ID: 'otp-template' })).toThrowError(/MSG91_AUTH_KEY and MSG91_TEMPLATE_ID/);
    expect(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'otp-template', MSG91_TEMPLATES: templates() }).SMS_PROVIDER).toBe(
      'msg91',
    );
  });

  it('refuses MSG91 without a template for every order notification, or with one for a kind we do not send', () => {
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'otp-template' };
    expect(() => loadConfig(msg91)).toThrowError(/SMS_PROVIDER=msg91 needs MSG91_TEMPLATES \(a template id for each of booking_placed, /);
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: templates(['refund_issued', 'garage_new_booking']) })).toThrowError(
      /MSG91_TEMPLATES has no template for refund_issued, garage_new_booking/,
    );
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: templates([], { booking_confirmed: 'x' }) })).toThrowError(/unknown message kinds: booking_confirmed/);
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: templates([], { booking_placed: ' ' }) })).toThrowError(/non-empty template ids/);
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: '{booking_placed:1}' })).toThrowError(/must be a JSON object/);
    const config = loadConfig({ ...msg91, MSG91_TEMPLATES: templates() });
    expect(Object.keys(config.smsTemplates!)).toEqual(MESSAGE_KINDS);
    expect(config.smsTemplates!.booking_placed).toEqual({ en: '1207000000000000000' });
    expect(loadConfig({}).smsTemplates).toBeNull();
  });

  it('takes a Hindi and a Tamil DLT template per message kind, and refuses a language named for some kinds only', () => {
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'otp-template' };
    const byLanguage = (languages: string[], except: string[] = []) =>
      JSON.stringify(
        Object.fromEntries(
          MESSAGE_KINDS.map((kind) => [
            kind,
            Object.fromEntries(languages.filter((l) => l === 'en' || !except.includes(kind)).map((l) => [l, `${kind}-${l}`])),
          ]),
        ),
      );
    const config = loadConfig({ ...msg91, MSG91_TEMPLATES: byLanguage(['en', 'hi', 'ta']) });
    expect(config.smsTemplates!.booking_placed).toEqual({ en: 'booking_placed-en', hi: 'booking_placed-hi', ta: 'booking_placed-ta' });
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: byLanguage(['en', 'hi'], ['refund_issued']) })).toThrowError(
      /MSG91_TEMPLATES has no hi template for refund_issued/,
    );
    expect(() => loadConfig({ ...msg91, MSG91_TEMPLATES: JSON.stringify({ booking_placed: { fr: 'x' } }) })).toThrowError(/language: en, hi, ta/);
  });

  it('links to this server on a laptop, and to PUBLIC_URL (without a trailing slash) when set', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://carseva.in/' }).publicUrl).toBe('https://carseva.in');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://carseva.in' })).toThrowError(/PUBLIC_URL/);
  });

  it('accepts a safe production setup', () => {
    expect(loadConfig(productionSafe).NODE_ENV).toBe('production');
  });

  it.each([
    ['the console SMS provider', { SMS_PROVIDER: 'console' }, /SMS_PROVIDER/],
    ['MSG91 without its auth key', { MSG91_AUTH_KEY: undefined }, /MSG91_AUTH_KEY/],
    ['the sandbox gateway', { PAYMENT_PROVIDER: 'sandbox' }, /PAYMENT_PROVIDER/],
    ['a Razorpay test key', { RAZORPAY_KEY_ID: 'rzp_test_123' }, /test key/],
    ['the default session secret', { SESSION_SECRET: undefined }, /SESSION_SECRET/],
    ['no public address for SMS links', { PUBLIC_URL: undefined }, /PUBLIC_URL is unset/],
    ['photos on the local disk', { STORAGE_PROVIDER: 'local' }, /STORAGE_PROVIDER=local/],
    ['an object store without its keys', { S3_SECRET_ACCESS_KEY: undefined }, /STORAGE_PROVIDER=s3 needs/],
    ['the local WhatsApp provider', { WHATSAPP_PROVIDER: undefined }, /WHATSAPP_PROVIDER=local/],
  ])('refuses production with %s', (_, override, message) => {
    expect(() => loadConfig({ ...productionSafe, ...override })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...productionSafe, ...override })).toThrowError(message);
  });

  it('sends WhatsApp through the local provider on a laptop, and takes none in production (SMS only)', () => {
    const config = loadConfig({});
    expect(config.WHATSAPP_PROVIDER).toBe('local');
    expect(config.WHATSAPP_FALLBACK_MINUTES).toBe(10);
    expect(config.whatsappTemplates).toBeNull();
    expect(loadConfig({ ...productionSafe, WHATSAPP_PROVIDER: 'none' }).WHATSAPP_PROVIDER).toBe('none');
  });

  it('refuses the Cloud API without its token, number, app secret and verify token in any environment', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TEMPLATES: whatsappTemplates() })).toThrowError(
      /WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ ...whatsappCloud, WHATSAPP_PHONE_NUMBER_ID: '+91 80 4567 1234' })).toThrowError(/WHATSAPP_PHONE_NUMBER_ID must be the numeric/);
    expect(loadConfig(whatsappCloud).WHATSAPP_API_URL).toBe('https://graph.facebook.com/v23.0');
  });

  it('refuses the Cloud API without an approved template for every customer message in every language named', () => {
    const { WHATSAPP_TEMPLATES: _, ...cloud } = whatsappCloud;
    expect(() => loadConfig(cloud)).toThrowError(
      /WHATSAPP_PROVIDER=cloud needs WHATSAPP_TEMPLATES \(an approved template per language for each of booking_placed, /,
    );
    expect(() => loadConfig({ ...cloud, WHATSAPP_TEMPLATES: whatsappTemplates(['en'], [{ kind: 'refund_issued', language: 'en' }]) })).toThrowError(
      /WHATSAPP_TEMPLATES has no en template for refund_issued/,
    );
    // Hindi named for all but one kind: that kind would have no Hindi message.
    expect(() => loadConfig({ ...cloud, WHATSAPP_TEMPLATES: whatsappTemplates(['en', 'hi'], [{ kind: 'hold_expired', language: 'hi' }]) })).toThrowError(
      /WHATSAPP_TEMPLATES has no hi template for hold_expired/,
    );
    expect(() => loadConfig({ ...cloud, WHATSAPP_TEMPLATES: whatsappTemplates(['en'], [], { garage_new_booking: { en: 'x' } }) })).toThrowError(
      /never sent on WhatsApp: garage_new_booking/,
    );
    expect(() => loadConfig({ ...cloud, WHATSAPP_TEMPLATES: whatsappTemplates(['en'], [], { booking_placed: { en: 'Booking Placed!' } }) })).toThrowError(
      /template names in lower case/,
    );
    expect(() => loadConfig({ ...cloud, WHATSAPP_TEMPLATES: '{booking_placed' })).toThrowError(/WHATSAPP_TEMPLATES must be a JSON object/);
    const config = loadConfig({ ...cloud, WHATSAPP_TEMPLATES: whatsappTemplates(['en', 'hi', 'ta']) });
    expect(config.whatsappTemplates!.booking_placed).toEqual({ en: 'booking_placed_v1', hi: 'booking_placed_v1', ta: 'booking_placed_v1' });
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrowError(/TRUST_PROXY/);
  });
});
