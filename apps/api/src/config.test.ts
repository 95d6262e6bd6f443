import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { MESSAGE_KINDS } from './modules/notifications';

/** A template id for every order notification, as MSG91_TEMPLATES holds them. */
const templates = (except: string[] = [], extra: Record<string, string> = {}) =>
  JSON.stringify({ ...Object.fromEntries(MESSAGE_KINDS.filter((kind) => !except.includes(kind)).map((kind, i) => [kind, `1207${String(i).padStart(15, '0')}`])), ...extra });

const productionSafe = {
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
    expect(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'otp-template', MSG91_TEMPLATES: templates() }).SMS_PROVIDER).toBe('msg91');
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
    expect(loadConfig({}).smsTemplates).toBeNull();
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
  ])('refuses production with %s', (_, override, message) => {
    expect(() => loadConfig({ ...productionSafe, ...override })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...productionSafe, ...override })).toThrowError(message);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrowError(/TRUST_PROXY/);
  });
});
