import {
  IBAN_COUNTRIES as COUNTRIES,
  IBAN_REGISTRY_RELEASE as REGISTRY_RELEASE,
  IBAN_TERRITORIES as TERRITORIES,
  ibanCheckDigits as expectedCheckDigits,
  ibanMod97 as mod97,
  ibanStructureClasses as structureClasses,
  toolError,
  type IbanCharClass as CharClass,
  type IbanCountrySpec as CountrySpec,
  type ToolError,
} from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** The registry (src/sdk/core/ibanRegistry.ts) and ISO 13616's check (checksums.ts) are shared with the text redactor and data extractor. */
export { expectedCheckDigits, mod97, structureClasses, type CharClass };

/** IBANs checked at once: a long list stays quick to draw and to read. */
export const MAX_IBANS = 2000;

/** Why an IBAN is not valid: the first thing wrong, in the order a person would fix it. */
export type Problem =
  | { readonly code: 'characters'; readonly char: string; readonly position: number }
  | { readonly code: 'country' }
  | { readonly code: 'unknownCountry'; readonly country: string }
  | { readonly code: 'territory'; readonly territory: string; readonly country: string }
  | { readonly code: 'length'; readonly country: string; readonly expected: number; readonly actual: number }
  | { readonly code: 'checkDigits'; readonly given: string }
  | { readonly code: 'format'; readonly country: string; readonly position: number; readonly char: string; readonly expected: CharClass }
  | { readonly code: 'checksum'; readonly given: string; readonly expected: string }
  | { readonly code: 'checkRange'; readonly given: string; readonly expected: string };

/** The parts of an IBAN whose length and format are right (shown even when its check digits are wrong). */
export interface Parts {
  readonly checkDigits: string;
  readonly bban: string;
  readonly bank: string;
  readonly branch: string | null;
  /** The BBAN after the bank and branch identifiers: the account number, with national check digits in some countries. */
  readonly account: string;
  readonly sepa: boolean;
}

export interface IbanCheck {
  /** The line it was on (1-based, blank lines counted), as the visitor's editor numbers them. */
  readonly line: number;
  /** The line as typed, without spaces around it. */
  readonly input: string;
  /** Upper case, without spaces (the electronic format), or what could be read of it. */
  readonly iban: string;
  /** In groups of four (the print format). */
  readonly print: string;
  readonly valid: boolean;
  readonly problem: Problem | null;
  /** The registry's country of the prefix, when it has one. */
  readonly country: string | null;
  readonly parts: Parts | null;
}

export interface IbanResult {
  readonly checks: readonly IbanCheck[];
  readonly valid: number;
  readonly invalid: number;
  readonly release: number;
}

const CLASS_PATTERN: Record<CharClass, RegExp> = { n: /[0-9]/, a: /[A-Z]/, c: /[A-Z0-9]/ };

export const printFormat = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Without spaces of any kind (the print format's, a copied no-break space) or a leading "IBAN" as written
 * on paper, in capitals: a-z only, since "ß" would become "SS" and hide a character that does not belong.
 */
function compact(line: string): string {
  return line.replace(/^IBAN(?=[\s:])[\s:]*/i, '').replace(/\s+/g, '').replace(/[a-z]+/g, (s) => s.toUpperCase());
}

/** A character a reader cannot see (a zero-width space, a control character) is named by its code point. */
function shown(char: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) ? char : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function parts(iban: string, spec: CountrySpec): Parts {
  const bban = iban.slice(4);
  const cut = ([from, to]: readonly [number, number]) => bban.slice(from - 1, to);
  const end = Math.max(spec.bank[1], spec.branch?.[1] ?? 0);
  return { checkDigits: iban.slice(2, 4), bban, bank: cut(spec.bank), branch: spec.branch ? cut(spec.branch) : null, account: bban.slice(end), sepa: spec.sepa };
}

/** One IBAN's verdict: the first problem found, or its parts. */
export function checkIban(input: string, line = 1): IbanCheck {
  const iban = compact(input);
  const result = (problem: Problem | null, country: string | null = null, found: Parts | null = null): IbanCheck => ({
    line,
    input,
    iban,
    print: printFormat(iban),
    valid: problem === null,
    problem,
    country,
    parts: found,
  });

  const bad = [...iban].findIndex((c) => !/[A-Z0-9]/.test(c));
  if (bad >= 0) return result({ code: 'characters', char: shown([...iban][bad]!), position: bad + 1 });
  const code = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(code)) return result({ code: 'country' });
  const spec = COUNTRIES[code];
  if (!spec) return result(TERRITORIES[code] ? { code: 'territory', territory: code, country: TERRITORIES[code] } : { code: 'unknownCountry', country: code });
  const classes = structureClasses(spec.bban);
  if (iban.length !== classes.length + 4) return result({ code: 'length', country: code, expected: classes.length + 4, actual: iban.length }, code);
  const given = iban.slice(2, 4);
  if (!/^[0-9]{2}$/.test(given)) return result({ code: 'checkDigits', given }, code);
  const wrong = classes.findIndex((cls, i) => !CLASS_PATTERN[cls].test(iban[i + 4]!));
  if (wrong >= 0) return result({ code: 'format', country: code, position: wrong + 5, char: iban[wrong + 4]!, expected: classes[wrong]! }, code);
  const found = parts(iban, spec);
  const expected = expectedCheckDigits(code, found.bban);
  // 00, 01 and 99 pass the division like 97, 98 and 02 (they differ by 97), but ISO 13616 allows 02 to 98 only.
  if (given !== expected) return result(mod97(iban) === 1 ? { code: 'checkRange', given, expected } : { code: 'checksum', given, expected }, code, found);
  return result(null, code, found);
}

/** Every non-blank line, each with its own verdict. */
export function run({ ibans }: Input, _options: Options): IbanResult | ToolError {
  const lines = ibans.split(/\r\n|\r|\n/);
  const filled = lines.flatMap((text, i) => (text.trim() ? [{ text: text.trim(), line: i + 1 }] : []));
  if (!filled.length) return toolError('empty', { field: 'ibans' });
  if (filled.length > MAX_IBANS) return toolError('tooMany', { lines: filled.length, max: MAX_IBANS, field: 'ibans' });
  const checks = filled.map(({ text, line }) => checkIban(text, line));
  const valid = checks.filter((c) => c.valid).length;
  return { checks, valid, invalid: checks.length - valid, release: REGISTRY_RELEASE };
}
