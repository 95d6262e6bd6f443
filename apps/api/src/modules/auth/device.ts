import { BlockList, isIP } from 'node:net';
import Bowser from 'bowser';

/** A signed-in device as Account Security names it: "Chrome on Android", or "Unknown browser". */
export function deviceInWords(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  // Names only: versions change every few weeks and browsers now freeze parts of them anyway.
  const browserName = browser.name || 'Unknown browser';
  return os.name ? `${browserName} on ${os.name}` : browserName;
}

/** Turns a client address into an approximate place ("Pune, Maharashtra"), or null when it cannot tell. */
export interface PlaceResolver {
  placeOf(ip: string): string | null;
}

/** Loopback, private (RFC 1918, unique-local IPv6) and link-local ranges: the server's own network. */
const ownNetwork = new BlockList();
ownNetwork.addSubnet('127.0.0.0', 8, 'ipv4');
ownNetwork.addSubnet('10.0.0.0', 8, 'ipv4');
ownNetwork.addSubnet('172.16.0.0', 12, 'ipv4');
ownNetwork.addSubnet('192.168.0.0', 16, 'ipv4');
ownNetwork.addSubnet('169.254.0.0', 16, 'ipv4');
ownNetwork.addAddress('::1', 'ipv6');
ownNetwork.addSubnet('fc00::', 7, 'ipv6');
ownNetwork.addSubnet('fe80::', 10, 'ipv6');

/** "::ffff:10.0.0.5" (an IPv4 client on a dual-stack socket) → "10.0.0.5". */
const unmapped = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Without a city database (none ships here, and no lookup service is called), the one place we know
 * is our own network; a public address gives no place rather than a guess.
 */
export const offlinePlaces: PlaceResolver = {
  placeOf(ip) {
    const address = unmapped(ip);
    const family = isIP(address);
    if (family === 0) return null;
    return ownNetwork.check(address, family === 4 ? 'ipv4' : 'ipv6') ? 'This network' : null;
  },
};
