import { defineTool, type Fields, type InputFrom, type InputOf, type OptionsOf, type ToolChange } from '@sdk/core';
import { CATEGORIES, DEFAULT_UNITS, INGREDIENT_IDS, UNITS, type Category } from './units.ts';

export const MAX_PRECISION = 10;
export const DEFAULT_PRECISION = 6;
export const PRECISIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const satisfies readonly number[];

/** Each category's units, in the order of its lists and table. */
const UNIT_IDS = Object.fromEntries(CATEGORIES.map((c) => [c, UNITS[c].map((u) => u.id)])) as Record<Category, string[]>;
/** Each unit's system (metric, imperial…): the headings of the unit lists. Unit ids are unique across categories. */
const UNIT_GROUPS = Object.fromEntries(CATEGORIES.flatMap((c) => UNITS[c].filter((u) => u.group).map((u) => [u.id, u.group!])));
const pick = (i: 0 | 1) => Object.fromEntries(CATEGORIES.map((c) => [c, DEFAULT_UNITS[c][i]])) as Record<Category, string>;

/**
 * The value typed in the page's language, and the units to convert from and to: each category (tab)
 * lists its own units, grouped by system, and remembers its own pair.
 */
const FIELDS = {
  value: { kind: 'number', default: 1 },
  from: { kind: 'select', choices: UNIT_IDS, groups: UNIT_GROUPS, perTab: true, default: pick(0) },
  to: { kind: 'select', choices: UNIT_IDS, groups: UNIT_GROUPS, perTab: true, default: pick(1) },
  /** Cooking: what is measured, whose density turns cups and spoons into grams. */
  ingredient: { kind: 'select', choices: INGREDIENT_IDS, tabs: ['cooking'], default: 'flour' },
} as const satisfies Fields;

type FieldValues = InputFrom<typeof FIELDS>;

/** Phone keypads for decimals have no minus key: negative temperatures need a button to change the sign. */
function negate({ input }: { readonly input: FieldValues }): ToolChange<FieldValues, never> {
  return input.value === null ? {} : { input: { value: -input.value + 0 } };
}

export const manifest = defineTool({
  related: ['percentage-calculator', 'bmi-calculator', 'currency-converter', 'time-zone-converter', 'shape-calculator', 'ohms-law-calculator'],
  fields: FIELDS,
  options: {
    category: { type: 'string', enum: CATEGORIES, default: 'length' },
    precision: { type: 'integer', enum: PRECISIONS, default: DEFAULT_PRECISION },
  },
  ui: { category: 'tabs', precision: 'select' },
  swap: [['from', 'to']],
  actions: { negate },
  examples: [
    {
      name: 'milesToKilometres',
      input: { value: 5, from: 'mi', to: 'km' },
      options: { category: 'length', precision: 6 },
      output: {
        category: 'length',
        from: 'mi',
        to: 'km',
        value: { value: 5, exponent: null, decimals: 0, exact: true, text: '5' },
        result: { value: 8.04672, exponent: null, decimals: 5, exact: true, text: '8.04672' },
        sameUnits: false,
        formula: { kind: 'multiply', factor: { value: 1.609344, exponent: null, decimals: 6, exact: true, text: '1.609344' } },
        table: [
          { unit: 'nm', amount: { value: 8046720000000, exponent: null, decimals: 0, exact: true, text: '8046720000000' } },
          { unit: 'um', amount: { value: 8046720000, exponent: null, decimals: 0, exact: true, text: '8046720000' } },
          { unit: 'mm', amount: { value: 8046720, exponent: null, decimals: 0, exact: true, text: '8046720' } },
          { unit: 'cm', amount: { value: 804672, exponent: null, decimals: 0, exact: true, text: '804672' } },
          { unit: 'm', amount: { value: 8046.72, exponent: null, decimals: 2, exact: true, text: '8046.72' } },
          { unit: 'km', amount: { value: 8.04672, exponent: null, decimals: 5, exact: true, text: '8.04672' } },
          { unit: 'in', amount: { value: 316800, exponent: null, decimals: 0, exact: true, text: '316800' } },
          { unit: 'ft', amount: { value: 26400, exponent: null, decimals: 0, exact: true, text: '26400' } },
          { unit: 'yd', amount: { value: 8800, exponent: null, decimals: 0, exact: true, text: '8800' } },
          { unit: 'mi', amount: { value: 5, exponent: null, decimals: 0, exact: true, text: '5' } },
          { unit: 'nmi', amount: { value: 4.344881, exponent: null, decimals: 6, exact: false, text: '4.344881' } },
          { unit: 'au', amount: { value: 5.3789, exponent: -8, decimals: 4, exact: false, text: '5.3789e-8' } },
          { unit: 'ly', amount: { value: 8.50539, exponent: -13, decimals: 5, exact: false, text: '8.50539e-13' } },
        ],
      },
    },
    {
      name: 'bodyTemperature',
      input: { value: 98.6, from: 'F', to: 'C' },
      options: { category: 'temperature', precision: 2 },
      output: {
        category: 'temperature',
        from: 'F',
        to: 'C',
        value: { value: 98.6, exponent: null, decimals: 1, exact: true, text: '98.6' },
        result: { value: 37, exponent: null, decimals: 0, exact: true, text: '37' },
        sameUnits: false,
        formula: { kind: 'affine', before: { value: -32, exponent: null, decimals: 0, exact: true, text: '-32' }, ratio: { n: 5, d: 9 }, after: null },
        table: [
          { unit: 'C', amount: { value: 37, exponent: null, decimals: 0, exact: true, text: '37' } },
          { unit: 'K', amount: { value: 310.15, exponent: null, decimals: 2, exact: true, text: '310.15' } },
          { unit: 'F', amount: { value: 98.6, exponent: null, decimals: 1, exact: true, text: '98.6' } },
          { unit: 'R', amount: { value: 558.27, exponent: null, decimals: 2, exact: true, text: '558.27' } },
        ],
      },
    },
    {
      name: 'gigabytes',
      input: { value: 500, from: 'GB', to: 'GiB' },
      options: { category: 'data', precision: 2 },
      output: {
        category: 'data',
        from: 'GB',
        to: 'GiB',
        value: { value: 500, exponent: null, decimals: 0, exact: true, text: '500' },
        result: { value: 465.66, exponent: null, decimals: 2, exact: false, text: '465.66' },
        sameUnits: false,
        formula: { kind: 'divide', factor: { value: 1.073741824, exponent: null, decimals: 9, exact: true, text: '1.073741824' } },
        table: [
          { unit: 'bit', amount: { value: 4000000000000, exponent: null, decimals: 0, exact: true, text: '4000000000000' } },
          { unit: 'B', amount: { value: 500000000000, exponent: null, decimals: 0, exact: true, text: '500000000000' } },
          { unit: 'kB', amount: { value: 500000000, exponent: null, decimals: 0, exact: true, text: '500000000' } },
          { unit: 'MB', amount: { value: 500000, exponent: null, decimals: 0, exact: true, text: '500000' } },
          { unit: 'GB', amount: { value: 500, exponent: null, decimals: 0, exact: true, text: '500' } },
          { unit: 'TB', amount: { value: 0.5, exponent: null, decimals: 1, exact: true, text: '0.5' } },
          { unit: 'PB', amount: { value: 5, exponent: -4, decimals: 0, exact: true, text: '5e-4' } },
          { unit: 'kbit', amount: { value: 4000000000, exponent: null, decimals: 0, exact: true, text: '4000000000' } },
          { unit: 'Mbit', amount: { value: 4000000, exponent: null, decimals: 0, exact: true, text: '4000000' } },
          { unit: 'Gbit', amount: { value: 4000, exponent: null, decimals: 0, exact: true, text: '4000' } },
          { unit: 'Tbit', amount: { value: 4, exponent: null, decimals: 0, exact: true, text: '4' } },
          { unit: 'KiB', amount: { value: 488281250, exponent: null, decimals: 0, exact: true, text: '488281250' } },
          { unit: 'MiB', amount: { value: 476837.16, exponent: null, decimals: 2, exact: false, text: '476837.16' } },
          { unit: 'GiB', amount: { value: 465.66, exponent: null, decimals: 2, exact: false, text: '465.66' } },
          { unit: 'TiB', amount: { value: 0.45, exponent: null, decimals: 2, exact: false, text: '0.45' } },
          { unit: 'PiB', amount: { value: 4.44, exponent: -4, decimals: 2, exact: false, text: '4.44e-4' } },
          { unit: 'Kibit', amount: { value: 3906250000, exponent: null, decimals: 0, exact: true, text: '3906250000' } },
          { unit: 'Mibit', amount: { value: 3814697.27, exponent: null, decimals: 2, exact: false, text: '3814697.27' } },
          { unit: 'Gibit', amount: { value: 3725.29, exponent: null, decimals: 2, exact: false, text: '3725.29' } },
          { unit: 'Tibit', amount: { value: 3.64, exponent: null, decimals: 2, exact: false, text: '3.64' } },
        ],
      },
    },
    {
      // 150 metric horsepower: 150 × 735.49875 W = 110.3248125 kW (NIST SP 811: 1 PS = 75 kgf·m/s).
      name: 'horsepower',
      input: { value: 150, from: 'PS', to: 'kW' },
      options: { category: 'power', precision: 2 },
      output: { category: 'power', from: 'PS', to: 'kW', value: { value: 150, exponent: null, decimals: 0, exact: true, text: '150' }, result: { value: 110.32, exponent: null, decimals: 2, exact: false, text: '110.32' }, sameUnits: false, formula: { kind: 'multiply', factor: { value: 0.73549875, exponent: null, decimals: 8, exact: true, text: '0.73549875' } }, table: [{ unit: 'mW', amount: { value: 110324812.5, exponent: null, decimals: 1, exact: true, text: '110324812.5' } }, { unit: 'W', amount: { value: 110324.81, exponent: null, decimals: 2, exact: false, text: '110324.81' } }, { unit: 'kW', amount: { value: 110.32, exponent: null, decimals: 2, exact: false, text: '110.32' } }, { unit: 'MW', amount: { value: 0.11, exponent: null, decimals: 2, exact: false, text: '0.11' } }, { unit: 'GW', amount: { value: 1.1, exponent: -4, decimals: 1, exact: false, text: '1.1e-4' } }, { unit: 'kcalh', amount: { value: 94925.75, exponent: null, decimals: 2, exact: false, text: '94925.75' } }, { unit: 'PS', amount: { value: 150, exponent: null, decimals: 0, exact: true, text: '150' } }, { unit: 'hp', amount: { value: 147.95, exponent: null, decimals: 2, exact: false, text: '147.95' } }, { unit: 'BTUh', amount: { value: 376443.89, exponent: null, decimals: 2, exact: false, text: '376443.89' } }, { unit: 'ftlbfs', amount: { value: 81371.41, exponent: null, decimals: 2, exact: false, text: '81371.41' } }] },
    },
    {
      // An inverse relation: 100 × 3.785411784 ÷ 1.609344 = 235.2145833… ÷ 30 mpg = 7.84 L/100 km.
      name: 'fuelEconomy',
      input: { value: 30, from: 'mpgUs', to: 'L100km' },
      options: { category: 'fuel', precision: 2 },
      output: { category: 'fuel', from: 'mpgUs', to: 'L100km', value: { value: 30, exponent: null, decimals: 0, exact: true, text: '30' }, result: { value: 7.84, exponent: null, decimals: 2, exact: false, text: '7.84' }, sameUnits: false, formula: { kind: 'reciprocal', factor: { value: 235.2145833, exponent: null, decimals: 7, exact: false, text: '235.2145833' } }, table: [{ unit: 'L100km', amount: { value: 7.84, exponent: null, decimals: 2, exact: false, text: '7.84' } }, { unit: 'kmL', amount: { value: 12.75, exponent: null, decimals: 2, exact: false, text: '12.75' } }, { unit: 'mpgUs', amount: { value: 30, exponent: null, decimals: 0, exact: true, text: '30' } }, { unit: 'mpgUk', amount: { value: 36.03, exponent: null, decimals: 2, exact: false, text: '36.03' } }] },
    },
    {
      // 1 US cup of all-purpose flour weighs 125 g (USDA FoodData Central): approximate, so written with ≈.
      name: 'cupsOfFlour',
      input: { value: 1, from: 'cupUs', to: 'gram', ingredient: 'flour' },
      options: { category: 'cooking', precision: 1 },
      output: { category: 'cooking', from: 'cupUs', to: 'gram', value: { value: 1, exponent: null, decimals: 0, exact: true, text: '1' }, result: { value: 125, exponent: null, decimals: 0, exact: false, text: '125' }, sameUnits: false, formula: { kind: 'multiply', factor: { value: 125, exponent: null, decimals: 0, exact: false, text: '125' } }, table: [{ unit: 'gram', amount: { value: 125, exponent: null, decimals: 0, exact: true, text: '125' } }, { unit: 'kilogram', amount: { value: 0.1, exponent: null, decimals: 1, exact: false, text: '0.1' } }, { unit: 'ounce', amount: { value: 4.4, exponent: null, decimals: 1, exact: false, text: '4.4' } }, { unit: 'pound', amount: { value: 0.3, exponent: null, decimals: 1, exact: false, text: '0.3' } }, { unit: 'tspUs', amount: { value: 48, exponent: null, decimals: 0, exact: true, text: '48' } }, { unit: 'tbspUs', amount: { value: 16, exponent: null, decimals: 0, exact: true, text: '16' } }, { unit: 'cupUs', amount: { value: 1, exponent: null, decimals: 0, exact: true, text: '1' } }, { unit: 'tspMetric', amount: { value: 47.3, exponent: null, decimals: 1, exact: false, text: '47.3' } }, { unit: 'tbspMetric', amount: { value: 15.8, exponent: null, decimals: 1, exact: false, text: '15.8' } }, { unit: 'cupMetric', amount: { value: 0.9, exponent: null, decimals: 1, exact: false, text: '0.9' } }, { unit: 'millilitre', amount: { value: 236.6, exponent: null, decimals: 1, exact: false, text: '236.6' } }, { unit: 'litre', amount: { value: 0.2, exponent: null, decimals: 1, exact: false, text: '0.2' } }], ingredient: 'flour' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
