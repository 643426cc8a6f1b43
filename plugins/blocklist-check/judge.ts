/**
 * One list's answer read as RFC 5782 says and as each list documents it: no such name is "not
 * listed"; an address in 127.0.0.0/8 is a listing, unless the list uses that code to refuse the
 * question (Spamhaus's 127.255.255.x, SURBL's 127.0.0.1); any other address is no listing at all but
 * a resolver that rewrites answers or a list that is gone, and is said as a failure.
 */
import { KNOWN_LISTS } from './lists.ts';
import type { ListAnswer } from './run.ts';

export type Judged = Pick<ListAnswer, 'state' | 'codes' | 'rcode'>;

/** The part of the server's DNS answer (ctx.dns) a judgement reads. */
export interface ListReply {
  readonly rcode: string;
  readonly records: readonly { readonly type: string; readonly value: string }[];
}

export function judge(zone: string, reply: ListReply | 'timeout'): Judged {
  if (reply === 'timeout') return { state: 'timeout', codes: [], rcode: null };
  if (reply.rcode === 'NXDOMAIN') return { state: 'notListed', codes: [], rcode: null };
  if (reply.rcode !== 'NOERROR') return { state: 'failed', codes: [], rcode: reply.rcode };
  const codes = reply.records.filter((r) => r.type === 'A').map((r) => r.value);
  if (codes.length === 0) return { state: 'notListed', codes: [], rcode: null };
  const refusals = KNOWN_LISTS[zone]?.refusals ?? {};
  if (codes.some((c) => c in refusals)) return { state: 'refused', codes, rcode: null };
  if (codes.some((c) => !/^127\.\d+\.\d+\.\d+$/.test(c))) return { state: 'failed', codes, rcode: 'unexpected' };
  return { state: 'listed', codes, rcode: null };
}

/** A TXT answer's text as dig writes it ("a" "b") read back into one string, cut to `max` characters. */
export function txtText(value: string, max = 300): string {
  const parts = [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  const text = (parts.length ? parts.join('') : value).replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
