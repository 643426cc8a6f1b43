/**
 * Where a full stop does not end a sentence: after a common abbreviation ("Mr. Smith", "z. B. gut",
 * "M. Dupont") or a one-letter initial ("J. R. R. Tolkien"). Unicode's sentence rules (UAX #29, which
 * Intl.Segmenter follows) already go on when a lower-case word follows; these are the breaks they make
 * before a capital. Pure.
 */

/**
 * Abbreviations by language, lower-cased, without their last full stop ("e.g", "z.b"). Only those that
 * hardly ever end a sentence: titles before a name, and words that announce what follows ("e.g.",
 * "vgl.", "p. ej."). Those that often end one ("etc.", "usw.", "Inc.", "a.m.") are left out, and so are
 * abbreviations that are also a common word of one of these languages ("no.", "vol.", "me.", "est."):
 * a capital after them usually starts a new sentence. "p. ej.", "d. h." and "z. B." written with a space
 * are initials followed by "ej", or by another initial.
 */
export const ABBREVIATIONS = {
  en: ['mr', 'mrs', 'ms', 'mx', 'messrs', 'dr', 'prof', 'rev', 'hon', 'st', 'mt', 'gen', 'col', 'capt', 'lt', 'sgt', 'gov', 'sen', 'rep', 'e.g', 'i.e', 'cf', 'vs', 'viz', 'approx', 'fig', 'figs', 'pp', 'dept'],
  es: ['sr', 'sra', 'srta', 'sres', 'dr', 'dra', 'dña', 'lic', 'ing', 'arq', 'prof', 'profa', 'ud', 'uds', 'vd', 'vds', 'ej', 'p.ej', 'pág', 'págs', 'núm', 'av', 'avda', 'aprox', 'sto', 'sta', 'vs'],
  de: ['bzw', 'vgl', 'ca', 'dr', 'prof', 'hr', 'fr', 'nr', 'z.b', 'd.h', 'u.a', 's.o', 's.u', 'o.g', 'sog', 'ggf', 'evtl', 'inkl', 'bspw', 'zzgl', 'abzgl', 'bzgl', 'gem', 'geb', 'lt', 'mio', 'mrd', 'st'],
  fr: ['mm', 'mme', 'mmes', 'mlle', 'mlles', 'mgr', 'dr', 'pr', 'st', 'ste', 'cf', 'ex', 'p.ex', 'env', 'av', 'apr', 'bd', 'c.-à-d', 'chap'],
} as const satisfies Record<'en' | 'es' | 'de' | 'fr', readonly string[]>;

/**
 * All languages' lists together: the word counter is not told the text's language (it has no option,
 * and the page's language is not the text's), and a text mixes languages ("z. B." in an English
 * sentence). The lists keep out what would be a sentence end in another language, so the union is safe.
 */
const ALL: ReadonlySet<string> = new Set(Object.values(ABBREVIATIONS).flat());

/** Letters, marks, full stops and hyphens: what an abbreviation is made of ("c.-à-d", "e.g"). */
const ABBREVIATION_CHAR = /[\p{L}\p{M}.-]/u;
const INITIAL = /^\p{L}\p{M}*$/u;
/** No abbreviation is longer: a longer word before the full stop is read no further. */
const LONGEST = 12;

function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0b || c === 0x0c || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
}

/** Whether a code unit may be part of an abbreviation: ASCII read at once, the rest by its Unicode category. */
function inAbbreviation(segment: string, i: number): boolean {
  const c = segment.charCodeAt(i);
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2e || c === 0x2d;
  return ABBREVIATION_CHAR.test(segment[i]!);
}

/**
 * Whether the sentence goes on after this segment of Intl.Segmenter: it ends with an abbreviation of
 * the lists or a one-letter initial, its full stop and spaces on the same line. A line break after
 * the full stop ends the sentence as the segmenter says (a list, a heading). Called once per sentence
 * of texts of megabytes: it reads the end of the segment only.
 */
export function continuesSentence(segment: string): boolean {
  let end = segment.length;
  for (; end > 0; end--) {
    const c = segment.charCodeAt(end - 1);
    if (c === 0x2e) break;
    if (isLineBreak(c) || !(c === 0x20 || c === 0x09 || c === 0xa0 || (c > 0xff && /\s/.test(segment[end - 1]!)))) return false;
  }
  if (end === 0) return false;
  let start = end - 1;
  while (start > 0 && end - start <= LONGEST + 1 && inAbbreviation(segment, start - 1)) start--;
  if (end - start > LONGEST + 1) return false;
  let word = segment.slice(start, end - 1);
  if (word.startsWith('.') || word.startsWith('-')) word = word.replace(/^[.-]+/, '');
  return (word.length <= 3 && INITIAL.test(word)) || ALL.has(word.toLowerCase());
}
