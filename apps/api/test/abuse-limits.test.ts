import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT } from '@carseva/shared';
import { createTestApp } from './app';

/** Limits on what anyone may send without signing in, and on how long a sender may take. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CONTACT_PER_ADDRESS_HOUR: '5', CONTACT_PER_PHONE_DAY: '3', REQUEST_TIMEOUT_SECONDS: '1' } });
});
afterAll(() => ctx.close());

const from = (address: string, url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': address } });
const message = (phone: string) => ({ name: 'Kiran Rao', phone, email: 'kiran@example.in', message: 'Do you service electric cars in Pune?' });

describe('anonymous contact forms', () => {
  it('a client address gets 5 price requests and messages an hour in all, then 429 with Retry-After and words a person understands', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.10', '/api/v1/contact/lead', { phone: `981234000${i}` })).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await from('203.0.113.10', '/api/v1/contact/message', message(`981234001${i}`))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const [url, body] of [
      ['/api/v1/contact/lead', { phone: '9812340020' }],
      ['/api/v1/contact/message', message('9812340021')],
    ] as const) {
      const refused = await from('203.0.113.10', url, body);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^We have already received several requests from you\. Please wait \d+ minutes before sending another/);
      expect(refused.json().message).toContain(SUPPORT.helpline);
    }
    // Another address is not held up by this one.
    expect((await from('203.0.113.11', '/api/v1/contact/lead', { phone: '9812340030' })).statusCode).toBe(201);
  });

  it('one phone number gets 3 price requests a day, and 3 messages, from whatever address', async () => {
    const leads = [];
    for (let i = 0; i < 4; i++) leads.push((await from(`198.51.100.${20 + i}`, '/api/v1/contact/lead', { phone: '9876500001' })).statusCode);
    expect(leads).toEqual([201, 201, 201, 429]);
    const messages = [];
    for (let i = 0; i < 4; i++) messages.push((await from(`198.51.100.${30 + i}`, '/api/v1/contact/message', message('9876500001'))).statusCode);
    expect(messages).toEqual([201, 201, 201, 429]);
  });
});

describe('a slow sender', () => {
  it('a body that never finishes is answered 408 and its connection closed, not held', { timeout: 20_000 }, async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const outcome = new Promise<'closed' | 'still open'>((resolve) => {
      socket.on('close', () => resolve('closed'));
      setTimeout(() => resolve('still open'), 10_000);
    });
    socket.write('POST /api/v1/contact/lead HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"phone":"');
    expect(await outcome).toBe('closed');
    socket.destroy();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
