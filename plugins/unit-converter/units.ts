/**
 * The units of the seventeen categories, with exact definitions. Each linear unit's `factor` is the value
 * of one unit in the category's base unit (m, kg, m², L, m/s, s, bit, Pa, J, W, °, Hz, bit/s, N·m, km/L, g)
 * as an exact fraction; a temperature scale is K = (x + offset) × scale; a reciprocal unit (L/100 km, a
 * consumption where the others are distances per volume) is base = factor ÷ x. Names and group labels live in the locales
 * (units.<category>.<id>, groups.<group>); symbols are international and stay as they are.
 *
 * Sources: NIST Special Publication 811 (2008), Appendix B (inch 0.0254 m, foot, yard, mile,
 * avoirdupois pound 0.45359237 kg, grain, ounce, US gallon 231 in³, standard gravity 9.80665 m/s²,
 * calorie (thermochemical) 4.184 J, BTU (International Table) 1055.05585262 J, conventional mmHg
 * and inHg, atmosphere 101325 Pa, torr = 101325/760 Pa, nautical mile 1852 m); the Weights and
 * Measures Act 1985 (UK) for imperial units (gallon 4.54609 L; fluid ounce = gallon/160); the SI
 * Brochure, 9th ed. (2019) for the electronvolt 1.602176634e-19 J and the speed of light; IAU 2012
 * Resolution B2 for the astronomical unit 149597870700 m; IEC 80000-13 for binary prefixes. Power: NIST
 * SP 811 App. B.8 (horsepower 550 ft·lbf/s ≈ 745.69987158227 W, metric horsepower 75 kgf·m/s = 735.49875 W,
 * BTU (IT) per hour); angle: the SI Brochure, Table 8 (degree π/180 rad, minute, second) and the gon
 * (grad) π/200 rad; frequency: the hertz, and the revolution per minute 1/60 s⁻¹; torque: newton metre,
 * kilogram-force metre 9.80665 N·m, pound-force foot and inch (NIST SP 811 App. B.8).
 */
import { div, exact, mul, rational, type Rational } from './rational.ts';

export const CATEGORIES = ['length', 'weight', 'temperature', 'area', 'volume', 'speed', 'time', 'data', 'pressure', 'energy', 'power', 'fuel', 'angle', 'frequency', 'dataRate', 'torque', 'cooking'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Optgroups of the unit lists (labels in the locale at groups.<group>). */
export type Group = 'metric' | 'imperialUs' | 'imperial' | 'us' | 'nautical' | 'astronomical' | 'bits' | 'decimal' | 'binary' | 'other' | 'byWeight' | 'byVolume';

/** A note explaining a definition (text in the locale at notes.<note>). */
export type Note =
  | 'nauticalMile'
  | 'astronomical'
  | 'stone'
  | 'tons'
  | 'troy'
  | 'carat'
  | 'absolute'
  | 'usVolume'
  | 'imperialVolume'
  | 'knot'
  | 'month'
  | 'year'
  | 'data'
  | 'torr'
  | 'technicalAtmosphere'
  | 'calorie'
  | 'btu'
  | 'electronvolt'
  | 'horsepower'
  | 'fuelEconomy'
  | 'radian'
  | 'rpm'
  | 'kilogramForce'
  | 'cooking';

export interface Unit {
  readonly id: string;
  /** International symbol, not translated (except the few in the locale at symbols.<id>). */
  readonly symbol: string;
  readonly group?: Group;
  readonly note?: Note;
  /** Linear units: one unit in the category's base unit. */
  readonly factor: Rational;
  /** Temperature scales: kelvin = (x + offset) × factor. */
  readonly offset?: Rational;
  /** A reciprocal unit (fuel consumption against economy): base = factor ÷ x, so 0 has no equivalent. */
  readonly reciprocal?: true;
  /** Cooking: a volume whose factor is in millilitres, weighed by the chosen ingredient's density (g/mL). */
  readonly volume?: true;
}

const x = exact;
const u = (id: string, symbol: string, factor: Rational | string, group?: Group, note?: Note): Unit => ({
  id,
  symbol,
  factor: typeof factor === 'string' ? x(factor) : factor,
  ...(group ? { group } : {}),
  ...(note ? { note } : {}),
});

// Exact building blocks (NIST SP 811, App. B).
const INCH = x('0.0254');
const FOOT = x('0.3048');
const POUND = x('0.45359237');
const GRAVITY = x('9.80665');
const POUND_FORCE = mul(POUND, GRAVITY); // 4.4482216152605 N
const CUBIC_INCH_L = mul(mul(INCH, INCH), mul(INCH, x('1000'))); // 1 in³ = 0.016387064 L (1 L = 0.001 m³)
const US_GALLON_L = mul(x('231'), CUBIC_INCH_L); // 231 in³ = 3.785411784 L
const US_FL_OZ_L = div(US_GALLON_L, x('128'));
const IMP_GALLON_L = x('4.54609');
const MMHG = x('133.322387415');

const length: Unit[] = [
  u('nm', 'nm', '1e-9', 'metric'),
  u('um', 'µm', '1e-6', 'metric'),
  u('mm', 'mm', '0.001', 'metric'),
  u('cm', 'cm', '0.01', 'metric'),
  u('m', 'm', '1', 'metric'),
  u('km', 'km', '1000', 'metric'),
  u('in', 'in', INCH, 'imperialUs'),
  u('ft', 'ft', FOOT, 'imperialUs'),
  u('yd', 'yd', '0.9144', 'imperialUs'),
  u('mi', 'mi', '1609.344', 'imperialUs'),
  u('nmi', 'nmi', '1852', 'nautical', 'nauticalMile'),
  u('au', 'au', '149597870700', 'astronomical', 'astronomical'),
  // Light-year: c × Julian year (365.25 d) = 299792458 × 31557600 m (IAU).
  u('ly', 'ly', mul(x('299792458'), x('31557600')), 'astronomical', 'astronomical'),
];

const weight: Unit[] = [
  u('ug', 'µg', '1e-9', 'metric'),
  u('mg', 'mg', '1e-6', 'metric'),
  u('g', 'g', '0.001', 'metric'),
  u('kg', 'kg', '1', 'metric'),
  u('t', 't', '1000', 'metric'),
  u('ct', 'ct', '0.0002', 'metric', 'carat'),
  u('gr', 'gr', div(POUND, x('7000')), 'imperialUs'),
  u('oz', 'oz', div(POUND, x('16')), 'imperialUs'),
  u('lb', 'lb', POUND, 'imperialUs'),
  u('st', 'st', mul(POUND, x('14')), 'imperial', 'stone'),
  u('longTon', 'long tn', mul(POUND, x('2240')), 'imperial', 'tons'),
  u('shortTon', 'sh tn', mul(POUND, x('2000')), 'us', 'tons'),
  u('ozt', 'oz t', mul(div(POUND, x('7000')), x('480')), 'other', 'troy'),
];

/** Kelvin = (x + offset) × factor. */
const t = (id: string, symbol: string, offset: string, factor: string, group: Group): Unit => ({ id, symbol, group, offset: x(offset), factor: x(factor), note: 'absolute' });
const temperature: Unit[] = [
  t('C', '°C', '273.15', '1', 'metric'),
  t('K', 'K', '0', '1', 'metric'),
  t('F', '°F', '459.67', '5/9', 'imperialUs'),
  t('R', '°R', '0', '5/9', 'imperialUs'),
];

const sq = (r: Rational) => mul(r, r);
const area: Unit[] = [
  u('mm2', 'mm²', '1e-6', 'metric'),
  u('cm2', 'cm²', '1e-4', 'metric'),
  u('m2', 'm²', '1', 'metric'),
  u('a', 'a', '100', 'metric'),
  u('ha', 'ha', '10000', 'metric'),
  u('km2', 'km²', '1000000', 'metric'),
  u('in2', 'in²', sq(INCH), 'imperialUs'),
  u('ft2', 'ft²', sq(FOOT), 'imperialUs'),
  u('yd2', 'yd²', sq(x('0.9144')), 'imperialUs'),
  // International acre: 43560 ft².
  u('ac', 'ac', mul(x('43560'), sq(FOOT)), 'imperialUs'),
  u('mi2', 'mi²', sq(x('1609.344')), 'imperialUs'),
];

const volume: Unit[] = [
  u('mL', 'mL', '0.001', 'metric'),
  u('cL', 'cL', '0.01', 'metric'),
  u('dL', 'dL', '0.1', 'metric'),
  u('L', 'L', '1', 'metric'),
  u('cm3', 'cm³', '0.001', 'metric'),
  u('m3', 'm³', '1000', 'metric'),
  u('in3', 'in³', CUBIC_INCH_L, 'imperialUs'),
  u('ft3', 'ft³', mul(CUBIC_INCH_L, x('1728')), 'imperialUs'),
  u('impFlOz', 'imp fl oz', div(IMP_GALLON_L, x('160')), 'imperial', 'imperialVolume'),
  u('impPt', 'imp pt', div(IMP_GALLON_L, x('8')), 'imperial', 'imperialVolume'),
  u('impQt', 'imp qt', div(IMP_GALLON_L, x('4')), 'imperial', 'imperialVolume'),
  u('impGal', 'imp gal', IMP_GALLON_L, 'imperial', 'imperialVolume'),
  u('usTsp', 'US tsp', div(US_FL_OZ_L, x('6')), 'us', 'usVolume'),
  u('usTbsp', 'US tbsp', div(US_FL_OZ_L, x('2')), 'us', 'usVolume'),
  u('usFlOz', 'US fl oz', US_FL_OZ_L, 'us', 'usVolume'),
  u('usCup', 'US cup', mul(US_FL_OZ_L, x('8')), 'us', 'usVolume'),
  u('usPt', 'US pt', mul(US_FL_OZ_L, x('16')), 'us', 'usVolume'),
  u('usQt', 'US qt', mul(US_FL_OZ_L, x('32')), 'us', 'usVolume'),
  u('usGal', 'US gal', US_GALLON_L, 'us', 'usVolume'),
];

const HOUR = x('3600');
const speed: Unit[] = [
  u('mps', 'm/s', '1', 'metric'),
  u('kmh', 'km/h', div(x('1000'), HOUR), 'metric'),
  u('mph', 'mph', div(x('1609.344'), HOUR), 'imperialUs'),
  u('fps', 'ft/s', FOOT, 'imperialUs'),
  u('kn', 'kn', div(x('1852'), HOUR), 'nautical', 'knot'),
];

const DAY = x('86400');
const time: Unit[] = [
  u('ns', 'ns', '1e-9'),
  u('us', 'µs', '1e-6'),
  u('ms', 'ms', '0.001'),
  u('s', 's', '1'),
  u('min', 'min', '60'),
  u('h', 'h', HOUR),
  u('d', 'd', DAY),
  u('wk', 'wk', mul(DAY, x('7'))),
  // Average Gregorian month and year: 365.2425 d / 12 = 30.436875 d; 365.2425 d.
  u('mo', 'mo', mul(DAY, x('30.436875')), undefined, 'month'),
  u('yr', 'yr', mul(DAY, x('365.2425')), undefined, 'year'),
];

const data: Unit[] = [
  u('bit', 'bit', '1', 'bits'),
  u('B', 'B', '8', 'bits'),
  u('kB', 'kB', '8e3', 'decimal', 'data'),
  u('MB', 'MB', '8e6', 'decimal', 'data'),
  u('GB', 'GB', '8e9', 'decimal', 'data'),
  u('TB', 'TB', '8e12', 'decimal', 'data'),
  u('PB', 'PB', '8e15', 'decimal', 'data'),
  u('kbit', 'kbit', '1e3', 'decimal', 'data'),
  u('Mbit', 'Mbit', '1e6', 'decimal', 'data'),
  u('Gbit', 'Gbit', '1e9', 'decimal', 'data'),
  u('Tbit', 'Tbit', '1e12', 'decimal', 'data'),
  u('KiB', 'KiB', rational(8n * 1024n), 'binary', 'data'),
  u('MiB', 'MiB', rational(8n * 1024n ** 2n), 'binary', 'data'),
  u('GiB', 'GiB', rational(8n * 1024n ** 3n), 'binary', 'data'),
  u('TiB', 'TiB', rational(8n * 1024n ** 4n), 'binary', 'data'),
  u('PiB', 'PiB', rational(8n * 1024n ** 5n), 'binary', 'data'),
  u('Kibit', 'Kibit', rational(1024n), 'binary', 'data'),
  u('Mibit', 'Mibit', rational(1024n ** 2n), 'binary', 'data'),
  u('Gibit', 'Gibit', rational(1024n ** 3n), 'binary', 'data'),
  u('Tibit', 'Tibit', rational(1024n ** 4n), 'binary', 'data'),
];

const pressure: Unit[] = [
  u('Pa', 'Pa', '1', 'metric'),
  u('hPa', 'hPa', '100', 'metric'),
  u('kPa', 'kPa', '1000', 'metric'),
  u('MPa', 'MPa', '1e6', 'metric'),
  u('mbar', 'mbar', '100', 'metric'),
  u('bar', 'bar', '1e5', 'metric'),
  // psi: one pound-force per square inch = 0.45359237 kg × 9.80665 m/s² / (0.0254 m)² ≈ 6894.757293168 Pa.
  u('psi', 'psi', div(POUND_FORCE, sq(INCH)), 'imperialUs'),
  u('inHg', 'inHg', mul(MMHG, x('25.4')), 'imperialUs', 'torr'),
  u('atm', 'atm', '101325', 'other'),
  u('Torr', 'Torr', '101325/760', 'other', 'torr'),
  u('mmHg', 'mmHg', MMHG, 'other', 'torr'),
  u('kgfcm2', 'kgf/cm²', mul(GRAVITY, x('1e4')), 'other', 'technicalAtmosphere'),
];

const energy: Unit[] = [
  u('J', 'J', '1', 'metric'),
  u('kJ', 'kJ', '1000', 'metric'),
  u('MJ', 'MJ', '1e6', 'metric'),
  u('Wh', 'Wh', '3600', 'metric'),
  u('kWh', 'kWh', '3.6e6', 'metric'),
  u('cal', 'cal', '4.184', 'metric', 'calorie'),
  u('kcal', 'kcal', '4184', 'metric', 'calorie'),
  u('BTU', 'BTU', '1055.05585262', 'imperialUs', 'btu'),
  u('ftlbf', 'ft·lbf', mul(FOOT, POUND_FORCE), 'imperialUs'),
  u('eV', 'eV', '1.602176634e-19', 'other', 'electronvolt'),
];

// Power (base: W).
const KGF_M_PER_S = GRAVITY; // 1 kgf·m/s = 9.80665 W
const power: Unit[] = [
  u('mW', 'mW', '0.001', 'metric'),
  u('W', 'W', '1', 'metric'),
  u('kW', 'kW', '1000', 'metric'),
  u('MW', 'MW', '1e6', 'metric'),
  u('GW', 'GW', '1e9', 'metric'),
  u('kcalh', 'kcal/h', div(x('4184'), HOUR), 'metric', 'calorie'),
  // Metric horsepower (PS, CV, ch): 75 kgf·m/s = 735.49875 W.
  u('PS', 'PS', mul(x('75'), KGF_M_PER_S), 'metric', 'horsepower'),
  // Mechanical (imperial) horsepower: 550 ft·lbf/s = 745.69987158227022 W.
  u('hp', 'hp', mul(x('550'), mul(FOOT, POUND_FORCE)), 'imperialUs', 'horsepower'),
  u('BTUh', 'BTU/h', div(x('1055.05585262'), HOUR), 'imperialUs', 'btu'),
  u('ftlbfs', 'ft·lbf/s', mul(FOOT, POUND_FORCE), 'imperialUs'),
];

/**
 * Fuel economy (base: km/L). Distance per volume is linear; L/100 km is its reciprocal: 100 km ÷ (km/L).
 * US mpg: 1.609344 km ÷ 3.785411784 L; UK mpg: 1.609344 km ÷ 4.54609 L.
 */
const fuel: Unit[] = [
  { id: 'L100km', symbol: 'L/100 km', factor: x('100'), group: 'metric', note: 'fuelEconomy', reciprocal: true },
  u('kmL', 'km/L', '1', 'metric'),
  u('mpgUs', 'mpg (US)', div(x('1.609344'), US_GALLON_L), 'us', 'fuelEconomy'),
  u('mpgUk', 'mpg (UK)', div(x('1.609344'), IMP_GALLON_L), 'imperial', 'fuelEconomy'),
];

/**
 * Angle (base: degree). The radian is 180/π degrees: π is taken to 50 significant digits, far beyond the
 * 10 decimals shown, so results that involve it are marked as rounded.
 */
const PI = x('3.1415926535897932384626433832795028841971693993751');
const angle: Unit[] = [
  u('deg', '°', '1'),
  u('arcmin', 'arcmin', '1/60'),
  u('arcsec', 'arcsec', '1/3600'),
  u('rad', 'rad', div(x('180'), PI), undefined, 'radian'),
  u('mrad', 'mrad', div(x('0.18'), PI), undefined, 'radian'),
  u('grad', 'gon', '0.9'),
  u('turn', 'rev', '360'),
];

const frequency: Unit[] = [
  u('Hz', 'Hz', '1'),
  u('kHz', 'kHz', '1000'),
  u('MHz', 'MHz', '1e6'),
  u('GHz', 'GHz', '1e9'),
  u('rpm', 'rpm', '1/60', undefined, 'rpm'),
];

// Data rate (base: bit/s), decimal and binary as for data sizes.
const dataRate: Unit[] = [
  u('bps', 'bit/s', '1', 'bits'),
  u('Bps', 'B/s', '8', 'bits'),
  u('kbps', 'kbit/s', '1e3', 'decimal', 'data'),
  u('Mbps', 'Mbit/s', '1e6', 'decimal', 'data'),
  u('Gbps', 'Gbit/s', '1e9', 'decimal', 'data'),
  u('Tbps', 'Tbit/s', '1e12', 'decimal', 'data'),
  u('kBps', 'kB/s', '8e3', 'decimal', 'data'),
  u('MBps', 'MB/s', '8e6', 'decimal', 'data'),
  u('GBps', 'GB/s', '8e9', 'decimal', 'data'),
  u('KiBps', 'KiB/s', rational(8n * 1024n), 'binary', 'data'),
  u('MiBps', 'MiB/s', rational(8n * 1024n ** 2n), 'binary', 'data'),
  u('GiBps', 'GiB/s', rational(8n * 1024n ** 3n), 'binary', 'data'),
];

const torque: Unit[] = [
  u('Ncm', 'N·cm', '0.01', 'metric'),
  u('Nm', 'N·m', '1', 'metric'),
  u('kNm', 'kN·m', '1000', 'metric'),
  u('kgfm', 'kgf·m', GRAVITY, 'metric', 'kilogramForce'),
  u('lbfin', 'lbf·in', mul(POUND_FORCE, INCH), 'imperialUs'),
  u('lbfft', 'lbf·ft', mul(POUND_FORCE, FOOT), 'imperialUs'),
];

/**
 * Cooking (base: gram). Weights convert exactly; a volume (factor in mL, `volume`) is weighed by the
 * ingredient's density. US cup 236.5882365 mL (NIST Handbook 44: 8 US fl oz), metric cup 250 mL,
 * metric tablespoon 15 mL and teaspoon 5 mL.
 */
const cv = (id: string, symbol: string, millilitres: Rational | string): Unit => ({ ...u(id, symbol, millilitres, 'byVolume', 'cooking'), volume: true });
const US_CUP_ML = mul(US_FL_OZ_L, x('8000'));
const cooking: Unit[] = [
  u('gram', 'g', '1', 'byWeight'),
  u('kilogram', 'kg', '1000', 'byWeight'),
  u('ounce', 'oz', mul(div(POUND, x('16')), x('1000')), 'byWeight'),
  u('pound', 'lb', mul(POUND, x('1000')), 'byWeight'),
  cv('tspUs', 'US tsp', div(US_CUP_ML, x('48'))),
  cv('tbspUs', 'US tbsp', div(US_CUP_ML, x('16'))),
  cv('cupUs', 'US cup', US_CUP_ML),
  cv('tspMetric', 'tsp', '5'),
  cv('tbspMetric', 'tbsp', '15'),
  cv('cupMetric', 'cup', '250'),
  cv('millilitre', 'mL', '1'),
  cv('litre', 'L', '1000'),
];

/**
 * Ingredients and their weight per US cup in grams: USDA FoodData Central (SR Legacy), household measure "1 cup"
 * (water: 1 g/mL). A density is an average: sifted or packed, another brand or grind, weighs differently.
 */
export const INGREDIENTS = {
  flour: '125',
  sugar: '200',
  brownSugar: '220',
  powderedSugar: '120',
  butter: '227',
  water: '236.5882365',
  milk: '244',
  oil: '218',
  honey: '339',
  rice: '185',
  oats: '81',
  cocoa: '86',
  salt: '292',
} as const satisfies Record<string, string>;
export type Ingredient = keyof typeof INGREDIENTS;
export const INGREDIENT_IDS = Object.keys(INGREDIENTS) as Ingredient[];

/** Grams per millilitre of an ingredient. */
export const density = (ingredient: Ingredient): Rational => div(x(INGREDIENTS[ingredient]), US_CUP_ML);

export const UNITS: Readonly<Record<Category, readonly Unit[]>> = { length, weight, temperature, area, volume, speed, time, data, pressure, energy, power, fuel, angle, frequency, dataRate, torque, cooking };

/** The pair shown first in each category (and after switching to it). */
export const DEFAULT_UNITS: Readonly<Record<Category, readonly [string, string]>> = {
  length: ['m', 'ft'],
  weight: ['kg', 'lb'],
  temperature: ['C', 'F'],
  area: ['m2', 'ft2'],
  volume: ['L', 'usGal'],
  speed: ['kmh', 'mph'],
  time: ['h', 'min'],
  data: ['GB', 'GiB'],
  pressure: ['bar', 'psi'],
  energy: ['kcal', 'kJ'],
  power: ['kW', 'PS'],
  fuel: ['L100km', 'mpgUs'],
  angle: ['deg', 'rad'],
  frequency: ['rpm', 'Hz'],
  dataRate: ['Mbps', 'MBps'],
  torque: ['Nm', 'lbfft'],
  cooking: ['cupUs', 'gram'],
};

/**
 * Units whose symbol depends on the language (locale: symbols.<id>): week, month and year have no
 * international symbol, and French writes bytes as octets (o, ko, Mo, Go, Kio…).
 */
export const LOCAL_SYMBOLS: ReadonlySet<string> = new Set(['wk', 'mo', 'yr', 'B', 'kB', 'MB', 'GB', 'TB', 'PB', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'Bps', 'kBps', 'MBps', 'GBps', 'KiBps', 'MiBps', 'GiBps', 'PS', 'turn', 'tspMetric', 'tbspMetric', 'cupMetric']);

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function findUnit(category: Category, id: string): Unit | undefined {
  return UNITS[category].find((unit) => unit.id === id);
}
