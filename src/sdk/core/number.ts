/**
 * Numbers as people type them: "1234.5", "1,234.5" (en), "1.234,5" (de, es), "1 234,5" (fr), "-3", "2e3".
 * Pure (Intl only), so calculators' run() and panels read numbers the same way.
 */

/** The visitor's language's decimal mark ("." or ","). */
export function decimalMark(lang: string): string {
  const parts = new Intl.NumberFormat(lang).formatToParts(1.5);
  return parts.find((p) => p.type === 'decimal')?.value ?? '.';
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
