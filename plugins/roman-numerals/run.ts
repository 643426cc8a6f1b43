import { toolError, type ToolError } from '@sdk/core';
import { MAX_STANDARD, MAX_VINCULUM, type Input, type Mode, type Options } from './manifest.ts';

/** A bar over a numeral (U+0305 COMBINING OVERLINE): the vinculum, × 1,000. */
export const BAR = '\u0305';

export interface Part {
  /** The Roman numeral of one decimal place ("CM"). */
  roman: string;
  /** Its value (900). */
  value: number;
}

export interface RomanResult {
  mode: Mode;
  number: number;
  /** The numeral in its standard form (capitals, bars as U+0305). */
  roman: string;
  /** Place by place, largest first: what the numeral is made of. */
  parts: Part[];
}

const VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
/** The numerals of 1–9 at each place: ones, tens, hundreds (and thousands up to 3). */
const PLACES = [
  ['I', 'V', 'X'],
  ['X', 'L', 'C'],
  ['C', 'D', 'M'],
  ['M', '', ''],
] as const;

function digit(d: number, [one, five, ten]: readonly [string, string, string]): string {
  if (d === 9) return one + ten;
  if (d === 4) return one + five;
  return (d >= 5 ? five : '') + one.repeat(d % 5);
}

const overline = (s: string) => [...s].map((c) => c + BAR).join('');

/** 1–3,999 in the standard form, place by place. */
function standardParts(n: number, scale = 1, bar = false): Part[] {
  const parts: Part[] = [];
  for (let place = 3, unit = 1000; place >= 0; place--, unit /= 10) {
    const d = Math.floor(n / unit) % 10;
    if (d === 0) continue;
    const roman = digit(d, PLACES[place]!);
    parts.push({ roman: bar ? overline(roman) : roman, value: d * unit * scale });
  }
  return parts;
}

/** 1–3,999,999: from 4,000 the thousands are written with a bar (4,000 = I̅V̅), the rest as usual. */
export function romanParts(n: number): Part[] {
  if (n <= MAX_STANDARD) return standardParts(n);
  return [...standardParts(Math.floor(n / 1000), 1000, true), ...standardParts(n % 1000)];
}

export const toRoman = (n: number): string => romanParts(n).map((p) => p.roman).join('');

interface Token {
  letter: string;
  bar: boolean;
  value: number;
}

type Rule = { code: string; params: Record<string, string> };

const show = (t: Token) => t.letter + (t.bar ? BAR : '');
const showAll = (ts: readonly Token[]) => ts.map(show).join('');

/** The rules one group of numerals (all with a bar, or all without) must keep, the first one broken. */
function brokenRule(group: readonly Token[]): Rule | null {
  for (const five of ['V', 'L', 'D']) {
    const same = group.filter((t) => t.letter === five);
    if (same.length > 1) return { code: 'repeatedFive', params: { letter: show(same[0]!) } };
  }
  for (let i = 0, run = 1; i < group.length; i++) {
    run = i > 0 && group[i]!.letter === group[i - 1]!.letter ? run + 1 : 1;
    if (run === 4) return { code: 'fourInARow', params: { run: showAll(group.slice(i - 3, i + 1)) } };
  }
  for (let i = 0; i + 1 < group.length; i++) {
    const [a, b] = [group[i]!, group[i + 1]!];
    if (a.value >= b.value) continue;
    const pair = show(a) + show(b);
    if (a.letter === 'V' || a.letter === 'L' || a.letter === 'D') return { code: 'fiveSubtracted', params: { pair, letter: show(a) } };
    if (b.value > 10 * a.value) {
      const next = Object.keys(VALUES).filter((k) => VALUES[k]! === 5 * VALUES[a.letter]! || VALUES[k]! === 10 * VALUES[a.letter]!);
      const bar = a.bar ? BAR : '';
      return { code: 'subtractTooFar', params: { pair, letter: show(a), a: next[0]! + bar, b: next[1]! + bar } };
    }
    if (i > 0 && group[i - 1]!.value <= a.value) return { code: 'doubleSubtract', params: { part: showAll(group.slice(i - 1, i + 2)) } };
  }
  return null;
}

/** Letters, bars, Unicode's own Roman numeral characters (Ⅻ) and lower case; spaces are ignored. */
function tokens(text: string): Token[] | ToolError {
  const chars = [...text.normalize('NFKC').toUpperCase().replace(/\u0304/g, BAR).replace(/\s+/g, '')];
  const out: Token[] = [];
  for (const c of chars) {
    if (c === BAR) {
      const last = out[out.length - 1];
      if (!last || last.bar) return toolError('invalidLetter', { letter: `◌${BAR}`, field: 'roman' });
      last.bar = true;
      last.value *= 1000;
      continue;
    }
    const value = VALUES[c];
    if (value === undefined) return toolError('invalidLetter', { letter: c, field: 'roman' });
    out.push({ letter: c, bar: false, value });
  }
  return out;
}

/** A Roman numeral to its number, or the rule it breaks with the numeral it should be. */
export function fromRoman(text: string, vinculum = true): RomanResult | ToolError {
  const read = tokens(text);
  if (!Array.isArray(read)) return read;
  if (read.length === 0) return toolError('empty', { field: 'roman' });
  if (!vinculum && read.some((t) => t.bar)) return toolError('barNeedsVinculum', { field: 'roman' });
  const firstPlain = read.findIndex((t) => !t.bar);
  if (firstPlain >= 0 && read.slice(firstPlain).some((t) => t.bar)) return toolError('vinculumFirst', { field: 'roman' });

  // The value by the usual reading (a smaller numeral before a larger one is subtracted), for the suggestion.
  let total = 0;
  read.forEach((t, i) => (total += i + 1 < read.length && t.value < read[i + 1]!.value ? -t.value : t.value));
  if (total > MAX_VINCULUM) return toolError('tooLarge', { max: MAX_VINCULUM, field: 'roman' });

  const rule = brokenRule(read.filter((t) => t.bar)) ?? brokenRule(read.filter((t) => !t.bar));
  const canonical = total >= 1 ? toRoman(total) : '';
  if (rule) return total >= 1 ? toolError(rule.code, { ...rule.params, value: total, roman: canonical, field: 'roman' }) : toolError('invalid', { field: 'roman' });
  if (canonical !== showAll(read)) return toolError('notCanonical', { value: total, roman: canonical, field: 'roman' });
  return { mode: 'toArabic', number: total, roman: canonical, parts: romanParts(total) };
}

export function run({ number, roman }: Input, { mode, vinculum }: Options): RomanResult | ToolError {
  if (mode === 'toArabic') return fromRoman(roman, vinculum);
  if (number === null) return toolError('empty', { field: 'number' });
  if (number > MAX_STANDARD && !vinculum) return toolError('needsVinculum', { max: MAX_STANDARD, field: 'number' });
  const parts = romanParts(number);
  return { mode: 'toRoman', number, roman: parts.map((p) => p.roman).join(''), parts };
}
