/**
 * One WHOIS query (RFC 3912) to a checked address: the query as one line, then the answer read until the
 * server closes the connection, `maxBytes` have come or the time limit passes. The WHOIS lookup's only
 * way to port 43: the server's name goes through the one checked path first (ctx.target), like every
 * host a tool reaches, and the query is refused before any connection unless it is one line of printable
 * ASCII (no line break can smuggle a second query or a command in).
 */
import { Socket, isIP } from 'node:net';
import type { CheckedTarget, WhoisOutcome } from '@sdk/server/index.ts';
import { connectAttempts } from './targets.ts';
import { settleOnce } from './settleOnce.ts';

/** The most of an answer read, whatever a tool asks (a registry's longest answers are a few kB). */
export const WHOIS_MAX_BYTES = 256 * 1024;

/** A query a WHOIS server may be sent: printable ASCII, one line, not empty, at most 255 characters. */
export const isWhoisQuery = (query: string): boolean => /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/.test(query);

/** Text as a registry wrote it: UTF-8 when it is valid UTF-8 (most today), else Latin-1 (older servers). */
export function whoisText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export function whoisQuery(target: CheckedTarget, server: string, port: number, query: string, options: { timeoutMs: number; maxBytes: number }, signal?: AbortSignal): Promise<WhoisOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted || !isIP(target.address) || !isWhoisQuery(query)) return resolve({ ok: false, reason: 'timeout' });
    const maxBytes = Math.max(1, Math.min(WHOIS_MAX_BYTES, Math.floor(options.maxBytes)));
    connectAttempts.count++;
    connectAttempts.last = [...connectAttempts.last.slice(-20), `${target.address}:${port}`];
    const started = performance.now();
    const socket = new Socket();
    const chunks: Buffer[] = [];
    let size = 0;
    let connected = false;
    const answer = (complete: boolean): WhoisOutcome => ({ ok: true, text: whoisText(Buffer.concat(chunks)), complete, server, address: target.address, ms: Math.round(performance.now() - started) });
    const finish = settleOnce<WhoisOutcome>(socket, resolve, {
      timeoutMs: options.timeoutMs,
      onTimeout: () => (size > 0 ? answer(false) : { ok: false, reason: 'timeout' }),
      onAbort: () => ({ ok: false, reason: 'timeout' }),
      signal,
    });
    socket.on('data', (chunk: Buffer) => {
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        size = maxBytes;
        return finish(answer(false));
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    socket.once('connect', () => {
      connected = true;
      socket.write(`${query}\r\n`);
    });
    socket.once('end', () => finish(answer(true)));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') finish({ ok: false, reason: 'refused' });
      else if (connected && size > 0) finish(answer(true));
      else finish({ ok: false, reason: connected ? 'reset' : 'timeout' });
    });
    // An address, never a name: no lookup happens between the check and the connection.
    socket.connect({ host: target.address, port, family: target.family, lookup: () => finish({ ok: false, reason: 'timeout' }) });
  });
}
