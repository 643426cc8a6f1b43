/**
 * The measures of each shape from its dimensions, in the result unit: lengths scaled by the ratio of
 * the units, areas by its square, volumes by its cube. The triangle's area is Heron's formula in
 * Kahan's stable arrangement (exact enough for needle-thin triangles, where the textbook form loses
 * every digit); the ellipse's perimeter is Ramanujan's second approximation (relative error below
 * 4 × 10⁻⁵ even for a flat ellipse, and exact for a circle).
 */
import { toolError, type ToolError } from '@sdk/core';
import type { Input, LengthUnit, Options, Shape } from './manifest.ts';

/** Metres in each unit (international inch, foot, yard and mile). */
export const METRES: Record<LengthUnit, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344 };

export type Dim = 'r' | 'a' | 'b' | 'c' | 'd' | 'l' | 'w' | 'h' | 's' | 'n';
export type Kind = 'length' | 'area' | 'volume' | 'angle';
export type MeasureId =
  | 'area' | 'perimeter' | 'circumference' | 'diameter'
  | 'angleA' | 'angleB' | 'angleC' | 'heightA' | 'inradius' | 'circumradius'
  | 'diagonal' | 'legD' | 'apothem' | 'interiorAngle'
  | 'volume' | 'surface' | 'lateral' | 'base' | 'slant' | 'slantFace';

export interface Measure {
  id: MeasureId;
  kind: Kind;
  /** In the result unit (its square or cube), or degrees. */
  value: number;
}

export interface ShapeResult {
  shape: Shape;
  unit: LengthUnit;
  resultUnit: LengthUnit;
  /** The dimensions in the input unit, as given or derived (a trapezoid's legs, a cone's slant), by letter. */
  dims: Partial<Record<Dim, number>>;
  /** Dimensions the tool worked out (not typed). */
  derived: Dim[];
  measures: Measure[];
  /** Triangle only: its kind by sides and by angles. */
  triangle?: { sides: 'equilateral' | 'isosceles' | 'scalene'; angles: 'right' | 'obtuse' | 'acute' };
  /** Trapezoid: the legs were taken equal (isosceles) because no leg was given. */
  isosceles?: boolean;
}

const deg = (rad: number) => (rad * 180) / Math.PI;
/** The angle opposite side x, by the law of cosines, clamped against rounding. */
const angle = (x: number, y: number, z: number) => deg(Math.acos(Math.min(1, Math.max(-1, (y * y + z * z - x * x) / (2 * y * z)))));

/** Heron's formula as Kahan arranged it: sides sorted a ≥ b ≥ c, brackets kept. */
export function triangleArea(x: number, y: number, z: number): number {
  const [a, b, c] = [x, y, z].sort((p, q) => q - p) as [number, number, number];
  return Math.sqrt((a + (b + c)) * (c - (a - b)) * (c + (a - b)) * (a + (b - c))) / 4;
}

/** Ramanujan's second approximation of an ellipse's perimeter from its semi-axes. */
export function ellipsePerimeter(a: number, b: number): number {
  if (a + b === 0) return 0;
  const h = ((a - b) / (a + b)) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

type Lengths = Partial<Record<Dim, number>>;

/** What a shape gives, in the input unit (areas squared, volumes cubed), or a mistake at a field. */
function measure(shape: Shape, d: Required<Lengths>, has: (k: Dim) => boolean): { m: [MeasureId, Kind, number][]; extra?: Partial<ShapeResult>; dims?: Lengths; derived?: Dim[] } | ToolError {
  const { r, a, b, c, l, w, h, n } = d;
  const PI = Math.PI;
  switch (shape) {
    case 'circle':
      return { m: [['area', 'area', PI * r * r], ['circumference', 'length', 2 * PI * r], ['diameter', 'length', 2 * r]] };
    case 'triangle': {
      const sides = { a, b, c };
      for (const [x, y, z] of [['a', 'b', 'c'], ['b', 'c', 'a'], ['c', 'a', 'b']] as const) {
        if (sides[x] >= sides[y] + sides[z]) return toolError(sides[x] === sides[y] + sides[z] ? 'triangleFlat' : 'triangleInequality', { field: x, x, y, z, sx: sides[x], sy: sides[y], sz: sides[z], sum: sides[y] + sides[z] });
      }
      const area = triangleArea(a, b, c);
      const [A, B, C] = [angle(a, b, c), angle(b, c, a), angle(c, a, b)];
      const s = (a + b + c) / 2;
      const max = Math.max(a, b, c);
      const rest = a * a + b * b + c * c - max * max;
      const right = Math.abs(max * max - rest) <= 1e-12 * max * max;
      return {
        m: [
          ['area', 'area', area], ['perimeter', 'length', a + b + c],
          ['angleA', 'angle', A], ['angleB', 'angle', B], ['angleC', 'angle', C],
          ['heightA', 'length', (2 * area) / a], ['inradius', 'length', area / s], ['circumradius', 'length', (a * b * c) / (4 * area)],
        ],
        extra: {
          triangle: {
            sides: a === b && b === c ? 'equilateral' : a === b || b === c || a === c ? 'isosceles' : 'scalene',
            angles: right ? 'right' : max * max > rest ? 'obtuse' : 'acute',
          },
        },
      };
    }
    case 'rectangle':
      return { m: [['area', 'area', l * w], ['perimeter', 'length', 2 * (l + w)], ['diagonal', 'length', Math.hypot(l, w)]] };
    case 'trapezoid': {
      // Bottom base a from (0, 0) to (a, 0); top base b from (p, h) to (p + b, h); left leg c, right leg d.
      const isosceles = !has('c');
      if (!isosceles && c < h) return toolError('legShort', { field: 'c', h });
      const p = isosceles ? (a - b) / 2 : Math.sqrt(c * c - h * h);
      const left = isosceles ? Math.hypot(p, h) : c;
      const right = Math.hypot(a - p - b, h);
      return {
        m: [['area', 'area', ((a + b) / 2) * h], ['perimeter', 'length', a + b + left + right], ['legD', 'length', right]],
        dims: { c: left, d: right },
        derived: isosceles ? ['c', 'd'] : ['d'],
        extra: { isosceles },
      };
    }
    case 'ellipse': {
      const [major, minor] = a >= b ? [a, b] : [b, a];
      return { m: [['area', 'area', PI * a * b], ['perimeter', 'length', ellipsePerimeter(major, minor)]] };
    }
    case 'polygon': {
      const apothem = a / (2 * Math.tan(PI / n));
      return {
        m: [
          ['area', 'area', (n * a * apothem) / 2], ['perimeter', 'length', n * a],
          ['apothem', 'length', apothem], ['circumradius', 'length', a / (2 * Math.sin(PI / n))], ['interiorAngle', 'angle', 180 - 360 / n],
        ],
      };
    }
    case 'sphere':
      return { m: [['volume', 'volume', (4 / 3) * PI * r ** 3], ['surface', 'area', 4 * PI * r * r], ['diameter', 'length', 2 * r]] };
    case 'cylinder':
      return { m: [['volume', 'volume', PI * r * r * h], ['surface', 'area', 2 * PI * r * (r + h)], ['lateral', 'area', 2 * PI * r * h], ['base', 'area', PI * r * r]] };
    case 'cone': {
      const s = Math.hypot(r, h);
      return {
        m: [['volume', 'volume', (PI * r * r * h) / 3], ['surface', 'area', PI * r * (r + s)], ['lateral', 'area', PI * r * s], ['base', 'area', PI * r * r], ['slant', 'length', s]],
        dims: { s },
        derived: ['s'],
      };
    }
    case 'pyramid': {
      // A right square pyramid: the slant height s of each face from the height and half the base.
      const s = Math.hypot(h, a / 2);
      return {
        m: [['volume', 'volume', (a * a * h) / 3], ['surface', 'area', a * a + 2 * a * s], ['lateral', 'area', 2 * a * s], ['base', 'area', a * a], ['slantFace', 'length', s]],
        dims: { s },
        derived: ['s'],
      };
    }
    case 'cuboid':
      return { m: [['volume', 'volume', l * w * h], ['surface', 'area', 2 * (l * w + l * h + w * h)], ['diagonal', 'length', Math.sqrt(l * l + w * w + h * h)]] };
  }
}

/** The dimensions each shape needs (a trapezoid's leg c may be left out). */
export const NEEDS: Record<Shape, Dim[]> = {
  circle: ['r'], triangle: ['a', 'b', 'c'], rectangle: ['l', 'w'], trapezoid: ['a', 'b', 'h'], ellipse: ['a', 'b'], polygon: ['n', 'a'],
  sphere: ['r'], cylinder: ['r', 'h'], cone: ['r', 'h'], pyramid: ['a', 'h'], cuboid: ['l', 'w', 'h'],
};

export function run(input: Input, { shape, unit, resultUnit }: Options): ShapeResult | ToolError {
  const out = resultUnit === 'same' ? unit : resultUnit;
  const given: Lengths = {};
  for (const k of [...NEEDS[shape], ...(shape === 'trapezoid' ? (['c'] as const) : [])]) {
    const v = (input as Record<string, number | null>)[k] ?? null;
    if (v === null) {
      if (shape === 'trapezoid' && k === 'c') continue;
      return toolError('required', { field: k });
    }
    if (!(v > 0)) return toolError('positive', { field: k });
    given[k] = v;
  }
  const has = (k: Dim) => given[k] !== undefined;
  const result = measure(shape, { r: 0, a: 0, b: 0, c: 0, d: 0, l: 0, w: 0, h: 0, s: 0, n: 0, ...given }, has);
  if ('kind' in result) return result;
  const f = METRES[unit] / METRES[out];
  const scale: Record<Kind, number> = { length: f, area: f * f, volume: f * f * f, angle: 1 };
  const measures = result.m.map(([id, kind, value]) => ({ id, kind, value: value * scale[kind] }));
  if (measures.some((m) => !Number.isFinite(m.value))) return toolError('tooLarge', { field: NEEDS[shape][0]! });
  return {
    shape,
    unit,
    resultUnit: out,
    dims: { ...given, ...result.dims },
    derived: result.derived ?? [],
    measures,
    ...result.extra,
  };
}
