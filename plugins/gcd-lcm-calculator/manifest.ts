import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * One line of whole numbers, any size (BigInt), separated by commas, spaces, semicolons or new lines;
 * with semicolons or new lines, a number may have thousands separators (1 071; 462), read as the SDK
 * reads every list of numbers (readNumberList).
 * Factorising numbers of many digits can take long: run() works in a Web Worker with a short time
 * limit, and Pollard's rho has a step budget per number besides.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator'],
  fields: {
    numbers: { kind: 'line', wide: true, mono: true, maxLength: 20_000, inputMode: 'numeric', default: '48, 180, 84' },
  },
  worker: true,
  timeLimitSeconds: 10,
  examples: [
    {
      name: 'three',
      input: { numbers: '48, 180, 84' },
      output: {
        numbers: ['48', '180', '84'],
        gcd: '12',
        lcm: '5040',
        rows: [
          { n: '48', status: 'composite', factors: [['2', 4], ['3', 1]], rest: null },
          { n: '180', status: 'composite', factors: [['2', 2], ['3', 2], ['5', 1]], rest: null },
          { n: '84', status: 'composite', factors: [['2', 2], ['3', 1], ['7', 1]], rest: null },
        ],
        steps: [
          { a: '48', b: '180', count: 3, steps: [{ a: '180', b: '48', q: '3', r: '36' }, { a: '48', b: '36', q: '1', r: '12' }, { a: '36', b: '12', q: '3', r: '0' }] },
          { a: '12', b: '84', count: 1, steps: [{ a: '84', b: '12', q: '7', r: '0' }] },
        ],
        ambiguous: false,
      },
    },
    {
      // 2^61 − 1, a Mersenne prime, is proved prime; 2^64 + 1 = 274177 × 67280421310721 (Landry, 1880).
      name: 'big',
      input: { numbers: '2305843009213693951 18446744073709551617' },
      output: {
        numbers: ['2305843009213693951', '18446744073709551617'],
        gcd: '1',
        lcm: '42535295865117307916780924864475168767',
        rows: [
          { n: '2305843009213693951', status: 'prime', factors: [['2305843009213693951', 1]], rest: null },
          { n: '18446744073709551617', status: 'composite', factors: [['274177', 1], ['67280421310721', 1]], rest: null },
        ],
        steps: [
          {
            a: '2305843009213693951',
            b: '18446744073709551617',
            count: 3,
            steps: [
              { a: '18446744073709551617', b: '2305843009213693951', q: '8', r: '9' },
              { a: '2305843009213693951', b: '9', q: '256204778801521550', r: '1' },
              { a: '9', b: '1', q: '9', r: '0' },
            ],
          },
        ],
        ambiguous: false,
      },
    },
    {
      name: 'prime',
      input: { numbers: '97' },
      output: { numbers: ['97'], gcd: '97', lcm: '97', rows: [{ n: '97', status: 'prime', factors: [['97', 1]], rest: null }], steps: [], ambiguous: false },
    },
    {
      // Semicolons between the numbers: the spaces inside them separate thousands, as French writes them.
      name: 'thousands',
      input: { numbers: '1 071; 462; 2 310' },
      output: {
        numbers: ['1071', '462', '2310'],
        gcd: '21',
        lcm: '117810',
        rows: [
          { n: '1071', status: 'composite', factors: [['3', 2], ['7', 1], ['17', 1]], rest: null },
          { n: '462', status: 'composite', factors: [['2', 1], ['3', 1], ['7', 1], ['11', 1]], rest: null },
          { n: '2310', status: 'composite', factors: [['2', 1], ['3', 1], ['5', 1], ['7', 1], ['11', 1]], rest: null },
        ],
        steps: [
          { a: '1071', b: '462', count: 3, steps: [{ a: '1071', b: '462', q: '2', r: '147' }, { a: '462', b: '147', q: '3', r: '21' }, { a: '147', b: '21', q: '7', r: '0' }] },
          { a: '21', b: '2310', count: 1, steps: [{ a: '2310', b: '21', q: '110', r: '0' }] },
        ],
        ambiguous: true,
      },
    },
    { name: 'decimal', input: { numbers: '12, 7.5' }, output: { kind: 'tool-error', code: 'notInteger', params: { field: 'numbers', value: '7.5', position: 5 } } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
