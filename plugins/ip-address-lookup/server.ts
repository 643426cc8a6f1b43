/**
 * Looks an address up in the geolocation databases shipped with the site, or the visitor's own
 * address ("Get My IP": as this server sees it, forwarded headers believed only from configured
 * proxies). A private or reserved address is answered with what it is, never with a location.
 * Adds GET /api/ip, which answers the visitor's address alone.
 */
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { defineServerTool, type ServerRoute } from '@sdk/server';
import type { IpQuery, IpResult } from './run.ts';
import { geolocate } from './geo.server.ts';

/** An IPv4-mapped address (how a dual-stack socket sees an IPv4 client) is that IPv4 address. */
function plain(address: string): { ip: string; version: 4 | 6 } {
  // Dotted IPv4 as isIP takes it is already in its normal form (no parse on every GET /api/ip).
  if (isIPv4(address)) return { ip: address, version: 4 };
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return { ip: (parsed as ipaddr.IPv6).toIPv4Address().toString(), version: 4 };
  return { ip: parsed.toString(), version: parsed.kind() === 'ipv4' ? 4 : 6 };
}

export const server = defineServerTool<IpQuery, IpResult>({
  perMinute: 60,
  timeLimitSeconds: 15,
  async handle(query, ctx) {
    const mine = 'mine' in query;
    const { ip, version } = plain(mine ? ctx.clientAddress : query.ip);
    const special = ctx.classify(ip);
    if (special) return { ip, version, mine, special, sources: [] };
    return { ip, version, mine, ...(await geolocate(ip, version)) };
  },
});

export const routes: ServerRoute[] = [
  {
    method: 'GET',
    path: '/ip',
    perMinute: 120,
    response: { type: 'object', required: ['ip'], additionalProperties: false, properties: { ip: { type: 'string' } } },
    handle: ({ clientAddress }) => ({ ip: plain(clientAddress).ip }),
  },
];
