/**
 * Looks an address or a domain up in the DNS blocklists the operator lists (DNSBL_ZONES), every list
 * at once through the operator's resolver (ctx.dns), each question one of the server's DNS slots. A
 * private or reserved address is refused before any question (no list holds one, and the site is
 * no window into its own network); a domain goes through the host's checked path first.
 */
import { defineServerTool } from '@sdk/server';
import { isToolError, toolError, type ToolError } from '@sdk/core';
import { KNOWN_LISTS } from './lists.ts';
import { judge, txtText } from './judge.ts';
import type { BlocklistQuery, BlocklistResult, ListAnswer } from './run.ts';

/** Each list's time limit: a list answers in well under a second, even uncached. */
export const LIST_TIMEOUT_MS = 4000;

export const server = defineServerTool<BlocklistQuery, BlocklistResult>({
  perMinute: 20,
  timeLimitSeconds: 15,
  async handle(query, ctx) {
    let prefix: string;
    if (query.kind === 'ip') {
      const blocked = ctx.classify(query.address);
      if (blocked) return toolError('privateAddress', { address: query.address, rfc: blocked.rfc, field: 'name' });
      prefix = query.reversed;
    } else {
      const checked = await ctx.dnsName(query.name);
      if (isToolError(checked)) return checked;
      prefix = checked.name;
    }
    const zones = ctx.settings.dnsblZones.filter((z) => z.kind === query.kind);
    if (zones.length === 0) return toolError('noLists', { field: 'name' });
    const lists = await Promise.all(
      zones.map(async ({ zone, kind }): Promise<ListAnswer | ToolError> => {
        const base = { zone, kind, codes: [], reason: null, rcode: null };
        if (query.kind === 'ip' && query.version === 6 && KNOWN_LISTS[zone]?.ipv6 === false) return { ...base, state: 'notApplicable' };
        const name = `${prefix}.${zone}`;
        if (name.length > 253) return { ...base, state: 'failed', rcode: 'tooLong' };
        const reply = await ctx.dns(name, 'A', { timeoutMs: LIST_TIMEOUT_MS });
        if (isToolError(reply)) return reply;
        const judged = judge(zone, reply);
        let reason: string | null = null;
        if (judged.state === 'listed') {
          // The list's own words, when it gives any (a TXT record beside the listing).
          const txt = await ctx.dns(name, 'TXT', { timeoutMs: LIST_TIMEOUT_MS });
          if (!isToolError(txt) && txt !== 'timeout') reason = txt.records.filter((r) => r.type === 'TXT').map((r) => txtText(r.value)).join(' ') || null;
        }
        return { ...base, ...judged, reason };
      }),
    );
    const busy = lists.find(isToolError);
    if (busy) return busy;
    return { query: query.kind === 'ip' ? query.address : prefix, kind: query.kind === 'domain' ? 'domain' : query.version === 4 ? 'ipv4' : 'ipv6', lists: lists as ListAnswer[], otherKind: ctx.settings.dnsblZones.length - zones.length };
  },
});
