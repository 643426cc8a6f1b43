import { hasLoneSurrogate, toolError, utf8Bytes, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { hostToUnicode } from './punycode.ts';

/** The schemes the WHATWG URL standard calls special, with their default ports (file has none). */
export const DEFAULT_PORTS: Readonly<Record<string, number | null>> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21, file: null };

/** One thing the parser changed from what was typed (a locale key under changes., with values). */
export interface Change {
  readonly code: string;
  readonly params?: Readonly<Record<string, string>>;
}

export interface ParseResult {
  readonly mode: 'parse';
  /** The URL as the parser writes it. */
  readonly href: string;
  readonly scheme: string;
  readonly username: string;
  readonly password: string;
  /** The host as the URL holds it (Punycode for a Unicode name), and as a person reads it. */
  readonly hostAscii: string;
  readonly hostUnicode: string;
  readonly hostKind: 'domain' | 'ipv4' | 'ipv6' | 'none';
  /** The port written in the URL ('' when none, or when it was the scheme's default). */
  readonly port: string;
  /** The scheme's default port, when it has one. */
  readonly defaultPort: number | null;
  readonly pathname: string;
  /** Path segments as written and decoded; none for a URL whose path is not a list (mailto:, data:). */
  readonly segments: readonly { readonly raw: string; readonly decoded: string }[];
  /** Query parameters in order, each name and value decoded (+ as a space, as forms and servers read it). */
  readonly query: readonly (readonly [string, string])[];
  readonly search: string;
  readonly fragment: string;
  readonly fragmentDecoded: string;
  readonly origin: string;
  readonly changes: readonly Change[];
}

export interface BuildResult {
  readonly mode: 'build';
  readonly url: string;
  readonly hostUnicode: string;
}

/** Percent-decoding that never throws: an escape that is not UTF-8 stays as written. */
export function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        // ASCII escapes decoded one by one; the bytes that are not UTF-8 stay escaped.
        return run.replace(/%[0-7][0-9a-fA-F]/g, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
      }
    });
  }
}

const hex = (c: string): string => [...utf8Bytes(c)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');

/** The characters of a typed part that the parser percent-encoded, each as "c" → %XX. */
function encodedChars(typed: string, written: string): string | null {
  const seen = new Set<string>();
  for (const c of typed) if (!written.includes(c) && written.includes(hex(c))) seen.add(c);
  return seen.size ? [...seen].map((c) => `"${c}" → ${hex(c)}`).join(', ') : null;
}

/** What was typed, split roughly as the parser splits it, to say what the parser changed. */
function describeChanges(typed: string, url: URL): Change[] {
  const changes: Change[] = [];
  const trimmed = typed.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (trimmed !== typed) changes.push({ code: 'trimmed' });
  let rest = trimmed.replace(/[\t\n\r]/g, '');
  if (rest !== trimmed) changes.push({ code: 'tabsRemoved' });
  const scheme = /^[a-zA-Z][a-zA-Z\d+.-]*(?=:)/.exec(rest)?.[0] ?? '';
  const lower = scheme.toLowerCase();
  if (scheme !== lower) changes.push({ code: 'schemeLower', params: { from: scheme, to: lower } });
  const special = lower in DEFAULT_PORTS;
  rest = rest.slice(scheme.length + 1);

  const hashAt = rest.indexOf('#');
  const fragment = hashAt >= 0 ? rest.slice(hashAt + 1) : null;
  if (hashAt >= 0) rest = rest.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const query = queryAt >= 0 ? rest.slice(queryAt + 1) : null;
  if (queryAt >= 0) rest = rest.slice(0, queryAt);
  if (special && rest.includes('\\')) {
    changes.push({ code: 'backslashes' });
    rest = rest.replaceAll('\\', '/');
  }

  let path = rest;
  if (special || rest.startsWith('//')) {
    const slashes = /^\/*/.exec(rest)![0].length;
    if (special && slashes !== 2 && lower !== 'file') changes.push({ code: 'slashes' });
    const afterSlashes = rest.slice(slashes);
    const end = afterSlashes.search(/\//);
    const authority = end >= 0 ? afterSlashes.slice(0, end) : afterSlashes;
    path = end >= 0 ? afterSlashes.slice(end) : '';
    const at = authority.lastIndexOf('@');
    const userinfo = at >= 0 ? authority.slice(0, at) : '';
    const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
    const portMatch = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(hostPort)!;
    const host = portMatch[1]!;
    const port = portMatch[2];
    const enc = encodedChars(userinfo, `${url.username}:${url.password}`);
    if (enc) changes.push({ code: 'encoded', params: { part: 'userinfo', chars: enc } });
    if (host !== url.hostname) {
      const kind = hostKind(url.hostname);
      if (host.toLowerCase() === url.hostname) changes.push({ code: 'hostLower', params: { from: host, to: url.hostname } });
      else if (/[^\u0000-\u007f]/.test(host) && /(^|\.)xn--/.test(url.hostname)) changes.push({ code: 'hostPunycode', params: { from: host, to: url.hostname } });
      else if (kind === 'ipv4') changes.push({ code: 'ipv4', params: { from: host, to: url.hostname } });
      else if (kind === 'ipv6') changes.push({ code: 'ipv6', params: { from: host, to: url.hostname } });
      else changes.push({ code: 'hostOther', params: { from: host, to: url.hostname } });
    }
    if (port !== undefined && (port !== url.port || port === '')) {
      const implied = DEFAULT_PORTS[lower];
      if (port === '') changes.push({ code: 'emptyPort' });
      else if (url.port === '' && implied !== null && implied !== undefined && Number(port) === implied) changes.push({ code: 'defaultPort', params: { port, scheme: lower } });
      else changes.push({ code: 'portOther', params: { from: port, to: url.port } });
    }
  }
  if (path.split('/').some((s) => /^(\.|%2e){1,2}$/i.test(s))) changes.push({ code: 'dotSegments', params: { from: path, to: url.pathname } });
  if (special && path === '' && url.pathname === '/') changes.push({ code: 'rootPath' });
  const parts: [string, string | null, string][] = [
    ['path', path, url.pathname],
    ['query', query, url.search.slice(1)],
    ['fragment', fragment, url.hash.slice(1)],
  ];
  for (const [part, was, now] of parts) {
    const enc = was === null ? null : encodedChars(was, now);
    if (enc) changes.push({ code: 'encoded', params: { part, chars: enc } });
  }
  if (changes.length === 0 && url.href !== trimmed) changes.push({ code: 'other', params: { from: trimmed, to: url.href } });
  return changes;
}

function hostKind(hostname: string): ParseResult['hostKind'] {
  if (hostname === '') return 'none';
  if (hostname.startsWith('[')) return 'ipv6';
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) ? 'ipv4' : 'domain';
}

function parse(typed: string): ParseResult | ToolError {
  if (typed.trim() === '') return toolError('emptyUrl', { field: 'url' });
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    // A host or path without a scheme is the commonest mistake: say so.
    if (!/^\s*[a-zA-Z][a-zA-Z\d+.-]*:/.test(typed)) return toolError('noScheme', { field: 'url' });
    return toolError('invalidUrl', { field: 'url' });
  }
  const scheme = url.protocol.slice(0, -1);
  const listPath = url.pathname.startsWith('/');
  const segments = listPath ? url.pathname.slice(1).split('/').map((raw) => ({ raw, decoded: decode(raw) })) : [];
  return {
    mode: 'parse',
    href: url.href,
    scheme,
    username: decode(url.username),
    password: decode(url.password),
    hostAscii: url.hostname,
    hostUnicode: hostToUnicode(url.hostname),
    hostKind: hostKind(url.hostname),
    port: url.port,
    defaultPort: DEFAULT_PORTS[scheme] ?? null,
    pathname: url.pathname,
    segments: segments.length === 1 && segments[0]!.raw === '' ? [] : segments,
    query: [...url.searchParams],
    search: url.search,
    fragment: url.hash.slice(1),
    fragmentDecoded: decode(url.hash.slice(1)),
    origin: url.origin,
    changes: describeChanges(typed, url),
  };
}

/** Encodes a query's name or value as RFC 3986 asks (a space as %20), keeping nothing reserved unencoded. */
const component = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => hex(c));

function build(input: Input): BuildResult | ToolError {
  const scheme = (input.scheme ?? '').trim();
  if (!/^[a-zA-Z][a-zA-Z\d+.-]*$/.test(scheme)) return toolError('badScheme', { field: 'scheme' });
  const host = (input.host ?? '').trim();
  const special = scheme.toLowerCase() in DEFAULT_PORTS;
  if (host === '' && special && scheme.toLowerCase() !== 'file') return toolError('emptyHost', { field: 'host' });
  // A slash, ?, # or @ would end the host and start another part: the host field holds the host alone.
  if (/[\s/?#@\\]/.test(host)) return toolError('invalidHost', { field: 'host' });
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}`);
  } catch {
    return toolError('invalidHost', { field: 'host' });
  }
  if (url.hostname === '' && host !== '') return toolError('invalidHost', { field: 'host' });
  if (input.port !== null && input.port !== undefined) {
    if (host === '') return toolError('portWithoutHost', { field: 'port' });
    url.port = String(input.port);
  }
  // Half of a character cannot be percent-encoded (UTF-8 has no bytes for it): said at its field.
  for (const field of ['path', 'query', 'fragment'] as const) if (hasLoneSurrogate(input[field] ?? '')) return toolError('loneSurrogate', { field });
  const path = input.path ?? '';
  if (path !== '') url.pathname = special && !path.startsWith('/') ? `/${path}` : path;
  const lines = (input.query ?? '').split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  url.search = lines
    .map((line) => {
      const eq = line.indexOf('=');
      return eq < 0 ? component(line.trim()) : `${component(line.slice(0, eq).trim())}=${component(line.slice(eq + 1))}`;
    })
    .join('&');
  const fragment = input.fragment ?? '';
  url.hash = fragment;
  return { mode: 'build', url: url.href, hostUnicode: hostToUnicode(url.hostname) };
}

/** Parse or build a URL with the WHATWG URL parser (the browser's and Node's own `URL`). */
export function run(input: Input, options: Options): ParseResult | BuildResult | ToolError {
  return options.mode === 'build' ? build(input) : parse(input.url ?? '');
}
