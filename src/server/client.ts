/**
 * Who the client is: the one place the server reads a request's address (limits, logs, the tools'
 * "your address"). With TRUST_PROXY, Fastify takes the hop a trusted proxy put in X-Forwarded-For as
 * it was written; a hop is an address, with a port or in brackets at most (`1.2.3.4:80`,
 * `[2001:db8::1]:443`), else it is not believed and the connection's own address counts. So a port
 * never makes a new client, and no text reaches the code that parses addresses.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The address in a forwarded hop, without port or brackets; null when the hop is not an address. */
export function hopAddress(hop: string): string | null {
  const text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const v4WithPort = /^([\d.]+):\d{1,5}$/.exec(text);
  const address = bracketed?.[1] ?? v4WithPort?.[1] ?? text;
  if (bracketed && isIP(address) !== 6) return null;
  return isIP(address) ? address : null;
}

/** Read once a request: Fastify's `request.ip` parses X-Forwarded-For again on every read, and the limits, the route and the log line each ask. */
const known = new WeakMap<FastifyRequest, string>();

export function clientAddress(request: FastifyRequest): string {
  let address = known.get(request);
  if (address === undefined) {
    address = hopAddress(request.ip) ?? hopAddress(request.socket.remoteAddress ?? '') ?? '0.0.0.0';
    known.set(request, address);
  }
  return address;
}
