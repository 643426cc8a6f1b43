/** What each language module provides: numbers in words, and words read back. */
export interface Currency {
  /** The unit: singular and plural, and whether the noun is feminine (una libra, une livre, eine Rupie). */
  readonly one: string;
  readonly other: string;
  readonly feminine?: boolean;
  /** The hundredth. */
  readonly centOne: string;
  readonly centOther: string;
  readonly centFeminine?: boolean;
}

export interface Speller {
  /** A whole number from 0 to 10^15 in words, as counted (not before a noun). */
  cardinal(n: number): string;
  /** The ordinal of a whole number from 1, or null above `ordinalMax`. */
  ordinal(n: number): string | null;
  readonly ordinalMax: number;
  /** The word before negative numbers, and the decimal point's word. */
  readonly minus: string;
  readonly point: string;
  /** The digits after the point, in words (digit by digit, or as a number with its leading zeros). */
  decimals(digits: string): string;
  /** An amount with its currency, as written on a cheque. */
  amount(units: number, cents: number, currency: Currency): string;
  /** Words read back as a number, or null where a word is not a number word of this language. */
  parse(words: string): number | null;
}

/**
 * Reads number words with the usual accumulator: units and tens add up, a hundred multiplies what is
 * counted so far, and each scale word closes a group. Each language names its words' roles.
 */
export type Token = { add: number } | { hundred: true } | { thousand: true } | { scale: number } | { point: true } | { minus: true } | { skip: true };

export function accumulate(tokens: readonly Token[], decimalsAsDigits: boolean): number | null {
  let negative = false;
  // total: closed scale groups (millions…); thousands: what "thousand"/"mil" closed; small: below a thousand.
  let total = 0;
  let thousands = 0;
  let small = 0;
  let seen = false;
  let i = 0;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ('minus' in t) {
      if (seen || negative) return null;
      negative = true;
    } else if ('skip' in t) continue;
    else if ('point' in t) break;
    else {
      seen = true;
      if ('add' in t) small += t.add;
      else if ('hundred' in t) small = (small || 1) * 100;
      else if ('thousand' in t) {
        // A thousand closes its group; a scale word after it multiplies the lot ("mil millones").
        thousands += (small || 1) * 1000;
        small = 0;
      } else {
        total += (thousands + small || 1) * t.scale;
        thousands = 0;
        small = 0;
      }
    }
  }
  if (!seen) return null;
  let value = total + thousands + small;
  if (i < tokens.length) {
    // After the point: digit by digit (English, German), or a number whose leading zeros are said (Spanish, French).
    const rest = tokens.slice(i + 1).filter((t) => !('skip' in t));
    if (rest.length === 0) return null;
    let digits = '';
    if (decimalsAsDigits) {
      for (const t of rest) {
        if (!('add' in t) || t.add > 9) return null;
        digits += String(t.add);
      }
    } else {
      if (rest.some((t) => !('add' in t) && !('hundred' in t) && !('thousand' in t))) return null;
      let lead = 0;
      while (lead < rest.length && (rest[lead] as { add?: number }).add === 0) lead++;
      const tail = rest.slice(lead);
      digits = '0'.repeat(lead) + (tail.length ? String(accumulateWhole(tail)) : '');
    }
    value = Number(`${value}.${digits}`);
  }
  return negative ? -value : value;
}

function accumulateWhole(tokens: readonly Token[]): number {
  let current = 0;
  for (const t of tokens) {
    if ('add' in t) current += t.add;
    else if ('hundred' in t) current = (current || 1) * 100;
    else if ('thousand' in t) current = (current || 1) * 1000;
  }
  return current;
}

/** "a" + "und" + … → tokens by the longest word that fits (German writes numbers below a million as one word). */
export function splitCompound(word: string, vocabulary: readonly string[]): string[] | null {
  const sorted = [...vocabulary].sort((a, b) => b.length - a.length);
  const out: string[] = [];
  let rest = word;
  while (rest) {
    const found = sorted.find((w) => rest.startsWith(w));
    if (!found) return null;
    out.push(found);
    rest = rest.slice(found.length);
  }
  return out;
}

/** The first letter in capitals: a cheque's amount starts a sentence. */
export const capitalized = (text: string, lang: string): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
