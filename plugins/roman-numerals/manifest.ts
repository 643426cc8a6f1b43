import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['toRoman', 'toArabic'] as const;
export type Mode = (typeof MODES)[number];

/** The largest number Roman numerals write without a bar, and with one (a vinculum multiplies by 1,000). */
export const MAX_STANDARD = 3999;
export const MAX_VINCULUM = 3_999_999;

/**
 * Two tabs: a number (typed in the page's language) to a Roman numeral, and a Roman numeral back to a
 * number. Numbers from 4,000 take the vinculum (a bar over a numeral multiplies it by 1,000), which is
 * an option on both tabs (without it, a numeral with bars is refused, saying why).
 */
export const manifest = defineTool({
  related: ['unit-converter', 'percentage-calculator', 'date-calculator', 'number-base-converter'],
  fields: {
    number: { kind: 'integer', tabs: ['toRoman'], min: 1, max: MAX_VINCULUM, default: 2026 },
    roman: { kind: 'line', tabs: ['toArabic'], default: 'MCMXCIV', maxLength: 80, mono: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'toRoman' },
    vinculum: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs' },
  examples: [
    {
      name: 'year',
      input: { number: 2026 },
      options: { mode: 'toRoman', vinculum: false },
      output: { mode: 'toRoman', number: 2026, roman: 'MMXXVI', parts: [{ roman: 'MM', value: 2000 }, { roman: 'XX', value: 20 }, { roman: 'VI', value: 6 }] },
    },
    {
      name: 'read',
      input: { roman: 'MCMXCIV' },
      options: { mode: 'toArabic', vinculum: false },
      output: { mode: 'toArabic', number: 1994, roman: 'MCMXCIV', parts: [{ roman: 'M', value: 1000 }, { roman: 'CM', value: 900 }, { roman: 'XC', value: 90 }, { roman: 'IV', value: 4 }] },
    },
    {
      name: 'vinculum',
      input: { number: 45678 },
      options: { mode: 'toRoman', vinculum: true },
      output: {
        mode: 'toRoman',
        number: 45678,
        roman: 'X\u0305L\u0305V\u0305DCLXXVIII',
        parts: [{ roman: 'X\u0305L\u0305', value: 40000 }, { roman: 'V\u0305', value: 5000 }, { roman: 'DC', value: 600 }, { roman: 'LXX', value: 70 }, { roman: 'VIII', value: 8 }],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
