/**
 * Check digits read by more than one tool: the Luhn (mod 10) check of card numbers (the card generator
 * makes them, the text redactor finds them) and ISO 13616's IBAN check (ISO 7064 MOD 97-10) with the
 * SWIFT registry's BBAN structures (the IBAN validator explains a wrong one, the redactor and the data
 * extractor find right ones in a text). Pure.
 */
import { IBAN_COUNTRIES } from './ibanRegistry.ts';

/** Sum of the Luhn digits of `digits`, doubling every second digit counted from the right (from the first when `doubleFirst`). */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** The check digit that makes `payload` followed by it pass the Luhn check. */
export function luhnCheckDigit(payload: string): number {
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}

/** Whether a number (spaces allowed between digits) passes the Luhn check. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/ /g, '');
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** What a character of a BBAN must be, in the registry's notation. */
export type IbanCharClass = 'n' | 'a' | 'c';

const CLASS_PATTERN: Record<IbanCharClass, RegExp> = { n: /[0-9]/, a: /[A-Z]/, c: /[A-Z0-9]/ };

/** "8!n10!n" → one class per character of the BBAN. */
export function ibanStructureClasses(structure: string): IbanCharClass[] {
  const out: IbanCharClass[] = [];
  for (const [, count, cls] of structure.matchAll(/(\d+)!([nac])/g)) out.push(...Array<IbanCharClass>(Number(count)).fill(cls as IbanCharClass));
  return out;
}

/** Whether `bban` has the characters the structure asks for, one by one. */
export function ibanStructureMatches(structure: string, bban: string): boolean {
  const classes = ibanStructureClasses(structure);
  return classes.length === bban.length && classes.every((cls, i) => CLASS_PATTERN[cls].test(bban[i]!));
}

/** The length of a country's IBANs (4 + its BBAN's), or null for a prefix the registry does not have. */
export function ibanLength(country: string): number | null {
  const spec = IBAN_COUNTRIES[country];
  return spec ? ibanStructureClasses(spec.bban).length + 4 : null;
}

/**
 * ISO 7064 MOD 97-10 of an IBAN read as ISO 13616 says: the first four characters moved to the end,
 * letters as 10–35, the digits read as one integer. A remainder is carried through the digits (seven
 * at a time, far below 2^53), so no floating point or big number is needed however long the IBAN.
 */
export function ibanMod97(iban: string): number {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(String(remainder) + digits.slice(i, i + 7)) % 97;
  return remainder;
}

/** The check digits an IBAN of this country and BBAN must have (02 to 98). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - ibanMod97(`${country}00${bban}`)).padStart(2, '0');
}

/**
 * Whether an IBAN in the electronic format (capitals and digits, no spaces) is valid: a registry
 * country, its length and BBAN structure, and check digits that are the ones its BBAN needs.
 */
export function ibanValid(iban: string): boolean {
  const spec = IBAN_COUNTRIES[iban.slice(0, 2)];
  if (!spec || !/^[0-9]{2}$/.test(iban.slice(2, 4))) return false;
  if (!ibanStructureMatches(spec.bban, iban.slice(4))) return false;
  return ibanCheckDigits(iban.slice(0, 2), iban.slice(4)) === iban.slice(2, 4);
}
