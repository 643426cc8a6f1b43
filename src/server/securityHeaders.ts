/**
 * The headers every reply carries, in one list: routed answers (an onRequest hook in app.ts), Fastify's
 * own refusals of a malformed URL, and the bare answers the HTTP parser writes to the socket (a request
 * line it cannot read, headers over 16 KB), which no hook sees. The same set helmet gives by default,
 * with a Content-Security-Policy of the site's own origin and no framing by anyone; no HSTS, because
 * loopback and plain-HTTP deployments must keep working (a TLS proxy in front adds it).
 */
import { THEME_BOOT_HASH } from '../theme/boot.ts';

/** The site's policy as an HTTP header: its own origin only, and no framing by anyone. */
export const CSP_HEADER_DIRECTIVES = {
  defaultSrc: ["'none'"],
  // The theme's boot script, inline in every page's head, by its hash (src/theme/boot.ts).
  scriptSrc: ["'self'", `'${THEME_BOOT_HASH}'`],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const csp = Object.entries(CSP_HEADER_DIRECTIVES)
  .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
  .join(';');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old browsers' XSS auditor is itself a hole; the CSP does its work.
  'x-xss-protection': '0',
};

/** Every /api answer is per visitor or a moment's state unless its route says otherwise (the rates say so). */
export const API_CACHE_CONTROL = 'no-store';

/**
 * A whole HTTP/1.1 answer written straight to a socket, for requests the parser refused before Fastify
 * saw them: the site's JSON error, the security headers, and the connection closed.
 */
export function rawErrorResponse(status: number, reason: string, code: string): string {
  const body = JSON.stringify({ error: { code } });
  const headers = { ...SECURITY_HEADERS, 'cache-control': API_CACHE_CONTROL, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  return `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}
