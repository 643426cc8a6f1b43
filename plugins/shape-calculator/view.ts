/**
 * The main measure first (area or volume), the others beside it, in the result unit with its square or
 * cube; the drawing with its letters and each letter's value listed beside it; the formulas used.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { LengthUnit } from './manifest.ts';
import { drawShape } from './draw.ts';
import type { Dim, Kind, Measure, ShapeResult } from './run.ts';

const POWER: Record<Kind, string> = { length: '', area: '²', volume: '³', angle: '' };

/** Enough digits for small and large results alike: four decimals, or eight significant digits where that says more. */
const FORMAT = { maximumFractionDigits: 4, maximumSignificantDigits: 8, roundingPriority: 'morePrecision' } as Intl.NumberFormatOptions;

export const amount = (value: number, kind: Kind, unit: LengthUnit): Display =>
  kind === 'angle' ? num(value, { style: 'unit', unit: 'degree', unitDisplay: 'narrow', maximumFractionDigits: 4 }) : msg('measure', { value: num(value, FORMAT), unit: `${unit}${POWER[kind]}` });

/** The formula of each measure, as textbooks write it (symbols only). */
const FORMULAS: Partial<Record<string, string>> = {
  'circle.area': 'A = π r²',
  'circle.circumference': 'C = 2 π r',
  'triangle.area': 'A = √(s (s − a) (s − b) (s − c)), s = (a + b + c) / 2',
  'rectangle.area': 'A = l × w',
  'rectangle.diagonal': 'd = √(l² + w²)',
  'trapezoid.area': 'A = (a + b) / 2 × h',
  'ellipse.area': 'A = π a b',
  'ellipse.perimeter': 'P ≈ π (a + b) (1 + 3λ / (10 + √(4 − 3λ))), λ = ((a − b) / (a + b))²',
  'polygon.area': 'A = n a² / (4 tan(π / n))',
  'sphere.volume': 'V = 4/3 π r³',
  'sphere.surface': 'S = 4 π r²',
  'cylinder.volume': 'V = π r² h',
  'cylinder.surface': 'S = 2 π r (r + h)',
  'cone.volume': 'V = π r² h / 3',
  'cone.surface': 'S = π r (r + s), s = √(r² + h²)',
  'pyramid.volume': 'V = a² h / 3',
  'pyramid.surface': 'S = a² + 2 a s, s = √(h² + (a / 2)²)',
  'cuboid.volume': 'V = l × w × h',
  'cuboid.surface': 'S = 2 (l w + l h + w h)',
};

const MAIN = new Set(['area', 'volume']);

export function view(r: ShapeResult): ResultView {
  const items: ValueItem[] = r.measures.map((m: Measure) => ({
    label: msg(`measures.${m.id}`),
    value: amount(m.value, m.kind, r.resultUnit),
    ...(MAIN.has(m.id) ? { main: true } : {}),
  }));
  const blocks: ResultBlock[] = [{ kind: 'values', items, announce: true }];

  if (r.triangle) blocks.push({ kind: 'note', text: msg('notes.triangle', { sides: msg(`triangleSides.${r.triangle.sides}`), angles: msg(`triangleAngles.${r.triangle.angles}`) }) });
  if (r.isosceles) blocks.push({ kind: 'note', text: msg('notes.isosceles') });
  if (r.shape === 'ellipse') blocks.push({ kind: 'note', text: msg('notes.ramanujan') });
  if (r.shape === 'pyramid') blocks.push({ kind: 'note', text: msg('notes.pyramid') });

  const drawing = drawShape(r);
  const dims = (Object.entries(r.dims) as [Dim, number][]).filter(([k]) => k !== 'n');
  const given = dims.map(([k, v]) => ({ label: msg(r.derived.includes(k) ? 'dimensionDerived' : 'dimension', { letter: k }), value: amount(v, 'length', r.unit) }));
  if (r.shape === 'polygon') given.unshift({ label: msg('dimension', { letter: 'n' }), value: num(r.dims.n!) });
  blocks.push({
    kind: 'image',
    ...drawing,
    alt: msg('drawing.alt', { shape: msg(`shapes.${r.shape}`) }),
    caption: msg('drawing.caption'),
    formats: ['svg', 'png'],
    filename: r.shape,
  });
  blocks.push({ kind: 'values', layout: 'rows', label: msg('dimensions'), items: given });

  for (const m of r.measures) {
    const formula = FORMULAS[`${r.shape}.${m.id}`];
    if (formula) blocks.push({ kind: 'formula', label: msg(`measures.${m.id}`), formula: [formula] });
  }
  if (r.unit !== r.resultUnit) blocks.push({ kind: 'note', text: msg('notes.converted', { from: r.unit, to: r.resultUnit }) });
  return { blocks, copy: items[0]!.value, copyLabel: msg('copyMain') };
}
