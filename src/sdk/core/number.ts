/**
 * Numbers as people type them: "1234.5", "1,234.5" (en), "1.234,5" (de, es), "1 234,5" (fr), "-3", "2e3".
 * Pure (Intl only), so calculators' run() and panels read numbers the same way.
 */

/** The visitor's language's decimal mark ("." or ","). */
export function decimalMark(lang: string): string {
  const parts = new Intl.NumberFormat(lang).formatToParts(1.5);
  return parts.find((p) => p.type === 'decimal')?.value ?? '.';
}

/** What separates the items of a list, or a function's arguments, where the decimal mark is `lang`'s: ";" where it is a comma, as spreadsheets write round(2,5; 1). */
export function listSeparator(lang: string): string {
  return decimalMark(lang) === ',' ? ';' : ',';
}

/**
 * Reads a number typed in `lang` (default: "." decimal, "," groups). Returns null for empty text and
 * NaN for text that is not a finite number, so callers can say "enter a value" or "enter a valid number".
 * Either mark is accepted as the decimal mark when it cannot be a group separator ("1,5" in English
 * is 1.5; "1,500" in English is 1500 and in German 1.5).
 */
export function parseNumber(text: string, lang = 'en'): number | null {
  let s = text.trim().replace(/[\s\u00a0\u202f'’_]/g, '').replace(/^\u2212/, '-');
  if (s === '') return null;
  const mark = decimalMark(lang);
  const other = mark === '.' ? ',' : '.';
  const lastMark = s.lastIndexOf(mark);
  const lastOther = s.lastIndexOf(other);
  if (lastMark >= 0 && lastOther >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = lastMark > lastOther ? mark : other;
    const group = decimal === '.' ? ',' : '.';
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastOther >= 0) {
    // Only the language's group mark: groups if every group has three digits, else a decimal mark.
    const groups = s.replace(/^[-+]/, '').split(other);
    const grouping = groups.length > 1 && groups.slice(1).every((g) => /^\d{3}$/.test(g)) && /^\d{1,3}$/.test(groups[0] ?? '');
    s = grouping ? s.split(other).join('') : groups.length === 2 ? s.replace(other, '.') : 'x';
  } else if (lastMark >= 0 && mark === ',') {
    s = s.indexOf(',') === lastMark ? s.replace(',', '.') : 'x';
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return NaN;
  const value = Number(s);
  return Number.isFinite(value) ? value : NaN;
}

/**
 * The text a panel passes to a calculator's run() for a typed number: '' when empty, the number in
 * canonical form ("1234.5") when it reads as one in `lang`, else the text unchanged so that run()
 * reports it as not a valid number. run() then reads it with parseNumber(text) (English rules).
 */
export function canonicalNumberText(text: string, lang: string): string {
  const value = parseNumber(text, lang);
  if (value === null) return '';
  return Number.isNaN(value) ? text : String(value);
}

/**
 * Lists of numbers as people type or paste them, read the same way by every tool that takes one (the
 * statistics calculator, the GCD and LCM calculator):
 *
 * - A semicolon, a new line, a tab or "|" separates numbers. Then a space, a comma or a point inside an
 *   item is read as the writer's separators: "1 071; 462" is 1071 and 462, "1,000.5; 2" is 1000.5 and 2
 *   (with a decimal point), "1.234,5; 2" is 1234.5 and 2 (with a decimal comma). An item that is not one
 *   number that way ("2 4 4" on a line) is a list of its own, read as below.
 * - Otherwise spaces separate, and so does a comma next to a space ("1.5, 2.5, 1,000.5" is three
 *   numbers, the last 1000.5). Without spaces, commas separate ("48,180,84"), unless the decimal mark is
 *   a comma: then a comma between two digits is a decimal comma ("1,5 2,5").
 * - A thousands separator is valid only between groups of three digits (1 071, 12.345.678); no-break
 *   and thin spaces and apostrophes (1'071) count too. With a decimal comma, a point that is not a
 *   thousands separator is still read as a decimal point ("12.5").
 *
 * `ambiguous` says the list could have been read otherwise: a separator was read inside a number
 * ("1 071" could be 1 and 071), "1.500" was read as 1.5 (or "1,500" as 1.5 with a decimal comma), or
 * "1,000" or "1 071" was read as two numbers. The tool then says how it read the list (the numbers read).
 */

/** The decimal mark of a list: a point, a comma, or none (whole numbers, where "," and "." can only group). */
export type ListDecimalMark = '.' | ',' | null;

export interface NumberListItem {
  /** The item as typed. */
  readonly text: string;
  /** Where it starts in the text (0-based). */
  readonly index: number;
  /** Its value written plainly ("-1071", "1000.5", "2e3"), or null when it is not a number. */
  readonly number: string | null;
}

/** Spaces that group digits and never separate numbers: no-break, figure, thin and narrow no-break. */
const GLUE = '\\u00a0\\u2007\\u2009\\u202f';
const STRONG = /[;\n\r\t|]/;
const STRONG_PIECES = /[^;\n\r\t|]+/g;
/** A run of characters between separating spaces (the glue spaces stay inside). */
const WORDS = new RegExp(`(?:[^\\s]|[${GLUE}])+`, 'g');
/** A space that separates (any but the glue spaces). */
const SEPARATING_SPACE = new RegExp(`[^\\S${GLUE}]`);
/** A whole number of at most three digits, and exactly three: "1,000" could be one number. */
const SHORT = /^[-+]?\d{1,3}$/;
const THREE = /^\d{3}$/;
/** Three digits starting with 0 after a space: "1 000", "1 071" are rarely two numbers ("5 120" often is). */
const THREE_AFTER_SPACE = /^0\d{2}$/;

/** Integer parts with thousands separators, for each decimal mark (the other mark, spaces, apostrophes). */
const GROUPED: Readonly<Record<string, RegExp>> = {
  '.': new RegExp(`^\\d{1,3}(?:[,'’\\s${GLUE}]\\d{3})+$`),
  ',': new RegExp(`^\\d{1,3}(?:[.'’\\s${GLUE}]\\d{3})+$`),
  none: new RegExp(`^\\d{1,3}(?:[.,'’\\s${GLUE}]\\d{3})+$`),
};

/** The common case, read at once: digits, and a fraction after the decimal mark. */
const PLAIN: Readonly<Record<string, RegExp>> = { '.': /^(-?)(\d+)(?:\.(\d+))?$/, ',': /^(-?)(\d+)(?:,(\d+))?$/, none: /^(-?)(\d+)()$/ };

/** A number from its parts; ambiguous when "1.500" (read as 1.5) could be 1500 where the point groups thousands. */
function written(sign: string, int: string, fraction: string | null, exponent: string, grouped: boolean): { number: string; ambiguous: boolean } {
  const digits = int.replace(/^0+(?=\d)/, '') || '0';
  const other = fraction !== null && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(int) && exponent === '';
  return { number: `${sign}${digits}${fraction ? `.${fraction}` : ''}${exponent}`, ambiguous: grouped || other };
}

/** One item read as a single number, or null; `ambiguous` when it could have been read another way. */
function readItem(raw: string, decimal: ListDecimalMark): { number: string; ambiguous: boolean } | null {
  const plain = PLAIN[decimal ?? 'none']!.exec(raw);
  if (plain) return written(plain[1]!, plain[2]!, plain[3] || null, '', false);
  let s = raw;
  let sign = '';
  if (s[0] === '-' || s[0] === '+') {
    sign = s[0] === '-' ? '-' : '';
    s = s.slice(1);
  }
  let exponent = '';
  if (decimal !== null) {
    const e = /[eE][-+]?\d+$/.exec(s);
    if (e) {
      exponent = e[0].toLowerCase();
      s = s.slice(0, e.index);
    }
  }
  let int = s;
  let fraction: string | null = null;
  if (decimal !== null) {
    const at = s.lastIndexOf(decimal);
    if (at >= 0) {
      int = s.slice(0, at);
      fraction = s.slice(at + 1);
    } else if (decimal === ',' && /^\d*\.\d+$/.test(s) && !GROUPED[',']!.test(s)) {
      // A point still works with a decimal comma ("12.5"), where it cannot be a thousands separator.
      int = s.slice(0, s.indexOf('.'));
      fraction = s.slice(s.indexOf('.') + 1);
    }
  }
  if (fraction !== null && !/^\d*$/.test(fraction)) return null;
  let grouped = false;
  if (!/^\d*$/.test(int)) {
    if (!GROUPED[decimal ?? 'none']!.test(int)) return null;
    grouped = true;
    int = int.replace(/\D/g, '');
  }
  if (int === '' && !fraction) return null;
  return written(sign, int, fraction, exponent, grouped);
}

/**
 * Reads a list of numbers (see above), calling `item` for each item in order, a number or not; `item`
 * returns false to stop there (at a mistake, at a limit). Returns whether the list was ambiguous.
 */
export function readNumberList(text: string, decimal: ListDecimalMark, item: (item: NumberListItem) => boolean | void): { ambiguous: boolean } {
  // A minus sign or an en dash typed for a minus: the same length, so positions stay.
  const t = text.replace(/[\u2212\u2013]/g, '-');
  let ambiguous = false;
  let stopped = false;
  const emit = (raw: string, index: number, read = readItem(raw, decimal)) => {
    if (stopped || raw === '') return;
    if (read?.ambiguous) ambiguous = true;
    if (item({ text: raw, index, number: read?.number ?? null }) === false) stopped = true;
  };
  /** Items separated by spaces and commas, from `offset` in the text. */
  const words = (piece: string, offset: number) => {
    const spaced = SEPARATING_SPACE.test(piece.trim());
    let previous: string | null = null;
    for (const m of piece.matchAll(WORDS)) {
      if (stopped) return;
      const word = m[0];
      const at = offset + m.index;
      // "1 071": two numbers here, but a French reader may have meant one.
      const bare = word.includes(',') ? word.replace(/^,+|,+$/g, '') : word;
      if (previous !== null && !word.startsWith(',') && SHORT.test(previous) && THREE_AFTER_SPACE.test(bare)) ambiguous = true;
      previous = word.endsWith(',') ? null : bare;
      if (!word.includes(',')) {
        emit(word, at);
        continue;
      }
      // Commas: decimal commas between digits, else separators; with spaces around the items, or with a
      // decimal point after it, a comma inside an item may group thousands ("1,000.5").
      if (decimal !== ',' && (spaced || (decimal === '.' && word.includes('.')))) {
        const read = bare === '' ? null : readItem(bare, decimal);
        if (read !== null) {
          emit(bare, at + word.indexOf(bare), read);
          continue;
        }
      }
      const between = decimal === ',' ? /(?<!\d),|,(?!\d)/g : /,/g;
      let start = 0;
      let left: string | null = null;
      for (const c of [...word.matchAll(between), { index: word.length }]) {
        const part = word.slice(start, c.index);
        // "1,000" read as two numbers: could have been a thousand.
        if (left !== null && SHORT.test(left) && THREE.test(part) && !spaced) ambiguous = true;
        emit(part, at + start);
        left = part;
        start = c.index + 1;
      }
    }
  };
  if (STRONG.test(t)) {
    for (const m of t.matchAll(STRONG_PIECES)) {
      if (stopped) break;
      const piece = m[0];
      const body = piece.trim();
      if (body === '') continue;
      const at = m.index + piece.indexOf(body);
      const read = readItem(body, decimal);
      if (read !== null) emit(body, at, read);
      else words(body, at);
    }
  } else words(t, 0);
  return { ambiguous };
}
