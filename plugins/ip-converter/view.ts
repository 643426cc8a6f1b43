import { msg, num, type ResultView, type ValueItem } from '@sdk/core';
import type { IpResult } from './run.ts';

const item = (key: string, value: string, main = false): ValueItem => ({ label: msg(`results.${key}`), value, copy: true, mono: true, ...(main ? { main } : {}) });

/**
 * Every form on its own row with its own Copy; what kind of address it is; and notes on what the
 * typed form means (a shorthand, a leading zero read as octal, naming the part and its value, hex parts,
 * which RFC 5952 rules it did not follow).
 */
export function view(r: IpResult): ResultView {
  if (r.version === 4) {
    const items: ValueItem[] = [
      { ...item('dotted', r.dotted, true), hint: msg('readAs', { form: msg(`forms.${r.form}`) }) },
      item('decimal', r.decimal),
      item('hex', r.hex),
      item('dottedHex', r.dottedHex),
      item('octal', r.octal),
      item('dottedOctal', r.dottedOctal),
      item('binary', r.binary),
      item('dottedBinary', r.dottedBinary),
      item('mapped', r.mapped),
      item('mappedHex', r.mappedHex),
      item('sixToFour', r.sixToFour),
      item('reverse', r.reverse),
      { label: msg('results.scope'), value: msg(`scopes.${r.scope}`) },
    ];
    return {
      blocks: [
        { kind: 'values', layout: 'rows', items, announce: true },
        ...r.notes.map((n) => ({
          kind: 'note' as const,
          tone: 'warning' as const,
          text: msg(`notes.${n}`, { address: r.dotted, ...(n === 'octalParts' && r.octalPart ? { part: r.octalPart.text, value: num(r.octalPart.value) } : {}) }),
        })),
      ],
      copy: r.dotted,
    };
  }
  const items: ValueItem[] = [
    item('compressed', r.compressed, true),
    item('expanded', r.expanded),
    ...(r.ipv4 ? [item('ipv4', r.ipv4)] : []),
    ...(r.zone ? [item('zone', r.zone)] : []),
    item('decimal', r.decimal),
    item('hex', r.hex),
    item('reverse', r.reverse),
    { label: msg('results.scope'), value: msg(`scopes.${r.scope}`) },
  ];
  return {
    blocks: [
      { kind: 'values', layout: 'rows', items, announce: true },
      ...(r.notes.length ? [{ kind: 'note' as const, text: msg('rfc5952', { address: r.compressed }) }] : []),
      ...r.notes.map((n) => ({ kind: 'note' as const, text: msg(`notes.${n}`) })),
    ],
    copy: r.compressed,
  };
}
