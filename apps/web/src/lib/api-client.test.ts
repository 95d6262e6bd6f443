import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { fakeApi } from '../testing/render-route';

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a write with the headers it is given, beside its own', async () => {
    const fake = fakeApi(() => ({ status: 201, body: { success: true, data: { ok: true } } }));
    vi.stubGlobal('fetch', fake.fetch);
    await api.post('/bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(fake.calls[0]?.headers).toEqual({
      'idempotency-key': 'key-12345678',
      accept: 'application/json',
      'accept-language': 'en',
      'content-type': 'application/json',
    });
  });

  it('sends no extra header when none is given', async () => {
    const fake = fakeApi(() => ({ body: { success: true, data: null } }));
    vi.stubGlobal('fetch', fake.fetch);
    await api.put('/auth/me', { name: 'Asha' });
    expect(fake.calls[0]?.headers).toEqual({ accept: 'application/json', 'accept-language': 'en', 'content-type': 'application/json' });
  });

  it("asks for the server's messages in the page's language", async () => {
    const fake = fakeApi(() => ({ body: { success: true, data: null } }));
    vi.stubGlobal('fetch', fake.fetch);
    window.history.replaceState(null, '', '/ta/checkout');
    try {
      await api.get('/cart');
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(fake.calls[0]?.headers['accept-language']).toBe('ta');
  });
});
