import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, authTestApp } from './helpers';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await authTestApp();
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => ctx.call({ url: '/api/v1/auth/me', headers: bearer(token) });
const update = (token: string, payload: object) => ctx.call({ method: 'PUT', url: '/api/v1/auth/me', headers: bearer(token), payload });

describe("the account's language", () => {
  it('is English until the customer chooses; the switcher sends only the language and the rest stays', async () => {
    const { token, body } = await ctx.logIn();
    expect(body.data.language).toBe('en');
    expect((await me(token)).json().data.language).toBe('en');

    const chosen = await update(token, { language: 'hi' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({ language: 'hi', name: body.data.name, email: body.data.email, sms_updates: true });
    expect((await me(token)).json().data).toMatchObject({ language: 'hi', name: body.data.name });

    // The profile form's save, without a language, keeps the one chosen.
    const renamed = await update(token, { name: 'Meena Iyer', email: 'meena@example.in' });
    expect(renamed.json().data).toMatchObject({ name: 'Meena Iyer', language: 'hi' });
    expect((await update(token, { language: 'ta' })).json().data).toMatchObject({ name: 'Meena Iyer', language: 'ta' });
  });

  it('refuses a language the site does not have, in words, and changes nothing', async () => {
    const { token } = await ctx.logIn();
    const res = await update(token, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please choose English, Hindi or Tamil');
    expect((await me(token)).json().data.language).toBe('en');
  });
});
