/**
 * A TCP connect scan of a checked target, each port streamed as soon as it is known (connected =
 * open, refused = closed, no answer = filtered). Silence is not proof: a busy scan loses answers
 * (at concurrency 200 and 0.2 s, 1,956 closed loopback ports gave none in time), so as nmap does, a
 * port that gave no answer is asked once more, with a longer wait, before it is called filtered.
 * By default only the visitor's own address may be scanned, as trusted public scanners do;
 * PORT_SCAN_ANY_HOST=1 widens it to public hosts. A visitor seen at a private or local address has
 * nothing to scan from here (unless the operator allows private targets), and is told why.
 * One scan per client at a time, five minutes at most; Stop (the visitor closing the request)
 * ends it at once: no new connection starts and every open socket is destroyed.
 */
import ipaddr from 'ipaddr.js';
import { toolError } from '@sdk/core';
import { defineServerTool } from '@sdk/server';
import { COMMON_PORTS, LIMITS } from './manifest.ts';
import type { ScannedPort, ScanRequest, ScanResult } from './run.ts';
import { serviceName } from './services.server.ts';

/**
 * The second wait for a port that gave no answer: twice the first, at most the longest timeout, and
 * at least 1.5 s, so that the system's own resend of a lost connection request (after 1 s) can be answered.
 */
const retryTimeoutMs = (timeoutMs: number) => Math.min(LIMITS.maxTimeout * 1000, Math.max(2 * timeoutMs, 1500));

/** The visitor's own address, as an IPv4-mapped address's IPv4 where it is one. */
function own(address: string): string {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address().toString() : parsed.toString();
}

export const server = defineServerTool<ScanRequest, Partial<ScanResult>>({
  stream: true,
  perMinute: 10,
  timeLimitSeconds: () => LIMITS.maxScanSeconds,
  fixed: ({ clientAddress, settings }): Record<string, string> => (settings.portScanAnyHost ? {} : { host: own(clientAddress) }),
  async handle(request, ctx, send) {
    if (!ctx.settings.portScanAnyHost) {
      const address = own(ctx.clientAddress);
      // The host field is the visitor's own address, which they cannot change: the reason, with no field to blame.
      const local = ctx.settings.allowPrivateTargets ? null : ctx.classify(address);
      if (local) return toolError('privateVisitor', { address, rfc: local.rfc });
      if (request.host !== address) return toolError('ownAddressOnly', { address, field: 'host' });
    }
    const target = await ctx.target(request.host);
    if ('kind' in target) return target;
    if (!(await ctx.exclusive('port-scan', LIMITS.maxScanSeconds + 10))) return toolError('busy');
    const range = request.ports;
    const ports: number[] = range === 'common' ? [...COMMON_PORTS] : Array.from({ length: range[1] - range[0] + 1 }, (_, i) => range[0] + i);
    const started = performance.now();
    send({ host: target.host, address: target.address, total: ports.length });
    // Results go out in small batches: at most every 100 ms, so a fast scan is not thousands of messages.
    let batch: ScannedPort[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (batch.length) send({ ports: batch, elapsedMs: Math.round(performance.now() - started) });
      batch = [];
    };
    let next = 0;
    const worker = async () => {
      while (next < ports.length && !ctx.signal.aborted) {
        const port = ports[next++]!;
        let result = await ctx.connect(target, port, request.timeoutMs);
        // No answer is not yet filtered: asked once more at once, with the longer wait, so the port is streamed when known.
        if (result.state === 'filtered' && !ctx.signal.aborted) result = await ctx.connect(target, port, retryTimeoutMs(request.timeoutMs));
        if (ctx.signal.aborted) return;
        const service = serviceName(port);
        batch.push({ port, state: result.state, ...(service ? { service } : {}), ms: Math.round(result.ms * 10) / 10 });
        timer ??= setTimeout(flush, 100);
      }
    };
    await Promise.all(Array.from({ length: Math.min(request.concurrency, ports.length) }, worker));
    clearTimeout(timer);
    if (ctx.signal.aborted) return;
    flush();
    send({ done: true, elapsedMs: Math.round(performance.now() - started) });
  },
});
