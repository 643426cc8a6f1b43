/**
 * The barcode types, what each accepts, and the check digits: pure rules, unit tested against
 * worked examples, so a wrong input gets a message naming the rule it broke.
 */
import { toolError, type ToolError } from '@sdk/core';

export const FORMATS = ['code128', 'ean13', 'upca', 'code39', 'ean8', 'itf14', 'msi', 'codabar'] as const;
export type Format = (typeof FORMATS)[number];

/** Names as printed on packaging and in standards: the same in every language. */
export const FORMAT_NAMES: Readonly<Record<Format, string>> = {
  code128: 'Code 128',
  ean13: 'EAN-13',
  upca: 'UPC-A',
  code39: 'Code 39',
  ean8: 'EAN-8',
  itf14: 'ITF-14',
  msi: 'MSI',
  codabar: 'Codabar',
};

/** The JsBarcode format drawing each type; MSI with its usual Mod 10 check digit. */
export const JSBARCODE_FORMATS: Readonly<Record<Format, string>> = {
  code128: 'CODE128',
  ean13: 'EAN13',
  upca: 'UPC',
  code39: 'CODE39',
  ean8: 'EAN8',
  itf14: 'ITF14',
  msi: 'MSI10',
  codabar: 'codabar',
};

/** GS1 types: digits without the check digit (the check digit makes one more). */
export const GS1_DIGITS = { ean13: 12, upca: 11, ean8: 7, itf14: 13 } as const;
export type Gs1Format = keyof typeof GS1_DIGITS;
export const isGs1 = (format: Format): format is Gs1Format => format in GS1_DIGITS;

/** Numeric types: spaces and dashes typed to group digits are dropped. */
export const NUMERIC: ReadonlySet<Format> = new Set(['ean13', 'upca', 'ean8', 'itf14', 'msi']);

/** Longest content of the variable-length types: longer barcodes do not fit a label or a scanner's window. */
export const MAX_CHARS = 80;

/**
 * GS1 check digit (GS1 General Specifications, section 7.9.1): from the right, digits are weighted
 * 3, 1, 3, 1…; the check digit brings the sum up to a multiple of 10.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** MSI Mod 10 check digit: the Luhn algorithm (every second digit from the right doubled). */
export function msiCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A character as the message shows it: itself, or U+XXXX when it cannot be seen. */
export function showCharacter(ch: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? ch : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

const firstBad = (text: string, allowed: RegExp): string | undefined => [...text].find((ch) => !allowed.test(ch));

export interface Normalized {
  /** What JsBarcode encodes: with the check digit for GS1 types, upper-cased for Code 39, with start/stop letters for Codabar. */
  value: string;
  checkDigit?: { digit: string; computed: boolean };
}

/** The content made ready for the type, or the rule it breaks. */
export function normalize(format: Format, input: string): Normalized | ToolError {
  let text = input.trim();
  if (NUMERIC.has(format)) text = text.replace(/[\s-]/g, '');
  if (text === '') return toolError('required');
  const name = FORMAT_NAMES[format];

  if (isGs1(format)) {
    const data = GS1_DIGITS[format];
    if (!/^\d+$/.test(text) || (text.length !== data && text.length !== data + 1)) return toolError(`${format}Rule`);
    const expected = String(gs1CheckDigit(text.slice(0, data)));
    if (text.length === data) return { value: text + expected, checkDigit: { digit: expected, computed: true } };
    const given = text[data]!;
    if (given !== expected) return toolError('checkDigit', { format: name, expected, given });
    return { value: text, checkDigit: { digit: expected, computed: false } };
  }

  if ([...text].length > MAX_CHARS) return toolError('tooLong', { format: name, max: MAX_CHARS });
  switch (format) {
    case 'code128': {
      const bad = firstBad(text, /^[\x20-\x7e]$/);
      return bad === undefined ? { value: text } : toolError('code128Rule', { character: showCharacter(bad) });
    }
    case 'code39': {
      const upper = text.replace(/[a-z]/g, (c) => c.toUpperCase());
      const bad = firstBad(upper, /^[0-9A-Z \-.$/+%]$/);
      return bad === undefined ? { value: upper } : toolError('code39Rule', { character: showCharacter(bad) });
    }
    case 'msi': {
      if (!/^\d+$/.test(text)) return toolError('msiRule');
      return { value: text, checkDigit: { digit: String(msiCheckDigit(text)), computed: true } };
    }
    case 'codabar': {
      const upper = text.replace(/^[a-d]|[a-d]$/g, (c) => c.toUpperCase());
      const start = /^[A-D]/.test(upper);
      const stop = /[A-D]$/.test(upper);
      const middle = upper.slice(start ? 1 : 0, stop ? -1 : undefined);
      const bad = firstBad(middle, /^[0-9\-$:/.+]$/);
      // A start letter alone is also a stop letter alone: "A" or "AB" have no data between them.
      if (start !== stop || middle === '' || (bad !== undefined && /^[A-Da-d]$/.test(bad))) return toolError('codabarStartStop');
      if (bad !== undefined) return toolError('codabarRule', { character: showCharacter(bad) });
      return { value: start ? upper : `A${upper}A` };
    }
  }
}
