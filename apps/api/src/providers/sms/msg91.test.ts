import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExpectedRequest, jsonAnswer, networkFailure, noAnswer, strictFetch } from '../fetch-stub';
import { msg91Sms } from './msg91';
import { SmsDeliveryError, SmsSendFailed, type TemplateMessage } from './provider';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/msg91');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

const OTP_TEMPLATE = '64f1a2b3c4d5e6f7a8b9c0d1';
const OTP_URL = `https://msg91.example/api/v5/otp?template_id=${OTP_TEMPLATE}&mobile=919999999999&otp=428137&otp_length=6&otp_expiry=5&authkey=test-auth-key`;
const FLOW_URL = 'https://msg91.example/api/v5/flow';

const sender = (...expected: ExpectedRequest[]) => {
  const stub = strictFetch(...expected);
  return {
    sms: msg91Sms({ authKey: 'test-auth-key', templateId: OTP_TEMPLATE, baseUrl: 'https://msg91.example', fetch: stub.fetch, timeoutMs: 20 }),
    seen: stub.seen,
  };
};

/** The failure, checked to be an SmsDeliveryError (an SmsSendFailed) that never carries the key or any of `secrets`. */
async function failure(promise: Promise<unknown>, secrets: string[] = []): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  expect(error).toBeInstanceOf(SmsSendFailed);
  const { message } = error as SmsDeliveryError;
  for (const secret of ['test-auth-key', ...secrets]) expect(message).not.toContain(secret);
  return error as SmsDeliveryError;
}

const otpFailure = async (answer: ExpectedRequest['answer']) =>
  (await failure(sender({ method: 'POST', url: OTP_URL, answer }).sms.sendOtp('+919999999999', '428137', 5), ['428137'])).message;

describe('msg91 OTP (recorded responses)', () => {
  it('sends our code through the DLT template with the number as digits and the key', async () => {
    const { sms, seen } = sender({ method: 'POST', url: OTP_URL, answer: jsonAnswer(fixture('otp-send-success.json')) });
    await sms.sendOtp('+919999999999', '428137', 5);
    expect(seen[0]!.json).toEqual({});
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a rejected key (HTTP 200 with type error) as our configuration', async () => {
    expect(await otpFailure(jsonAnswer(fixture('otp-send-error.json')))).toBe('MSG91 rejected our configuration: Invalid authkey');
  });

  it('reports other provider errors as a refused message', async () => {
    expect(await otpFailure(jsonAnswer('{"type":"error","message":"Mobile number blocked"}'))).toBe('MSG91 refused the message: Mobile number blocked');
  });

  it('reports HTTP errors, unreadable answers, network failures and timeouts', async () => {
    expect(await otpFailure(jsonAnswer('{}', 503))).toBe('MSG91 answered HTTP 503');
    expect(await otpFailure(jsonAnswer('<html>gateway</html>'))).toMatch(/do not understand/);
    expect(await otpFailure(networkFailure)).toBe('MSG91 could not be reached (network error)');
    expect(await otpFailure(noAnswer)).toBe('MSG91 could not be reached (no answer within 20 ms)');
  });
});

describe('msg91 template messages through the Flow API (recorded responses)', () => {
  const message: TemplateMessage = {
    to: '+919999999999',
    kind: 'booking.confirmed',
    templateId: '6650f0a1b2c3d4e5f6a7b8c9',
    vars: { name: 'Asha', booking: 'CS12345678', slot: '03 Mar, 11:00' },
    text: 'Hi Asha, your CarSeva booking CS12345678 is confirmed for 03 Mar, 11:00.',
  };
  const send = (answer: ExpectedRequest['answer'], sent = message) => sender({ method: 'POST', url: FLOW_URL, answer }).sms.sendTemplate(sent);

  it('posts the template id and one recipient (number as digits, the variables by name) with the key in a header', async () => {
    const { sms, seen } = sender({ method: 'POST', url: FLOW_URL, answer: jsonAnswer(fixture('flow-send-success.json')) });
    expect(await sms.sendTemplate(message)).toEqual({ providerMessageId: '6650f1c2a9b4c3d2e1f00a17' });
    const [request] = seen;
    expect(request!.headers.get('authkey')).toBe('test-auth-key');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.url.search).toBe('');
    expect(request!.json).toEqual({
      template_id: '6650f0a1b2c3d4e5f6a7b8c9',
      short_url: '0',
      recipients: [{ mobiles: '919999999999', name: 'Asha', booking: 'CS12345678', slot: '03 Mar, 11:00' }],
    });
    expect(request!.signal).toBeInstanceOf(AbortSignal);
  });

  it('never lets a variable replace the number', async () => {
    const { sms, seen } = sender({ method: 'POST', url: FLOW_URL, answer: jsonAnswer(fixture('flow-send-success.json')) });
    await sms.sendTemplate({ ...message, vars: { mobiles: '919000000000', name: 'Asha' } });
    expect(seen[0]!.json).toMatchObject({ recipients: [{ mobiles: '919999999999', name: 'Asha' }] });
  });

  it('takes an answer without a request id', async () => {
    expect(await send(jsonAnswer('{"type":"success"}'))).toEqual({ providerMessageId: null });
  });

  it('fails for good on a refusal inside HTTP 200: the key, the template, or the message', async () => {
    const refusedKey = await failure(send(jsonAnswer(fixture('flow-send-error.json'))));
    expect(refusedKey).toMatchObject({ retryable: false, message: 'MSG91 rejected our configuration: Missing Authentication Key' });
    const refusedTemplate = await failure(send(jsonAnswer('{"type":"error","message":"Invalid template"}')));
    expect(refusedTemplate).toMatchObject({ retryable: false, message: 'MSG91 rejected our configuration: Invalid template' });
    const refused = await failure(send(jsonAnswer('{"type":"error","message":"Mobile number blocked"}')));
    expect(refused).toMatchObject({ retryable: false, message: 'MSG91 refused the message: Mobile number blocked' });
  });

  it('never carries an OTP variable into the error, even when MSG91 echoes it', async () => {
    const otp = { ...message, kind: 'otp', vars: { otp: '428137' }, text: '428137 is your CarSeva verification code.' };
    const echoed = await failure(send(jsonAnswer('{"type":"error","message":"Variable otp=428137 does not match the template"}'), otp), ['428137']);
    expect(echoed.message).toBe('MSG91 rejected our configuration: Variable otp=[redacted] does not match the template');
  });

  it('may be retried after network failures, time-outs, 5xx, 429 and unreadable answers; not after other 4xx', async () => {
    const verdict = async (answer: ExpectedRequest['answer']) => {
      const { retryable, message: said } = await failure(send(answer), Object.values(message.vars));
      return { retryable, said };
    };
    expect(await verdict(networkFailure)).toEqual({ retryable: true, said: 'MSG91 could not be reached (network error)' });
    expect(await verdict(noAnswer)).toEqual({ retryable: true, said: 'MSG91 could not be reached (no answer within 20 ms)' });
    expect(await verdict(jsonAnswer('<html>Bad gateway</html>', 502))).toEqual({ retryable: true, said: 'MSG91 answered HTTP 502' });
    expect(await verdict(jsonAnswer('{}', 429))).toEqual({ retryable: true, said: 'MSG91 answered HTTP 429' });
    expect(await verdict(jsonAnswer('<html>maintenance</html>'))).toEqual({ retryable: true, said: 'MSG91 sent an answer we do not understand' });
    expect(await verdict(jsonAnswer('{"type":"error","message":"Unauthorized"}', 401))).toEqual({ retryable: false, said: 'MSG91 answered HTTP 401' });
  });

  it('does not ask MSG91 to send to a number that is not a +91 mobile', async () => {
    const { sms } = sender();
    const error = await failure(sms.sendTemplate({ ...message, to: '9999999999' }));
    expect(error).toMatchObject({ retryable: false });
  });
});
