/** The answer: what was asked and how it went, then the records with their TTLs. */
import { msg, num, type ResultView } from '@sdk/core';
import type { DnsResult } from './run.ts';

const KNOWN_STATUS = ['NOERROR', 'NXDOMAIN', 'SERVFAIL', 'REFUSED'];

export function view(result: DnsResult): ResultView {
  const status = KNOWN_STATUS.includes(result.rcode) ? msg(`status.${result.rcode}`) : msg('status.other', { code: result.rcode });
  const empty = result.records.length === 0;
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('result.name'), value: result.name, mono: true },
          { label: msg('result.type'), value: result.type },
          { label: msg('result.status'), value: status, main: true },
          { label: msg('result.server'), value: result.server, mono: true },
          { label: msg('result.time'), value: num(result.ms, { style: 'unit', unit: 'millisecond' }) },
        ],
      },
      ...(empty
        ? [{ kind: 'note' as const, text: result.rcode === 'NOERROR' ? msg('noRecords', { type: result.type }) : msg(`explain.${KNOWN_STATUS.includes(result.rcode) ? result.rcode : 'other'}`), tone: result.rcode === 'NOERROR' ? ('info' as const) : ('warning' as const) }]
        : [
            {
              kind: 'table' as const,
              caption: msg('records.caption', { count: num(result.records.length) }),
              columns: [{ label: msg('records.name'), mono: true }, { label: msg('records.type') }, { label: msg('records.ttl'), numeric: true }, { label: msg('records.value'), mono: true }],
              rows: result.records.map((r) => [r.name, r.type, num(r.ttl), r.value]),
            },
          ]),
      ...(result.hidden > 0 ? [{ kind: 'note' as const, text: msg('hidden', { count: num(result.hidden) }) }] : []),
    ],
    copy: [`;; ${result.name} ${result.type} ${result.rcode} @${result.server}`, ...result.records.map((r) => `${r.name}\t${r.ttl}\tIN\t${r.type}\t${r.value}`)].join('\n'),
    json: result,
    filename: `dns-${result.name}-${result.type}`,
  };
}
