import { toolError, type ToolError } from '@sdk/core';
import { awgSection, AWG_SIZES, IEC_SECTIONS, MATERIALS, type Material } from './cable.ts';
import type { Input, OhmPair, Options } from './manifest.ts';
import {
  DIGIT,
  fromFigures,
  MULTIPLIER,
  MULTIPLIER_COLOURS,
  nearest,
  seriesOf,
  TEMPCO,
  TOLERANCE,
  type Colour,
  type Preferred,
  type Series,
} from './resistor.ts';

export interface OhmResult {
  part: 'ohm';
  known: OhmPair;
  voltage: number;
  current: number;
  resistance: number;
  power: number;
}

export interface ReadResult {
  part: 'colours';
  direction: 'read';
  /** The bands in order, as read from the end away from the tolerance band. */
  bands: Colour[];
  resistance: number;
  /** ± percent. */
  tolerance: number;
  min: number;
  max: number;
  /** ppm/K, 6 bands only. */
  tempco: number | null;
  /** The smallest E series (E6…E192) that has this value, or null. */
  series: Series | null;
}

export interface FindResult {
  part: 'colours';
  direction: 'find';
  wanted: number;
  series: Series;
  resistance: number;
  below: number;
  above: number;
  /** (nearest − wanted) ÷ wanted, percent. */
  deviation: number;
  bands: Colour[];
  tolerance: number;
  tempco: number | null;
}

export interface DropResult {
  part: 'drop';
  material: Material;
  system: 'dc' | 'single' | 'three';
  /** Ω·mm²/m at 20 °C, its temperature coefficient (/K), and at the temperature given. */
  rho20: number;
  alpha: number;
  temperature: number;
  rho: number;
  /** One-way length in metres, section in mm² (from the AWG gauge when one is given). */
  length: number;
  section: number;
  awg: string | null;
  current: number;
  /** One conductor's resistance over the length, Ω. */
  conductor: number;
  /** Volts lost along the cable (both ways; line to line in three-phase). */
  drop: number;
  /** Percent of the supply voltage, and what is left at the load; null without a supply voltage. */
  percent: number | null;
  atLoad: number | null;
  /** Watts turned into heat in the cable. */
  loss: number;
  /** The smallest standard size that keeps the drop within 3 %: an IEC 60228 section in mm² (or the thinnest AWG gauge when the size is in AWG); null without a supply voltage or when none does. */
  suggestMm2: number | null;
  suggestAwg: string | null;
}

export type OhmsLawResult = OhmResult | ReadResult | FindResult | DropResult;

/** Twelve significant figures: drops the binary noise of a division (0.1 + 0.2), keeps every figure typed. */
const clean = (x: number): number => Number(x.toPrecision(12)) + 0;

function ohmsLaw(input: Input): OhmResult | ToolError {
  const known = (input.known ?? 'voltageCurrent') as OhmPair;
  const given = { voltage: input.voltage, current: input.current, resistance: input.resistance, power: input.power };
  for (const [q, v] of Object.entries(given)) {
    if (v !== null && v <= 0 && known.toLowerCase().includes(q)) return toolError('notPositive', { field: q });
  }
  const V = given.voltage ?? 0;
  const I = given.current ?? 0;
  const R = given.resistance ?? 0;
  const P = given.power ?? 0;
  let out: [number, number, number, number] = [V, I, R, P];
  switch (known) {
    case 'voltageCurrent':
      out = [V, I, V / I, V * I];
      break;
    case 'voltageResistance':
      out = [V, V / R, R, (V * V) / R];
      break;
    case 'voltagePower':
      out = [V, P / V, (V * V) / P, P];
      break;
    case 'currentResistance':
      out = [I * R, I, R, I * I * R];
      break;
    case 'currentPower':
      out = [P / I, I, P / (I * I), P];
      break;
    case 'resistancePower':
      out = [Math.sqrt(P * R), Math.sqrt(P / R), R, P];
      break;
  }
  if (!out.every((x) => Number.isFinite(x) && x > 0 && x < 1e300)) return toolError('outOfRange');
  const [voltage, current, resistance, power] = out.map(clean) as [number, number, number, number];
  return { part: 'ohm', known, voltage, current, resistance, power };
}

function readBands(input: Input, bandCount: number): ReadResult {
  const figures = [input.band1, input.band2, ...(bandCount >= 5 ? [input.band3] : [])].map((c) => c as Colour);
  const multiplier = input.multiplier as Colour;
  const tolerance = input.tolerance as Colour;
  const resistance = fromFigures(
    figures.map((c) => DIGIT[c]!),
    MULTIPLIER[multiplier]!,
  );
  const tol = TOLERANCE[tolerance]!;
  const tempco = bandCount === 6 ? (input.tempco as Colour) : null;
  return {
    part: 'colours',
    direction: 'read',
    bands: [...figures, multiplier, tolerance, ...(tempco ? [tempco] : [])],
    resistance,
    tolerance: tol,
    min: clean(resistance * (1 - tol / 100)),
    max: clean(resistance * (1 + tol / 100)),
    tempco: tempco ? TEMPCO[tempco]! : null,
    series: seriesOf(figures.map((c) => DIGIT[c]!)),
  };
}

/** The figures and multiplier a value needs on `count` significant bands, or null if it does not fit. */
function toBands(p: Preferred, count: number): Colour[] | null {
  let figures = [...p.figures];
  let exponent = p.exponent;
  while (figures.length > count && figures[figures.length - 1] === 0) {
    figures = figures.slice(0, -1);
    exponent += 1;
  }
  while (figures.length < count) {
    figures.push(0);
    exponent -= 1;
  }
  if (figures.length > count) return null;
  const multiplier = MULTIPLIER_COLOURS.find((c) => MULTIPLIER[c] === exponent);
  if (!multiplier) return null;
  const byDigit = (d: number) => (Object.keys(DIGIT) as Colour[]).find((c) => DIGIT[c] === d)!;
  return [...figures.map(byDigit), multiplier];
}

function findBands(input: Input, bandCount: number): FindResult | ToolError {
  const wanted = input.ohms ?? 0;
  const series = (input.series ?? 'E24') as Series;
  // 0.01 Ω (1, 0, pink) to 999 GΩ (9, 9, 9, white), the code's range.
  if (wanted < 0.01 || wanted > 999e9) return toolError('ohmsRange', { field: 'ohms' });
  const found = nearest(series, wanted);
  const figures = toBands(found.nearest, bandCount === 4 ? 2 : 3);
  if (!figures) return toolError(bandCount === 4 ? 'needsFiveBands' : 'ohmsRange', bandCount === 4 ? { field: 'bands', series } : { field: 'ohms' });
  const tolerance = input.tolerance as Colour;
  const tempco = bandCount === 6 ? (input.tempco as Colour) : null;
  return {
    part: 'colours',
    direction: 'find',
    wanted: wanted + 0,
    series,
    resistance: found.nearest.value,
    below: found.below.value,
    above: found.above.value,
    deviation: clean(((found.nearest.value - wanted) / wanted) * 100),
    bands: [...figures, tolerance, ...(tempco ? [tempco] : [])],
    tolerance: TOLERANCE[tolerance]!,
    tempco: tempco ? TEMPCO[tempco]! : null,
  };
}

const FEET = 0.3048;

function voltageDrop(input: Input, lengthIn: Options['lengthIn']): DropResult | ToolError {
  const material = (input.material ?? 'copper') as Material;
  const system = (input.system ?? 'single') as DropResult['system'];
  const { rho20, alpha } = MATERIALS[material];
  const temperature = input.temperature ?? 20;
  const rho = rho20 * (1 + alpha * (temperature - 20));
  const length = (input.length ?? 0) * (lengthIn === 'ft' ? FEET : 1);
  const awg = input.sizeIn === 'awg' ? (input.awg ?? '12') : null;
  const section = awg ? awgSection(awg) : (input.section ?? 0);
  if (section <= 0) return toolError('notPositive', { field: 'section' });
  const current = input.load ?? 0;
  const conductor = (rho * length) / section;
  // Both conductors of the loop in DC and single-phase; √3 × one phase conductor between lines in three-phase.
  const factor = system === 'three' ? Math.sqrt(3) : 2;
  const drop = factor * current * conductor;
  const loss = (system === 'three' ? 3 : 2) * current * current * conductor;
  const supply = input.supply;
  if (supply !== null && supply !== undefined && supply <= 0) return toolError('notPositive', { field: 'supply' });
  const percent = supply ? (drop / supply) * 100 : null;
  let suggestMm2: number | null = null;
  let suggestAwg: string | null = null;
  if (supply && current > 0 && length > 0) {
    const needed = (factor * current * rho * length) / (0.03 * supply);
    if (awg) suggestAwg = [...AWG_SIZES].reverse().find((g) => awgSection(g) >= needed) ?? null;
    else suggestMm2 = IEC_SECTIONS.find((s) => s >= needed) ?? null;
  }
  return {
    part: 'drop',
    material,
    system,
    rho20,
    alpha,
    temperature: temperature + 0,
    rho: clean(rho),
    length: clean(length),
    section: clean(section),
    awg,
    current: current + 0,
    conductor: clean(conductor),
    drop: clean(drop),
    percent: percent === null ? null : clean(percent),
    atLoad: supply ? clean(supply - drop) : null,
    loss: clean(loss),
    suggestMm2,
    suggestAwg,
  };
}

export function run(input: Input, { part, lengthIn }: Options): OhmsLawResult | ToolError {
  if (part === 'ohm') return ohmsLaw(input);
  if (part === 'drop') return voltageDrop(input, lengthIn);
  const bandCount = Number(input.bands ?? '4');
  return input.direction === 'find' ? findBands(input, bandCount) : readBands(input, bandCount);
}
