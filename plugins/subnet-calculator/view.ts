import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { MAX_ROWS, type SubnetCalcResult } from './run.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A count of addresses: in the page's language while exact as a number, else 2ⁿ with every digit (IPv6). */
export function count(text: string): Display {
  const n = BigInt(text);
  if (n <= BigInt(Number.MAX_SAFE_INTEGER)) return num(Number(n));
  const exp = n.toString(2).length - 1;
  const power = (1n << BigInt(exp)) === n ? `2${[...String(exp)].map((d) => SUPERSCRIPT[Number(d)]).join('')} = ` : '';
  return `${power}${text}`;
}

const row = (key: string, value: string, main = false): ValueItem => ({ label: msg(`results.${key}`), value, mono: true, copy: true, ...(main ? { main } : {}) });

export function view(r: SubnetCalcResult): ResultView {
  if (r.mode === 'subnet') {
    const d = r.details;
    const items: ValueItem[] = [
      row('cidr', d.cidr, true),
      row('network', d.network),
      row('mask', d.mask),
      ...(d.wildcard ? [row('wildcard', d.wildcard)] : []),
      ...(d.broadcast ? [row('broadcast', d.broadcast)] : []),
      row(d.version === 4 ? 'firstHost' : 'firstAddress', d.firstHost),
      row(d.version === 4 ? 'lastHost' : 'lastAddress', d.lastHost),
      ...(d.version === 4 ? [{ label: msg('results.hosts'), value: count(d.hosts) }] : []),
      { label: msg('results.addresses'), value: count(d.addresses) },
      { label: msg('results.prefix'), value: `/${d.prefix}` },
      ...(d.ipClass ? [{ label: msg('results.ipClass'), value: msg('classValue', { letter: d.ipClass }) }] : []),
      { label: msg('results.scope'), value: msg(`scopes.${d.scope}`) },
    ];
    const blocks: ResultBlock[] = [];
    if (r.check) blocks.push({ kind: 'note', tone: r.check.inside ? 'info' : 'warning', text: msg(r.check.inside ? 'inside' : 'outside', { address: r.check.address, network: d.cidr }) });
    blocks.push({ kind: 'values', layout: 'rows', items, announce: true });
    if (d.typed) blocks.push({ kind: 'note', text: msg('typedHost', { address: d.typed, network: d.network }) });
    if (d.prefix === 31 && d.version === 4) blocks.push({ kind: 'note', text: msg('pointToPoint') });
    if (d.binary)
      blocks.push({
        kind: 'table',
        caption: msg('binaryCaption'),
        columns: [{ label: msg('columns.what') }, { label: msg('columns.binary'), mono: true }],
        rowHeaders: true,
        rows: [
          [msg('results.address'), d.binary.address],
          [msg('results.mask'), d.binary.mask],
          [msg('results.network'), d.binary.network],
        ],
      });
    return { blocks, copy: d.cidr, regenerate: false };
  }
  if (r.mode === 'split') {
    const v4 = r.subnets[0]?.broadcast !== null;
    const blocks: ResultBlock[] = [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.subnets'), value: count(r.count), main: true },
          { label: msg('results.prefix'), value: `/${r.prefix}` },
          { label: msg('results.addressesEach'), value: count(r.addressesEach) },
          ...(v4 ? [{ label: msg('results.hostsEach'), value: count(r.hostsEach) }] : []),
        ],
      },
      {
        kind: 'table',
        caption: msg('splitCaption', { network: r.parent }),
        columns: [
          { label: msg('columns.subnet'), mono: true },
          { label: msg(v4 ? 'columns.firstHost' : 'columns.firstAddress'), mono: true },
          { label: msg(v4 ? 'columns.lastHost' : 'columns.lastAddress'), mono: true },
          ...(v4 ? [{ label: msg('columns.broadcast'), mono: true }] : []),
        ],
        rows: r.subnets.map((s) => [s.cidr, s.first, s.last, ...(s.broadcast ? [s.broadcast] : [])]),
      },
    ];
    if (BigInt(r.count) > BigInt(r.subnets.length)) blocks.push({ kind: 'note', text: msg('firstRows', { shown: num(MAX_ROWS), total: count(r.count) }) });
    return { blocks, copy: r.subnets.map((s) => s.cidr).join('\n'), regenerate: false };
  }
  if (r.mode === 'range') {
    return {
      blocks: [
        { kind: 'list', label: msg('results.rangeBlocks'), items: r.blocks, mono: true },
        {
          kind: 'values',
          layout: 'rows',
          announce: true,
          items: [row('firstAddress', r.first), row('lastAddress', r.last), { label: msg('results.addresses'), value: count(r.addresses) }],
        },
        { kind: 'note', text: msg('rangeSummary', { count: num(r.blocks.length) }) },
      ],
      copy: r.blocks.join('\n'),
      regenerate: false,
    };
  }
  if (r.mode === 'ula') {
    return {
      blocks: [
        { kind: 'values', layout: 'rows', announce: true, items: [row('ulaPrefix', r.prefix, true), row('globalId', r.globalId)] },
        { kind: 'list', label: msg('results.ulaSubnets', { total: count(r.subnetCount) }), items: r.subnets, mono: true },
        { kind: 'note', text: msg(r.random ? 'ulaRandom' : 'ulaTyped') },
      ],
      copy: r.prefix,
      // Regenerate draws another Global ID; a typed one gives the same prefix again.
      regenerate: r.random,
    };
  }
  return {
    blocks: [
      { kind: 'list', label: msg('results.blocks'), items: r.blocks, mono: true },
      { kind: 'values', layout: 'rows', items: r.supernets.map((s) => ({ label: msg('results.supernet'), value: s, mono: true, copy: true })) },
      {
        kind: 'table',
        caption: msg('rangesCaption'),
        columns: [{ label: msg('columns.firstAddress'), mono: true }, { label: msg('columns.lastAddress'), mono: true }, { label: msg('results.addresses'), numeric: true }],
        rows: r.ranges.map((x) => [x.first, x.last, count(x.addresses)]),
      },
      { kind: 'note', text: msg('summary', { entries: num(r.entries), blocks: num(r.blocks.length) }) },
    ],
    copy: r.blocks.join('\n'),
    regenerate: false,
  };
}
