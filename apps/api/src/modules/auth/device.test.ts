import { describe, expect, it } from 'vitest';
import { deviceInWords, offlinePlaces } from './device';

describe('deviceInWords', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet for Android on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Microsoft Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari on macOS'],
    ['curl/8.5.0', 'Unknown browser'],
    ['', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('%s → %s', (userAgent, words) => {
    expect(deviceInWords(userAgent)).toBe(words);
  });
});

describe('offlinePlaces', () => {
  it('knows loopback, private and link-local addresses, IPv4 and IPv6, as this network', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.20', '169.254.10.1', '::1', 'fd12:3456::1', 'fe80::1', '::ffff:192.168.0.7']) {
      expect(offlinePlaces.placeOf(ip), ip).toBe('This network');
    }
  });

  it('gives no place for public or unreadable addresses rather than a guess', () => {
    for (const ip of ['49.36.100.1', '203.0.113.9', '172.32.0.1', '2401:4900::1', '::ffff:8.8.8.8', 'unknown', '']) {
      expect(offlinePlaces.placeOf(ip), ip).toBeNull();
    }
  });
});
