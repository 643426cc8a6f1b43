import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { DIGIT_COLOURS, MULTIPLIER_COLOURS, SERIES, TEMPCO_COLOURS, TOLERANCE_COLOURS } from './resistor.ts';
import { AWG_SIZES } from './cable.ts';

/** The tool's three parts, one tab each. */
export const PARTS = ['ohm', 'colours', 'drop'] as const;
/** The two of V, I, R and P the visitor knows. */
export const OHM_PAIRS = ['voltageCurrent', 'voltageResistance', 'voltagePower', 'currentResistance', 'currentPower', 'resistancePower'] as const;
export type OhmPair = (typeof OHM_PAIRS)[number];
export type Quantity = 'voltage' | 'current' | 'resistance' | 'power';
const withQuantity = (q: Quantity): OhmPair[] => OHM_PAIRS.filter((p) => p.toLowerCase().includes(q));

const ohm = ['ohm'];
const colours = ['colours'];
const drop = ['drop'];
const read = { direction: ['read'] };

export const manifest = defineTool({
  related: ['unit-converter', 'scientific-calculator', 'number-base-converter'],
  fields: {
    // Ohm's law: any two of V, I, R, P.
    known: { kind: 'select', tabs: ohm, choices: OHM_PAIRS, default: 'voltageCurrent' },
    voltage: { kind: 'number', tabs: ohm, when: { known: withQuantity('voltage') }, min: 0, max: 1e9, unit: 'V', default: 12 },
    current: { kind: 'number', tabs: ohm, when: { known: withQuantity('current') }, min: 0, max: 1e9, unit: 'A', default: 0.5 },
    resistance: { kind: 'number', tabs: ohm, when: { known: withQuantity('resistance') }, min: 0, max: 1e15, unit: 'Ω', default: 24 },
    power: { kind: 'number', tabs: ohm, when: { known: withQuantity('power') }, min: 0, max: 1e12, unit: 'W', default: 6 },
    // Resistor colour code, both ways.
    direction: { kind: 'select', tabs: colours, choices: ['read', 'find'], default: 'read' },
    bands: { kind: 'select', tabs: colours, choices: ['4', '5', '6'], default: '4' },
    band1: { kind: 'select', tabs: colours, when: read, choices: DIGIT_COLOURS, default: 'yellow' },
    band2: { kind: 'select', tabs: colours, when: read, choices: DIGIT_COLOURS, default: 'violet' },
    band3: { kind: 'select', tabs: colours, when: { ...read, bands: ['5', '6'] }, choices: DIGIT_COLOURS, default: 'black' },
    multiplier: { kind: 'select', tabs: colours, when: read, choices: MULTIPLIER_COLOURS, default: 'red' },
    ohms: { kind: 'number', tabs: colours, when: { direction: ['find'] }, min: 0, max: 1e12, unit: 'Ω', default: 4700 },
    series: { kind: 'select', tabs: colours, when: { direction: ['find'] }, choices: SERIES, rawLabels: true, default: 'E24' },
    tolerance: { kind: 'select', tabs: colours, choices: TOLERANCE_COLOURS, default: 'gold' },
    tempco: { kind: 'select', tabs: colours, when: { bands: ['6'] }, choices: TEMPCO_COLOURS, default: 'brown' },
    // Voltage drop in a cable.
    material: { kind: 'select', tabs: drop, choices: ['copper', 'aluminium'], default: 'copper' },
    system: { kind: 'select', tabs: drop, choices: ['dc', 'single', 'three'], default: 'single' },
    length: { kind: 'number', tabs: drop, min: 0, max: 1e6, default: 25 },
    sizeIn: { kind: 'select', tabs: drop, choices: ['mm2', 'awg'], default: 'mm2' },
    section: { kind: 'number', tabs: drop, when: { sizeIn: ['mm2'] }, min: 0, max: 5000, unit: 'mm²', default: 2.5 },
    awg: { kind: 'select', tabs: drop, when: { sizeIn: ['awg'] }, choices: AWG_SIZES, rawLabels: true, default: '12' },
    load: { kind: 'number', tabs: drop, min: 0, max: 1e5, unit: 'A', default: 16 },
    supply: { kind: 'number', tabs: drop, min: 0, max: 1e6, unit: 'V', optional: true, default: 230 },
    temperature: { kind: 'number', tabs: drop, min: -50, max: 250, unit: 'celsius', default: 20 },
  },
  options: {
    part: { type: 'string', enum: PARTS, default: 'ohm' },
    lengthIn: { type: 'string', enum: ['m', 'ft'], default: 'm' },
  },
  ui: { part: 'tabs', lengthIn: 'segmented' },
  optionTabs: { lengthIn: ['drop'] },
  examples: [
    {
      // 12 V ÷ 0.5 A = 24 Ω; 12 V × 0.5 A = 6 W.
      name: 'voltageCurrent',
      input: { known: 'voltageCurrent', voltage: 12, current: 0.5 },
      options: { part: 'ohm' },
      output: { part: 'ohm', known: 'voltageCurrent', voltage: 12, current: 0.5, resistance: 24, power: 6 },
    },
    {
      // A 2 kW kettle on 230 V: 2000 ÷ 230 = 8.70 A; 230² ÷ 2000 = 26.45 Ω.
      name: 'kettle',
      input: { known: 'voltagePower', voltage: 230, power: 2000 },
      options: { part: 'ohm' },
      output: { part: 'ohm', known: 'voltagePower', voltage: 230, current: 8.69565217391, resistance: 26.45, power: 2000 },
    },
    {
      // The most a 4.7 kΩ, ¼ W resistor takes: √(0.25 × 4700) = 34.28 V, √(0.25 ÷ 4700) = 7.29 mA.
      name: 'quarterWatt',
      input: { known: 'resistancePower', resistance: 4700, power: 0.25 },
      options: { part: 'ohm' },
      output: { part: 'ohm', known: 'resistancePower', voltage: 34.278273002, current: 0.00729324957489, resistance: 4700, power: 0.25 },
    },
    {
      // Yellow 4, violet 7, red × 100, gold ±5 %: 4.7 kΩ, 4465 to 4935 Ω.
      name: 'read4',
      input: { direction: 'read', bands: '4', band1: 'yellow', band2: 'violet', multiplier: 'red', tolerance: 'gold' },
      options: { part: 'colours' },
      output: { part: 'colours', direction: 'read', bands: ['yellow', 'violet', 'red', 'gold'], resistance: 4700, tolerance: 5, min: 4465, max: 4935, tempco: null, series: 'E6' },
    },
    {
      // Brown 1, black 0, black 0, brown × 10, brown ±1 %, red 50 ppm/K: 1 kΩ.
      name: 'read6',
      input: { direction: 'read', bands: '6', band1: 'brown', band2: 'black', band3: 'black', multiplier: 'brown', tolerance: 'brown', tempco: 'red' },
      options: { part: 'colours' },
      output: { part: 'colours', direction: 'read', bands: ['brown', 'black', 'black', 'brown', 'brown', 'red'], resistance: 1000, tolerance: 1, min: 990, max: 1010, tempco: 50, series: 'E6' },
    },
    {
      // 5 kΩ is not an E12 value: 4.7 kΩ (−6 %) is nearer than 5.6 kΩ (+12 %).
      name: 'findE12',
      input: { direction: 'find', bands: '4', ohms: 5000, series: 'E12', tolerance: 'gold' },
      options: { part: 'colours' },
      output: { part: 'colours', direction: 'find', wanted: 5000, series: 'E12', resistance: 4700, below: 4700, above: 5600, deviation: -6, bands: ['yellow', 'violet', 'red', 'gold'], tolerance: 5, tempco: null },
    },
    {
      // In E96, 4.99 kΩ: yellow 4, white 9, white 9, brown × 10, brown ±1 %.
      name: 'findE96',
      input: { direction: 'find', bands: '5', ohms: 5000, series: 'E96', tolerance: 'brown' },
      options: { part: 'colours' },
      output: { part: 'colours', direction: 'find', wanted: 5000, series: 'E96', resistance: 4990, below: 4990, above: 5110, deviation: -0.2, bands: ['yellow', 'white', 'white', 'brown', 'brown'], tolerance: 1, tempco: null },
    },
    {
      name: 'e96FourBands',
      input: { direction: 'find', bands: '4', ohms: 5000, series: 'E96', tolerance: 'brown' },
      options: { part: 'colours' },
      output: toolError('needsFiveBands', { field: 'bands', series: 'E96' }),
    },
    {
      // 2 × 25 m × 16 A × 0.017241 ÷ 2.5 mm² = 5.52 V, 2.4 % of 230 V.
      name: 'drop230',
      input: { material: 'copper', system: 'single', length: 25, sizeIn: 'mm2', section: 2.5, load: 16, supply: 230, temperature: 20 },
      options: { part: 'drop', lengthIn: 'm' },
      output: {
        part: 'drop',
        material: 'copper',
        system: 'single',
        rho20: 0.017241,
        alpha: 0.00393,
        temperature: 20,
        rho: 0.017241,
        length: 25,
        section: 2.5,
        awg: null,
        current: 16,
        conductor: 0.17241,
        drop: 5.51712,
        percent: 2.39874782609,
        atLoad: 224.48288,
        loss: 88.27392,
        suggestMm2: 2.5,
        suggestAwg: null,
      },
    },
    {
      // 12 AWG (3.31 mm²), 100 ft, 15 A on 120 V: 4.76 V, 3.97 %; 10 AWG keeps it within 3 %.
      name: 'dropAwg',
      input: { material: 'copper', system: 'single', length: 100, sizeIn: 'awg', awg: '12', load: 15, supply: 120, temperature: 20 },
      options: { part: 'drop', lengthIn: 'ft' },
      output: {
        part: 'drop',
        material: 'copper',
        system: 'single',
        rho20: 0.017241,
        alpha: 0.00393,
        temperature: 20,
        rho: 0.017241,
        length: 30.48,
        section: 3.30877287611,
        awg: '12',
        current: 15,
        conductor: 0.158821925734,
        drop: 4.76465777202,
        percent: 3.97054814335,
        atLoad: 115.235342228,
        loss: 71.4698665802,
        suggestMm2: null,
        suggestAwg: '10',
      },
    },
    {
      // Aluminium at 70 °C: ρ = 0.028264 × (1 + 0.00403 × 50) = 0.03396; √3 × 80 × 40 × ρ ÷ 16 = 11.76 V.
      name: 'dropThreePhase',
      input: { material: 'aluminium', system: 'three', length: 80, sizeIn: 'mm2', section: 16, load: 40, supply: 400, temperature: 70 },
      options: { part: 'drop', lengthIn: 'm' },
      output: {
        part: 'drop',
        material: 'aluminium',
        system: 'three',
        rho20: 0.028264,
        alpha: 0.00403,
        temperature: 70,
        rho: 0.033959196,
        length: 80,
        section: 16,
        awg: null,
        current: 40,
        conductor: 0.16979598,
        drop: 11.7638105712,
        percent: 2.94095264281,
        atLoad: 388.236189429,
        loss: 815.020704,
        suggestMm2: 16,
        suggestAwg: null,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
