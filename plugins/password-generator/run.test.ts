import { describe, expect, it } from 'vitest';
import { seededRandomInt, isToolError, toolError } from '@sdk/core';
import { AMBIGUOUS, SIMILAR, selectedSets } from './charsets.ts';
import { countWithEveryClass, entropyBits, log2BigInt, strengthOf } from './entropy.ts';
import type { Options } from './manifest.ts';
import { generatePassword, run, type PasswordResult } from './run.ts';

const DEFAULTS: Options = { length: 16, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false };
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const DIGIT = /[0-9]/;
const SYMBOL = /[^A-Za-z0-9]/;

function generate(options: Partial<Options> = {}): PasswordResult {
  const result = run({}, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

describe('messages', () => {
  it('refuses lengths outside 4 to 128 with the spec’s messages', () => {
    expect(run({}, { ...DEFAULTS, length: 3 })).toEqual(toolError('tooShort'));
    expect(run({}, { ...DEFAULTS, length: 0 })).toEqual(toolError('tooShort'));
    expect(run({}, { ...DEFAULTS, length: -5 })).toEqual(toolError('tooShort'));
    expect(run({}, { ...DEFAULTS, length: 129 })).toEqual(toolError('tooLong'));
    expect(run({}, { ...DEFAULTS, length: 1_000_000_000 })).toEqual(toolError('tooLong'));
  });

  it('asks for at least one character type', () => {
    const none = { uppercase: false, lowercase: false, numbers: false, symbols: false };
    expect(run({}, { ...DEFAULTS, ...none })).toEqual(toolError('noCharacterTypes'));
    // Exclusions alone are not a character type.
    expect(run({}, { ...DEFAULTS, ...none, excludeSimilar: true, excludeAmbiguous: true })).toEqual(toolError('noCharacterTypes'));
  });

  it('accepts exactly 4 and 128 characters', () => {
    expect(generate({ length: 4 }).password).toHaveLength(4);
    expect(generate({ length: 128 }).password).toHaveLength(128);
  });

  it('ignores any input it is given (it has no fields)', () => {
    const result = run({ text: 'anything 👍🏽 漢字 \uD800' } as never, DEFAULTS);
    expect(isToolError(result)).toBe(false);
    expect((result as PasswordResult).password).toHaveLength(16);
  });
});

describe('character sets', () => {
  it('holds 26 + 26 + 10 + 32 characters, fewer after the exclusions', () => {
    const all = { uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false };
    expect(selectedSets(all).map((s) => s.length)).toEqual([26, 26, 10, 32]);
    // Similar: L O (upper), i l o (lower), 1 0 (digits).
    expect(selectedSets({ ...all, excludeSimilar: true }).map((s) => s.length)).toEqual([24, 23, 8, 32]);
    // Ambiguous: 18 of the 32 symbols, leaving ! # $ % & * + - = ? @ ^ _ |.
    expect(selectedSets({ ...all, excludeAmbiguous: true })[3]).toBe('!#$%&*+-=?@^_|');
    expect(SIMILAR).toBe('il1Lo0O');
    expect([...AMBIGUOUS].sort().join('')).toBe([...'{}[]()/\\\'"`~,;:.<>'].sort().join(''));
  });

  it('always holds every selected class, even at 4 characters (many runs)', () => {
    for (let i = 0; i < 600; i++) {
      const { password } = generate({ length: 4 });
      for (const re of [UPPER, LOWER, DIGIT, SYMBOL]) expect(password).toMatch(re);
    }
    for (let i = 0; i < 300; i++) {
      const { password } = generate({ length: 5, uppercase: false, symbols: false, excludeSimilar: true });
      expect(password).toMatch(LOWER);
      expect(password).toMatch(DIGIT);
      expect(password).toMatch(/^[a-z0-9]{5}$/);
    }
  });

  it('never uses an unselected class or an excluded character', () => {
    const banned = new Set([...SIMILAR, ...AMBIGUOUS]);
    for (let i = 0; i < 100; i++) {
      const { password } = generate({ length: 128, excludeSimilar: true, excludeAmbiguous: true });
      for (const ch of password) expect(banned.has(ch), ch).toBe(false);
      expect(generate({ length: 64, uppercase: false, lowercase: false, symbols: false }).password).toMatch(/^[0-9]{64}$/);
      expect(generate({ length: 64, numbers: false, symbols: false }).password).toMatch(/^[A-Za-z]{64}$/);
    }
  });

  it('draws every character of the pool about equally often', () => {
    // 1,000 passwords of 64 digits: 6,400 of each digit expected, standard deviation about 76.
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) for (const ch of generate({ length: 64, uppercase: false, lowercase: false, symbols: false }).password) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe('0123456789');
    for (const n of counts.values()) expect(Math.abs(n - 6_400)).toBeLessThan(500);
  });

  it('puts each class at any position alike (no class pinned to the first characters)', () => {
    // Length 4 with upper case and digits: digits fall on each of the four positions alike: 1.506 digits a password
    // (Σ k·C(4,k)·10^k·26^(4−k) / 1,212,640, worked by hand), so about 753 at each position.
    const atPosition = [0, 0, 0, 0];
    for (let i = 0; i < 2000; i++) {
      const { password } = generate({ length: 4, lowercase: false, symbols: false });
      [...password].forEach((ch, p) => DIGIT.test(ch) && atPosition[p]!++);
    }
    const mean = atPosition.reduce((a, b) => a + b, 0) / 4;
    for (const n of atPosition) expect(Math.abs(n - mean) / mean).toBeLessThan(0.15);
  });

  it('is repeatable with a seeded source (the generator is a pure function of its random source)', () => {
    const sets = selectedSets({ ...DEFAULTS });
    expect(generatePassword(sets, 20, seededRandomInt(42))).toBe(generatePassword(sets, 20, seededRandomInt(42)));
  });
});

describe('entropy', () => {
  it('counts passwords that hold every class', () => {
    // Worked by hand. 4 characters, 4 classes: each class exactly once, 4! orders × 26 × 26 × 10 × 32.
    expect(countWithEveryClass([26, 26, 10, 32], 4)).toBe(24n * 26n * 26n * 10n * 32n);
    // Upper case and digits, 4 characters: 36^4 − 26^4 − 10^4 = 1,212,640.
    expect(countWithEveryClass([26, 10], 4)).toBe(1_212_640n);
    // One class: every string.
    expect(countWithEveryClass([10], 6)).toBe(1_000_000n);
  });

  it('gives bits a little below length × log2(pool)', () => {
    expect(entropyBits([26, 26, 10, 32], 4)).toBeCloseTo(Math.log2(5_191_680), 10); // 22.31
    expect(entropyBits([26, 10], 4)).toBeCloseTo(Math.log2(1_212_640), 10); // 20.21
    expect(entropyBits([10], 6)).toBeCloseTo(6 * Math.log2(10), 10); // 19.93
    // 16 characters from all 94: 16 × log2 94 = 104.87 bits for all strings; 17.7 % of them miss a class.
    const bits16 = entropyBits([26, 26, 10, 32], 16);
    expect(bits16).toBeLessThan(16 * Math.log2(94));
    expect(bits16).toBeCloseTo(104.59, 2);
    // 128 characters: missing a class is so unlikely that the two agree to 10^-6 bits.
    expect(entropyBits([26, 26, 10, 32], 128)).toBeCloseTo(128 * Math.log2(94), 5);
  });

  it('takes log2 of numbers beyond double precision', () => {
    expect(log2BigInt(1n)).toBe(0);
    expect(log2BigInt(2n ** 800n)).toBe(800);
    expect(log2BigInt(3n * 2n ** 500n)).toBeCloseTo(500 + Math.log2(3), 12);
  });

  it('reports the pool, bits and strength of the result', () => {
    const r = generate({ length: 16 });
    expect(r.poolSize).toBe(94);
    expect(r.bits).toBeCloseTo(104.59, 2);
    expect(r.strength).toBe('strong');
    expect(generate({ length: 4, excludeSimilar: true, excludeAmbiguous: true }).poolSize).toBe(24 + 23 + 8 + 14);
  });
});

describe('strength', () => {
  it('follows the thresholds 50, 80 and 112 bits', () => {
    expect(strengthOf(0)).toBe('weak');
    expect(strengthOf(49.99)).toBe('weak');
    expect(strengthOf(50)).toBe('medium');
    expect(strengthOf(79.99)).toBe('medium');
    expect(strengthOf(80)).toBe('strong');
    expect(strengthOf(111.99)).toBe('strong');
    expect(strengthOf(112)).toBe('veryStrong');
    expect(strengthOf(838)).toBe('veryStrong');
  });

  it('rates typical passwords from all 94 characters', () => {
    expect(generate({ length: 7 }).strength).toBe('weak'); // 44.6 bits
    expect(generate({ length: 8 }).strength).toBe('medium'); // 51.3 bits
    expect(generate({ length: 12 }).strength).toBe('medium'); // 78.1 bits
    expect(generate({ length: 13 }).strength).toBe('strong'); // 84.8 bits
    expect(generate({ length: 17 }).strength).toBe('strong'); // 111.2 bits
    expect(generate({ length: 18 }).strength).toBe('veryStrong'); // 117.8 bits
    // Digits only: 20 digits are 66.4 bits.
    expect(generate({ length: 20, uppercase: false, lowercase: false, symbols: false }).strength).toBe('medium');
  });
});
