import { date, msg, num, region, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { MacInfo, MacResult } from './run.ts';

const kind = (m: MacInfo): Display => msg(m.broadcast ? 'kinds.broadcast' : m.multicast ? 'kinds.multicast' : 'kinds.unicast');
const admin = (m: MacInfo): Display => msg(m.local ? 'admin.local' : 'admin.universal');
const vendorOf = (m: MacInfo): Display => m.vendor ?? msg(m.local ? 'noVendorLocal' : 'noVendor');
const prefixText = (m: MacInfo) => `${m.prefix!.match(/..?/g)!.join(':')} (${m.registry})`;

function notes(m: MacInfo): ResultBlock[] {
  const out: ResultBlock[] = [];
  if (m.broadcast) out.push({ kind: 'note', text: msg('notes.broadcast') });
  else if (m.multicast) out.push({ kind: 'note', text: msg('notes.multicast') });
  if (m.local && !m.broadcast) out.push({ kind: 'note', text: msg('notes.local') });
  if (m.vendor === 'Private') out.push({ kind: 'note', text: msg('notes.private') });
  return out;
}

/**
 * One address: the vendor large, its registered prefix and country, the two bits in words, and every
 * notation with Copy. Several: a table. Generated addresses: a list (with each one's vendor). The
 * registry's version and date close every result.
 */
export function view(r: MacResult): ResultView {
  const source: ResultBlock = { kind: 'note', text: msg('source', { version: r.data.version, date: date(r.data.date, { dateStyle: 'long', timeZone: 'UTC' }) }) };
  if (r.mode === 'generate') {
    const text = r.macs.map((m) => m.mac).join('\n');
    const blocks: ResultBlock[] = r.prefixes
      ? [
          { kind: 'table', columns: [{ label: msg('columns.mac'), mono: true }, { label: msg('columns.vendor') }], rows: r.macs.map((m) => [m.mac, m.vendor ?? '']) },
          { kind: 'note', text: msg('prefixesMatched', { count: num(r.prefixes) }) },
        ]
      : [
          { kind: 'list', label: msg('results.generated'), items: r.macs.map((m) => m.mac), mono: true },
          { kind: 'note', text: msg('notes.generatedLocal') },
        ];
    return { blocks: r.prefixes ? [...blocks, source] : blocks, copy: text, txt: text };
  }
  if (r.items.length === 1) {
    const m = r.items[0]!;
    const copyRow = (key: string, value: string): ValueItem => ({ label: msg(`results.${key}`), value, mono: true, copy: true });
    const items: ValueItem[] = [
      { label: msg('results.vendor'), value: vendorOf(m), main: true, copy: m.vendor ?? false },
      ...(m.prefix ? [copyRow('prefix', prefixText(m))] : []),
      ...(m.country ? [{ label: msg('results.country'), value: region(m.country) }] : []),
      { label: msg('results.kind'), value: kind(m) },
      { label: msg('results.admin'), value: admin(m) },
      ...(m.notations
        ? [copyRow('colon', m.notations.colon), copyRow('hyphen', m.notations.hyphen), copyRow('dot', m.notations.dot), copyRow('bare', m.notations.bare), copyRow('lower', m.notations.lower)]
        : []),
      ...(m.linkLocal ? [copyRow('linkLocal', m.linkLocal)] : []),
    ];
    if (!m.notations) items.push({ label: msg('results.partial'), value: msg('partialValue', { count: String(m.hex.length) }) });
    return { blocks: [{ kind: 'values', layout: 'rows', items, announce: true }, ...notes(m), source], regenerate: false, copy: m.vendor ?? m.hex };
  }
  return {
    blocks: [
      {
        kind: 'table',
        columns: [{ label: msg('columns.mac'), mono: true }, { label: msg('columns.vendor') }, { label: msg('columns.country') }, { label: msg('columns.kind') }, { label: msg('columns.admin') }],
        rows: r.items.map((m) => [m.notations?.colon ?? m.input, vendorOf(m), m.country ? region(m.country) : '', kind(m), admin(m)]),
        sortable: true,
      },
      source,
    ],
    regenerate: false,
  };
}
