import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExpectedRequest, jsonAnswer, networkFailure, noAnswer, strictFetch } from '../fetch-stub';
import { cloudApiWhatsApp } from './cloud-api';
import { localWhatsApp } from './local';
import { type WhatsAppTemplateMessage, WhatsAppDeliveryError, WhatsAppWebhookUnreadable } from './provider';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/whatsapp');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const json = <T = Record<string, unknown>>(name: string) => JSON.parse(fixture(name)) as T;

const TOKEN = 'EAAG-test-system-user-token';
const PHONE_NUMBER_ID = '109876543210987';
const MESSAGES_URL = `https://graph.example/v23.0/${PHONE_NUMBER_ID}/messages`;
const vectors = json<{
  app_secret: string;
  vectors: { fixture: string; raw_body: string; x_hub_signature_256: string }[];
  tampered: { raw_body: string; x_hub_signature_256: string };
}>('signature-vectors.json');
const handshake = json<{ query: Record<string, string>; expected_body: string }>('verify-handshake.json');

const adapter = (...expected: ExpectedRequest[]) => {
  const stub = strictFetch(...expected);
  const whatsapp = cloudApiWhatsApp({
    apiUrl: 'https://graph.example/v23.0/',
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: vectors.app_secret,
    verifyToken: handshake.query['hub.verify_token']!,
    fetch: stub.fetch,
    timeoutMs: 20,
  });
  return { whatsapp, seen: stub.seen };
};

/** The recorded request's message: booking_accepted in Hindi, three body variables, the order in the button. */
const recorded = json<{
  to: string;
  biz_opaque_callback_data: string;
  template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
}>('send-template-request.json');
const message: WhatsAppTemplateMessage = {
  to: `+${recorded.to}`,
  kind: 'booking_accepted',
  template: { name: recorded.template.name, language: recorded.template.language.code },
  bodyParams: recorded.template.components[0]!.parameters.map((p) => p.text),
  buttonUrlSuffix: recorded.template.components[1]!.parameters[0]!.text,
  reference: recorded.biz_opaque_callback_data,
  text: 'CarSeva: Hari Om Motors accepted booking CS7K3-9QXH for 27 Nov, 10:00 AM.',
};

/** The failure, checked to be a WhatsAppDeliveryError that never carries the token or a variable. */
async function failure(answer: ExpectedRequest['answer']): Promise<{ retryable: boolean; said: string }> {
  const error = await adapter({ method: 'POST', url: MESSAGES_URL, answer })
    .whatsapp.sendTemplate(message)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(WhatsAppDeliveryError);
  const { retryable, message: said } = error as WhatsAppDeliveryError;
  for (const secret of [TOKEN, ...message.bodyParams]) expect(said).not.toContain(secret);
  return { retryable, said };
}

describe('WhatsApp Cloud API template messages (recorded responses)', () => {
  it('posts the recorded request body with the bearer token, and answers with the wamid', async () => {
    const { whatsapp, seen } = adapter({ method: 'POST', url: MESSAGES_URL, answer: jsonAnswer(fixture('send-success.json')) });
    expect(await whatsapp.sendTemplate(message)).toEqual({ providerMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjVGMkE0RDk3QzE4RTNBMTY0AA==' });
    const [request] = seen;
    expect(request!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers.get('content-type')).toBe('application/json');
    const { _comment, ...body } = json('send-template-request.json');
    expect(request!.json).toEqual(body);
    expect(request!.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not retry an unknown template or an expired token: our configuration is wrong', async () => {
    expect(await failure(jsonAnswer(fixture('send-error-template-missing.json'), 404))).toEqual({
      retryable: false,
      said: 'WhatsApp rejected our configuration (code 132001): (#132001) Template name does not exist in the translation',
    });
    const expired = await failure(jsonAnswer(fixture('send-error-token-expired.json'), 401));
    expect(expired).toMatchObject({
      retryable: false,
      said: expect.stringMatching(/^WhatsApp rejected our configuration \(code 190\): Error validating access token/),
    });
  });

  it('retries after the rate limit (told by its code, whatever the HTTP status), 5xx, network failures and time-outs', async () => {
    expect(await failure(jsonAnswer(fixture('send-error-rate-limited.json'), 400))).toEqual({
      retryable: true,
      said: 'WhatsApp is busy or failing (code 130429): (#130429) Rate limit hit',
    });
    expect(await failure(jsonAnswer('<html>Bad gateway</html>', 502))).toEqual({ retryable: true, said: 'WhatsApp answered HTTP 502' });
    expect(await failure(networkFailure)).toEqual({ retryable: true, said: 'WhatsApp could not be reached (network error)' });
    expect(await failure(noAnswer)).toEqual({ retryable: true, said: 'WhatsApp could not be reached (no answer within 20 ms)' });
    expect(await failure(jsonAnswer('{"messaging_product":"whatsapp"}'))).toEqual({ retryable: true, said: 'WhatsApp sent an answer we do not understand' });
  });

  it('refuses for good a message WhatsApp will not take, and never echoes a variable it quotes', async () => {
    const quoted = { error: { code: 131009, message: `Parameter value is not valid: ${message.bodyParams[1]}` } };
    expect(await failure(jsonAnswer(quoted, 400))).toEqual({
      retryable: false,
      said: 'WhatsApp refused the message (code 131009): Parameter value is not valid: [redacted]',
    });
  });

  it('does not ask WhatsApp to send to a number that is not a +91 mobile', async () => {
    const { whatsapp } = adapter();
    await expect(whatsapp.sendTemplate({ ...message, to: '9876543210' })).rejects.toMatchObject({ retryable: false });
  });
});

describe('WhatsApp webhooks (recorded bodies and signatures)', () => {
  // Webhooks and the subscription check make no request.
  const whatsapp = cloudApiWhatsApp({
    apiUrl: 'https://graph.example/v23.0',
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: vectors.app_secret,
    verifyToken: handshake.query['hub.verify_token']!,
  });

  it.each(vectors.vectors)('takes the signature of $fixture over its exact bytes', ({ raw_body, x_hub_signature_256 }) => {
    expect(whatsapp.verifyWebhookSignature(Buffer.from(raw_body, 'utf8'), x_hub_signature_256)).toBe(true);
  });

  it('refuses the tampered body, a re-serialised body, a missing header and another secret’s signature', () => {
    expect(whatsapp.verifyWebhookSignature(Buffer.from(vectors.tampered.raw_body, 'utf8'), vectors.tampered.x_hub_signature_256)).toBe(false);
    const [delivered] = vectors.vectors;
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(delivered!.raw_body), null, 2));
    expect(whatsapp.verifyWebhookSignature(reserialised, delivered!.x_hub_signature_256)).toBe(false);
    expect(whatsapp.verifyWebhookSignature(Buffer.from(delivered!.raw_body), undefined)).toBe(false);
    expect(whatsapp.verifyWebhookSignature(Buffer.from(delivered!.raw_body), 'sha256=00')).toBe(false);
  });

  it('turns status webhooks into statuses of the wamid with our reference; a failure carries its code', () => {
    const wamid = 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjVGMkE0RDk3QzE4RTNBMTY0AA==';
    const reference = 'event:4f1c2a9e-7b7d-4c52-9d51-0d8c2f6e11aa';
    for (const status of ['sent', 'delivered', 'read'] as const) {
      expect(whatsapp.parseWebhook(Buffer.from(fixture(`webhook-status-${status}.json`)))).toEqual([
        { kind: 'status', messageId: wamid, status, reference, errorCode: null, errorTitle: null },
      ]);
    }
    expect(whatsapp.parseWebhook(Buffer.from(fixture('webhook-status-failed.json')))).toEqual([
      { kind: 'status', messageId: wamid, status: 'failed', reference, errorCode: 131026, errorTitle: 'Message undeliverable' },
    ]);
  });

  it('turns a STOP reply into an opt-out of that +91 number, START into an opt-in, other words into nothing', () => {
    const stop = fixture('webhook-inbound-stop.json');
    const optOut = { kind: 'opt_out', from: '+919876543210', messageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAEhgUM0E1QkQ3RjYwQzJEMUE4RTk5QjcA' };
    expect(whatsapp.parseWebhook(Buffer.from(stop))).toEqual([optOut]);
    expect(whatsapp.parseWebhook(Buffer.from(stop.replace('"STOP"', '" stop "')))).toEqual([optOut]);
    expect(whatsapp.parseWebhook(Buffer.from(stop.replace('"STOP"', '"Start"')))).toEqual([{ ...optOut, kind: 'opt_in' }]);
    expect(whatsapp.parseWebhook(Buffer.from(stop.replace('"STOP"', '"Please stop the car wash at 5"')))).toEqual([
      { kind: 'ignored', what: 'a text message' },
    ]);
  });

  it('refuses a body it cannot read', () => {
    expect(() => whatsapp.parseWebhook(Buffer.from('not json'))).toThrowError(WhatsAppWebhookUnreadable);
    expect(() => whatsapp.parseWebhook(Buffer.from('{"object":"whatsapp_business_account","entry":"x"}'))).toThrowError(WhatsAppWebhookUnreadable);
  });

  it('answers the subscription check with the challenge only for our verify token', () => {
    expect(whatsapp.verifySubscription(handshake.query)).toBe(handshake.expected_body);
    expect(whatsapp.verifySubscription({ ...handshake.query, 'hub.verify_token': 'carseva-verify-0000' })).toBeNull();
    expect(whatsapp.verifySubscription({ ...handshake.query, 'hub.mode': 'unsubscribe' })).toBeNull();
    expect(whatsapp.verifySubscription({ 'hub.mode': 'subscribe', 'hub.challenge': '1' })).toBeNull();
  });
});

describe('the local WhatsApp provider (development)', () => {
  it('keeps what it sent for the dev outbox, and reports statuses through a signed Cloud API webhook', async () => {
    const delivered: { rawBody: string; headers: Record<string, string> }[] = [];
    const local = localWhatsApp({
      appSecret: 'local-secret-0123456789',
      verifyToken: 'local-verify',
      log: () => {},
      now: () => Date.parse('2026-11-26T10:00:00Z'),
    });
    local.deliverWebhooksTo(async (rawBody, headers) => {
      delivered.push({ rawBody, headers });
    });
    const { providerMessageId } = await local.sendTemplate(message);
    expect(local.outbox(message.to)).toEqual([
      expect.objectContaining({
        messageId: providerMessageId,
        kind: 'booking_accepted',
        template: 'booking_accepted',
        language: 'hi',
        body: message.text,
        status: 'sent',
      }),
    ]);
    expect(await local.markStatus(providerMessageId, 'failed')).toBe(true);
    expect(await local.markStatus('wamid.unknown', 'delivered')).toBe(false);
    const [webhook] = delivered;
    expect(local.verifyWebhookSignature(Buffer.from(webhook!.rawBody), webhook!.headers['x-hub-signature-256'])).toBe(true);
    expect(local.parseWebhook(Buffer.from(webhook!.rawBody))).toEqual([
      { kind: 'status', messageId: providerMessageId, status: 'failed', reference: message.reference, errorCode: 131026, errorTitle: 'Message undeliverable' },
    ]);
    await local.reply('+919876543210', 'STOP');
    expect(local.parseWebhook(Buffer.from(delivered[1]!.rawBody))).toEqual([{ kind: 'opt_out', from: '+919876543210', messageId: expect.any(String) }]);
  });
});
