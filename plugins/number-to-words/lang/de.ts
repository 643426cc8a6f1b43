/**
 * German (Duden): numbers below a million in one word ("eintausendzweihundertvierunddreißig"), "eins"
 * at the end when counting and "ein"/"eine" before a noun, Million, Milliarde, Billion and Billiarde as
 * separate nouns ("zwei Millionen dreihunderttausend").
 */
import { accumulate, splitCompound, type Currency, type Speller, type Token } from '../speller.ts';

const ONES = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** Feminine nouns: eine Million, zwei Millionen. */
const SCALES: readonly [number, string, string][] = [[1e15, 'Billiarde', 'Billiarden'], [1e12, 'Billion', 'Billionen'], [1e9, 'Milliarde', 'Milliarden'], [1e6, 'Million', 'Millionen']];

/** 'count': …eins at the end; 'noun': …ein (ein Euro, einundzwanzig); 'feminine': …eine (eine Rupie). */
type Form = 'count' | 'noun' | 'feminine';

function under100(n: number, form: Form): string {
  if (n === 1) return form === 'count' ? 'eins' : form === 'feminine' ? 'eine' : 'ein';
  if (n < 20) return ONES[n]!;
  const u = n % 10;
  return (u ? `${u === 1 ? 'ein' : ONES[u]}und` : '') + TENS[Math.floor(n / 10)];
}

function under1000(n: number, form: Form): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return (h ? `${h === 1 ? 'ein' : ONES[h]}hundert` : '') + (r ? under100(r, form) : '');
}

function underMillion(n: number, form: Form): string {
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  return (th ? `${under1000(th, 'noun')}tausend` : '') + (r ? under1000(r, form) : '');
}

function cardinal(n: number, form: Form = 'count'): string {
  if (n === 0) return 'null';
  const parts: string[] = [];
  let rest = n;
  for (const [scale, one, other] of SCALES) {
    const q = Math.floor(rest / scale);
    if (q) parts.push(q === 1 ? `eine ${one}` : `${underMillion(q, 'feminine')} ${other}`);
    rest %= scale;
  }
  if (rest) parts.push(underMillion(rest, form));
  return parts.join(' ');
}

/** Up to 999 999 (one word): -te after 1 to 19 (erste, dritte, siebte, achte), -ste after the rest. */
function ordinal(n: number): string | null {
  if (n >= 1e6) return null;
  const words = cardinal(n);
  const r = n % 100;
  if (r >= 1 && r <= 19) {
    for (const [from, to] of [['eins', 'erste'], ['drei', 'dritte'], ['sieben', 'siebte'], ['acht', 'achte']] as const) if (words.endsWith(from)) return words.slice(0, -from.length) + to;
    return `${words}te`;
  }
  return `${words}ste`;
}

const WORDS: Readonly<Record<string, Token>> = {
  ...Object.fromEntries(ONES.map((w, i) => [w, { add: i }])),
  ...Object.fromEntries(TENS.slice(2).map((w, i) => [w, { add: (i + 2) * 10 }])),
  ein: { add: 1 },
  eine: { add: 1 },
  einen: { add: 1 },
  einer: { add: 1 },
  und: { skip: true },
  hundert: { hundred: true },
  tausend: { thousand: true },
  million: { scale: 1e6 },
  millionen: { scale: 1e6 },
  milliarde: { scale: 1e9 },
  milliarden: { scale: 1e9 },
  billion: { scale: 1e12 },
  billionen: { scale: 1e12 },
  billiarde: { scale: 1e15 },
  billiarden: { scale: 1e15 },
  komma: { point: true },
  minus: { minus: true },
};
const VOCABULARY = Object.keys(WORDS);

function parse(text: string): number | null {
  const tokens: Token[] = [];
  for (const word of text.toLowerCase().split(/[\s-]+/).filter(Boolean)) {
    const parts = splitCompound(word, VOCABULARY);
    if (!parts) return null;
    tokens.push(...parts.map((p) => WORDS[p]!));
  }
  return accumulate(tokens, true);
}

export const german: Speller = {
  cardinal: (n) => cardinal(n),
  ordinal,
  ordinalMax: 999_999,
  minus: 'minus',
  point: 'Komma',
  decimals: (digits) => [...digits].map((d) => ONES[Number(d)]).join(' '),
  amount(units: number, cents: number, c: Currency) {
    const parts: string[] = [];
    if (units || !cents) parts.push(`${cardinal(units, c.feminine ? 'feminine' : 'noun')} ${units === 1 ? c.one : c.other}`);
    if (cents) parts.push(`${cardinal(cents, c.centFeminine ? 'feminine' : 'noun')} ${cents === 1 ? c.centOne : c.centOther}`);
    return parts.join(' und ');
  },
  parse,
};
