/**
 * Spanish (RAE): "uno" when counting, "un"/"veintiún" before a noun and before mil, millón and billón,
 * "una"/"doscientas" before a feminine noun; long scale (un millón, mil millones, un billón).
 */
import { accumulate, type Currency, type Speller, type Token } from '../speller.ts';

const UNITS = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince',
  'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco',
  'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve',
];
const TENS = ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

/** 'count': uno; 'noun': un (before a masculine noun, mil, millón); 'feminine': una, doscientas. */
type Form = 'count' | 'noun' | 'feminine';

function ending(word: string, form: Form): string {
  if (!word.endsWith('uno')) return word;
  if (form === 'feminine') return `${word.slice(0, -3)}una`;
  if (form === 'noun') return word === 'veintiuno' ? 'veintiún' : `${word.slice(0, -3)}un`;
  return word;
}

function under100(n: number, form: Form): string {
  const word = n < 30 ? UNITS[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? ` y ${UNITS[n % 10]}` : '');
  return ending(word, form);
}

function under1000(n: number, form: Form): string {
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100);
  const r = n % 100;
  const hundreds = form === 'feminine' ? HUNDREDS[h]!.replace(/os$/, 'as') : HUNDREDS[h]!;
  return [h ? hundreds : '', r ? under100(r, form) : ''].filter(Boolean).join(' ');
}

/** Below a million: "mil" alone for 1000, "veintiún mil", "doscientas mil" (libras). */
function underMillion(n: number, form: Form): string {
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  const parts: string[] = [];
  if (th === 1) parts.push('mil');
  else if (th) parts.push(`${under1000(th, form === 'feminine' ? 'feminine' : 'noun')} mil`);
  if (r) parts.push(under1000(r, form));
  return parts.join(' ');
}

function cardinal(n: number, form: Form = 'count'): string {
  if (n === 0) return 'cero';
  const billions = Math.floor(n / 1e12);
  const millions = Math.floor((n % 1e12) / 1e6);
  const rest = n % 1e6;
  const parts: string[] = [];
  if (billions) parts.push(billions === 1 ? 'un billón' : `${underMillion(billions, 'noun')} billones`);
  if (millions) parts.push(millions === 1 ? 'un millón' : `${underMillion(millions, 'noun')} millones`);
  if (rest) parts.push(underMillion(rest, form));
  return parts.join(' ');
}

const ORD_UNITS = ['', 'primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno'];
const ORD_TENS = ['', 'décimo', 'vigésimo', 'trigésimo', 'cuadragésimo', 'quincuagésimo', 'sexagésimo', 'septuagésimo', 'octogésimo', 'nonagésimo'];
const ORD_HUNDREDS = ['', 'centésimo', 'ducentésimo', 'tricentésimo', 'cuadringentésimo', 'quingentésimo', 'sexcentésimo', 'septingentésimo', 'octingentésimo', 'noningentésimo'];
/** 11 to 19 as the RAE writes them: undécimo, duodécimo, then decimotercero… in one word. */
const ORD_TEENS = ['décimo', 'undécimo', 'duodécimo', 'decimotercero', 'decimocuarto', 'decimoquinto', 'decimosexto', 'decimoséptimo', 'decimoctavo', 'decimonoveno'];

function ordinalUnder1000(n: number): string {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  const parts = [ORD_HUNDREDS[h]!];
  if (t === 1) parts.push(ORD_TEENS[u]!);
  else parts.push(ORD_TENS[t]!, ORD_UNITS[u]!);
  return parts.filter(Boolean).join(' ');
}

/** Up to 999 999: thousands as one word with the count before them (dosmilésimo, veintiunmilésimo). */
function ordinal(n: number): string | null {
  if (n >= 1e6) return null;
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  const parts: string[] = [];
  if (th === 1) parts.push('milésimo');
  // The first part of a compound loses its written accent (veintiún → veintiunmilésimo).
  else if (th) parts.push(`${under1000(th, 'noun').replace(/ /g, '').normalize('NFD').replace(/\u0301/g, '').normalize('NFC')}milésimo`);
  if (r) parts.push(ordinalUnder1000(r));
  return parts.join(' ');
}

const strip = (w: string) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const WORDS: Readonly<Record<string, Token>> = {
  ...Object.fromEntries(UNITS.map((w, i) => [strip(w), { add: i }])),
  ...Object.fromEntries(TENS.slice(2).map((w, i) => [w, { add: (i + 2) * 10 }])),
  ...Object.fromEntries(HUNDREDS.slice(2).flatMap((w, i) => [[w, { add: (i + 2) * 100 }], [w.replace(/os$/, 'as'), { add: (i + 2) * 100 }]])),
  un: { add: 1 },
  una: { add: 1 },
  veintiun: { add: 21 },
  veintiuna: { add: 21 },
  cien: { add: 100 },
  ciento: { add: 100 },
  mil: { thousand: true },
  millon: { scale: 1e6 },
  millones: { scale: 1e6 },
  billon: { scale: 1e12 },
  billones: { scale: 1e12 },
  y: { skip: true },
  coma: { point: true },
  punto: { point: true },
  menos: { minus: true },
};

/** "mil millones": mil multiplies what follows up to the next scale, so it is read before millones. */
function parse(text: string): number | null {
  const tokens: Token[] = [];
  for (const word of strip(text.toLowerCase()).split(/\s+/).filter(Boolean)) {
    const token = WORDS[word];
    if (!token) return null;
    tokens.push(token);
  }
  return accumulate(tokens, false);
}

export const spanish: Speller = {
  cardinal: (n) => cardinal(n),
  ordinal,
  ordinalMax: 999_999,
  minus: 'menos',
  point: 'coma',
  decimals: (digits) => {
    const lead = digits.match(/^0*/)![0].length;
    const rest = digits.slice(lead);
    return [...Array<string>(lead).fill('cero'), ...(rest ? [cardinal(Number(rest))] : [])].join(' ');
  },
  amount(units: number, cents: number, c: Currency) {
    const parts: string[] = [];
    if (units || !cents) {
      const words = cardinal(units, c.feminine ? 'feminine' : 'noun');
      // "un millón de euros": a whole number of millions takes "de" before the noun.
      const of = units >= 1e6 && units % 1e6 === 0 ? ' de' : '';
      parts.push(`${words}${of} ${units === 1 ? c.one : c.other}`);
    }
    if (cents) parts.push(`${cardinal(cents, c.centFeminine ? 'feminine' : 'noun')} ${cents === 1 ? c.centOne : c.centOther}`);
    return parts.join(' con ');
  },
  parse,
};
