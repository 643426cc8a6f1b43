import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { awgSection } from './cable.ts';
import type { Input, Options } from './manifest.ts';
import { nearest, SERIES_VALUES } from './resistor.ts';
import { run, type DropResult, type FindResult, type OhmResult, type ReadResult } from './run.ts';

const none: Input = {
  known: 'voltageCurrent',
  voltage: null,
  current: null,
  resistance: null,
  power: null,
  direction: 'read',
  bands: '4',
  band1: 'yellow',
  band2: 'violet',
  band3: 'black',
  multiplier: 'red',
  ohms: null,
  series: 'E24',
  tolerance: 'gold',
  tempco: 'brown',
  material: 'copper',
  system: 'single',
  length: 25,
  sizeIn: 'mm2',
  section: 2.5,
  awg: '12',
  load: 16,
  supply: 230,
  temperature: 20,
} as unknown as Input;
const calc = (input: Partial<Input>, options: Partial<Options> = {}) => run({ ...none, ...input } as Input, { part: 'ohm', lengthIn: 'm', ...options } as Options);
function ok<T>(input: Partial<Input>, options: Partial<Options> = {}): T {
  const r = calc(input, options);
  if (isToolError(r)) throw new Error(r.code);
  return r as T;
}

describe("Ohm's law", () => {
  it('gives the same four quantities from every pair of them', () => {
    // 12 V, 0.5 A, 24 Ω, 6 W.
    const pairs = [
      ['voltageCurrent', { voltage: 12, current: 0.5 }],
      ['voltageResistance', { voltage: 12, resistance: 24 }],
      ['voltagePower', { voltage: 12, power: 6 }],
      ['currentResistance', { current: 0.5, resistance: 24 }],
      ['currentPower', { current: 0.5, power: 6 }],
      ['resistancePower', { resistance: 24, power: 6 }],
    ] as const;
    for (const [known, given] of pairs) {
      expect(ok<OhmResult>({ known, ...given }), known).toEqual({ part: 'ohm', known, voltage: 12, current: 0.5, resistance: 24, power: 6 });
    }
  });

  it('refuses a zero where a division or an open circuit would follow', () => {
    const r = calc({ known: 'voltageCurrent', voltage: 12, current: 0 });
    expect(isToolError(r) && [r.code, r.params?.field]).toEqual(['notPositive', 'current']);
    const s = calc({ known: 'resistancePower', resistance: 0, power: 1 });
    expect(isToolError(s) && s.params?.field).toBe('resistance');
  });
});

describe('E series (IEC 60063)', () => {
  // The E48, E96 and E192 tables as IEC 60063 lists them (also in the eseries Python library): the
  // formula 10^(i/n) to three figures holds everywhere but E192's 920.
  it('matches the published tables', () => {
    expect(SERIES_VALUES.E48).toEqual([
      100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442, 464, 487,
      511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
    ]);
    expect(SERIES_VALUES.E96.filter((_, i) => i % 2 === 0)).toEqual(SERIES_VALUES.E48);
    expect(SERIES_VALUES.E192.filter((_, i) => i % 2 === 0)).toEqual(SERIES_VALUES.E96);
    expect(SERIES_VALUES.E192.slice(182)).toEqual([887, 898, 909, 920, 931, 942, 953, 965, 976, 988]);
    expect(SERIES_VALUES.E192.slice(0, 12)).toEqual([100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114]);
  });

  // eseries.find_nearest answers: E12 5000 → 4700, E24 5000 → 5100, E96 5000 → 4990, E6 0.9 → 1.0, E24 1e6 → 1.0 MΩ.
  it('finds the nearest preferred value across decades', () => {
    expect(nearest('E12', 5000).nearest.value).toBe(4700);
    expect(nearest('E24', 5000).nearest.value).toBe(5100);
    expect(nearest('E96', 5000).nearest.value).toBe(4990);
    expect(nearest('E6', 0.9).nearest.value).toBe(1);
    expect(nearest('E24', 1e6).nearest.value).toBe(1e6);
    expect(nearest('E12', 9100)).toMatchObject({ below: { value: 8200 }, above: { value: 10000 } });
  });
});

describe('colour code (IEC 60062)', () => {
  it('reads the textbook examples', () => {
    expect(ok<ReadResult>({ bands: '4', band1: 'yellow', band2: 'violet', multiplier: 'red', tolerance: 'gold' }, { part: 'colours' })).toMatchObject({ resistance: 4700, tolerance: 5, min: 4465, max: 4935 });
    expect(ok<ReadResult>({ bands: '4', band1: 'red', band2: 'red', multiplier: 'orange', tolerance: 'gold' }, { part: 'colours' }).resistance).toBe(22000);
    // Brown, black, black, gold (× 0.1), brown: 10 Ω ±1 %.
    expect(ok<ReadResult>({ bands: '5', band1: 'brown', band2: 'black', band3: 'black', multiplier: 'gold', tolerance: 'brown' }, { part: 'colours' })).toMatchObject({ resistance: 10, tolerance: 1, series: 'E6' });
    // 0.47 Ω with a silver multiplier; none: ±20 %.
    expect(ok<ReadResult>({ bands: '4', band1: 'yellow', band2: 'violet', multiplier: 'silver', tolerance: 'none' }, { part: 'colours' })).toMatchObject({ resistance: 0.47, tolerance: 20 });
    expect(ok<ReadResult>({ bands: '6', band1: 'brown', band2: 'black', band3: 'black', multiplier: 'brown', tolerance: 'brown', tempco: 'yellow' }, { part: 'colours' }).tempco).toBe(25);
  });

  it('says when a value belongs to no E series', () => {
    expect(ok<ReadResult>({ bands: '4', band1: 'green', band2: 'black', multiplier: 'red', tolerance: 'gold' }, { part: 'colours' }).series).toBeNull(); // 5.0 kΩ
    expect(ok<ReadResult>({ bands: '5', band1: 'yellow', band2: 'white', band3: 'white', multiplier: 'brown', tolerance: 'brown' }, { part: 'colours' }).series).toBe('E96');
  });

  it('finds the bands of the nearest value, both ways round', () => {
    const found = ok<FindResult>({ direction: 'find', ohms: 220, series: 'E12', bands: '5', tolerance: 'brown' }, { part: 'colours' });
    expect(found.bands).toEqual(['red', 'red', 'black', 'black', 'brown']);
    // And reading those bands back gives the value.
    const back = ok<ReadResult>({ bands: '5', band1: 'red', band2: 'red', band3: 'black', multiplier: 'black', tolerance: 'brown' }, { part: 'colours' });
    expect(back.resistance).toBe(220);
    // An E96 value with a trailing zero still fits 4 bands: 1.00 kΩ.
    expect(ok<FindResult>({ direction: 'find', ohms: 1000, series: 'E96', bands: '4' }, { part: 'colours' }).bands.slice(0, 3)).toEqual(['brown', 'black', 'red']);
    // 0.1 Ω: figures 1, 0 and a silver multiplier.
    expect(ok<FindResult>({ direction: 'find', ohms: 0.1, series: 'E24', bands: '4' }, { part: 'colours' }).bands.slice(0, 3)).toEqual(['brown', 'black', 'silver']);
  });

  it('refuses what the code cannot show', () => {
    const r = calc({ direction: 'find', ohms: 5000, series: 'E96', bands: '4' }, { part: 'colours' });
    expect(isToolError(r) && [r.code, r.params]).toEqual(['needsFiveBands', { field: 'bands', series: 'E96' }]);
    const s = calc({ direction: 'find', ohms: 0.001, series: 'E24' }, { part: 'colours' });
    expect(isToolError(s) && s.code).toBe('ohmsRange');
  });
});

describe('voltage drop', () => {
  // ASTM B258 solid conductor areas: 4/0 107.2 mm², 10 AWG 5.261, 12 AWG 3.309, 24 AWG 0.205.
  it('converts AWG gauges to sections', () => {
    expect(awgSection('4/0')).toBeCloseTo(107.2, 1);
    expect(awgSection('10')).toBeCloseTo(5.261, 3);
    expect(awgSection('12')).toBeCloseTo(3.309, 3);
    expect(awgSection('24')).toBeCloseTo(0.205, 3);
  });

  // calculator.net's voltage drop calculator: 12 AWG copper, 100 ft, 15 A, 120 V single-phase → 4.76 V, 3.97 %.
  it('agrees with a second calculator on a US branch circuit', () => {
    const r = ok<DropResult>({ sizeIn: 'awg', awg: '12', length: 100, load: 15, supply: 120 }, { part: 'drop', lengthIn: 'ft' });
    expect(r.drop).toBeCloseTo(4.76, 2);
    expect(r.percent).toBeCloseTo(3.97, 2);
    expect(r.suggestAwg).toBe('10');
  });

  it('uses √3 in three-phase, the resistivity at the temperature given, and the section for 3 %', () => {
    const single = ok<DropResult>({ length: 50, section: 10, load: 32, supply: 400 }, { part: 'drop' });
    const three = ok<DropResult>({ system: 'three', length: 50, section: 10, load: 32, supply: 400 }, { part: 'drop' });
    expect(three.drop / single.drop).toBeCloseTo(Math.sqrt(3) / 2, 10);
    const hot = ok<DropResult>({ temperature: 70 }, { part: 'drop' });
    expect(hot.rho).toBeCloseTo(0.017241 * (1 + 0.00393 * 50), 10);
    // 40 m of 1.5 mm² at 16 A on 230 V is 5.3 %: 4 mm² is the first standard section within 3 %.
    expect(ok<DropResult>({ length: 40, section: 1.5 }, { part: 'drop' }).suggestMm2).toBe(4);
  });

  it('works without a supply voltage, and says when the drop eats the whole supply', () => {
    expect(ok<DropResult>({ supply: null }, { part: 'drop' })).toMatchObject({ percent: null, atLoad: null, suggestMm2: null });
    expect(ok<DropResult>({ length: 1000, section: 0.5, load: 20, supply: 12 }, { part: 'drop' }).atLoad).toBeLessThan(0);
  });
});
