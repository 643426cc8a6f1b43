/**
 * The headers every reply carries, in one list: routed answers (an onRequest hook in app.ts), Fastify's
 * own refusals of a malformed URL, and the bare answers the HTTP parser writes to the socket (a request
 * line it cannot read, headers over 16 KB), which no hook sees. The same set helmet gives by default,
 * with a Content-Security-Policy of the site's own origin and no framing by anyone; no HSTS, because
 * loopback and plain-HTTP deployments must keep working (a TLS proxy in front adds it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, WASM_PATHS_FILE, type WasmPaths } from '../security/csp.ts';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // The site's policy (src/security/csp.ts); pages and the worker of a tool that needs WebAssembly get its variant (app.ts).
  'content-security-policy': contentSecurityPolicy('header'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // The camera, the microphone and screen capture only for the site's own pages (the QR code reader, the
  // webcam test, the screen recorder) and never for anything embedded; the rest of the powerful features off.
  'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old browsers' XSS auditor is itself a hole; the CSP does its work.
  'x-xss-protection': '0',
};

/** The policy of the pages and the worker script of tools that run WebAssembly (dist/csp.json lists their paths). */
export const WASM_CONTENT_SECURITY_POLICY = contentSecurityPolicy('header', { wasm: true });

/**
 * The paths of dist/ whose policy allows WebAssembly, as the build listed them (none if it did not):
 * a tool's pages in every language and the WebAssembly worker's script.
 */
export function readWasmPaths(dist: string): ReadonlySet<string> {
  const file = join(dist, WASM_PATHS_FILE);
  if (!existsSync(file)) return new Set();
  return new Set((JSON.parse(readFileSync(file, 'utf8')) as WasmPaths).wasm);
}

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
