/**
 * Answers a DNS question through the operator's resolver (DNS_SERVERS, else the system's), with
 * every record's TTL and the answer's status in words. A reverse lookup of a private address is
 * refused, and addresses in private or reserved ranges are left out of answers (counted, not
 * shown), unless the operator allows private targets: the site is no window into its own network.
 */
import { defineServerTool } from '@sdk/server';
import { toolError } from '@sdk/core';
import type { DnsQuestion, DnsResult } from './run.ts';
import { queryDns } from './dnsQuery.server.ts';


export const server = defineServerTool<DnsQuestion, DnsResult>({
  perMinute: 60,
  timeLimitSeconds: 12,
  async handle(question, ctx) {
    if (question.type === 'PTR' && question.address && !ctx.settings.allowPrivateTargets && ctx.classify(question.address)) {
      return toolError('privateAddress', { address: question.address });
    }
    const asked = await queryDns(ctx.dnsServers, question.name, question.type, ctx.signal);
    if (asked === 'timeout') return toolError('dnsTimeout', { name: question.name });
    const shown = asked.answer.records.filter((r) => ctx.settings.allowPrivateTargets || !((r.type === 'A' || r.type === 'AAAA') && ctx.classify(r.value)));
    return {
      name: question.name,
      type: question.type,
      server: asked.server,
      ms: Math.round(asked.ms),
      rcode: asked.answer.rcode,
      records: shown,
      hidden: asked.answer.records.length - shown.length,
    };
  },
});
