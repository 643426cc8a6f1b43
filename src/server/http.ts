/**
 * An HTTP request that follows redirects, for the HTTP headers checker: every hop's host goes through the
 * one checked path (read, resolved once, every address checked) and the request goes to exactly that
 * checked address, on an allowed port; a redirect to a private or reserved address, to another port or to
 * another scheme is refused at that hop, and said. Only the status line and headers are read, and the
 * connection closed as soon as they have come, unless the tool asks for the final answer's body: then at
 * most `maxBytes` of it (HTTP_BODY_MAX_BYTES at most) are read, counted after decompression, so that a
 * small gzip, deflate or Brotli bomb stops at the cap like any long answer.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { toolError, type ToolError } from '@sdk/core/toolError.ts';
import { readWebAddress } from '@sdk/core/webAddress.ts';
import { HTTP_BODY_MAX_BYTES, type CheckedTarget, type HttpBody, type HttpHop, type HttpOutcome, type HttpProbe } from '@sdk/server/index.ts';
import { connectAttempts } from './targets.ts';

/** What every hop sends: who asks, and which encodings it takes (to learn which the server uses). */
const REQUEST_HEADERS = { 'user-agent': 'Mozilla/5.0 (compatible; ToolbenchHeaderCheck/1.0)', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface HttpDeps {
  /** The host's checked path (ctx.target). */
  target: (host: string) => Promise<CheckedTarget | ToolError>;
  /** A socket slot, released when the hop ends. */
  slot: (timeoutMs: number) => Promise<(() => void) | null>;
  ports: readonly number[];
  signal: AbortSignal;
  /** The roots an https hop's certificate is judged against (Node's list and the operator's TLS_CHECK_CA_FILE). */
  ca?: readonly string[];
}

/** Encodings a body may come in when one is read: those Node decompresses as a stream. */
const BODY_ENCODINGS = 'gzip, deflate, br';

type Failure = { failed: 'refused' | 'timeout' | 'reset' | 'tls' };

/**
 * Reads a body to `maxBytes` of decompressed output (and no more than that many bytes as sent): past it the
 * reading stops and the body is said to be cut. An encoding Node cannot decompress, or a broken stream, fails.
 */
function readBody(res: IncomingMessage, maxBytes: number, done: (body: HttpBody | Failure) => void): void {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  let decoder: Transform | null = null;
  if (encoding === 'gzip' || encoding === 'x-gzip') decoder = createGunzip();
  else if (encoding === 'deflate') decoder = createInflate();
  else if (encoding === 'br') decoder = createBrotliDecompress();
  else if (encoding !== '' && encoding !== 'identity') return done({ failed: 'reset' });
  const chunks: Buffer[] = [];
  let size = 0;
  let sent = 0;
  let over = false;
  const stop = (complete: boolean) => {
    if (over) return;
    over = true;
    decoder?.destroy();
    res.destroy();
    done({ text: Buffer.concat(chunks).toString('utf8'), bytes: size, complete, encoding: decoder ? encoding : null });
  };
  const fail = () => {
    if (over) return;
    over = true;
    decoder?.destroy();
    res.destroy();
    done({ failed: 'reset' });
  };
  const take = (chunk: Buffer) => {
    if (over) return;
    const room = maxBytes - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      return stop(false);
    }
    chunks.push(chunk);
    size += chunk.length;
  };
  res.on('data', (chunk: Buffer) => {
    if (over) return;
    sent += chunk.length;
    if (!decoder) return take(chunk);
    // A compressed body is never bigger than what it stands for unless something is wrong: cut there too.
    if (sent > maxBytes) return stop(false);
    decoder.write(chunk);
  });
  res.on('end', () => (decoder ? decoder.end() : stop(true)));
  res.on('error', fail);
  res.on('aborted', fail);
  if (decoder) {
    decoder.on('data', take);
    decoder.on('end', () => stop(true));
    decoder.on('error', fail);
  }
}

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

function oneHop(url: URL, target: CheckedTarget, probe: HttpProbe, signal: AbortSignal, ca: readonly string[] | undefined): Promise<Omit<HttpHop, 'url' | 'location'> | Failure> {
  return new Promise((resolve) => {
    if (signal.aborted || !isIP(target.address)) return resolve({ failed: 'timeout' });
    connectAttempts.count++;
    connectAttempts.last = [...connectAttempts.last.slice(-20), `${target.address}:${portOf(url)}`];
    const started = performance.now();
    const https = url.protocol === 'https:';
    const name = isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : url.hostname;
    let settled = false;
    const finish = (value: Omit<HttpHop, 'url' | 'location'> | Failure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(value);
    };
    const onAbort = () => finish({ failed: 'timeout' });
    const options = {
      // An address, never a name: no lookup happens between the check and the connection.
      host: target.address,
      port: portOf(url),
      method: probe.method,
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...REQUEST_HEADERS, ...(probe.body ? { accept: probe.body.accept ?? REQUEST_HEADERS.accept, 'accept-encoding': BODY_ENCODINGS } : {}) },
      agent: false as const,
      ...(https ? { servername: name, rejectUnauthorized: false, ...(ca ? { ca: [...ca] } : {}) } : {}),
    };
    const req = (https ? httpsRequest : httpRequest)(options, (res: IncomingMessage) => {
      const socket = res.socket as TLSSocket;
      const headers: [string, string][] = [];
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
      const status = res.statusCode ?? 0;
      const hop = {
        address: target.address,
        status: res.statusCode ?? 0,
        statusText: res.statusMessage ?? '',
        httpVersion: res.httpVersion,
        headers,
        ms: Math.round(performance.now() - started),
        tls: https ? { protocol: socket.getProtocol?.() ?? '', authorized: socket.authorized, authorizationError: socket.authorizationError ? String(socket.authorizationError) : null } : null,
      };
      const redirect = status >= 300 && status < 400 && res.headers.location !== undefined;
      if (!probe.body || probe.method === 'HEAD' || redirect) return finish(hop);
      const maxBytes = Math.max(0, Math.min(HTTP_BODY_MAX_BYTES, Math.floor(probe.body.maxBytes)));
      readBody(res, maxBytes, (body) => finish('failed' in body ? body : { ...hop, body, ms: Math.round(performance.now() - started) }));
    });
    const timer = setTimeout(onAbort, probe.timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? '';
      finish({ failed: code === 'ECONNREFUSED' ? 'refused' : code === 'ECONNRESET' || code === 'HPE_INVALID_CONSTANT' || code.startsWith('HPE_') ? 'reset' : /SSL|TLS/.test(code) ? 'tls' : 'timeout' });
    });
    req.end();
  });
}

/** Follows `url` through its redirects, hop by hop, each checked; what each hop answered, and why it stopped. */
export async function fetchHops(text: string, probe: HttpProbe, deps: HttpDeps): Promise<HttpOutcome | ToolError> {
  const first = readWebAddress(text);
  if (!(first instanceof URL)) return first;
  const hops: HttpHop[] = [];
  let url: URL = first;
  const seen = new Set<string>();
  for (;;) {
    const at = { hop: hops.length + 1, url: url.href };
    if (!deps.ports.includes(portOf(url))) return { hops, stopped: toolError('portNotAllowed', { ...at, port: portOf(url), allowed: deps.ports.join(', ') }) };
    const target = await deps.target(url.hostname.replace(/^\[|\]$/g, ''));
    if ('kind' in target) return hops.length === 0 ? { ...target, params: { ...target.params, field: 'url' } } : { hops, stopped: { ...target, params: { ...target.params, ...at } } };
    const release = await deps.slot(probe.timeoutMs);
    if (!release) return { hops, stopped: toolError('noAnswer', at) };
    let answer: Awaited<ReturnType<typeof oneHop>>;
    try {
      answer = await oneHop(url, target, probe, deps.signal, deps.ca);
    } finally {
      release();
    }
    if ('failed' in answer) return { hops, stopped: toolError(answer.failed === 'refused' ? 'connectionRefused' : answer.failed === 'tls' ? 'tlsFailed' : answer.failed === 'reset' ? 'badAnswer' : 'noAnswer', { ...at, host: url.host }) };
    seen.add(url.href);
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.find(([n]) => n === 'location')?.[1] : undefined;
    let next: URL | null = null;
    if (location !== undefined) {
      try {
        next = new URL(location, url);
      } catch {
        next = null;
      }
    }
    hops.push({ ...answer, url: url.href, location: next?.href ?? location ?? null });
    if (location === undefined) return { hops, stopped: null };
    if (!next) return { hops, stopped: toolError('badRedirect', { ...at, location }) };
    if (next.protocol !== 'http:' && next.protocol !== 'https:') return { hops, stopped: toolError('unsupportedScheme', { ...at, scheme: next.protocol.replace(/:$/, '') }) };
    next.hash = '';
    if (seen.has(next.href)) return { hops, stopped: toolError('redirectLoop', { ...at, url: next.href }) };
    if (hops.length > probe.maxRedirects) return { hops, stopped: toolError('tooManyRedirects', { ...at, max: probe.maxRedirects }) };
    url = next;
  }
}
