import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';

/**
 * The server answers in the customer's language (ADR 0040): the request's Accept-Language (the web app
 * sends the page's), else the signed-in customer's stored language, else English. Codes never change.
 */
let ctx: BookingTestApp;
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
let tamil: Who;

beforeAll(async () => {
  ctx = await bookingTestApp();
  tamil = await ctx.customer();
  const chosen = await ctx.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers: tamil.headers, payload: { language: 'ta' } });
  expect(chosen.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login', payload, headers: { 'x-forwarded-for': '203.0.113.77', ...headers } });

describe('the language of error messages', () => {
  it('answers a visitor in the language the request asks for, with the same code and fields', async () => {
    const english = await login({ mobile_no: '12' });
    const hindi = await login({ mobile_no: '12' }, { 'accept-language': 'hi' });
    const tamilVisitor = await login({ mobile_no: '12' }, { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid 10-digit phone number.' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'कृपया सही 10-digit phone number डालें।',
      errors: { mobile_no: ['कृपया सही 10-digit phone number डालें।'] },
    });
    expect(tamilVisitor.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'சரியான 10-digit phone number-ஐ உள்ளிடவும்.' });
  });

  it("says the generic sentences with their bounds, and the summary of several fields, in the customer's language", async () => {
    const url = '/api/v1/bookings/serviceability?garage=1&pincode=122001&latitude=200&longitude=-500';
    const english = await ctx.app.inject({ url });
    expect(english.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      errors: { latitude: ['Please enter 90 or less'], longitude: ['Please enter -180 or more'] },
    });
    const res = await ctx.app.inject({ url, headers: tamil.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'highlight செய்யப்பட்ட fields-ஐச் சரிபார்க்கவும்',
      errors: { latitude: ['90 அல்லது அதற்குக் குறைவாக உள்ளிடவும்'], longitude: ['-180 அல்லது அதற்கு மேல் உள்ளிடவும்'] },
    });
  });

  it("answers in the page's language when the request names one, else in the signed-in customer's own", async () => {
    const url = '/api/v1/bookings/CSNOSUCHORDER0000';
    const onTamilPage = await ctx.app.inject({ url, headers: { ...tamil.headers, 'accept-language': 'ta' } });
    expect(onTamilPage.statusCode).toBe(404);
    expect(onTamilPage.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: 'Order கிடைக்கவில்லை. அது cancel அல்லது delete செய்யப்பட்டிருக்கலாம்.' });
    // A Tamil account on a Hindi page reads Hindi, like the screen the refusal lands on.
    const onHindiPage = await ctx.app.inject({ url, headers: { ...tamil.headers, 'accept-language': 'hi' } });
    expect(onHindiPage.json().code).toBe('BOOKING_NOT_FOUND');
    expect(onHindiPage.json().message).not.toBe(onTamilPage.json().message);
    expect(onHindiPage.json().message).toMatch(/[\u0900-\u097F]/);
    // A client that names no language gets the account's.
    const noHeader = await ctx.app.inject({ url, headers: tamil.headers });
    expect(noHeader.json().message).toBe(onTamilPage.json().message);
    const english = await ctx.app.inject({ url, headers: (await ctx.customer()).headers });
    expect(english.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: 'Order not found. It may have been cancelled or deleted.' });
  });

  it('writes OTP refusals and rate limits in Hindi, with the wait said in Hindi', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/login/verify',
      headers: { 'accept-language': 'hi', 'x-forwarded-for': '203.0.113.78' },
      payload: { mobile_no: '9876500001', otp: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('OTP_NOT_FOUND');
    expect(wrong.json().message).toBe('इस number पर कोई OTP नहीं भेजा गया, या वह पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगवाएँ।');

    const phone = tamil.phone.slice(3);
    const first = await login({ mobile_no: phone }, { 'accept-language': 'hi', 'x-forwarded-for': '203.0.113.79' });
    expect(first.statusCode).toBe(200);
    const again = await login({ mobile_no: phone }, { 'accept-language': 'hi', 'x-forwarded-for': '203.0.113.79' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(again.json().message).toMatch(/^नया OTP मँगवाने से पहले कृपया \d+ सेकंड रुकें।$/);
  });

  it('keeps English for a request that names no language of ours', async () => {
    const res = await login({ mobile_no: '12' }, { 'accept-language': 'fr-FR,de;q=0.5' });
    expect(res.json().message).toBe('Please enter a valid 10-digit phone number.');
  });
});
