/**
 * One row per base (binary, octal, decimal, hexadecimal, the other base), each with a Copy button that
 * copies its digits without the grouping spaces. Where a fraction does not end, a note says it is
 * rounded and a table gives the digits that repeat forever in each base; with a width, the decimal
 * value is given signed and unsigned, and a note says binary and hexadecimal show every bit.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Converted, Row } from './run.ts';
import type { Floats } from './ieee754.ts';

/** The operation between A and B, in the symbols of C and JavaScript. */
const SYMBOL: Record<Options['operation'], string> = { and: 'A & B', or: 'A | B', xor: 'A ^ B', not: '~A', shl: 'A << B', shr: 'A >> B', ushr: 'A >>> B' };

const PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x' };
const GROUP: Record<number, number> = { 2: 4, 16: 4, 8: 3, 10: 3 };
/** A repeating block longer than this is described by its length. */
export const MAX_REPEAT_SHOWN = 24;

/** Digits in groups (the whole part from the right, the fraction from the left), split by spaces. */
export function grouped(digits: string, size: number): string {
  const [whole, fraction] = digits.split('.') as [string, string | undefined];
  const parts: string[] = [];
  for (let end = whole.length; end > 0; end -= size) parts.unshift(whole.slice(Math.max(0, end - size), end));
  let out = parts.join(' ');
  if (fraction !== undefined) out += `.${fraction.match(new RegExp(`.{1,${size}}`, 'g'))!.join(' ')}`;
  return out;
}

/** A row's digits as shown: the prefix after the sign, then the digits, grouped if asked. */
export function written(row: Row, options: Pick<Options, 'group' | 'prefixes'>, group = options.group): string {
  const negative = row.digits.startsWith('-');
  const digits = negative ? row.digits.slice(1) : row.digits;
  const size = GROUP[row.base];
  return `${negative ? '-' : ''}${options.prefixes ? (PREFIX[row.base] ?? '') : ''}${group && size ? grouped(digits, size) : digits}`;
}

function label(base: number): Display {
  return base in PREFIX || base === 10 ? msg(`bases.${base}`) : msg('bases.other', { base: num(base) });
}

/** Where fractions do not end: which digits repeat in each base, as a table (base, repeating digits, from which digit). */
function fractionBlocks(result: Converted, options: Options): ResultBlock[] {
  const cut = result.rows.filter((row) => row.cut);
  if (cut.length === 0) return [];
  const blocks: ResultBlock[] = [{ kind: 'note', text: msg('cut', { digits: num(options.fractionDigits) }) }];
  const repeating = cut.filter((row) => row.repeat);
  if (repeating.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('repeat.caption'),
      columns: [{ label: msg('repeat.base') }, { label: msg('repeat.digits'), mono: true }, { label: msg('repeat.from'), numeric: true }],
      rows: repeating.map((row) => {
        const { digits, start } = row.repeat!;
        const shown: Display = digits.length > MAX_REPEAT_SHOWN ? msg('repeat.long', { length: num(digits.length) }) : digits;
        return [label(row.base), shown, num(start + 1)];
      }),
    });
  }
  return blocks;
}

/** Sign, exponent and mantissa bits in 32 and 64 bits, the exact values stored, and what did not fit. */
function floatView(result: Floats): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'table',
      caption: msg('float.caption'),
      columns: [{ label: msg('float.format') }, { label: msg('float.sign'), mono: true }, { label: msg('float.exponent'), mono: true }, { label: msg('float.mantissa'), mono: true }, { label: msg('float.hex'), mono: true }, { label: msg('float.power'), numeric: true }],
      rows: result.float.map((f) => [msg(`float.bits${f.bits}`), f.sign, f.exponent, f.mantissa, f.hex, f.power === undefined ? '' : num(f.power)]),
    },
    {
      kind: 'values',
      layout: 'rows',
      items: result.float.map((f): ValueItem => ({ label: msg(`float.exact${f.bits}`), value: f.exact ?? msg(`float.${f.kind}`), ...(f.exact ? { copy: f.exact } : {}), mono: true })),
    },
  ];
  for (const f of result.float) {
    const bits = num(f.bits);
    if (f.overflow) blocks.push({ kind: 'note', tone: 'warning', text: msg('float.overflow', { bits }) });
    else if (f.underflow) blocks.push({ kind: 'note', tone: 'warning', text: msg('float.underflow', { bits }) });
    else if (f.kind === 'subnormal') blocks.push({ kind: 'note', text: msg('float.subnormalNote', { bits }) });
    else if (f.rounded) blocks.push({ kind: 'note', text: msg('float.rounded', { bits }) });
  }
  return { blocks };
}

export function view(result: Converted | Floats, { options }: { input: Input; options: Options }): ResultView {
  if ('float' in result) return floatView(result);
  const items = result.rows.map((row): ValueItem => ({
    label: result.twos && row.base === 10 ? msg('signed') : label(row.base),
    value: written(row, options),
    copy: written(row, options, false),
    mono: true,
  }));
  if (result.twos) {
    const unsigned: Row = { base: 10, digits: result.twos.unsigned };
    items.splice(3, 0, { label: msg('unsigned'), value: written(unsigned, options), copy: written(unsigned, options, false), mono: true });
  }
  const blocks: ResultBlock[] = [{ kind: 'values', layout: 'rows', items }];
  const ops = result.operands;
  if (ops) {
    const rows: Display[][] = [['A', ops.a]];
    if (ops.b !== undefined) rows.push(['B', ops.b]);
    rows.push([SYMBOL[options.operation], ops.result]);
    blocks.push({ kind: 'table', caption: msg('bitwiseCaption'), columns: [{ label: msg('bitwiseOperand') }, { label: msg('bases.2'), mono: true }], rows });
    if (!result.twos && [ops.a, ops.b, ops.result].some((d) => d?.trimStart().startsWith('-'))) blocks.push({ kind: 'note', text: msg('endlessNote') });
  }
  if (result.twos) blocks.push({ kind: 'note', text: msg('bitsNote', { bits: num(result.twos.bits) }) });
  return { blocks: [...blocks, ...fractionBlocks(result, options)] };
}
