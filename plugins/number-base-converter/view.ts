/**
 * One row per base (binary, octal, decimal, hexadecimal, the other base), each with a Copy button that
 * copies its digits without the grouping spaces. A fraction that does not end in a base says so under its row, with the digits that
 * repeat forever; with a width, the rows say they are the bit pattern and the decimal row gives the
 * unsigned value too.
 */
import { msg, num, type Display, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Converted, Row } from './run.ts';

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

function hint(row: Row, result: Converted, options: Options): Display | undefined {
  if (result.twos) {
    if (row.base === 10) return msg('signedHint', { unsigned: result.twos.unsigned });
    if (row.base === 2 || row.base === 16) return msg('bitsHint', { bits: num(result.twos.bits) });
    return undefined;
  }
  if (!row.cut) return undefined;
  const digits = num(options.fractionDigits);
  if (!row.repeat) return msg('cut', { digits });
  if (row.repeat.digits.length > MAX_REPEAT_SHOWN) return msg('cutRepeatLong', { digits, length: num(row.repeat.digits.length), from: num(row.repeat.start + 1) });
  return msg('cutRepeat', { digits, repeat: row.repeat.digits, from: num(row.repeat.start + 1) });
}

export function view(result: Converted, { options }: { input: Input; options: Options }): ResultView {
  const items = result.rows.map((row): ValueItem => {
    const h = hint(row, result, options);
    const item: ValueItem = { label: label(row.base), value: written(row, options), copy: written(row, options, false), mono: true };
    return h ? { ...item, hint: h } : item;
  });
  return { blocks: [{ kind: 'values', layout: 'rows', items }] };
}
