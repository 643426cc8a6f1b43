/**
 * The GCD and LCM (or, for one number, whether it is prime), each number's prime factorisation with
 * exponents, the GCD and LCM read off the factorisations, and Euclid's algorithm division by division.
 */
import { msg, num, type Display, type ListBlock, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { MAX_FACTOR_DIGITS, MAX_STEPS, type FactorRow, type GcdResult } from './run.ts';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const power = (p: string, e: number) => (e === 1 ? p : p + [...String(e)].map((d) => SUPERSCRIPT[Number(d)]).join(''));
/** Whole numbers in the page's language up to 2^53, and as plain digits beyond (no rounding, ever). */
export const integer = (digits: string): Display => (Number.isSafeInteger(Number(digits)) ? num(Number(digits)) : digits);
/** "−12", with a true minus sign. */
const signed = (digits: string) => digits.replace('-', '−');

/** "2⁴ × 3", "−1 × 2² × 3", "0", "1". */
export function factorText(row: FactorRow): string {
  const negative = row.n.startsWith('-');
  if (row.factors.length === 0 && row.rest === null) return signed(row.n);
  const parts = [...(negative ? ['−1'] : []), ...row.factors.map(([p, e]) => power(p, e)), ...(row.rest !== null ? [`${row.rest}`] : [])];
  return parts.join(' × ');
}

/** The GCD or LCM as a product of primes: the least (GCD) or greatest (LCM) exponent of each prime. */
export function fromFactors(rows: readonly FactorRow[], which: 'gcd' | 'lcm'): string | null {
  if (rows.some((r) => r.rest !== null || r.n === '0')) return null;
  const primes = new Set(rows.flatMap((r) => r.factors.map(([p]) => p)));
  const exps = [...primes]
    .map((p) => {
      const each = rows.map((r) => r.factors.find(([q]) => q === p)?.[1] ?? 0);
      return [p, which === 'gcd' ? Math.min(...each) : Math.max(...each)] as const;
    })
    .filter(([, e]) => e > 0)
    .sort((a, b) => (BigInt(a[0]) < BigInt(b[0]) ? -1 : 1));
  return exps.length ? exps.map(([p, e]) => power(p, e)).join(' × ') : '1';
}

/** At most this many numbers listed in the note on how the list was read; the rest are counted. */
const LISTED = 20;

/** Numbers as one message parameter, "1,071; 462; 2,310" (a semicolon, since the comma groups or is a decimal mark). */
export function listed(numbers: readonly string[]): Display {
  const shown = numbers.slice(0, LISTED);
  let list: Display = integer(shown[shown.length - 1]!);
  for (let i = shown.length - 2; i >= 0; i--) list = msg('pair', { a: integer(shown[i]!), b: list });
  return numbers.length > LISTED ? msg('andMore', { list, count: num(numbers.length - LISTED) }) : list;
}

export function view(r: GcdResult): ResultView {
  const items: ValueItem[] = [];
  const single = r.numbers.length === 1;
  if (single) {
    const row = r.rows[0]!;
    items.push({ label: msg('result.isPrime', { n: integer(row.n) }), value: msg(`status.${row.status}`), main: true }, { label: msg('result.factors'), value: factorText(row), mono: true, copy: true });
  } else {
    items.push(
      { label: msg('result.gcd'), value: integer(r.gcd), main: true, copy: r.gcd },
      { label: msg('result.lcm'), value: integer(r.lcm), copy: r.lcm },
      { label: msg('result.coprime'), value: msg(r.gcd === '1' ? 'yes' : 'no'), hint: msg(r.gcd === '1' ? 'coprimeYes' : 'coprimeNo') },
    );
  }
  const blocks: ResultBlock[] = [{ kind: 'values', items, announce: true }];
  // "1 071; 462" could have been 1, 071 and 462: say how the list was read.
  if (r.ambiguous) blocks.push({ kind: 'note', text: msg('notes.read', { count: num(r.numbers.length), list: listed(r.numbers) }) });

  if (!single) {
    const g = fromFactors(r.rows, 'gcd');
    const l = fromFactors(r.rows, 'lcm');
    if (g !== null && g !== r.gcd) blocks.push({ kind: 'formula', label: msg('byFactors.gcd'), formula: [g, ' = ', integer(r.gcd)] });
    if (l !== null && l !== r.lcm) blocks.push({ kind: 'formula', label: msg('byFactors.lcm'), formula: [l, ' = ', integer(r.lcm)] });
  }

  blocks.push({
    kind: 'table',
    caption: msg('table.caption'),
    columns: [{ label: msg('table.number'), numeric: true }, { label: msg('table.factors'), mono: true }, { label: msg('table.prime') }],
    rows: r.rows.map((row) => [integer(row.n), factorText(row), msg(`status.${row.status}`)]),
    rowHeaders: true,
  });
  if (r.rows.some((row) => row.rest !== null)) blocks.push({ kind: 'note', tone: 'warning', text: msg('notes.incomplete') });
  if (r.rows.some((row) => row.status === 'probablePrime')) blocks.push({ kind: 'note', text: msg('notes.probable') });
  if (r.rows.some((row) => row.status === 'notTested')) blocks.push({ kind: 'note', text: msg('notes.notTested', { max: num(MAX_FACTOR_DIGITS) }) });

  // Euclid's algorithm, pair by pair (the first ten pairs).
  for (const pair of r.steps.slice(0, 10)) {
    if (pair.steps.length === 0) {
      // GCD(a, 0) = |a|: there is no division to make.
      blocks.push({ kind: 'note', text: msg('euclid.zero', { a: signed(pair.a), b: signed(pair.b) }) });
      continue;
    }
    const list: ListBlock = { kind: 'list', label: msg('euclid.label', { a: signed(pair.a), b: signed(pair.b) }), items: pair.steps.map((s) => `${s.a} = ${s.q} × ${s.b} + ${s.r}`), mono: true };
    blocks.push(list);
    if (pair.count > MAX_STEPS) blocks.push({ kind: 'note', text: msg('euclid.more', { count: num(pair.count - MAX_STEPS) }) });
  }
  if (r.steps.length > 10) blocks.push({ kind: 'note', text: msg('euclid.morePairs', { count: num(r.steps.length - 10) }) });
  blocks.push({ kind: 'note', text: msg('notes.method') });
  return single ? { blocks } : { blocks, copy: msg('copy', { gcd: r.gcd, lcm: r.lcm }) };
}
