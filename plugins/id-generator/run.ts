import { toolError, type ToolError } from '@sdk/core';
import { MAX_QUANTITY, type Input, type Options } from './manifest.ts';

/** Crockford's Base32, as ULIDs and short IDs use it: no I, L, O or U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const ALPHABET_CHARS: Record<Exclude<Options['alphabet'], 'custom'>, string> = {
  // NanoID's own alphabet (A-Za-z0-9_-), safe in URLs and file names.
  urlSafe: 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict',
  alphanumeric: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  lowercase: '0123456789abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  hex: '0123456789abcdef',
  // Without 1, l, I, 0, O, o, u, v, 5, S, s, 2, Z: nothing to confuse when read aloud or copied by hand.
  noLookalikes: '346789ABCDEFGHJKLMNPQRTUVWXYabcdefghijkmnpqrtwxyz',
};

/** The chance of a collision among random IDs, NanoID style: how many IDs give a 1% probability of at least one. */
export interface Collision {
  readonly alphabetSize: number;
  readonly length: number;
  /** log2 of the number of possible IDs. */
  readonly bits: number;
  /** The fewest IDs with a probability of at least 1% that two are the same. */
  readonly ids: number;
  /** At the rate asked (IDs per hour), how long until that many are made. */
  readonly hours: number;
}

export interface Generated {
  readonly type: 'ulid' | 'nanoid' | 'cuid2' | 'short';
  readonly ids: readonly string[];
  readonly collision?: Collision;
}

export type DecodedRow =
  | { readonly input: string; readonly valid: true; readonly time: number; readonly timestamp: string; readonly randomness: string; readonly uuid: string }
  | { readonly input: string; readonly valid: false; readonly problem: 'length'; readonly length: number }
  | { readonly input: string; readonly valid: false; readonly problem: 'char'; readonly char: string; readonly position: number }
  | { readonly input: string; readonly valid: false; readonly problem: 'tooLate' };

export interface Decoded {
  readonly type: 'decode';
  readonly rows: readonly DecodedRow[];
}

export type Result = Generated | Decoded;

/** The probability the IDs are computed for. */
export const PROBABILITY = 0.01;
/** Up to this many possible IDs the count is found by multiplying the exact probabilities, one ID at a time. */
const EXACT_LIMIT = 1e12;

/**
 * The fewest IDs, among `2^bits` equally likely ones, with a probability of at least `p` that two
 * are the same (the birthday problem). Exact (the product of (1 − i/N)) up to 10^12 possible IDs;
 * beyond, n(n − 1)/2N = −ln(1 − p), whose error is below one part in a million there.
 */
export function idsForCollision(bits: number, p = PROBABILITY): number {
  const target = -Math.log1p(-p);
  if (bits <= Math.log2(EXACT_LIMIT)) {
    const space = 2 ** bits;
    let logNone = 0;
    for (let n = 1; ; n++) {
      // n IDs: the n-th differs from the n − 1 before it with probability 1 − (n − 1)/N.
      logNone += Math.log1p(-(n - 1) / space);
      if (-logNone >= target - 1e-15 * target) return n;
    }
  }
  // (1 + √(1 + 8N·t)) / 2 written with logarithms, so that 2^bits may exceed what a double holds.
  const half = Math.exp(0.5 * (bits * Math.LN2 + Math.log(8 * target)));
  return Math.ceil((1 + Math.sqrt(1 + half * half)) / 2);
}

export function collision(alphabetSize: number, length: number, rate: number): Collision {
  const bits = length * Math.log2(alphabetSize);
  const ids = idsForCollision(bits);
  return { alphabetSize, length, bits, ids, hours: ids / rate };
}

/** A float in [0, 1) from crypto.getRandomValues, for the libraries that take one (ULID, CUID2). */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000;
}

/** The characters of a custom alphabet, or what is wrong with it. */
export function customAlphabet(text: string): string | ToolError {
  const chars = [...text];
  if (chars.length < 2) return toolError('alphabetTooShort', { count: chars.length });
  if (chars.length > 256) return toolError('alphabetTooLong', { count: chars.length });
  const seen = new Set<string>();
  for (const [i, c] of chars.entries()) {
    if (/\s/.test(c)) return toolError('alphabetSpace', { position: i + 1 });
    // NanoID picks characters by UTF-16 unit: a character outside the BMP (an emoji) would be cut in two.
    if (c.length > 1) return toolError('alphabetAstral', { char: c });
    if (seen.has(c)) return toolError('alphabetDuplicate', { char: c });
    seen.add(c);
  }
  return text;
}

function checkQuantity(quantity: number): ToolError | undefined {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return toolError('quantity', { max: MAX_QUANTITY });
  return undefined;
}

async function generate(options: Options): Promise<Generated | ToolError> {
  const bad = checkQuantity(options.quantity);
  if (bad) return bad;
  const n = options.quantity;
  switch (options.type) {
    case 'ulid': {
      const { monotonicFactory, ulid } = await import('ulid');
      const next = options.monotonic ? monotonicFactory(cryptoRandom) : () => ulid(undefined, cryptoRandom);
      return { type: 'ulid', ids: Array.from({ length: n }, () => next()) };
    }
    case 'cuid2': {
      if (!Number.isInteger(options.cuidLength) || options.cuidLength < 2 || options.cuidLength > 32) return toolError('cuidLength');
      const { init } = await import('@paralleldrive/cuid2');
      const next = init({ length: options.cuidLength, random: cryptoRandom });
      return { type: 'cuid2', ids: Array.from({ length: n }, () => next()) };
    }
    case 'nanoid':
    case 'short': {
      const short = options.type === 'short';
      const length = short ? options.shortLength : options.length;
      const [min, max] = short ? [4, 32] : [2, 128];
      if (!Number.isInteger(length) || length < min || length > max) return toolError('length', { min, max });
      const alphabet = short ? CROCKFORD : options.alphabet === 'custom' ? customAlphabet(options.customAlphabet) : ALPHABET_CHARS[options.alphabet];
      if (typeof alphabet !== 'string') return alphabet;
      const { customAlphabet: make } = await import('nanoid');
      const next = make(alphabet, length);
      return { type: options.type, ids: Array.from({ length: n }, () => next()), collision: collision(alphabet.length, length, options.rate) };
    }
  }
  return toolError('unexpected');
}

const DECODE = new Map([...CROCKFORD].flatMap((c, i) => [[c, i] as const, [c.toLowerCase(), i] as const]));
/** The largest time a ULID holds is 7ZZZZZZZZZ (2^48 − 1 ms, in the year 10889): a first character above 7 overflows. */
const MAX_FIRST = 7;

/** A ULID read: its time, its parts in upper case, and the same 128 bits as a UUID; or what is wrong with it. */
export function decodeUlid(input: string): DecodedRow {
  if ([...input].length !== 26) return { input, valid: false, problem: 'length', length: [...input].length };
  const chars = [...input];
  for (const [i, c] of chars.entries()) if (!DECODE.has(c)) return { input, valid: false, problem: 'char', char: c, position: i + 1 };
  if (DECODE.get(chars[0]!)! > MAX_FIRST) return { input, valid: false, problem: 'tooLate' };
  let value = 0n;
  for (const c of chars) value = (value << 5n) | BigInt(DECODE.get(c)!);
  const hex = value.toString(16).padStart(32, '0');
  const upper = input.toUpperCase();
  return {
    input,
    valid: true,
    time: Number(value >> 80n),
    timestamp: upper.slice(0, 10),
    randomness: upper.slice(10),
    uuid: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  };
}

export async function run({ ulids }: Input, options: Options): Promise<Result | ToolError> {
  if (options.type !== 'decode') return generate(options);
  const lines = (ulids ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return { type: 'decode', rows: lines.slice(0, MAX_QUANTITY).map(decodeUlid) };
}
