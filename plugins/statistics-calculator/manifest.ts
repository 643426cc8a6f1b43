import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const DECIMAL_MARKS = ['auto', 'point', 'comma'] as const;
export type DecimalMark = (typeof DECIMAL_MARKS)[number];
/** Hyndman & Fan type 7 (Excel QUARTILE.INC, NumPy, R's default), type 6 (QUARTILE.EXC, Minitab, SPSS), the medians of the two halves without the median itself (TI calculators, many textbooks). */
export const QUARTILE_METHODS = ['inclusive', 'exclusive', 'halves'] as const;
export type QuartileMethod = (typeof QUARTILE_METHODS)[number];

/**
 * A list of numbers typed or pasted (any separator, read by the SDK's readNumberList, thousands
 * separators included between semicolons or lines) → the usual summary statistics, outliers by
 * Tukey's fences, and a histogram. run() never knows the page's language, so the decimal mark is an
 * option: "auto" reads a comma between digits as a decimal comma only when the numbers are also
 * separated by something else (spaces, semicolons, lines) and no decimal point is used; the result
 * always says how the list was read.
 */
export const manifest = defineTool({
  related: ['percentage-calculator', 'ratio-calculator', 'fraction-calculator', 'grade-calculator', 'compound-interest-calculator', 'scientific-calculator'],
  fields: {
    data: { kind: 'text', mono: true, rows: 6, default: '2 4 4 4 5 5 7 9' },
  },
  options: {
    decimalMark: { type: 'string', enum: DECIMAL_MARKS, default: 'auto' },
    quartiles: { type: 'string', enum: QUARTILE_METHODS, default: 'inclusive' },
  },
  ui: { decimalMark: 'segmented', quartiles: 'select' },
  downloads: ['csv', 'json'],
  worker: true,
  examples: [
    {
      name: 'classic',
      input: { data: '2 4 4 4 5 5 7 9' },
      options: {decimalMark: 'auto', quartiles: 'inclusive'},
      output: {count: 8, sum: 40, mean: 5, median: 4.5, modes: [4], modeFrequency: 3, min: 2, max: 9, range: 7, q1: 4, q3: 5.5, iqr: 1.5, lowerFence: 1.75, upperFence: 7.75, outliers: [9], sumOfSquares: 32, varianceSample: 4.571428571428571, variancePopulation: 4, sdSample: 2.138089935299395, sdPopulation: 2, geometricMean: 4.603215596046737, harmonicMean: 4.201750729470613, bins: [{from: 2, to: 4, count: 1}, {from: 4, to: 6, count: 5}, {from: 6, to: 8, count: 1}, {from: 8, to: 10, count: 1}], decimalMark: 'point', readAs: null, quartiles: 'inclusive'},
    },
    {
      name: 'decimalComma',
      input: { data: '1,5; 2,25; 3,75; 2,25; 10' },
      options: {decimalMark: 'auto', quartiles: 'inclusive'},
      output: {count: 5, sum: 19.75, mean: 3.95, median: 2.25, modes: [2.25], modeFrequency: 2, min: 1.5, max: 10, range: 8.5, q1: 2.25, q3: 3.75, iqr: 1.5, lowerFence: 0, upperFence: 6, outliers: [10], sumOfSquares: 48.425000000000004, varianceSample: 12.106250000000001, variancePopulation: 9.685, sdSample: 3.4794036845413614, sdPopulation: 3.112073263919087, geometricMean: 3.096688438000026, harmonicMean: 2.601156069364162, bins: [{from: 0, to: 2.5, count: 3}, {from: 2.5, to: 5, count: 1}, {from: 5, to: 7.5, count: 0}, {from: 7.5, to: 10, count: 1}], decimalMark: 'comma', readAs: null, quartiles: 'inclusive'},
    },
    {
      // Commas next to spaces separate; the comma inside 1,000.5 groups its thousands (said in a note).
      name: 'thousands',
      input: { data: '1.5, 2.5, 3.5, 10, 1,000.5' },
      options: {decimalMark: 'auto', quartiles: 'inclusive'},
      output: {count: 5, sum: 1018, mean: 203.6, median: 3.5, modes: [], modeFrequency: 1, min: 1.5, max: 1000.5, range: 999, q1: 2.5, q3: 10, iqr: 7.5, lowerFence: -8.75, upperFence: 21.25, outliers: [1000.5], sumOfSquares: 793856.2, varianceSample: 198464.05, variancePopulation: 158771.24, sdSample: 445.49304147203014, sdPopulation: 398.461089693837, geometricMean: 10.559984506601008, harmonicMean: 3.440255434115191, bins: [{from: 0, to: 250, count: 4}, {from: 250, to: 500, count: 0}, {from: 500, to: 750, count: 0}, {from: 750, to: 1000, count: 0}, {from: 1000, to: 1250, count: 1}], decimalMark: 'point', readAs: [1.5, 2.5, 3.5, 10, 1000.5], quartiles: 'inclusive'},
    },
    {
      name: 'outlier',
      input: { data: '12, 15, 11, 14, 13, 16, 12, 48' },
      options: {decimalMark: 'auto', quartiles: 'halves'},
      output: {count: 8, sum: 141, mean: 17.625, median: 13.5, modes: [12], modeFrequency: 2, min: 11, max: 48, range: 37, q1: 12, q3: 15.5, iqr: 3.5, lowerFence: 6.75, upperFence: 20.75, outliers: [48], sumOfSquares: 1073.875, varianceSample: 153.41071428571428, variancePopulation: 134.234375, sdSample: 12.385907891055636, sdPopulation: 11.585955938117493, geometricMean: 15.493869029816793, harmonicMean: 14.390368085297553, bins: [{from: 10, to: 20, count: 7}, {from: 20, to: 30, count: 0}, {from: 30, to: 40, count: 0}, {from: 40, to: 50, count: 1}], decimalMark: 'point', readAs: null, quartiles: 'halves'},
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
