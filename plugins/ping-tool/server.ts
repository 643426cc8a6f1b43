/**
 * Pings a checked target: ICMP echo through the system's ping where this server may send it,
 * otherwise (or when the operator says PING_METHOD=tcp) the time a TCP connection to the port the
 * visitor picked takes, a port among the operator's few (80 and 443 unless PING_TCP_PORTS widens
 * them: ping must not become a port scanner of any host); the answer says which method measured.
 * Replies are streamed as they come. One run per client at a time: a continuous one lasts at most
 * five minutes, a fixed one at most 15 seconds.
 */
import { toolError } from '@sdk/core';
import { defineServerTool } from '@sdk/server';
import { LIMITS } from './manifest.ts';
import type { PingReply, PingRequest, PingResult } from './run.ts';
import { icmpAvailable, runPing } from './icmp.server.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export const server = defineServerTool<PingRequest, Partial<PingResult>>({
  stream: true,
  perMinute: 20,
  // A few seconds more than the run for resolving the name.
  timeLimitSeconds: (request) => (request.continuous ? LIMITS.maxContinuousSeconds : LIMITS.maxRunSeconds + 5),
  async handle(request, ctx, send) {
    const target = await ctx.target(request.host);
    if ('kind' in target) return target;
    const method = ctx.settings.pingMethod === 'tcp' ? 'tcp' : ctx.settings.pingMethod === 'icmp' || (await icmpAvailable()) ? 'icmp' : 'tcp';
    const allowedPorts = [...ctx.settings.pingTcpPorts];
    // Port numbers as text: never written with a thousands separator.
    if (method === 'tcp' && !allowedPorts.includes(request.port)) return toolError('tcpPortNotAllowed', { port: String(request.port), ports: allowedPorts.join(', '), field: 'port' });
    // One ping of any kind at a time per client, and the server's cap on running pings.
    if (!(await ctx.exclusive('ping', (request.continuous ? LIMITS.maxContinuousSeconds : LIMITS.maxRunSeconds) + 10))) return toolError('busy');
    send({
      host: target.host,
      address: target.address,
      addresses: [...target.addresses],
      resolveMs: Math.round(target.resolveMs * 10) / 10,
      method,
      ...(method === 'tcp' ? { port: request.port, allowedPorts } : {}),
      timeoutMs: request.timeoutMs,
      continuous: request.continuous,
    });
    // The DNS information: the names of the address, while the replies come.
    const reverse = ctx.reverse(target.address).then((names) => send({ reverse: names }));
    const reply = (r: PingReply) => send({ replies: [r] });
    if (method === 'icmp') {
      const { refused } = await runPing(
        {
          address: target.address,
          family: target.family,
          count: request.continuous ? null : request.count,
          intervalMs: request.intervalMs,
          timeoutMs: request.timeoutMs,
          size: request.size,
          ttl: request.ttl,
          deadlineSeconds: request.continuous ? LIMITS.maxContinuousSeconds : LIMITS.maxRunSeconds,
        },
        (args) => ctx.spawn('ping', args),
        reply,
        // The address ping says it pinged must be the one that was checked.
        (pinged) => pinged === target.address,
      );
      if (refused) return toolError('unexpected');
    } else {
      for (let seq = 1; request.continuous || seq <= request.count; seq++) {
        if (ctx.signal.aborted) break;
        const started = performance.now();
        const result = await ctx.connect(target, request.port, request.timeoutMs);
        if (ctx.signal.aborted) break;
        reply(result.state === 'filtered' ? { seq, lost: true } : { seq, ms: Math.round(result.ms * 100) / 100, ...(result.state === 'closed' ? { refused: true } : {}) });
        if (!request.continuous && seq === request.count) break;
        await sleep(Math.max(0, request.intervalMs - (performance.now() - started)), ctx.signal);
      }
    }
    await Promise.race([reverse, sleep(500, ctx.signal)]);
    if (!ctx.signal.aborted) send({ done: true });
  },
});
