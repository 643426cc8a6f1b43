/**
 * Ohm's law: the two quantities not typed, with SI prefixes (4.7 kΩ, 250 mA), each formula written out
 * with the visitor's numbers, and the twelve formulas of the wheel. Colour code: the bands named in words
 * in a table (colour is never the only signal) beside a drawing of the resistor, the value with its
 * tolerance range. Voltage drop: the drop in volts and percent, the formula with the resistivity used.
 */
import { msg, num, type Display, type FormulaBlock, type Message, type ResultBlock, type ResultView } from '@sdk/core';
import type { OhmPair } from './manifest.ts';
import type { Colour } from './resistor.ts';
import { DIGIT, MULTIPLIER, TEMPCO, TOLERANCE } from './resistor.ts';
import type { DropResult, FindResult, OhmResult, OhmsLawResult, ReadResult } from './run.ts';

const PREFIXES: Record<number, string> = { [-12]: 'p', [-9]: 'n', [-6]: 'µ', [-3]: 'm', 0: '', 3: 'k', 6: 'M', 9: 'G', 12: 'T' };

/** A quantity with the SI prefix that keeps its figures between 1 and 999 (4700 Ω → 4.7 kΩ), up to 5 significant figures. */
export function si(value: number, unit: string): Message {
  const power = value === 0 ? 0 : Math.max(-12, Math.min(12, Math.floor(Math.log10(Math.abs(value)) / 3) * 3));
  // 999.996 kΩ written with 5 figures would read "1,000 kΩ": round first, then choose the prefix.
  // for programs: the rounded figures pick the prefix; num() writes them
  const rounded = Number((value / 10 ** power).toPrecision(5));
  const [scaled, p] = Math.abs(rounded) >= 1000 && power < 12 ? [rounded / 1000, power + 3] : [rounded, power];
  return msg('quantity', { value: num(scaled, { maximumSignificantDigits: 5 }), unit: PREFIXES[p]! + unit });
}
const pct = (value: number, digits = 2): Display => num(value / 100, { style: 'percent', maximumFractionDigits: digits });
const colour = (c: Colour): Message => msg(`colours.${c}`);
/** The bands' colours in words, in order: "Yellow, Violet, Red, Gold". */
const named = (bands: readonly Colour[]): Display => bands.slice(1).reduce<Display>((a, c) => msg('listJoin', { a, b: colour(c) }), colour(bands[0]!));

const UNIT = { voltage: 'V', current: 'A', resistance: 'Ω', power: 'W' } as const;

/** How each pair gives the two others: the formula's label key and its parts. */
function ohmFormulas(r: OhmResult): FormulaBlock[] {
  const V = si(r.voltage, 'V');
  const I = si(r.current, 'A');
  const R = si(r.resistance, 'Ω');
  const P = si(r.power, 'W');
  const f = (label: string, ...formula: Display[]): FormulaBlock => ({ kind: 'formula', label: msg(`formula.${label}`), formula });
  const byPair: Record<OhmPair, FormulaBlock[]> = {
    voltageCurrent: [f('rFromVI', V, ' ÷ ', I, ' = ', R), f('pFromVI', V, ' × ', I, ' = ', P)],
    voltageResistance: [f('iFromVR', V, ' ÷ ', R, ' = ', I), f('pFromVR', '(', V, ')² ÷ ', R, ' = ', P)],
    voltagePower: [f('iFromVP', P, ' ÷ ', V, ' = ', I), f('rFromVP', '(', V, ')² ÷ ', P, ' = ', R)],
    currentResistance: [f('vFromIR', I, ' × ', R, ' = ', V), f('pFromIR', '(', I, ')² × ', R, ' = ', P)],
    currentPower: [f('vFromIP', P, ' ÷ ', I, ' = ', V), f('rFromIP', P, ' ÷ (', I, ')² = ', R)],
    resistancePower: [f('vFromRP', '√(', P, ' × ', R, ') = ', V), f('iFromRP', '√(', P, ' ÷ ', R, ') = ', I)],
  };
  return byPair[r.known];
}

function ohmView(r: OhmResult): ResultView {
  const quantities = ['voltage', 'current', 'resistance', 'power'] as const;
  const typed = (q: string) => r.known.toLowerCase().includes(q);
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: quantities.map((q) => ({
          label: msg(`results.${q}`),
          value: si(r[q], UNIT[q]),
          ...(typed(q) ? { hint: msg('hint.typed') } : { main: true }),
        })),
      },
      ...ohmFormulas(r),
      {
        // The formula wheel, in the language's symbols (U for voltage in German and French).
        kind: 'table',
        caption: msg('wheel.label'),
        columns: [{ label: msg('wheel.quantity') }, { label: msg('wheel.formulas') }],
        rows: quantities.map((q) => [msg(`results.${q}`), msg(`wheel.${q}`)]),
        rowHeaders: true,
      },
    ],
  };
}

/** Paint for the drawing only; every band is also named in words in the table beside it. */
const PAINT: Record<Colour, string> = {
  black: '#000000',
  brown: '#7b3f00',
  red: '#d50000',
  orange: '#ff8c00',
  yellow: '#ffd600',
  green: '#2e7d32',
  blue: '#1565c0',
  violet: '#7b1fa2',
  grey: '#9e9e9e',
  white: '#ffffff',
  gold: '#c9a227',
  silver: '#c0c0c0',
  pink: '#f48fb1',
  none: 'none',
};

/** A resistor drawn with its bands: significant and multiplier bands grouped at the left, tolerance (and tempco) apart at the right. */
function drawing(bands: readonly Colour[], tail: number): string {
  const head = bands.length - tail;
  const xs = [...Array.from({ length: head }, (_, i) => 70 + i * 22), ...Array.from({ length: tail }, (_, i) => 200 + i * 22)];
  const stripes = bands
    .map((c, i) =>
      c === 'none'
        ? ''
        : `<rect x="${xs[i]}" y="12" width="12" height="56" fill="${PAINT[c]}" stroke="#333" stroke-width="1"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 80" width="300" height="80">` +
    `<line x1="0" y1="40" x2="300" y2="40" stroke="#888" stroke-width="4"/>` +
    `<rect x="40" y="12" width="220" height="56" rx="18" fill="#e8d5b0" stroke="#6d5d3f" stroke-width="2"/>` +
    stripes +
    `</svg>`
  );
}

/** One row per band: its number, its colour in words, and what it means here. */
function bandRows(bands: readonly Colour[], significant: number): Display[][] {
  return bands.map((c, i) => {
    let meaning: Display;
    if (i < significant) meaning = num(DIGIT[c]!);
    else if (i === significant) meaning = msg('bands.times', { factor: num(10 ** MULTIPLIER[c]!, { maximumFractionDigits: 3 }) });
    else if (i === significant + 1) meaning = msg('bands.plusMinus', { value: pct(TOLERANCE[c]!) });
    else meaning = msg('bands.ppm', { value: num(TEMPCO[c]!) });
    const role = i < significant ? 'digit' : i === significant ? 'multiplier' : i === significant + 1 ? 'tolerance' : 'tempco';
    return [num(i + 1), colour(c), msg(`bands.${role}`), meaning];
  });
}

function bandsBlocks(bands: readonly Colour[]): ResultBlock[] {
  // 4 bands: two figures; 5 and 6 bands: three.
  const significant = bands.length === 4 ? 2 : 3;
  const tail = bands.length - significant - 1;
  const named = bands.map(colour);
  const alt = msg(`image.alt${bands.length}`, Object.fromEntries(named.map((n, i) => [`b${i + 1}`, n])));
  return [
    { kind: 'image', svg: drawing(bands, tail), width: 300, height: 80, alt, formats: ['svg', 'png'], filename: 'resistor' },
    {
      kind: 'table',
      caption: msg('bands.caption'),
      columns: [{ label: msg('bands.band'), numeric: true }, { label: msg('bands.colour') }, { label: msg('bands.role') }, { label: msg('bands.means') }],
      rows: bandRows(bands, significant),
    },
  ];
}

function readView(r: ReadResult): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.resistance'), value: si(r.resistance, 'Ω'), main: true, hint: msg('hint.colours', { colours: named(r.bands) }) },
          { label: msg('results.tolerance'), value: msg('bands.plusMinus', { value: pct(r.tolerance) }) },
          { label: msg('results.range'), value: msg('range', { min: si(r.min, 'Ω'), max: si(r.max, 'Ω') }) },
          ...(r.tempco !== null ? [{ label: msg('results.tempco'), value: msg('bands.ppm', { value: num(r.tempco) }) }] : []),
        ],
      },
      ...bandsBlocks(r.bands),
      { kind: 'note', text: r.series ? msg('note.inSeries', { series: r.series }) : msg('note.notInSeries') },
    ],
  };
}

function findView(r: FindResult): ResultView {
  const exact = r.deviation === 0;
  return {
    blocks: [
      {
        kind: 'values',
        announce: true,
        items: [
          { label: msg('results.nearest', { series: r.series }), value: si(r.resistance, 'Ω'), main: true, hint: msg('hint.colours', { colours: named(r.bands) }) },
          { label: msg('results.deviation'), value: exact ? msg('exact') : pct(r.deviation, 2) },
          { label: msg('results.neighbours'), value: msg('range', { min: si(r.below, 'Ω'), max: si(r.above, 'Ω') }) },
          { label: msg('results.tolerance'), value: msg('bands.plusMinus', { value: pct(r.tolerance) }) },
        ],
      },
      ...bandsBlocks(r.bands),
    ],
  };
}

function dropView(r: DropResult): ResultView {
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      announce: true,
      items: [
        { label: msg('results.drop'), value: si(r.drop, 'V'), main: true },
        ...(r.percent !== null ? [{ label: msg('results.percent'), value: pct(r.percent) }] : []),
        ...(r.atLoad !== null ? [{ label: msg('results.atLoad'), value: si(r.atLoad, 'V') }] : []),
        { label: msg('results.loss'), value: si(r.loss, 'W') },
        { label: msg('results.conductor'), value: si(r.conductor, 'Ω') },
        ...(r.awg !== null ? [{ label: msg('results.section'), value: msg('mm2', { value: num(r.section, { maximumFractionDigits: 3 }) }) }] : []),
      ],
    },
    {
      kind: 'formula',
      label: msg(`formula.rho.${r.material}`),
      formula: [num(r.rho20, { maximumSignificantDigits: 5 }), ' × (1 + ', num(r.alpha, { maximumSignificantDigits: 3 }), ' × (', num(r.temperature), ' − ', num(20), ')) = ', msg('rhoUnit', { value: num(r.rho, { maximumSignificantDigits: 5 }) })],
    },
    {
      kind: 'formula',
      label: msg(`formula.drop.${r.system}`),
      formula: [
        r.system === 'three' ? '√3' : num(2),
        ' × ',
        msg('metres', { value: num(r.length, { maximumFractionDigits: 2 }) }),
        ' × ',
        si(r.current, 'A'),
        ' × ',
        num(r.rho, { maximumSignificantDigits: 5 }),
        ' ÷ ',
        msg('mm2', { value: num(r.section, { maximumFractionDigits: 3 }) }),
        ' = ',
        si(r.drop, 'V'),
      ],
    },
  ];
  if (r.percent !== null) {
    if (r.atLoad !== null && r.atLoad <= 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.noVoltageLeft') });
    else if (r.percent > 5) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.above5') });
    else if (r.percent > 3) blocks.push({ kind: 'note', tone: 'warning', text: msg('note.above3') });
    else blocks.push({ kind: 'note', text: msg('note.within3') });
    if (r.suggestMm2 !== null) blocks.push({ kind: 'note', text: msg('note.forThreeMm2', { section: msg('mm2', { value: num(r.suggestMm2) }) }) });
    if (r.suggestAwg !== null) blocks.push({ kind: 'note', text: msg('note.forThreeAwg', { awg: r.suggestAwg }) });
  }
  // Power factor and reactance only matter in AC; the resistivities and the current rating always do.
  if (r.system !== 'dc') blocks.push({ kind: 'note', text: msg('note.reactance') });
  blocks.push({ kind: 'note', text: msg('note.resistivity') });
  return { blocks };
}

export function view(r: OhmsLawResult): ResultView {
  if (r.part === 'ohm') return ohmView(r);
  if (r.part === 'drop') return dropView(r);
  return r.direction === 'read' ? readView(r) : findView(r);
}
