/**
 * Answers a DNS question through the operator's resolver (DNS_SERVERS, else the system's), with
 * every record's TTL and the answer's status in words. The name goes through the host's checked
 * path first (ctx.dnsName: reverse names of private ranges, internal suffixes and names whose
 * addresses are private are refused), and addresses in private or reserved ranges are still left
 * out of answers (counted, not shown), unless the operator allows private targets: the site is no
 * window into its own network.
 */
import { defineServerTool } from '@sdk/server';
import { isToolError, toolError } from '@sdk/core';
import type { DnsQuestion, DnsResult } from './run.ts';


export const server = defineServerTool<DnsQuestion, DnsResult>({
  perMinute: 60,
  timeLimitSeconds: 12,
  async handle(question, ctx) {
    // Through the host's one checked path: IDNA, reverse names of forbidden ranges, internal names.
    const checked = await ctx.dnsName(question.name);
    if (isToolError(checked)) return checked;
    // One of the server's DNS questions in flight (serverBusy at its cap).
    const asked = await ctx.dns(checked.name, question.type);
    if (isToolError(asked)) return asked;
    if (asked === 'timeout') return toolError('dnsTimeout', { name: checked.name });
    const shown = asked.records.filter((r) => ctx.settings.allowPrivateTargets || !((r.type === 'A' || r.type === 'AAAA') && ctx.classify(r.value)));
    return {
      name: checked.name,
      type: question.type,
      server: asked.server,
      ms: asked.ms,
      rcode: asked.rcode,
      records: [...shown],
      hidden: asked.records.length - shown.length,
    };
  },
});
