/**
 * French: traditional spelling (hyphens between tens and units below 100, "et" in 21, 31… 71) and the
 * 1990 spelling (hyphens between every numeral: "deux-cent-trente-et-un"); cent and vingt take an s when
 * multiplied and last, and not before mille; million, milliard, billion and billiard are nouns.
 */
import { accumulate, type Currency, type Speller, type Token } from '../speller.ts';

const UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];
const NOUNS: readonly [number, string][] = [[1e15, 'billiard'], [1e12, 'billion'], [1e9, 'milliard'], [1e6, 'million']];
const NOUN_WORDS = new Set(NOUNS.flatMap(([, w]) => [w, `${w}s`]));

function under100(n: number): string {
  if (n < 17) return UNITS[n]!;
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  const t = Math.floor(n / 10);
  const u = n % 10;
  if (t <= 6) return TENS[t]! + (u === 0 ? '' : u === 1 ? ' et un' : `-${UNITS[u]}`);
  if (t === 7) return u === 1 ? 'soixante et onze' : `soixante-${under100(10 + u)}`;
  if (t === 8) return u === 0 ? 'quatre-vingts' : `quatre-vingt-${UNITS[u]}`;
  return `quatre-vingt-${under100(10 + u)}`;
}

/** Before mille, "cents" and "vingts" lose their s (deux cent mille, quatre-vingt mille). */
function under1000(n: number, beforeMille: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let words: string;
  if (h === 0) words = under100(r);
  else if (r) words = `${h === 1 ? 'cent' : `${UNITS[h]} cent`} ${under100(r)}`;
  else words = h === 1 ? 'cent' : `${UNITS[h]} cent${beforeMille ? '' : 's'}`;
  return beforeMille ? words.replace(/vingts$/, 'vingt') : words;
}

function traditional(n: number): string {
  if (n === 0) return 'zéro';
  const parts: string[] = [];
  let rest = n;
  for (const [scale, name] of NOUNS) {
    const q = Math.floor(rest / scale);
    if (q) parts.push(q === 1 ? `un ${name}` : `${underMillion(q)} ${name}s`);
    rest %= scale;
  }
  if (rest) parts.push(underMillion(rest));
  return parts.join(' ');
}

function underMillion(n: number): string {
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  const parts: string[] = [];
  if (th === 1) parts.push('mille');
  else if (th) parts.push(`${under1000(th, true)} mille`);
  if (r) parts.push(under1000(r, false));
  return parts.join(' ');
}

/** 1990: every run of numerals joined by hyphens; the nouns (million…) stay apart. */
function rectified(words: string): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const w of words.split(' ')) {
    if (NOUN_WORDS.has(w)) {
      if (run.length) out.push(run.join('-'));
      out.push(w);
      run = [];
    } else run.push(w);
  }
  if (run.length) out.push(run.join('-'));
  return out.join(' ');
}

/** 1 → premier; otherwise the last numeral + -ième (cinquième, neuvième, quatrième, centième, millionième). */
function ordinal(n: number, spelling: (n: number) => string): string {
  if (n === 1) return 'premier';
  // "un million" as an ordinal is "millionième": "un millionième" is a fraction.
  const words = spelling(n).replace(/^un (?=(million|milliard|billion|billiard)$)/, '');
  const cut = Math.max(words.lastIndexOf(' '), words.lastIndexOf('-')) + 1;
  let last = words.slice(cut).replace(/(cent|vingt|million|milliard|billion|billiard)s$/, '$1');
  if (last === 'un') last = 'unième';
  else if (last === 'cinq') last = 'cinquième';
  else if (last === 'neuf') last = 'neuvième';
  else last = `${last.replace(/e$/, '')}ième`;
  return words.slice(0, cut) + last;
}

const strip = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const WORDS: Readonly<Record<string, Token>> = {
  ...Object.fromEntries(UNITS.map((w, i) => [strip(w), { add: i }])),
  ...Object.fromEntries(TENS.slice(2).map((w, i) => [w, { add: (i + 2) * 10 }])),
  une: { add: 1 },
  vingts: { add: 20 },
  cent: { hundred: true },
  cents: { hundred: true },
  mille: { thousand: true },
  mil: { thousand: true },
  ...Object.fromEntries(NOUNS.flatMap(([scale, w]) => [[w, { scale }], [`${w}s`, { scale }]])),
  et: { skip: true },
  virgule: { point: true },
  moins: { minus: true },
};

function parse(text: string): number | null {
  const words = strip(text.toLowerCase()).split(/[\s-]+/).filter(Boolean);
  const tokens: Token[] = [];
  for (const [i, word] of words.entries()) {
    const token = WORDS[word];
    if (!token) return null;
    // quatre-vingt(s): four twenties, not four plus twenty.
    if ((word === 'vingt' || word === 'vingts') && words[i - 1] === 'quatre') {
      tokens.pop();
      tokens.push({ add: 80 });
    } else tokens.push(token);
  }
  return accumulate(tokens, false);
}

export function french(spelling1990: boolean): Speller {
  const spell = (n: number) => (spelling1990 ? rectified(traditional(n)) : traditional(n));
  const counted = (n: number, feminine?: boolean) => (feminine ? spell(n).replace(/(^|[ -])un$/, '$1une') : spell(n));
  return {
    cardinal: spell,
    ordinal: (n) => ordinal(n, spell),
    ordinalMax: 1e15,
    minus: 'moins',
    point: 'virgule',
    decimals: (digits) => {
      const lead = digits.match(/^0*/)![0].length;
      const rest = digits.slice(lead);
      return [...Array<string>(lead).fill('zéro'), ...(rest ? [spell(Number(rest))] : [])].join(' ');
    },
    amount(units: number, cents: number, c: Currency) {
      const parts: string[] = [];
      if (units || !cents) {
        const noun = units > 1 ? c.other : c.one;
        // "un million d'euros", "deux millions de dollars": a whole number of millions takes "de".
        const of = units >= 1e6 && units % 1e6 === 0 ? (/^[aeiouyéèh]/i.test(noun) ? ' d’' : ' de ') : ' ';
        parts.push(`${counted(units, c.feminine)}${of}${noun}`);
      }
      if (cents) parts.push(`${counted(cents, c.centFeminine)} ${cents > 1 ? c.centOther : c.centOne}`);
      return parts.join(' et ');
    },
    parse,
  };
}
