import { describe, expect, it } from 'vitest';
import { consoleSms } from './console';

function devSender() {
  let now = Date.parse('2026-03-02T04:30:00Z');
  const lines: string[] = [];
  const sms = consoleSms({ log: (line) => lines.push(line), now: () => (now += 1000) });
  return { sms, lines };
}

describe('console SMS sender (development)', () => {
  it('keeps template messages in the outbox beside the codes, newest first, with their kind', async () => {
    const { sms, lines } = devSender();
    await sms.sendOtp('+919999999999', '428137', 5);
    const sent = await sms.sendTemplate({
      to: '+919999999999',
      kind: 'booking.confirmed',
      templateId: '6650f0a1b2c3d4e5f6a7b8c9',
      vars: { name: 'Asha', booking: 'CS12345678' },
      text: 'Hi Asha, your CarSeva booking CS12345678 is confirmed.',
    });
    expect(sent).toEqual({ providerMessageId: null });
    await sms.sendTemplate({ to: '+919888888888', kind: 'booking.cancelled', templateId: 't', vars: {}, text: 'Someone else.' });

    expect(sms.outbox('+919999999999')).toEqual([
      {
        to: '+919999999999',
        kind: 'booking.confirmed',
        body: 'Hi Asha, your CarSeva booking CS12345678 is confirmed.',
        sentAt: new Date('2026-03-02T04:30:02Z'),
      },
      {
        to: '+919999999999',
        kind: 'otp',
        body: expect.stringMatching(/^428137 is your CarSeva verification code\./),
        sentAt: new Date('2026-03-02T04:30:01Z'),
      },
    ]);
    expect(lines[1]).toBe('SMS to +919999999999 (booking.confirmed): Hi Asha, your CarSeva booking CS12345678 is confirmed.');
  });

  it('prints the rendered text, never the variables', async () => {
    const { sms, lines } = devSender();
    await sms.sendTemplate({ to: '+919999999999', kind: 'otp', templateId: 't', vars: { otp: 'VAR-428137' }, text: 'Your code is on its way.' });
    expect(lines.join('\n')).not.toContain('VAR-428137');
    expect(sms.outbox('+919999999999')[0]!.body).toBe('Your code is on its way.');
  });
});
