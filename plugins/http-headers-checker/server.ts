/**
 * Fetches the address through the host's checked path (ctx.fetch: every hop's host read, resolved once
 * and checked, on an allowed port; only status lines and headers read), then judges the final answer:
 * the security headers graded, cookies with their flags, compression, and whether the server offers
 * HTTP/2 (one TLS handshake offering h2, through ctx.tls).
 */
import { defineServerTool, type HttpHop } from '@sdk/server';
import { isToolError, parseAddress } from '@sdk/core';
import { SECURITY_HEADERS, type CookieCheck, type Grade, type HeadersCheck, type HeadersRequest, type SecurityHeader } from './run.ts';

const MAX_REDIRECTS = 10;
const HOP_MS = 8000;
/** Half a year: what HSTS preload lists and most guides ask for. */
const HSTS_MIN_SECONDS = 15_552_000;

const header = (hop: HttpHop, name: string) => hop.headers.filter(([n]) => n === name).map(([, v]) => v);

/** Each security header of the final answer: good, weak or missing, with why (a locale key). */
export function gradeHeaders(hop: Pick<HttpHop, 'headers' | 'url'>): HeadersCheck['security'] {
  const one = (name: string) => {
    const values = hop.headers.filter(([n]) => n === name).map(([, v]) => v);
    return values.length ? values.join(', ') : null;
  };
  const https = hop.url.startsWith('https:');
  const csp = one('content-security-policy');
  const directives = new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!.toLowerCase(), values]));
  const grade = (name: SecurityHeader, value: string | null, judge: () => [Grade, string]): HeadersCheck['security'][number] => {
    const [g, why] = judge();
    return { header: name, grade: g, value, why };
  };
  return SECURITY_HEADERS.map((name) => {
    switch (name) {
      case 'strict-transport-security': {
        const value = one(name);
        return grade(name, value, () => {
          if (!https) return ['missing', 'hstsNeedsHttps'];
          if (!value) return ['missing', 'hstsMissing'];
          const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? NaN);
          return Number.isFinite(maxAge) && maxAge >= HSTS_MIN_SECONDS ? ['good', 'hstsGood'] : ['weak', 'hstsShort'];
        });
      }
      case 'content-security-policy':
        return grade(name, csp, () => {
          if (!csp) return ['missing', 'cspMissing'];
          const scripts = directives.get('script-src') ?? directives.get('default-src');
          if (!scripts) return ['weak', 'cspNoScripts'];
          const guarded = scripts.some((v) => /^'(nonce-|sha(256|384|512)-|strict-dynamic')/.test(v));
          if ((scripts.includes("'unsafe-inline'") && !guarded) || scripts.includes("'unsafe-eval'")) return ['weak', 'cspUnsafe'];
          return ['good', 'cspGood'];
        });
      case 'x-content-type-options': {
        const value = one(name);
        return grade(name, value, () => (value?.trim().toLowerCase() === 'nosniff' ? ['good', 'xctoGood'] : value ? ['weak', 'xctoWrong'] : ['missing', 'xctoMissing']));
      }
      case 'frame': {
        const xfo = one('x-frame-options');
        const ancestors = directives.get('frame-ancestors');
        return grade(name, ancestors ? `frame-ancestors ${ancestors.join(' ')}` : xfo, () => {
          if (ancestors) return ['good', 'frameAncestors'];
          if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ['good', 'frameOptions'];
          return xfo ? ['weak', 'frameWrong'] : ['missing', 'frameMissing'];
        });
      }
      case 'referrer-policy': {
        const value = one(name);
        return grade(name, value, () => {
          if (!value) return ['missing', 'referrerMissing'];
          const last = value.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean).at(-1) ?? '';
          return last === 'unsafe-url' || last === 'no-referrer-when-downgrade' ? ['weak', 'referrerLeaks'] : ['good', 'referrerGood'];
        });
      }
      case 'permissions-policy': {
        const value = one(name);
        return grade(name, value, () => (value ? ['good', 'permissionsGood'] : ['missing', 'permissionsMissing']));
      }
    }
  });
}

/** A to F: a good header counts one, a weak one half; six headers make an A. */
export function letterGrade(security: HeadersCheck['security']): string {
  const points = security.reduce((sum, s) => sum + (s.grade === 'good' ? 1 : s.grade === 'weak' ? 0.5 : 0), 0);
  return points >= 6 ? 'A' : points >= 5 ? 'B' : points >= 4 ? 'C' : points >= 3 ? 'D' : points >= 2 ? 'E' : 'F';
}

/** Every Set-Cookie of every hop, with its flags and what to change. */
export function checkCookies(hops: readonly Pick<HttpHop, 'headers' | 'url'>[]): CookieCheck[] {
  return hops.flatMap((hop, i) =>
    header(hop as HttpHop, 'set-cookie').map((line) => {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const flags = new Map(attributes.map((a) => [a.split('=')[0]!.trim().toLowerCase(), a.includes('=') ? a.slice(a.indexOf('=') + 1).trim() : '']));
      const secure = flags.has('secure');
      const httpOnly = flags.has('httponly');
      const sameSite = flags.get('samesite') ?? null;
      const problems: CookieCheck['problems'] = [];
      if (!secure && hop.url.startsWith('https:')) problems.push('noSecure');
      if (!httpOnly) problems.push('noHttpOnly');
      if (sameSite?.toLowerCase() === 'none' && !secure) problems.push('noneWithoutSecure');
      return { hop: i + 1, name: (pair ?? '').split('=')[0]!.trim(), secure, httpOnly, sameSite, problems };
    }),
  );
}

export const server = defineServerTool<HeadersRequest, HeadersCheck>({
  perMinute: 20,
  timeLimitSeconds: 60,
  async handle(request, ctx) {
    const outcome = await ctx.fetch(request.url, { method: request.method, maxRedirects: MAX_REDIRECTS, timeoutMs: HOP_MS });
    if (isToolError(outcome)) return outcome;
    // Stopped before any answer: said as the error it is (at the field, or the host's words).
    if (outcome.hops.length === 0 && outcome.stopped) return outcome.stopped;
    const last = outcome.hops.at(-1)!;
    const final = outcome.stopped ? null : last;
    let http2: boolean | null = null;
    if (final && final.url.startsWith('https:')) {
      const url = new URL(final.url);
      const port = url.port ? Number(url.port) : 443;
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const target = ctx.settings.tlsPorts.includes(port) ? await ctx.target(host) : null;
      if (target && !isToolError(target)) {
        const tls = await ctx.tls(target, port, { trust: 'none', alpn: ['h2', 'http/1.1'], timeoutMs: HOP_MS, ...(parseAddress(host) ? {} : { servername: target.host }) });
        http2 = tls.ok ? tls.alpnProtocol === 'h2' : null;
      }
    }
    const security = final ? gradeHeaders(final) : [];
    return {
      hops: outcome.hops.map((h) => ({ url: h.url, address: h.address, status: h.status, statusText: h.statusText, location: h.location, ms: h.ms })),
      stopped: outcome.stopped ? { code: outcome.stopped.code, params: Object.fromEntries(Object.entries(outcome.stopped.params ?? {}).filter(([k]) => k !== 'field')) as Record<string, string | number> } : null,
      final: final
        ? {
            url: final.url,
            status: final.status,
            statusText: final.statusText,
            headers: final.headers.map(([n, v]) => [n, v] as [string, string]),
            httpVersion: final.httpVersion,
            http2,
            compression: header(final, 'content-encoding')[0] ?? null,
          }
        : null,
      security,
      grade: final ? letterGrade(security) : null,
      cookies: checkCookies(outcome.hops),
    };
  },
});
