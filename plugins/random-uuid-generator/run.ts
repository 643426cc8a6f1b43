import { NIL, v1, v4, v5, v7, validate, version as uuidVersion } from 'uuid';
import { hasLoneSurrogate, toolError, type ToolError } from '@sdk/core';
import { DEFAULT_QUANTITY, MAX_QUANTITY, MIN_QUANTITY, type Input, type Options } from './manifest.ts';

export interface GenerateResult {
  mode: 'generate';
  /** Formatted as asked: with or without dashes, lower or upper case. */
  uuids: string[];
}

/** The variant field (RFC 9562, section 4.1), from the top bits of the 17th hex digit. */
export type Variant = 'NCS' | 'RFC 9562' | 'Microsoft' | 'Future';

export interface ValidationRow {
  /** The line as entered, trimmed. */
  input: string;
  /** An RFC 9562 UUID of versions 1 to 8, or the nil or max UUID. */
  valid: boolean;
  /** The version digit, for valid UUIDs (0 for nil, 15 for max). */
  version?: number;
  /** For 32 hex digits in any accepted notation, valid or not. */
  variant?: Variant;
  /** Lower-case 8-4-4-4-12 form, for 32 hex digits in any accepted notation. */
  canonical?: string;
}

export interface ValidateResult {
  mode: 'validate';
  rows: ValidationRow[];
}

export type UuidResult = GenerateResult | ValidateResult;

/** The name-based namespaces of RFC 9562, section 6.6. */
export const NAMESPACE_IDS = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const satisfies Record<Options['namespace'], string>;

/** Lines of the text that hold more than white space (a trailing CR of Windows line ends removed). */
function lines(text: string): string[] {
  return text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line)).filter((line) => line.trim() !== '');
}

function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

/** A canonical UUID (lower case, with dashes) in the asked format. */
export function format(uuid: string, dashes: boolean, uppercase: boolean): string {
  const text = dashes ? uuid : uuid.replaceAll('-', '');
  return uppercase ? text.toUpperCase() : text;
}

/** The variant named by the top bits of the 17th hex digit (the first of the fourth group). */
export function variantOf(canonical: string): Variant {
  const bits = parseInt(canonical.charAt(19), 16);
  if (bits < 0b1000) return 'NCS';
  if (bits < 0b1100) return 'RFC 9562';
  if (bits < 0b1110) return 'Microsoft';
  return 'Future';
}

const DASHED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLAIN = /^[0-9a-f]{32}$/i;

/**
 * The lower-case 8-4-4-4-12 form of 32 hex digits written with or without dashes, in braces or
 * after urn:uuid:, in any case; undefined for anything else.
 */
export function canonicalForm(text: string): string | undefined {
  let s = text.trim();
  if (/^urn:uuid:/i.test(s)) s = s.slice('urn:uuid:'.length);
  else if (s.startsWith('{') && s.endsWith('}')) s = s.slice(1, -1);
  if (DASHED.test(s)) return s.toLowerCase();
  if (PLAIN.test(s)) {
    const h = s.toLowerCase();
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
  return undefined;
}

/** Validity, version, variant and canonical form of one entered UUID. */
export function check(line: string): ValidationRow {
  const input = line.trim();
  const canonical = canonicalForm(input);
  if (canonical === undefined) return { input, valid: false };
  const valid = validate(canonical);
  return { input, valid, ...(valid ? { version: uuidVersion(canonical) } : {}), variant: variantOf(canonical), canonical };
}

/** One new UUID of a random or time-based version. */
function fresh(version: 'v1' | 'v4' | 'v7' | 'nil'): string {
  switch (version) {
    case 'v1':
      return v1();
    case 'v7':
      return v7();
    case 'nil':
      return NIL;
    default:
      return v4();
  }
}

function generate(input: string, options: Options): GenerateResult | ToolError {
  const out = (uuid: string) => format(uuid, options.dashes, options.uppercase);
  if (options.version === 'v5') {
    const names = lines(input);
    // Both messages are about the names field: the page shows them there.
    if (names.length === 0) return toolError('nameRequired', { field: 'text' });
    // UTF-8 cannot encode a lone surrogate, so such a name has no v5 UUID.
    if (names.some(hasLoneSurrogate)) return toolError('invalidName', { field: 'text' });
    const namespace = NAMESPACE_IDS[options.namespace];
    return { mode: 'generate', uuids: names.map((name) => out(v5(name, namespace))) };
  }
  // All nil UUIDs are the same: one is enough.
  const quantity = options.version === 'nil' ? 1 : clampQuantity(options.quantity);
  const uuids: string[] = [];
  for (let i = 0; i < quantity; i++) uuids.push(out(fresh(options.version)));
  return { mode: 'generate', uuids };
}

/**
 * Generate: new UUIDs (v4 and v7 from Web Crypto, v1 from the time and a random node, nil) or v5
 * from each line of the input. Validate: one row per non-empty line of the input.
 */
export function run({ text }: Input, options: Options): UuidResult | ToolError {
  try {
    if (options.mode === 'validate') return { mode: 'validate', rows: lines(text).map(check) };
    return generate(text, options);
  } catch {
    return toolError('unexpected');
  }
}
