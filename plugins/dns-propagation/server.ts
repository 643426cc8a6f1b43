/**
 * Asks every resolver the operator lists (DNS_PROPAGATION_RESOLVERS) the same question at once, each
 * question one of the server's DNS slots, each with its own time limit: a resolver that does not
 * answer in time is said so, the others are still shown. The name goes through the host's checked
 * path first, and addresses in private or reserved ranges are left out of answers (counted), as in
 * the DNS lookup.
 */
import { defineServerTool } from '@sdk/server';
import { isToolError, toolError } from '@sdk/core';
import type { PropagationQuestion, PropagationResult, ResolverAnswer } from './run.ts';

/** Each resolver's time limit: a public resolver answers in well under a second, even uncached. */
export const RESOLVER_TIMEOUT_MS = 4000;

export const server = defineServerTool<PropagationQuestion, PropagationResult>({
  perMinute: 20,
  timeLimitSeconds: 15,
  async handle(question, ctx) {
    const checked = await ctx.dnsName(question.name);
    if (isToolError(checked)) return checked;
    const listed = ctx.settings.propagationResolvers;
    if (listed.length === 0) return toolError('noResolvers');
    const asked = await Promise.all(listed.map((r) => ctx.dns(checked.name, question.type, { resolver: r.address, timeoutMs: RESOLVER_TIMEOUT_MS })));
    // At the server's cap of DNS questions, a half-filled comparison would mislead: the whole check waits for a retry.
    const busy = asked.find(isToolError);
    if (busy) return busy;
    const resolvers = asked.map((reply, i): ResolverAnswer => {
      const { label, address } = listed[i]!;
      if (reply === 'timeout' || isToolError(reply)) return { label, address, outcome: 'timeout', limitMs: RESOLVER_TIMEOUT_MS };
      const shown = reply.records.filter((r) => ctx.settings.allowPrivateTargets || !((r.type === 'A' || r.type === 'AAAA') && ctx.classify(r.value)));
      return { label, address, outcome: 'answer', rcode: reply.rcode, ms: reply.ms, records: [...shown], hidden: reply.records.length - shown.length };
    });
    return { name: checked.name, type: question.type, resolvers };
  },
});
