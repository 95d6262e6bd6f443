import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { msg91Sms } from './msg91';
import { SmsSendFailed } from './sms';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/msg91');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

function recordingFetch(answer: () => Promise<Response>) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchImpl = (async (url: URL, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const json = (body: string, status = 200) => async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
const sender = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  msg91Sms({ authKey: 'test-auth-key', templateId: '64f1a2b3c4d5e6f7a8b9c0d1', baseUrl: 'https://msg91.example', fetch: fetchImpl, timeoutMs });

/** The failure's message, checked never to carry the code or the key. */
async function failure(promise: Promise<void>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendFailed);
  const message = (error as Error).message;
  expect(message).not.toContain('428137');
  expect(message).not.toContain('test-auth-key');
  return message;
}

describe('msg91 SMS sender (recorded responses)', () => {
  it('sends our code through the DLT template with the number as digits and the key', async () => {
    const { fetchImpl, calls } = recordingFetch(json(fixture('otp-send-success.json')));
    await sender(fetchImpl).sendOtp('+919999999999', '428137', 5);
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(init?.method).toBe('POST');
    expect(`${url.origin}${url.pathname}`).toBe('https://msg91.example/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template_id: '64f1a2b3c4d5e6f7a8b9c0d1',
      mobile: '919999999999',
      otp: '428137',
      otp_length: '6',
      otp_expiry: '5',
      authkey: 'test-auth-key',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a rejected key (HTTP 200 with type error) as our configuration', async () => {
    const { fetchImpl } = recordingFetch(json(fixture('otp-send-error.json')));
    expect(await failure(sender(fetchImpl).sendOtp('+919999999999', '428137', 5))).toBe('MSG91 rejected our configuration: Invalid authkey');
  });

  it('reports other provider errors as a refused message', async () => {
    const { fetchImpl } = recordingFetch(json('{"type":"error","message":"Mobile number blocked"}'));
    expect(await failure(sender(fetchImpl).sendOtp('+919999999999', '428137', 5))).toBe('MSG91 refused the message: Mobile number blocked');
  });

  it('reports HTTP errors, unreadable answers, network failures and timeouts', async () => {
    expect(await failure(sender(recordingFetch(json('{}', 503)).fetchImpl).sendOtp('+919999999999', '428137', 5))).toBe('MSG91 answered HTTP 503');
    expect(await failure(sender(recordingFetch(json('<html>gateway</html>')).fetchImpl).sendOtp('+919999999999', '428137', 5))).toMatch(/do not understand/);
    const offline = recordingFetch(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await failure(sender(offline.fetchImpl).sendOtp('+919999999999', '428137', 5))).toBe('MSG91 could not be reached (network error)');
    const hanging = ((_url: URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    expect(await failure(sender(hanging, 20).sendOtp('+919999999999', '428137', 5))).toBe('MSG91 could not be reached (no answer within 20 ms)');
  });
});
