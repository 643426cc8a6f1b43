/**
 * Personal data found in free text: e-mail addresses, URLs, IBANs (ISO 13616 check digits and the
 * registry's structure), card numbers (Luhn), IPv4 and IPv6 addresses, dates (numeric, and with month
 * names in English, Spanish, German and French), phone numbers (international and national forms),
 * hashtags and mentions. One place for the text redactor and the data extractor. Pure, and linear
 * enough for a few megabytes: every pattern's repeats end where the next character cannot continue them.
 *
 * Matches never overlap: of two that do, the one starting first wins, then the longer, then the kind
 * listed first in DETECT_KINDS (a date "03.12.2026" is not also a phone number; the digits of an e-mail
 * address are not a phone number). A caller asks for the kinds it needs to tell apart, not only those it
 * shows: the redactor asks for every kind so that a card number is never half-read as a phone number.
 */
import { daysInMonth } from './calendar.ts';
import { ibanLength, ibanValid, luhnValid } from './checksums.ts';
import { parseV6 } from './ip.ts';

/** Every kind, in the order that breaks a tie between two matches of the same place and length. */
export const DETECT_KINDS = ['email', 'url', 'iban', 'card', 'ip', 'date', 'phone', 'hashtag', 'mention'] as const;
export type DetectKind = (typeof DETECT_KINDS)[number];

export interface Detected {
  readonly kind: DetectKind;
  /** UTF-16 offsets in the text: `text.slice(start, end) === value`. */
  readonly start: number;
  readonly end: number;
  readonly value: string;
}

type Candidate = Detected & { readonly rank: number };
type Finder = (text: string, push: (start: number, value: string) => void) => void;

/** Not inside a word or a number: nothing of \p{L}, \p{N} or _ just before. */
const WORD = String.raw`\p{L}\p{M}\p{N}_`;

function each(re: RegExp, text: string, visit: (m: RegExpExecArray) => number | void): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const next = visit(m);
    if (typeof next === 'number') re.lastIndex = next;
    else if (m[0] === '') re.lastIndex++;
  }
}

const EMAIL = new RegExp(String.raw`(?<![${WORD}.%+\-])[${WORD}.%+\-]+@[${WORD}\-]+(?:\.[${WORD}\-]+)*\.\p{L}{2,}(?![${WORD}\-@])`, 'gu');

const URL_START = /(?<![\p{L}\p{M}\p{N}_])(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`{}|\\^]+/giu;

/** A URL without the punctuation that ends the sentence around it; a closing bracket stays when the URL opened it. */
function trimUrl(url: string): string {
  let out = url;
  for (;;) {
    const last = out.at(-1)!;
    if (/[.,;:!?'"»«…]/.test(last)) out = out.slice(0, -1);
    else if (last === ')' && (out.match(/\(/g)?.length ?? 0) < (out.match(/\)/g)?.length ?? 0)) out = out.slice(0, -1);
    else if (last === ']' && (out.match(/\[/g)?.length ?? 0) < (out.match(/\]/g)?.length ?? 0)) out = out.slice(0, -1);
    else return out;
  }
}

/** A country code, check digits and at least ten more characters, spaces allowed between them (the print format's groups of four). */
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){10,30}/g;

/** 16 digits in fours (19 with a group of three), American Express's 4-6-5, Diners Club's 4-6-4, or 13 to 19 digits together. */
const CARD = new RegExp(String.raw`(?<![${WORD}]|\d[.,\-])(?:\d{4}([ \-])\d{4}\1\d{4}\1\d{4}(?:\1\d{3}(?!\d))?|\d{4}([ \-])\d{6}\2\d{4,5}|\d{13,19})(?![${WORD}]|[.,\-]\d)`, 'gu');

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(String.raw`(?<![${WORD}.])${OCTET}(?:\.${OCTET}){3}(?![${WORD}]|\.\d)`, 'gu');
const IPV6 = new RegExp(String.raw`(?<![${WORD}:.])(?:[0-9A-Fa-f]{1,4}|:)(?::[0-9A-Fa-f]{0,4}){1,7}(?:\.\d{1,3}){0,3}(?![${WORD}:]|\.\d)`, 'gu');

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['january enero januar jänner janvier jan ene janv', 1],
    ['february febrero februar février feb févr fév', 2],
    ['march marzo märz mars mar mär', 3],
    ['april abril avril apr abr avr', 4],
    ['may mayo mai', 5],
    ['june junio juni juin jun', 6],
    ['july julio juli juillet jul juil', 7],
    ['august agosto août aug ago', 8],
    ['september septiembre setiembre septembre sep sept', 9],
    ['october octubre oktober octobre oct okt', 10],
    ['november noviembre novembre nov', 11],
    ['december diciembre dezember décembre dec dic dez déc', 12],
  ].flatMap(([names, month]) => (names as string).split(' ').map((name) => [name, month as number])),
);
const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;

const ISO_DATE = new RegExp(String.raw`(?<![${WORD}]|\d[.,\/\-])(\d{4})-(\d{2})-(\d{2})(?![\p{N}_\-]|[\p{L}](?<!T)|[.,\/]\d)`, 'gu');
const NUMERIC_DATE = new RegExp(String.raw`(?<![${WORD}]|\d[.,\/\-])(\d{1,2})([.\/\-])(\d{1,2})\2(\d{4})(?![${WORD}]|[.,\/\-]\d)`, 'gu');
const DAY_MONTH_YEAR = new RegExp(String.raw`(?<![${WORD}])(\d{1,2})(?:\.|er|st|nd|rd|th|º)?\s+(?:of\s+|de\s+)?${MONTH}(?:\s+de|,)?\s+(\d{4})(?![${WORD}])`, 'giu');
const MONTH_DAY_YEAR = new RegExp(String.raw`(?<![${WORD}])${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?![${WORD}])`, 'giu');

const validDay = (year: number, month: number, day: number) => year >= 1000 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** "+49 30 1234567", "+1 (555) 123-4567", "+49 (0)30 1234567", "+441234567890": 7 to 15 digits (E.164's most). */
const PHONE_INTL = new RegExp(String.raw`(?<![${WORD}+])\+(?:\d{7,15}|\d{1,5}(?!\d)(?:[ \-.]?\(\d{1,5}\))?(?:[ \-.]?\d{1,12}(?!\d)){1,6})(?![${WORD}]|[.,\/\-]\d)`, 'gu');
/**
 * National forms need a trunk 0 or an area code in brackets, and a separator: "030 1234567",
 * "06 12 34 56 78", "(555) 123-4567", "0171/1234567"; or the North American 555-123-4567. A plain
 * number ("1234567", "12 345 678") never is one.
 */
const PHONE_NATIONAL = new RegExp(
  String.raw`(?<![${WORD}+.,\/\-])(?:(?:\(0?\d{1,5}\)[ \-.]?|0\d{1,5}(?!\d)[ \-.\/])\d{2,8}(?!\d)(?:[ \-.]\d{2,8}(?!\d)){0,4}|\d{3}([.\-])\d{3}\1\d{4})(?![${WORD}]|[.,\/\-]\d)`,
  'gu',
);
const digitCount = (s: string) => s.replace(/\D/g, '').length;

const HASHTAG = new RegExp(String.raw`(?<![${WORD}&\/#])#[\p{L}\p{M}_][${WORD}]*`, 'gu');
const MENTION = new RegExp(String.raw`(?<![${WORD}.@\/])@[${WORD}]{1,30}(?![${WORD}@])`, 'gu');

const FINDERS: Readonly<Record<DetectKind, Finder>> = {
  email: (text, push) => each(EMAIL, text, (m) => push(m.index, m[0])),
  url: (text, push) => each(URL_START, text, (m) => push(m.index, trimUrl(m[0]))),
  iban: (text, push) =>
    each(IBAN, text, (m) => {
      const length = ibanLength(m[0].slice(0, 2));
      if (length === null) return m.index + 1;
      let seen = 0;
      let cut = 0;
      while (cut < m[0].length && seen < length) if (m[0][cut++] !== ' ') seen++;
      const end = m.index + cut;
      if (seen < length || /[A-Za-z0-9]/.test(text[end] ?? '')) return m.index + 1;
      const value = m[0].slice(0, cut);
      if (!ibanValid(value.replace(/ /g, ''))) return m.index + 1;
      push(m.index, value);
      return end;
    }),
  card: (text, push) =>
    each(CARD, text, (m) => {
      const digits = m[0].replace(/[ \-]/g, '');
      if (luhnValid(digits)) return void push(m.index, m[0]);
      // 4111 1111 1111 1111 followed by a three-digit code: the card is the first sixteen.
      if (digits.length === 19 && m[1] && luhnValid(digits.slice(0, 16))) push(m.index, m[0].slice(0, 19));
    }),
  ip: (text, push) => {
    each(IPV4, text, (m) => push(m.index, m[0]));
    each(IPV6, text, (m) => {
      if (/[0-9a-f]/i.test(m[0]) && !('error' in parseV6(m[0]))) push(m.index, m[0]);
    });
  },
  date: (text, push) => {
    each(ISO_DATE, text, (m) => {
      if (validDay(Number(m[1]), Number(m[2]), Number(m[3]))) push(m.index, m[0]);
    });
    each(NUMERIC_DATE, text, (m) => {
      const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
      if (validDay(year, b, a) || validDay(year, a, b)) push(m.index, m[0]);
    });
    each(DAY_MONTH_YEAR, text, (m) => {
      if (validDay(Number(m[3]), MONTHS[m[2]!.toLowerCase()]!, Number(m[1]))) push(m.index, m[0]);
    });
    each(MONTH_DAY_YEAR, text, (m) => {
      if (validDay(Number(m[3]), MONTHS[m[1]!.toLowerCase()]!, Number(m[2]))) push(m.index, m[0]);
    });
  },
  phone: (text, push) => {
    each(PHONE_INTL, text, (m) => {
      const n = digitCount(m[0]);
      if (n >= 7 && n <= 15) push(m.index, m[0]);
    });
    each(PHONE_NATIONAL, text, (m) => {
      const n = digitCount(m[0]);
      if (n >= 7 && n <= 13) push(m.index, m[0]);
    });
  },
  hashtag: (text, push) => each(HASHTAG, text, (m) => push(m.index, m[0])),
  mention: (text, push) => each(MENTION, text, (m) => push(m.index, m[0])),
};

/** The matches of `kinds` in `text`, in the order they appear, none overlapping another. */
export function detect(text: string, kinds: readonly DetectKind[]): Detected[] {
  const candidates: Candidate[] = [];
  for (const kind of kinds) {
    const rank = DETECT_KINDS.indexOf(kind);
    FINDERS[kind](text, (start, value) => {
      if (value !== '') candidates.push({ kind, start, end: start + value.length, value, rank });
    });
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const out: Detected[] = [];
  let reached = 0;
  for (const { kind, start, end, value } of candidates) {
    if (start < reached) continue;
    out.push({ kind, start, end, value });
    reached = end;
  }
  return out;
}

/**
 * The same value written another way counts once: e-mail addresses, hashtags and mentions without
 * regard to case, phone numbers and card numbers by their digits, IBANs without their spaces.
 */
export function detectedKey(kind: DetectKind, value: string): string {
  switch (kind) {
    case 'email':
    case 'hashtag':
    case 'mention':
      return value.toLowerCase();
    case 'phone':
      return (value.trimStart().startsWith('+') ? '+' : '') + value.replace(/\D/g, '');
    case 'card':
      return value.replace(/\D/g, '');
    case 'iban':
      return value.replace(/ /g, '');
    case 'ip':
      return value.toLowerCase();
    default:
      return value;
  }
}
