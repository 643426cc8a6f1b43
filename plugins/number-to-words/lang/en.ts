/** English, US and UK: short scale; the UK says "and" before the last tens and units ("one hundred and five"). */
import { accumulate, type Currency, type Speller, type Token } from '../speller.ts';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [[1e15, 'quadrillion'], [1e12, 'trillion'], [1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];
const ORDINAL: Readonly<Record<string, string>> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

const under100 = (n: number): string => (n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : ''));

function under1000(n: number, uk: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} hundred`);
  if (r) {
    if (h && uk) parts.push('and');
    parts.push(under100(r));
  }
  return parts.join(' ');
}

function cardinal(n: number, uk: boolean): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [scale, name] of SCALES) {
    const q = Math.floor(rest / scale);
    if (q) parts.push(`${under1000(q, uk)} ${name}`);
    rest %= scale;
  }
  if (rest) {
    if (uk && parts.length && rest < 100) parts.push('and');
    parts.push(under1000(rest, uk));
  }
  return parts.join(' ');
}

function ordinal(n: number, uk: boolean): string {
  const words = cardinal(n, uk);
  const cut = Math.max(words.lastIndexOf(' '), words.lastIndexOf('-')) + 1;
  const last = words.slice(cut);
  const ord = ORDINAL[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, cut) + ord;
}

const WORDS: Readonly<Record<string, Token>> = {
  ...Object.fromEntries(ONES.map((w, i) => [w, { add: i }])),
  ...Object.fromEntries(TENS.slice(2).map((w, i) => [w, { add: (i + 2) * 10 }])),
  hundred: { hundred: true },
  thousand: { thousand: true },
  million: { scale: 1e6 },
  billion: { scale: 1e9 },
  trillion: { scale: 1e12 },
  quadrillion: { scale: 1e15 },
  and: { skip: true },
  a: { add: 1 },
  oh: { add: 0 },
  point: { point: true },
  minus: { minus: true },
  negative: { minus: true },
};

export function english(uk: boolean): Speller {
  return {
    cardinal: (n) => cardinal(n, uk),
    ordinal: (n) => ordinal(n, uk),
    ordinalMax: 1e15,
    minus: 'minus',
    point: 'point',
    decimals: (digits) => [...digits].map((d) => ONES[Number(d)]).join(' '),
    amount(units: number, cents: number, c: Currency) {
      const parts: string[] = [];
      if (units || !cents) parts.push(`${cardinal(units, uk)} ${units === 1 ? c.one : c.other}`);
      if (cents) parts.push(`${cardinal(cents, uk)} ${cents === 1 ? c.centOne : c.centOther}`);
      return parts.join(' and ');
    },
    parse(text) {
      const tokens: Token[] = [];
      for (const word of text.toLowerCase().replace(/[,]/g, ' ').split(/[\s-]+/).filter(Boolean)) {
        const token = WORDS[word];
        if (!token) return null;
        tokens.push(token);
      }
      return accumulate(tokens, true);
    },
  };
}
