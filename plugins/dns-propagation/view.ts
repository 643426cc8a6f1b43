/**
 * The answers side by side: one row per resolver with its status, records and TTLs, and beside each
 * one whether it gives the majority's answer, in words and a symbol (never by colour alone).
 */
import { msg, num, type Display, type ResultView } from '@sdk/core';
import { compare, type Agreement } from './compare.ts';
import type { PropagationResult, ResolverAnswer } from './run.ts';

const KNOWN_STATUS = ['NOERROR', 'NXDOMAIN', 'SERVFAIL', 'REFUSED'];

function status(answer: ResolverAnswer, type: string): Display {
  if (answer.outcome === 'timeout') return msg('status.timeout', { seconds: num(answer.limitMs / 1000) });
  if (answer.rcode === 'NOERROR' && answer.records.length === 0) return msg('status.empty', { type });
  return KNOWN_STATUS.includes(answer.rcode) ? msg(`status.${answer.rcode}`) : msg('status.other', { code: answer.rcode });
}

/** The records as one line; a record of another type (a CNAME on the way) is named by its type. */
function records(answer: ResolverAnswer, type: string): string {
  if (answer.outcome !== 'answer' || answer.records.length === 0) return '—';
  return answer.records.map((r) => (r.type === type ? r.value : `${r.type} ${r.value}`)).join(', ');
}

function ttl(answer: ResolverAnswer): Display {
  if (answer.outcome !== 'answer' || answer.records.length === 0) return '—';
  const ttls = answer.records.map((r) => r.ttl);
  const min = Math.min(...ttls);
  const max = Math.max(...ttls);
  return min === max ? num(min) : msg('ttlRange', { min: num(min), max: num(max) });
}

const SYMBOL: Record<Agreement, string> = { same: '=', differs: '≠', noMajority: '?', noAnswer: '—' };

function summary(result: PropagationResult, answered: number, majority: number): Display {
  const total = result.resolvers.length;
  if (answered === 0) return msg('summary.none');
  if (majority === 0) return msg('summary.split');
  if (majority === total) return msg('summary.all', { count: num(total) });
  return msg('summary.majority', { count: num(majority), answered: num(answered) });
}

export function view(result: PropagationResult): ResultView {
  const { agreement, answered, majority } = compare(result.resolvers);
  const timeouts = result.resolvers.length - answered;
  const hidden = result.resolvers.reduce((sum, r) => sum + (r.outcome === 'answer' ? r.hidden : 0), 0);
  const differs = agreement.filter((a) => a === 'differs').length;
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('result.name'), value: result.name, mono: true },
          { label: msg('result.type'), value: result.type },
          { label: msg('result.agreement'), value: summary(result, answered, majority), main: true },
          ...(timeouts > 0 ? [{ label: msg('result.timeouts'), value: num(timeouts) }] : []),
        ],
      },
      {
        kind: 'table',
        caption: msg('table.caption', { count: num(result.resolvers.length) }),
        rowHeaders: true,
        columns: [
          { label: msg('table.resolver') },
          { label: msg('table.address'), mono: true },
          { label: msg('table.status') },
          { label: msg('table.records'), mono: true },
          { label: msg('table.ttl'), numeric: true },
          { label: msg('table.agreement') },
        ],
        rows: result.resolvers.map((r, i) => [r.label, r.address, status(r, result.type), records(r, result.type), ttl(r), msg(`agreement.${agreement[i]}`)]),
      },
      ...(differs > 0 ? [{ kind: 'note' as const, text: msg('differsNote'), tone: 'info' as const }] : []),
      ...(timeouts > 0 ? [{ kind: 'note' as const, text: msg('timeoutNote'), tone: 'warning' as const }] : []),
      ...(hidden > 0 ? [{ kind: 'note' as const, text: msg('hidden', { count: num(hidden) }) }] : []),
    ],
    copy: [
      `;; ${result.name} ${result.type}`,
      ...result.resolvers.map((r, i) => {
        const answer = r.outcome === 'answer' ? `${r.rcode}\t${r.records.map((rec) => `${rec.type} ${rec.value} ttl=${rec.ttl}`).join(', ')}` : 'TIMEOUT\t';
        return `${SYMBOL[agreement[i]!]} ${r.label} (${r.address})\t${answer}`;
      }),
    ].join('\n'),
    json: result,
    filename: `dns-propagation-${result.name}-${result.type}`,
  };
}
