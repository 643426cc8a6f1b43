import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { DECIMAL_MARKS } from './decimalComma.ts';

interface Fields {
  expression: string;
  history: string;
}

/** "Keep": the expression goes to the end of the history, and the line is cleared for the next one. */
export function keep({ input }: { readonly input: Fields }): { input?: Partial<Fields> } {
  const expression = input.expression.trim();
  if (!expression) return {};
  const history = input.history.replace(/\s+$/, '');
  return { input: { history: history ? `${history}\n${expression}` : expression, expression: '' } };
}

export const clearHistory = (): { input: Partial<Fields> } => ({ input: { history: '' } });

/**
 * The keypad under the expression, for phones: each key writes what the calculator reads (× writes *,
 * log the base-10 logarithm log10, ans the last result of the history); the decimal key and the
 * separator between arguments follow the page's language (0,5 and round(2,5; 1) in German).
 */
const KEYPAD = [
  [{ insert: 'sin(', show: 'sin' }, { insert: 'cos(', show: 'cos' }, { insert: 'tan(', show: 'tan' }, { insert: 'ln(', show: 'ln' }, { insert: 'log10(', show: 'log' }],
  [{ insert: 'sqrt(', show: '√', name: 'squareRoot' }, { insert: '^2', show: 'x²', name: 'square' }, { insert: '^', show: 'xʸ', name: 'power' }, { insert: 'pi', show: 'π', name: 'pi' }, { insert: 'ans', name: 'ans' }],
  ['7', '8', '9', { insert: '/', show: '÷', name: 'divide' }, { does: 'backspace' }],
  ['4', '5', '6', { insert: '*', show: '×', name: 'multiply' }, { does: 'clear' }],
  ['1', '2', '3', { insert: '-', show: '−', name: 'minus' }, { insert: '(', name: 'openParenthesis' }],
  ['0', { does: 'decimal' }, { does: 'listSeparator', name: 'argumentSeparator' }, { insert: '+', show: '+', name: 'plus' }, { insert: ')', name: 'closeParenthesis' }],
] as const;

/**
 * An expression line (the keyboard is the calculator, or the keypad under it) and a history kept in this browser: "Keep"
 * moves the expression into the history, whose lines are evaluated top to bottom before it, so that
 * variables (a = 5) and ans carry over. mathjs loads on first use, in a worker with a short time limit
 * (factorial(1e6) or a huge matrix cannot freeze the page). Decimal commas are read as spreadsheets in
 * German, Spanish and French read them (0,1 + 0,2; round(2,567; 2)): see decimalComma.ts for what
 * "Automatic" does while run() does not know the page's language.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'gcd-lcm-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator', 'statistics-calculator'],
  fields: {
    expression: { kind: 'line', wide: true, mono: true, maxLength: 2000, default: '', keys: KEYPAD },
    history: { kind: 'text', mono: true, rows: 4, remember: true, default: '' },
  },
  options: {
    angle: { type: 'string', enum: ['deg', 'rad'], default: 'deg' },
    numbers: { type: 'string', enum: ['decimal', 'fraction', 'precise'], default: 'decimal' },
    decimalMark: { type: 'string', enum: DECIMAL_MARKS, default: 'auto' },
  },
  ui: { angle: 'segmented', numbers: 'segmented', decimalMark: 'segmented' },
  worker: true,
  timeLimitSeconds: 5,
  actions: { keep, clearHistory },
  examples: [
    { name: 'trig', input: { expression: 'sin(30) + 2^10' }, options: { angle: 'deg', numbers: 'decimal' }, output: { value: { type: 'number', text: '1024.5', number: 1024.5 }, history: [], inexact: false, decimalComma: false } },
    { name: 'fractions', input: { expression: '1/3 + 1/6 - 0.25' }, options: { numbers: 'fraction' }, output: { value: { type: 'fraction', text: '1/4', number: 0.25 }, history: [], inexact: false, decimalComma: false } },
    {
      name: 'precise',
      input: { expression: '2^100 / 3' },
      options: { numbers: 'precise' },
      output: { value: { type: 'bignumber', text: '422550200076076467165567735125.333333333333333333333333333333', number: 4.2255020007607644e29 }, history: [], inexact: false, decimalComma: false },
    },
    {
      name: 'history',
      input: { history: 'r = 5 cm\npi * r^2', expression: 'ans to inch^2' },
      options: { angle: 'rad', numbers: 'decimal' },
      output: {
        value: { type: 'unit', text: '12.173695880052 inch^2' },
        history: [
          { expression: 'r = 5 cm', value: { type: 'unit', text: '5 cm' } },
          { expression: 'pi * r^2', value: { type: 'unit', text: '78.539816339745 cm^2' } },
        ],
        inexact: false,
        decimalComma: false,
      },
    },
    { name: 'mistake', input: { expression: '2 * (3 + 4' }, output: { kind: 'tool-error', code: 'parenExpected', params: { field: 'expression', position: 11 } } },
    {
      name: 'decimalComma',
      input: { expression: '0,1 + 0,2' },
      options: { angle: 'deg', numbers: 'decimal', decimalMark: 'auto' },
      output: { value: { type: 'number', text: '0.3', number: 0.30000000000000004 }, history: [], inexact: false, decimalComma: true },
    },
    { name: 'rightAngle', input: { expression: 'tan(90)' }, options: { angle: 'deg' }, output: { kind: 'tool-error', code: 'undefinedAngle', params: { field: 'expression', name: 'tan', angle: 90 } } },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
