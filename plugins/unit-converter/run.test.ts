import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError, readFields, toolError, type ToolError } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { equals, exact, exponentOf, significantDigits, terminates, toDisplayAmount, toSignificantAmount, type Amount } from './rational.ts';
import { convertExact, run, type Conversion } from './run.ts';
import { CATEGORIES, DEFAULT_UNITS, findUnit, LOCAL_SYMBOLS, UNITS, type Category } from './units.ts';

/** The category (tab), the units and the decimals: what the visitor picks besides the value. */
interface Choice {
  category: Category;
  from: string;
  to: string;
  precision: number;
}
const opts = (category: Category, from: string, to: string, precision = 6): Choice => ({ category, from, to, precision });

/**
 * What the page shows for a value typed as text: the field read as the page reads it (an empty or
 * unreadable value is said at the field, with the page's own message), then run().
 */
function outcome(value: string, { category, from, to, precision }: Choice, lang = 'en'): Conversion | ToolError {
  const read = readFields(manifest.fields, { value, from, to }, lang, category);
  if (read.errors.value) return read.errors.value;
  if (read.missing.length) return toolError('required');
  return run(read.input as Input, { category, precision } as Options);
}

function convert(value: string, category: Category, from: string, to: string, precision = 6): Conversion {
  const result = outcome(value, opts(category, from, to, precision));
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} for ${value} ${from} → ${to}`);
  return result;
}

/** The result's canonical text: "8.04672", "6.213712e-7". */
const text = (value: string, category: Category, from: string, to: string, precision = 6) => convert(value, category, from, to, precision).result.text;

/** Converts with 10 decimals; the expected values below are exact or rounded by hand from the exact fraction. */
const ten = (value: string, category: Category, from: string, to: string) => text(value, category, from, to, 10);

describe('reference conversions, one block per category', () => {
  // Length: NIST SP 811 (2008) App. B.9 — inch 0.0254 m, foot 0.3048 m, yard 0.9144 m, mile 1609.344 m and
  // nautical mile 1852 m exactly; IAU 2012 B2 astronomical unit 149597870700 m; light-year = c × 365.25 d.
  it('length', () => {
    expect(ten('1', 'length', 'in', 'cm')).toBe('2.54');
    expect(ten('1', 'length', 'ft', 'm')).toBe('0.3048');
    expect(ten('1', 'length', 'yd', 'm')).toBe('0.9144');
    expect(ten('1', 'length', 'mi', 'km')).toBe('1.609344');
    expect(ten('5', 'length', 'mi', 'km')).toBe('8.04672');
    expect(ten('1', 'length', 'nmi', 'm')).toBe('1852');
    expect(ten('1', 'length', 'mi', 'ft')).toBe('5280');
    expect(ten('1', 'length', 'yd', 'in')).toBe('36');
    expect(ten('1', 'length', 'au', 'km')).toBe('149597870.7');
    expect(ten('1', 'length', 'ly', 'm')).toBe('9.4607304726e15');
    // 1 / 0.3048 = 3.28083989501312335958…
    expect(ten('1', 'length', 'm', 'ft')).toBe('3.280839895');
    expect(text('1', 'length', 'm', 'ft')).toBe('3.28084');
  });

  // Mass: NIST SP 811 App. B.9 — pound (avoirdupois) 0.45359237 kg exactly; ounce = lb/16, grain = lb/7000,
  // stone = 14 lb, long ton = 2240 lb, short ton = 2000 lb, troy ounce = 480 gr; metric carat 200 mg.
  it('weight', () => {
    expect(ten('1', 'weight', 'lb', 'kg')).toBe('0.45359237');
    expect(ten('1', 'weight', 'oz', 'g')).toBe('28.349523125');
    expect(ten('1', 'weight', 'gr', 'mg')).toBe('64.79891');
    expect(ten('1', 'weight', 'st', 'kg')).toBe('6.35029318');
    expect(ten('1', 'weight', 'longTon', 'kg')).toBe('1016.0469088');
    expect(ten('1', 'weight', 'shortTon', 'kg')).toBe('907.18474');
    expect(ten('1', 'weight', 'ozt', 'g')).toBe('31.1034768');
    expect(ten('1', 'weight', 'ct', 'mg')).toBe('200');
    expect(ten('1', 'weight', 'lb', 'oz')).toBe('16');
    // 1 / 0.45359237 = 2.20462262184877580723…
    expect(ten('1', 'weight', 'kg', 'lb')).toBe('2.2046226218');
    expect(ten('1', 'weight', 't', 'kg')).toBe('1000');
  });

  // Temperature: NIST SP 811 §4.2.1.1 and App. B.8: T/K = t/°C + 273.15; t/°F = 1.8 t/°C + 32; T/°R = 1.8 T/K.
  it('temperature, including the fixed points', () => {
    expect(ten('-40', 'temperature', 'C', 'F')).toBe('-40');
    expect(ten('-40', 'temperature', 'F', 'C')).toBe('-40');
    expect(ten('0', 'temperature', 'K', 'C')).toBe('-273.15');
    expect(ten('0', 'temperature', 'K', 'F')).toBe('-459.67');
    expect(ten('0', 'temperature', 'C', 'K')).toBe('273.15');
    expect(ten('100', 'temperature', 'C', 'F')).toBe('212');
    expect(ten('0', 'temperature', 'C', 'F')).toBe('32');
    expect(ten('98.6', 'temperature', 'F', 'C')).toBe('37');
    expect(ten('0', 'temperature', 'C', 'R')).toBe('491.67');
    expect(ten('671.67', 'temperature', 'R', 'F')).toBe('212');
    expect(ten('100', 'temperature', 'K', 'R')).toBe('180');
    // (0 + 459.67) × 5/9 = 255.3722…
    expect(text('0', 'temperature', 'F', 'K')).toBe('255.372222');
    expect(text('20', 'temperature', 'C', 'F', 0)).toBe('68');
  });

  // Area: squares of the exact lengths; international acre = 43560 ft² = 4046.8564224 m² (NIST SP 811 App. B.9).
  it('area', () => {
    expect(ten('1', 'area', 'in2', 'cm2')).toBe('6.4516');
    expect(ten('1', 'area', 'ft2', 'm2')).toBe('0.09290304');
    expect(ten('1', 'area', 'yd2', 'm2')).toBe('0.83612736');
    expect(ten('1', 'area', 'ac', 'm2')).toBe('4046.8564224');
    expect(ten('1', 'area', 'mi2', 'm2')).toBe('2589988.110336');
    expect(ten('1', 'area', 'mi2', 'ac')).toBe('640');
    expect(ten('1', 'area', 'ha', 'm2')).toBe('10000');
    expect(ten('1', 'area', 'a', 'm2')).toBe('100');
    // 10^6 / 4046.8564224 = 247.10538146716534…
    expect(text('1', 'area', 'km2', 'ac')).toBe('247.105381');
  });

  // Volume: US gallon = 231 in³ = 3.785411784 L, US fl oz = gal/128 (NIST SP 811 App. B.9; NIST Handbook 44);
  // imperial gallon = 4.54609 L, imperial fl oz = gal/160 (UK Weights and Measures Act 1985).
  it('volume', () => {
    expect(ten('1', 'volume', 'usGal', 'L')).toBe('3.785411784');
    expect(ten('1', 'volume', 'usGal', 'in3')).toBe('231');
    expect(ten('1', 'volume', 'impGal', 'L')).toBe('4.54609');
    expect(ten('1', 'volume', 'usFlOz', 'mL')).toBe('29.5735295625');
    expect(ten('1', 'volume', 'impFlOz', 'mL')).toBe('28.4130625');
    expect(ten('1', 'volume', 'usCup', 'mL')).toBe('236.5882365');
    expect(ten('1', 'volume', 'usTbsp', 'mL')).toBe('14.7867647813');
    expect(ten('1', 'volume', 'usTsp', 'usTbsp')).toBe('0.3333333333');
    expect(ten('3', 'volume', 'usTsp', 'usTbsp')).toBe('1');
    expect(ten('1', 'volume', 'usPt', 'mL')).toBe('473.176473');
    expect(ten('1', 'volume', 'impPt', 'mL')).toBe('568.26125');
    expect(ten('1', 'volume', 'ft3', 'L')).toBe('28.316846592');
    expect(ten('1', 'volume', 'm3', 'L')).toBe('1000');
    expect(ten('1', 'volume', 'cm3', 'mL')).toBe('1');
    // 1 / 3.785411784 = 0.26417205235814841…
    expect(text('1', 'volume', 'L', 'usGal')).toBe('0.264172');
  });

  // Speed: from the exact lengths and 1 h = 3600 s; knot = 1852 m/h (NIST SP 811 App. B.9).
  it('speed', () => {
    expect(ten('1', 'speed', 'mph', 'kmh')).toBe('1.609344');
    expect(ten('1', 'speed', 'mph', 'mps')).toBe('0.44704');
    expect(ten('1', 'speed', 'kn', 'kmh')).toBe('1.852');
    expect(ten('1', 'speed', 'mps', 'kmh')).toBe('3.6');
    expect(ten('1', 'speed', 'fps', 'mps')).toBe('0.3048');
    // 100 / 1.609344 = 62.137119223733397…
    expect(text('100', 'speed', 'kmh', 'mph')).toBe('62.137119');
  });

  // Time: SI second; Gregorian calendar averages 365.2425 d per year and 365.2425/12 = 30.436875 d per month.
  it('time, with the average Gregorian month and year', () => {
    expect(ten('1', 'time', 'wk', 's')).toBe('604800');
    expect(ten('1', 'time', 'd', 's')).toBe('86400');
    expect(ten('1', 'time', 'yr', 'd')).toBe('365.2425');
    expect(ten('1', 'time', 'yr', 's')).toBe('31556952');
    expect(ten('1', 'time', 'mo', 'd')).toBe('30.436875');
    expect(ten('12', 'time', 'mo', 'yr')).toBe('1');
    expect(ten('1', 'time', 'h', 'ms')).toBe('3600000');
    expect(ten('1', 'time', 's', 'ns')).toBe('1000000000');
    expect(ten('90', 'time', 'min', 'h')).toBe('1.5');
  });

  // Data: SI prefixes (powers of 1000) and IEC 80000-13 binary prefixes (powers of 1024); 1 byte = 8 bits.
  it('data, decimal and binary', () => {
    expect(ten('1', 'data', 'B', 'bit')).toBe('8');
    expect(ten('1', 'data', 'KiB', 'B')).toBe('1024');
    expect(ten('1', 'data', 'KiB', 'kB')).toBe('1.024');
    expect(ten('1', 'data', 'MiB', 'B')).toBe('1048576');
    expect(ten('1', 'data', 'GiB', 'B')).toBe('1073741824');
    // 10^9 / 2^30 = 0.931322574615478515625 exactly.
    expect(ten('1', 'data', 'GB', 'GiB')).toBe('0.9313225746');
    expect(text('500', 'data', 'GB', 'GiB', 2)).toBe('465.66');
    expect(text('1', 'data', 'TB', 'TiB')).toBe('0.909495');
    expect(ten('1', 'data', 'Gbit', 'MB')).toBe('125');
    expect(ten('1', 'data', 'Mibit', 'Kibit')).toBe('1024');
    expect(ten('1', 'data', 'PB', 'TB')).toBe('1000');
  });

  // Pressure: NIST SP 811 App. B.9 — atm 101325 Pa, torr 101325/760 Pa, conventional mmHg 133.322387415 Pa,
  // inHg = 25.4 mmHg, psi = lbf/in² = 0.45359237 × 9.80665 / 0.0254² Pa ≈ 6894.757293168, kgf/cm² 98066.5 Pa.
  it('pressure', () => {
    expect(ten('1', 'pressure', 'atm', 'Pa')).toBe('101325');
    expect(ten('1', 'pressure', 'atm', 'bar')).toBe('1.01325');
    expect(ten('1', 'pressure', 'atm', 'Torr')).toBe('760');
    expect(ten('1', 'pressure', 'mmHg', 'Pa')).toBe('133.322387415');
    expect(ten('1', 'pressure', 'inHg', 'Pa')).toBe('3386.388640341');
    expect(ten('1', 'pressure', 'psi', 'Pa')).toBe('6894.7572931684');
    expect(text('1', 'pressure', 'psi', 'Pa', 9)).toBe('6894.757293168');
    // 101325 / 6894.757293168361… = 14.695948775513449 (NIST: 14.69595).
    expect(ten('1', 'pressure', 'atm', 'psi')).toBe('14.6959487755');
    expect(ten('1', 'pressure', 'bar', 'psi')).toBe('14.503773773');
    expect(ten('1', 'pressure', 'Torr', 'Pa')).toBe('133.3223684211');
    expect(ten('1', 'pressure', 'kgfcm2', 'Pa')).toBe('98066.5');
    expect(ten('1', 'pressure', 'hPa', 'mbar')).toBe('1');
  });

  // Energy: NIST SP 811 App. B.9 — calorie (thermochemical) 4.184 J, BTU (IT) 1055.05585262 J, kWh 3.6 MJ,
  // ft·lbf = 0.3048 m × 4.4482216152605 N; SI Brochure (2019): eV = 1.602176634e-19 J exactly.
  it('energy', () => {
    expect(ten('1', 'energy', 'cal', 'J')).toBe('4.184');
    expect(ten('1', 'energy', 'kcal', 'kJ')).toBe('4.184');
    expect(ten('1', 'energy', 'kWh', 'MJ')).toBe('3.6');
    expect(ten('1', 'energy', 'Wh', 'J')).toBe('3600');
    expect(ten('1', 'energy', 'BTU', 'J')).toBe('1055.05585262');
    expect(ten('1', 'energy', 'ftlbf', 'J')).toBe('1.3558179483');
    expect(ten('1', 'energy', 'eV', 'J')).toBe('1.602176634e-19');
    // 3.6e6 / 4184 = 860.42065009560229…
    expect(text('1', 'energy', 'kWh', 'kcal')).toBe('860.42065');
  });
});

describe('the categories added for issue #36: known values (NIST SP 811, SI Brochure)', () => {
  it('power: metric horsepower 735.49875 W, mechanical 550 ft·lbf/s', () => {
    expect(ten('1', 'power', 'PS', 'W')).toBe('735.49875');
    expect(ten('1', 'power', 'hp', 'W')).toBe('745.6998715823');
    expect(ten('1', 'power', 'kW', 'PS')).toBe('1.3596216173');
    expect(ten('1', 'power', 'hp', 'PS')).toBe('1.0138696654');
    expect(ten('1', 'power', 'BTUh', 'W')).toBe('0.2930710702');
    expect(ten('1', 'power', 'GW', 'MW')).toBe('1000');
    expect(ten('3600', 'power', 'kcalh', 'W')).toBe('4184');
  });

  it('fuel economy: the inverse relation, L/100 km = 235.2145833… ÷ US mpg', () => {
    expect(ten('30', 'fuel', 'mpgUs', 'L100km')).toBe('7.8404861111');
    expect(ten('10', 'fuel', 'L100km', 'mpgUs')).toBe('23.5214583333');
    expect(ten('5', 'fuel', 'L100km', 'mpgUk')).toBe('56.4961872664');
    expect(ten('20', 'fuel', 'kmL', 'L100km')).toBe('5');
    expect(ten('1', 'fuel', 'mpgUs', 'mpgUk')).toBe('1.2009499255');
    // More consumption, less economy: doubling L/100 km halves mpg.
    expect(ten('8', 'fuel', 'L100km', 'kmL')).toBe('12.5');
    expect(ten('16', 'fuel', 'L100km', 'kmL')).toBe('6.25');
  });

  it('angle: π rad = 180°, 400 gon and 360° a turn', () => {
    expect(ten('1', 'angle', 'rad', 'deg')).toBe('57.2957795131');
    expect(ten('180', 'angle', 'deg', 'rad')).toBe('3.1415926536');
    expect(ten('1', 'angle', 'turn', 'grad')).toBe('400');
    expect(ten('1', 'angle', 'deg', 'arcsec')).toBe('3600');
    expect(ten('90', 'angle', 'deg', 'turn')).toBe('0.25');
    expect(ten('1000', 'angle', 'mrad', 'rad')).toBe('1');
    // A result that goes through π is never claimed exact.
    expect(convert('1', 'angle', 'rad', 'deg', 10).result.exact).toBe(false);
  });

  it('frequency, with revolutions per minute', () => {
    expect(ten('3000', 'frequency', 'rpm', 'Hz')).toBe('50');
    expect(ten('2.4', 'frequency', 'GHz', 'MHz')).toBe('2400');
    expect(ten('1', 'frequency', 'Hz', 'rpm')).toBe('60');
  });

  it('data rate, decimal and binary', () => {
    expect(ten('100', 'dataRate', 'Mbps', 'MBps')).toBe('12.5');
    expect(ten('1', 'dataRate', 'MiBps', 'Mbps')).toBe('8.388608');
    expect(ten('1', 'dataRate', 'Gbps', 'MiBps')).toBe('119.2092895508');
    expect(ten('1', 'dataRate', 'Bps', 'bps')).toBe('8');
  });

  it('torque: pound-force foot and inch, kilogram-force metre', () => {
    expect(ten('1', 'torque', 'lbfft', 'Nm')).toBe('1.3558179483');
    expect(ten('1', 'torque', 'lbfin', 'Nm')).toBe('0.112984829');
    expect(ten('12', 'torque', 'lbfin', 'lbfft')).toBe('1');
    expect(ten('1', 'torque', 'kgfm', 'Nm')).toBe('9.80665');
  });

  it('says that 0 and negative values have no fuel economy, at the value', () => {
    expect(outcome('0', opts('fuel', 'L100km', 'mpgUs'))).toEqual(toolError('zeroReciprocal', { field: 'value' }));
    expect(outcome('0', opts('fuel', 'mpgUs', 'kmL'))).toEqual(toolError('zeroReciprocal', { field: 'value' }));
    expect(outcome('-5', opts('fuel', 'kmL', 'mpgUk'))).toEqual(toolError('negativeReciprocal', { field: 'value' }));
    // Other categories still take 0 and negative values.
    expect(text('0', 'power', 'kW', 'hp')).toBe('0');
    expect(text('-90', 'angle', 'deg', 'turn')).toBe('-0.25');
  });

  it('writes the inverse relation as a constant divided by the value, the same constant both ways', () => {
    const there = convert('30', 'fuel', 'mpgUs', 'L100km').formula;
    expect(there).toEqual({ kind: 'reciprocal', factor: { value: 235.2145833, exponent: null, decimals: 7, exact: false, text: '235.2145833' } });
    expect(convert('10', 'fuel', 'L100km', 'mpgUs').formula).toEqual(there);
    // Between two distances per volume the relation is a plain factor.
    expect(convert('1', 'fuel', 'mpgUs', 'kmL').formula).toMatchObject({ kind: 'divide', factor: { text: '2.352145833' } });
  });
});

describe('cooking: cups and spoons to grams by the ingredient’s density (USDA FoodData Central)', () => {
  const cook = (value: number, from: string, to: string, ingredient: string, precision = 4) => {
    const r = run({ value, from, to, ingredient }, { category: 'cooking', precision } as Options);
    if (isToolError(r)) throw new Error(r.code);
    return r;
  };

  it('weighs a US cup by the grams USDA gives for it, and says the result is approximate', () => {
    expect(cook(1, 'cupUs', 'gram', 'flour')).toMatchObject({ result: { text: '125', exact: false }, ingredient: 'flour' });
    expect(cook(1, 'cupUs', 'gram', 'honey').result.text).toBe('339');
    expect(cook(100, 'gram', 'cupUs', 'sugar').result.text).toBe('0.5');
    // A US tablespoon is 1/16 cup, a teaspoon 1/48: 227 ÷ 16 = 14.1875 g of butter, 292 ÷ 48 = 6.0833 g of salt.
    expect(cook(1, 'tbspUs', 'gram', 'butter').result.text).toBe('14.1875');
    expect(cook(1, 'tspUs', 'gram', 'salt').result.text).toBe('6.0833');
    // Water is 1 g/mL: a metric cup (250 mL) is 250 g, a metric tablespoon 15 g.
    expect(cook(1, 'cupMetric', 'gram', 'water').result.text).toBe('250');
    expect(cook(1, 'tbspMetric', 'gram', 'water').result.text).toBe('15');
    // A metric cup of flour: 250 mL × 125 g ÷ 236.5882365 mL = 132.086 g.
    expect(cook(1, 'cupMetric', 'gram', 'flour').result.text).toBe('132.086');
  });

  it('writes the weight of one volume unit as the factor, marked approximate', () => {
    expect(cook(2, 'cupUs', 'gram', 'flour').formula).toEqual({ kind: 'multiply', factor: { value: 125, exponent: null, decimals: 0, exact: false, text: '125' } });
    expect(cook(250, 'gram', 'cupUs', 'flour').formula).toMatchObject({ kind: 'divide', factor: { text: '125', exact: false } });
  });

  it('converts volumes to volumes and weights to weights exactly, whatever the ingredient', () => {
    const spoons = cook(2, 'tbspUs', 'tspUs', 'flour');
    expect(spoons.result).toMatchObject({ text: '6', exact: true });
    expect(spoons.ingredient).toBeUndefined();
    expect(cook(1, 'pound', 'gram', 'sugar').result).toMatchObject({ text: '453.5924', exact: false });
    expect(cook(1, 'pound', 'gram', 'sugar', 10).result).toMatchObject({ text: '453.59237', exact: true });
  });

  it('refuses an ingredient it does not know, at its field', () => {
    expect(run({ value: 1, from: 'cupUs', to: 'gram', ingredient: 'sand' }, { category: 'cooking', precision: 2 } as Options)).toEqual(toolError('unknownIngredient', { field: 'ingredient' }));
  });
});

describe('exactness and round trips', () => {
  it('keeps floating-point noise out: 1 in is 2.54 cm, 0.1 + 0.2 style sums stay exact', () => {
    expect(convert('1', 'length', 'in', 'cm', 10).result).toEqual({ value: 2.54, exponent: null, decimals: 2, exact: true, text: '2.54' });
    expect(text('0.3', 'length', 'm', 'cm')).toBe('30');
    expect(text('0.07', 'length', 'm', 'cm')).toBe('7');
    expect(text('1.1', 'weight', 'kg', 'g')).toBe('1100');
    expect(text('4.35', 'volume', 'L', 'mL')).toBe('4350');
  });

  it('gives back the value exactly after converting there and back, for every pair of units', () => {
    for (const category of CATEGORIES) {
      const units = UNITS[category];
      fc.assert(
        fc.property(
          fc.constantFrom(...units),
          fc.constantFrom(...units),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          (a, b, number) => {
            // Temperatures stay above absolute zero; fuel economy is above 0 (its reciprocal unit has no 0).
            const value = exact(String(category === 'temperature' ? Math.abs(number) + 1000 : category === 'fuel' ? Math.abs(number) + 1 : number));
            expect(equals(convertExact(convertExact(value, a, b), b, a), value)).toBe(true);
          },
        ),
        { numRuns: 60 },
      );
    }
  });

  it('round trips displayed results within the shown precision', () => {
    const there = convert('123.456', 'length', 'mi', 'km', 10).result.text;
    expect(text(there, 'length', 'km', 'mi', 6)).toBe('123.456');
    const hot = convert('451', 'temperature', 'F', 'C', 10).result.text;
    expect(text(hot, 'temperature', 'C', 'F', 6)).toBe('451');
  });

  it('rounds half away from zero, like Intl', () => {
    expect(text('0.5', 'length', 'm', 'm', 0)).toBe('1');
    expect(text('-0.5', 'length', 'm', 'm', 0)).toBe('-1');
    expect(text('2.345', 'length', 'm', 'm', 2)).toBe('2.35');
    expect(text('1.5', 'length', 'km', 'm', 0)).toBe('1500');
  });

  it('converts negative values (differences, debts of length…) and zero', () => {
    expect(text('-5', 'length', 'm', 'ft')).toBe('-16.404199');
    expect(text('0', 'energy', 'kWh', 'J')).toBe('0');
    expect(text('-0', 'energy', 'kWh', 'J')).toBe('0');
  });
});

describe('scientific notation instead of a misleading 0 or an endless number', () => {
  it('shows tiny results in scientific notation with the chosen decimals', () => {
    // 0.001 / 1609.344 = 6.2137119223733…e-7
    expect(convert('1', 'length', 'mm', 'mi').result).toEqual({ value: 6.213712, exponent: -7, decimals: 6, exact: false, text: '6.213712e-7' });
    expect(text('1', 'length', 'm', 'km', 0)).toBe('1e-3');
    expect(text('1', 'length', 'm', 'nmi')).toBe('5.399568e-4');
    expect(text('1', 'energy', 'eV', 'kWh', 3)).toBe('4.45e-26');
  });

  it('keeps small results plain when they are exact or keep three digits', () => {
    expect(text('1', 'volume', 'mL', 'm3')).toBe('0.000001');
    expect(text('1', 'volume', 'mL', 'usGal')).toBe('0.000264');
    expect(text('1', 'volume', 'usTbsp', 'usCup', 2)).toBe('0.06');
    expect(text('1', 'length', 'cm', 'm', 2)).toBe('0.01');
  });

  it('shows results from 10^15 up in scientific notation', () => {
    expect(text('999', 'data', 'TB', 'B')).toBe('999000000000000');
    expect(text('1', 'data', 'PB', 'B')).toBe('1e15');
    expect(text('1', 'length', 'ly', 'nm')).toBe('9.46073e24');
    expect(convert('1e300', 'length', 'ly', 'nm').result).toEqual({ value: 9.46073, exponent: 324, decimals: 5, exact: false, text: '9.46073e324' });
  });

  it('carries a mantissa rounded up to 10 into the exponent', () => {
    const amount = toDisplayAmount(exact('9.9999e-8'), 2);
    expect(amount).toEqual({ value: 1, exponent: -7, decimals: 0, exact: false, text: '1e-7' });
  });

  it('never gives a value that is not finite, even at the edges of doubles', () => {
    for (const value of ['1.7976931348623157e308', '5e-324', '-1.7976931348623157e308']) {
      for (const [from, to] of [
        ['ly', 'nm'],
        ['nm', 'ly'],
      ] as const) {
        const { result } = convert(value, 'length', from, to, 10);
        expect(Number.isFinite(result.value)).toBe(true);
        expect(result.exponent === null || Number.isInteger(result.exponent)).toBe(true);
      }
    }
  });
});

describe('formula', () => {
  it('multiplies by the shorter factor, else divides by its inverse', () => {
    expect(convert('5', 'length', 'mi', 'km').formula).toEqual({ kind: 'multiply', factor: { value: 1.609344, exponent: null, decimals: 6, exact: true, text: '1.609344' } });
    expect(convert('5', 'length', 'cm', 'in').formula).toEqual({ kind: 'divide', factor: { value: 2.54, exponent: null, decimals: 2, exact: true, text: '2.54' } });
    expect(convert('1', 'weight', 'kg', 'lb').formula).toMatchObject({ kind: 'divide', factor: { text: '0.45359237', exact: true } });
    expect(convert('1', 'length', 'm', 'km').formula).toMatchObject({ kind: 'divide', factor: { text: '1000' } });
    expect(convert('1', 'length', 'km', 'm').formula).toMatchObject({ kind: 'multiply', factor: { text: '1000' } });
    expect(convert('1', 'data', 'KiB', 'kB').formula).toMatchObject({ kind: 'multiply', factor: { text: '1.024' } });
    expect(convert('1', 'data', 'kB', 'KiB').formula).toMatchObject({ kind: 'divide', factor: { text: '1.024' } });
  });

  it('rounds endless factors to 10 significant digits and says so', () => {
    expect(convert('1', 'pressure', 'psi', 'Pa').formula).toMatchObject({ kind: 'multiply', factor: { text: '6894.757293', exact: false } });
    expect(convert('1', 'pressure', 'Pa', 'Torr').formula).toMatchObject({ kind: 'divide', factor: { text: '133.3223684', exact: false } });
    expect(convert('1', 'energy', 'eV', 'J').formula).toMatchObject({ kind: 'multiply', factor: { text: '1.602176634e-19', exact: true } });
  });

  it('writes temperatures in the textbook forms', () => {
    const affine = (from: string, to: string) => convert('1', 'temperature', from, to).formula;
    const c = (t: string) => toSignificantAmount(exact(t), significantDigits(exact(t)));
    // °F = °C × 9/5 + 32; °C = (°F − 32) × 5/9; K = °C + 273.15; °C = K − 273.15
    expect(affine('C', 'F')).toEqual({ kind: 'affine', before: null, ratio: { n: 9, d: 5 }, after: c('32') });
    expect(affine('F', 'C')).toEqual({ kind: 'affine', before: c('-32'), ratio: { n: 5, d: 9 }, after: null });
    expect(affine('C', 'K')).toEqual({ kind: 'affine', before: null, ratio: null, after: c('273.15') });
    expect(affine('K', 'C')).toEqual({ kind: 'affine', before: null, ratio: null, after: c('-273.15') });
    // K = (°F + 459.67) × 5/9; °F = K × 9/5 − 459.67; °R = K × 9/5; °R = °F + 459.67
    expect(affine('F', 'K')).toEqual({ kind: 'affine', before: c('459.67'), ratio: { n: 5, d: 9 }, after: null });
    expect(affine('K', 'F')).toEqual({ kind: 'affine', before: null, ratio: { n: 9, d: 5 }, after: c('-459.67') });
    expect(affine('K', 'R')).toEqual({ kind: 'affine', before: null, ratio: { n: 9, d: 5 }, after: null });
    expect(affine('F', 'R')).toEqual({ kind: 'affine', before: null, ratio: null, after: c('459.67') });
  });
});

describe('the spec messages', () => {
  const error = (value: string, options = opts('length', 'mi', 'km')) => {
    const result = outcome(value, options);
    return isToolError(result) ? result : null;
  };

  it('asks for a value when there is none: "Please enter a value to convert."', () => {
    expect(error('')).toEqual({ kind: 'tool-error', code: 'required' });
    expect(error('   \n')).toEqual({ kind: 'tool-error', code: 'required' });
    // run() itself says the same if it is ever called without a value.
    expect(run({ value: null as unknown as number, from: 'mi', to: 'km', ingredient: 'flour' }, { category: 'length', precision: 6 })).toEqual({ kind: 'tool-error', code: 'required', params: { field: 'value' } });
  });

  it('asks for a valid number otherwise: "Please enter a valid number."', () => {
    for (const bad of ['abc', '1.2.3', '1e400', 'Infinity', 'NaN', '5 km', '👍🏽', '漢字', 'العربية', 'e\u0301', '\uD800', '１２']) expect(error(bad), bad).toEqual({ kind: 'tool-error', code: 'invalidNumber' });
  });

  it('reads numbers as the visitor’s language writes them, signs included', () => {
    expect(text('\u221240', 'temperature', 'C', 'F')).toBe('-40');
    expect(text('+2e3', 'length', 'm', 'km')).toBe('2');
    expect(text('1,5', 'length', 'm', 'cm')).toBe('150');
    const de = (value: string) => outcome(value, opts('length', 'mi', 'km'), 'de') as Conversion;
    expect(de('1,5').result.text).toBe('2.414016');
    expect(de('1.500').result.text).toBe('2414.016');
    expect((outcome('1\u202f500,5', opts('length', 'm', 'km'), 'fr') as Conversion).result.text).toBe('1.5005');
  });

  it('flags the same units, still showing the value: "The source and target units are the same."', () => {
    const result = convert('12.5', 'length', 'km', 'km');
    expect(result.sameUnits).toBe(true);
    expect(result.result.text).toBe('12.5');
    expect(result.formula).toBeNull();
    expect(convert('3.14159', 'temperature', 'C', 'C', 2).result.text).toBe('3.14');
    expect(convert('5', 'length', 'mi', 'km').sameUnits).toBe(false);
  });

  it('refuses temperatures below absolute zero, and accepts absolute zero itself', () => {
    for (const [value, unit] of [
      ['-1', 'K'],
      ['-273.16', 'C'],
      ['-459.68', 'F'],
      ['-0.01', 'R'],
    ]) {
      expect(error(value!, opts('temperature', unit!, 'C')), `${value} ${unit}`).toEqual({ kind: 'tool-error', code: 'belowAbsoluteZero', params: { field: 'value' } });
    }
    expect(text('-273.15', 'temperature', 'C', 'K')).toBe('0');
    expect(text('-459.67', 'temperature', 'F', 'R')).toBe('0');
    // A negative Celsius or Fahrenheit temperature above absolute zero is fine.
    expect(text('-10', 'temperature', 'C', 'F')).toBe('14');
  });

  it('names a unit that is not in the category (from an old link or a stored choice), at its field', () => {
    expect(error('1', opts('length', 'parsec', 'm'))).toEqual({ kind: 'tool-error', code: 'unknownUnit', params: { unit: 'parsec', field: 'from' } });
    expect(error('1', opts('temperature', 'C', 'mi'))).toEqual({ kind: 'tool-error', code: 'unknownUnit', params: { unit: 'mi', field: 'to' } });
    expect(error('1', { ...opts('length', 'm', 'ft'), category: 'colour' as Category })).toEqual({ kind: 'tool-error', code: 'unknownCategory' });
  });

  it('spells the English messages as the spec does', () => {
    const en = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en.json'), 'utf8')) as { errors: Record<string, string>; notices: Record<string, string> };
    expect(en.errors.required).toBe('Please enter a value to convert.');
    expect(en.errors.invalidNumber).toBe('Please enter a valid number.');
    expect(en.notices.sameUnits).toBe('The source and target units are the same.');
  });
});

describe('the table of every unit', () => {
  it('lists the value in each unit of the category, agreeing with the result for that unit', () => {
    const rows = convert('5', 'length', 'mi', 'km').table;
    expect(rows.map((r) => r.unit)).toEqual(UNITS.length.map((u) => u.id));
    expect(rows.find((r) => r.unit === 'km')!.amount.text).toBe('8.04672');
    expect(rows.find((r) => r.unit === 'mi')!.amount.text).toBe('5');
    expect(rows.find((r) => r.unit === 'ft')!.amount.text).toBe('26400');
    for (const row of rows) {
      const result = Number(convert('5', 'length', 'mi', row.unit).result.text);
      expect(Math.abs(Number(row.amount.text) - result)).toBeLessThanOrEqual(Math.abs(result) * 1e-6);
    }
  });

  it('writes every value by one rule: as a power of ten below 0.001 and from 10^15 up, plain between', () => {
    // The reported case, 1.5 m: "0.000932 mi" stood next to "8.099352 × 10⁻⁴ nmi".
    const rows = convert('1.5', 'length', 'm', 'km').table;
    const row = (unit: string) => rows.find((r) => r.unit === unit)!.amount;
    expect(row('mi')).toEqual({ value: 9.320568, exponent: -4, decimals: 6, exact: false, text: '9.320568e-4' });
    expect(row('nmi').text).toBe('8.099352e-4');
    expect(row('km').text).toBe('0.0015');
    expect(row('nm').text).toBe('1500000000');
    // 1 mL in m³ (0.000001, exact) and in US gallons: the same notation in the table.
    const volume = convert('1', 'volume', 'mL', 'L').table;
    expect(volume.find((r) => r.unit === 'm3')!.amount.text).toBe('1e-6');
    expect(volume.find((r) => r.unit === 'usGal')!.amount.text).toBe('2.641721e-4');
    // The rule holds for every row of every category, whatever the value and decimals.
    for (const category of CATEGORIES) {
      const [from, to] = DEFAULT_UNITS[category];
      for (const value of ['0.0003', '1.5', '123456', '7e14']) {
        for (const precision of [0, 2, 6]) {
          for (const { unit, amount } of convert(value, category, from, to, precision).table) {
            // By the exact value's size (9.996e-4 rounded to no decimals is still written 1 × 10⁻³).
            const exactly = convertExact(exact(value), findUnit(category, from)!, findUnit(category, unit)!);
            if (exactly.n === 0n) continue;
            const e = exponentOf(exactly);
            expect(amount.exponent !== null, `${value} ${category} ${amount.text}`).toBe(e < -3 || e >= 15);
          }
        }
      }
    }
  });

  it('rounds the table to the chosen decimals too', () => {
    expect(convert('5', 'length', 'km', 'mi', 2).table.find((r) => r.unit === 'mi')!.amount.text).toBe('3.11');
  });
});

describe('units table', () => {
  it('has unique ids, positive factors and valid default pairs in every category', () => {
    for (const category of CATEGORIES) {
      const ids = UNITS[category].map((u) => u.id);
      expect(new Set(ids).size, category).toBe(ids.length);
      for (const unit of UNITS[category]) expect(unit.factor.n > 0n, `${category} ${unit.id}`).toBe(true);
      const [from, to] = DEFAULT_UNITS[category];
      expect(findUnit(category, from)).toBeDefined();
      expect(findUnit(category, to)).toBeDefined();
    }
  });

  it('has a name in every language for every unit, group, note and language-dependent symbol', () => {
    type Field = { choices: Record<string, string>; groups: Record<string, string> };
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, `locales/${lang}.json`), 'utf8')) as {
        fields: { from: Field; to: Field };
        notes: Record<string, string>;
        symbols: Record<string, string>;
        options: { category: { values: Record<string, string> } };
      };
      const ids = CATEGORIES.flatMap((category) => UNITS[category].map((u) => u.id));
      for (const field of [locale.fields.from, locale.fields.to]) expect(Object.keys(field.choices).sort(), lang).toEqual([...ids].sort());
      // Both lists name each unit the same way, with the symbol shown in results: "Kilometre (km)", French "Gigaoctet (Go)".
      expect(locale.fields.to.choices).toEqual(locale.fields.from.choices);
      for (const category of CATEGORIES) {
        expect(locale.options.category.values[category], `${lang} ${category}`).toBeTruthy();
        for (const unit of UNITS[category]) {
          const shown = LOCAL_SYMBOLS.has(unit.id) ? locale.symbols[unit.id]! : unit.symbol;
          expect(locale.fields.from.choices[unit.id]!.endsWith(` (${shown})`), `${lang} ${unit.id}`).toBe(true);
          if (unit.group) expect(locale.fields.from.groups[unit.group], `${lang} group ${unit.group}`).toBeTruthy();
          if (unit.note) expect(locale.notes[unit.note], `${lang} note ${unit.note}`).toBeTruthy();
        }
      }
      expect(locale.fields.to.groups).toEqual(locale.fields.from.groups);
      expect(Object.keys(locale.symbols).sort()).toEqual([...LOCAL_SYMBOLS].sort());
    }
  });
});

describe('exact fractions', () => {
  it('reads decimals, exponents and fractions exactly', () => {
    expect(exact('0.0254')).toEqual({ n: 127n, d: 5000n });
    expect(exact('1e-9')).toEqual({ n: 1n, d: 1000000000n });
    expect(exact('-1.5e+3')).toEqual({ n: -1500n, d: 1n });
    expect(exact('101325/760')).toEqual({ n: 20265n, d: 152n });
    expect(() => exact('abc')).toThrow();
  });

  it('finds exponents, terminating expansions and significant digits', () => {
    expect(exponentOf(exact('999.9'))).toBe(2);
    expect(exponentOf(exact('1000'))).toBe(3);
    expect(exponentOf(exact('0.001'))).toBe(-3);
    expect(exponentOf(exact('0.00099'))).toBe(-4);
    expect(terminates(exact('1/3'))).toBe(false);
    expect(terminates(exact('1/1024'))).toBe(true);
    expect(significantDigits(exact('1000'))).toBe(1);
    expect(significantDigits(exact('0.45359237'))).toBe(8);
    expect(significantDigits(exact('5/9'))).toBe(Infinity);
  });

  it('formats amounts for display without losing the sign or the digits', () => {
    const a = (t: string, d: number): Amount => toDisplayAmount(exact(t), d);
    expect(a('-0.0004', 3)).toMatchObject({ value: -4, exponent: -4, text: '-4e-4' });
    expect(a('-0.0004', 2).text).toBe('-4e-4');
    expect(a('0.00049', 6)).toMatchObject({ text: '0.00049', exact: true });
    expect(a('123456789.123', 2)).toMatchObject({ value: 123456789.12, decimals: 2, exact: false });
  });
});
