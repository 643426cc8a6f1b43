import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { euclid, factorise, gcd, lcm, modPow, primality, PSI_13 } from './numberTheory.ts';
import { run, type GcdResult } from './run.ts';

const ok = (numbers: string): GcdResult => {
  const r = run({ numbers });
  if (isToolError(r)) throw new Error(r.code);
  return r;
};

describe('GCD and LCM', () => {
  it.each([
    ['48, 18', '6', '144'],
    ['12 18 30', '6', '180'],
    ['17; 5', '1', '85'],
    ['1071, 462', '21', '23562'],
    ['-12, 18', '6', '36'],
    ['0, 7', '7', '0'],
    ['0 0', '0', '0'],
    ['2, 3, 4, 5, 6, 7, 8, 9, 10', '1', '2520'],
    ['−24\n36', '12', '72'],
  ])('%s → GCD %s, LCM %s', (numbers, g, l) => {
    expect(ok(numbers)).toMatchObject({ gcd: g, lcm: l });
  });

  it('stays exact beyond 2^53 (where doubles round)', () => {
    // 2^64 and 2^70: GCD 2^64, LCM 2^70.
    expect(ok('18446744073709551616, 1180591620717411303424')).toMatchObject({ gcd: '18446744073709551616', lcm: '1180591620717411303424' });
    // Consecutive Fibonacci numbers are coprime and take the most divisions (Lamé): F80, F81.
    const r = ok('23416728348467685, 37889062373143906');
    expect(r.gcd).toBe('1');
    expect(r.steps[0]!.count).toBe(79);
  });

  it('writes Euclid’s algorithm out (1071 = 2 × 462 + 147…)', () => {
    expect(euclid(1071n, 462n).steps).toEqual([
      { a: '1071', b: '462', q: '2', r: '147' },
      { a: '462', b: '147', q: '3', r: '21' },
      { a: '147', b: '21', q: '7', r: '0' },
    ]);
    expect(gcd(0n, 0n)).toBe(0n);
    expect(lcm(-4n, 6n)).toBe(12n);
  });
});

describe('primality (deterministic Miller–Rabin)', () => {
  it.each([
    ['0', 'neither'],
    ['1', 'neither'],
    ['-1', 'neither'],
    ['2', 'prime'],
    ['97', 'prime'],
    ['561', 'composite'], // Carmichael number
    ['3215031751', 'composite'], // strong pseudoprime to bases 2, 3, 5, 7
    ['3825123056546413051', 'composite'], // strong pseudoprime to the first 9 prime bases
    ['318665857834031151167461', 'composite'], // ψ12: strong pseudoprime to the first 12 primes
    ['2305843009213693951', 'prime'], // 2^61 − 1
    ['18446744073709551557', 'prime'], // the largest 64-bit prime, 2^64 − 59
    ['18446744073709551615', 'composite'], // 2^64 − 1
    ['-7', 'prime'],
  ])('%s is %s', (n, status) => {
    expect(primality(BigInt(n))).toBe(status);
  });

  it('is a proof only below ψ13, and says "probably" above', () => {
    expect(PSI_13).toBe(3317044064679887385961981n);
    // ψ13 itself fools all 13 witnesses; the 13th prime's square factors tell it apart.
    expect(primality(PSI_13)).toBe('probablePrime');
    expect(primality(2n ** 89n - 1n)).toBe('probablePrime');
    expect(modPow(3n, 200n, 1000000007n)).toBe(BigInt((3n ** 200n) % 1000000007n));
  });
});

describe('factorisation', () => {
  it.each([
    ['180', [['2', 2], ['3', 2], ['5', 1]]],
    ['1000000016000000063', [['1000000007', 1], ['1000000009', 1]]],
    ['18446744073709551617', [['274177', 1], ['67280421310721', 1]]], // 2^64 + 1 (Landry 1880)
    ['600851475143', [['71', 1], ['839', 1], ['1471', 1], ['6857', 1]]],
    ['-360', [['2', 3], ['3', 2], ['5', 1]]],
  ] as const)('%s', (n, factors) => {
    expect(ok(n).rows[0]).toMatchObject({ factors, rest: null });
  });

  it('factors a 64-bit semiprime of two 32-bit primes quickly (Pollard’s rho)', () => {
    const start = performance.now();
    // 4294967291 × 4294967279, the two largest 32-bit primes.
    expect(factorise(18446743979220271189n).factors).toEqual([[4294967279n, 1], [4294967291n, 1]]);
    expect(performance.now() - start).toBeLessThan(3000);
  });

  it('stops within its budget and marks what it could not split', () => {
    // 2^128 + 1 = 59649589127497217 × 5704689200685129054721: too hard for rho's budget.
    const row = run({ numbers: String(2n ** 128n + 1n) }) as GcdResult;
    expect(row.rows[0]).toMatchObject({ status: 'composite', factors: [], rest: String(2n ** 128n + 1n) });
  });
});

describe('reading the numbers (the SDK’s list reader, shared with the statistics calculator)', () => {
  it('takes spaces inside numbers separated by semicolons as thousands separators, and says so', () => {
    expect(ok('1 071; 462; 2 310')).toMatchObject({ numbers: ['1071', '462', '2310'], gcd: '21', ambiguous: true });
    expect(ok('1\u202f071\n462\n2\u202f310')).toMatchObject({ numbers: ['1071', '462', '2310'], gcd: '21' });
    expect(ok('1.071; 462; 2.310')).toMatchObject({ numbers: ['1071', '462', '2310'], gcd: '21' });
    expect(ok('1,071, 462, 2,310')).toMatchObject({ numbers: ['1071', '462', '2310'], gcd: '21', ambiguous: true });
  });
  it('reads plain lists as before, without a note', () => {
    expect(ok('48, 180, 84')).toMatchObject({ numbers: ['48', '180', '84'], ambiguous: false });
    expect(ok('48 180 84')).toMatchObject({ numbers: ['48', '180', '84'], ambiguous: false });
    expect(ok('−12; 18')).toMatchObject({ numbers: ['-12', '18'], ambiguous: false });
    expect(ok('12\n18\n')).toMatchObject({ numbers: ['12', '18'], ambiguous: false });
  });
  it('points at a number with a separator in the wrong place, and reads a line of spaced numbers as a list', () => {
    expect(ok('1 07; 462')).toMatchObject({ numbers: ['1', '7', '462'] });
    expect(run({ numbers: '462; 1.07' })).toEqual(toolError('notInteger', { field: 'numbers', value: '1.07', position: 6 }));
  });
});

describe('bad input', () => {
  it('points at the token that is not a whole number', () => {
    expect(run({ numbers: '12, 7.5' })).toEqual(toolError('notInteger', { field: 'numbers', value: '7.5', position: 5 }));
    expect(run({ numbers: '12 abc' })).toEqual(toolError('notInteger', { field: 'numbers', value: 'abc', position: 4 }));
    expect(run({ numbers: '1e5' })).toEqual(toolError('notInteger', { field: 'numbers', value: '1e5', position: 1 }));
    expect(run({ numbers: '--5' })).toEqual(toolError('notInteger', { field: 'numbers', value: '--5', position: 1 }));
    expect(run({ numbers: '   ' })).toEqual(toolError('required', { field: 'numbers' }));
    expect(run({ numbers: '' })).toEqual(toolError('required', { field: 'numbers' }));
  });

  it('limits the digits and the count', () => {
    expect(run({ numbers: `5 ${'9'.repeat(1001)}` })).toEqual(toolError('tooLong', { field: 'numbers', max: 1000, position: 3 }));
    expect(run({ numbers: Array.from({ length: 101 }, (_, i) => i + 1).join(' ') })).toEqual(toolError('tooMany', { field: 'numbers', max: 100 }));
  });

  it('answers within seconds for the largest input allowed (the worker stops at 10 s)', () => {
    const start = performance.now();
    // 10^1000 − 1 has many small factors and composite cofactors of hundreds of digits.
    expect(isToolError(run({ numbers: '9'.repeat(1000) }))).toBe(false);
    const hundred = Array.from({ length: 100 }, (_, i) => (10n ** 999n + BigInt(2 * i + 1)).toString()).join(' ');
    const r = run({ numbers: hundred }) as GcdResult;
    expect(r.gcd).toBe('1');
    expect(r.rows.every((row) => row.status === 'notTested')).toBe(true);
    // 100 numbers of 100 digits are all tested and factorised as far as the budget goes.
    const r100 = run({ numbers: Array.from({ length: 100 }, (_, i) => (10n ** 99n + BigInt(i)).toString()).join(' ') }) as GcdResult;
    expect(r100.rows.every((row) => row.status === 'prime' || row.status === 'composite')).toBe(true);
    expect(performance.now() - start).toBeLessThan(8000);
  });
});
