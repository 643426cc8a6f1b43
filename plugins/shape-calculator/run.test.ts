import { describe, expect, it } from 'vitest';
import type { Input, Options } from './manifest.ts';
import { ellipsePerimeter, run, triangleArea, type ShapeResult } from './run.ts';

const EMPTY = { r: null, a: null, b: null, c: null, l: null, w: null, h: null, n: 6 };
const calc = (shape: Options['shape'], dims: Partial<Record<keyof typeof EMPTY, number | null>>, unit: Options['unit'] = 'cm', resultUnit: Options['resultUnit'] = 'same') =>
  run({ ...EMPTY, ...dims } as Input, { shape, unit, resultUnit });
const m = (shape: Options['shape'], dims: Partial<Record<keyof typeof EMPTY, number | null>>, unit: Options['unit'] = 'cm', resultUnit: Options['resultUnit'] = 'same') => {
  const r = calc(shape, dims, unit, resultUnit) as ShapeResult;
  return Object.fromEntries(r.measures.map((x) => [x.id, x.value]));
};

describe('plane shapes', () => {
  it('circle: A = π r², C = 2 π r', () => {
    expect(m('circle', { r: 5 })).toEqual({ area: 25 * Math.PI, circumference: 10 * Math.PI, diameter: 10 });
  });

  it('triangle by three sides: the 3-4-5 right triangle, and an equilateral one', () => {
    const r = calc('triangle', { a: 3, b: 4, c: 5 }) as ShapeResult;
    const t = m('triangle', { a: 3, b: 4, c: 5 });
    expect(t.area).toBe(6);
    expect(t.angleC).toBeCloseTo(90, 12);
    expect(t.angleA).toBeCloseTo((Math.asin(3 / 5) * 180) / Math.PI, 12);
    expect([t.inradius, t.circumradius, t.heightA]).toEqual([1, 2.5, 4]);
    expect(r.triangle).toEqual({ sides: 'scalene', angles: 'right' });
    expect(m('triangle', { a: 2, b: 2, c: 2 }).area).toBeCloseTo(Math.sqrt(3), 14);
    expect((calc('triangle', { a: 2, b: 2, c: 3 }) as ShapeResult).triangle).toEqual({ sides: 'isosceles', angles: 'obtuse' });
  });

  it('keeps the digits of a needle-thin triangle that the textbook Heron formula loses (Kahan)', () => {
    // Legs 1 and 1, base a just short of 2: the height is √(1 − (a/2)²) = √(2δ − δ²) with δ = (2 − a)/2, exact in doubles.
    const a = 2 - 3e-13;
    const delta = (2 - a) / 2;
    const exact = (a / 2) * Math.sqrt(2 * delta - delta * delta);
    const s = (a + 2) / 2;
    const naive = Math.sqrt(s * (s - a) * (s - 1) * (s - 1));
    expect(Math.abs(triangleArea(a, 1, 1) / exact - 1)).toBeLessThan(1e-15);
    expect(Math.abs(naive / exact - 1)).toBeGreaterThan(1e-4);
  });

  it('rectangle, trapezoid (isosceles, or with its left leg) and regular polygon', () => {
    expect(m('rectangle', { l: 6, w: 4 })).toEqual({ area: 24, perimeter: 20, diagonal: Math.hypot(6, 4) });
    const iso = calc('trapezoid', { a: 8, b: 4, h: 3 }) as ShapeResult;
    expect(iso.isosceles).toBe(true);
    expect(iso.dims.c).toBeCloseTo(Math.sqrt(13), 14);
    expect(iso.dims.d).toBeCloseTo(Math.sqrt(13), 14);
    expect(iso.measures.find((x) => x.id === 'area')!.value).toBe(18);
    // A right trapezoid: leg c = h = 3 stands upright, so d = √((8 − 4)² + 3²) = 5.
    expect(m('trapezoid', { a: 8, b: 4, h: 3, c: 3 })).toMatchObject({ area: 18, perimeter: 20, legD: 5 });
    // Regular hexagon of side 4: A = 3√3 / 2 · 4² = 24√3.
    const hex = m('polygon', { n: 6, a: 4 });
    expect(hex.area).toBeCloseTo(24 * Math.sqrt(3), 12);
    expect([hex.perimeter, hex.interiorAngle]).toEqual([24, 120]);
    expect(hex.circumradius).toBeCloseTo(4, 12);
  });

  it('ellipse: Ramanujan’s second approximation, exact for a circle, within 1e-9 of the elliptic integral for a = 5, b = 3', () => {
    expect(ellipsePerimeter(2, 2)).toBeCloseTo(4 * Math.PI, 14);
    // 4 a E(e), e² = 1 − 9/25, computed apart by the arithmetic-geometric mean and by numerical integration: 25.526998863398…
    expect(ellipsePerimeter(5, 3)).toBeCloseTo(25.5269988633981, 8);
    expect(m('ellipse', { a: 3, b: 5 }).perimeter).toBe(ellipsePerimeter(5, 3));
  });
});

describe('solids', () => {
  it('sphere, cylinder, cone, square pyramid and cuboid', () => {
    expect(m('sphere', { r: 3 }).volume).toBeCloseTo(36 * Math.PI, 12);
    expect(m('sphere', { r: 3 }).surface).toBeCloseTo(36 * Math.PI, 12);
    expect(m('cylinder', { r: 2, h: 5 })).toEqual({ volume: 20 * Math.PI, surface: 28 * Math.PI, lateral: 20 * Math.PI, base: 4 * Math.PI });
    expect(m('cone', { r: 3, h: 4 })).toEqual({ volume: 12 * Math.PI, surface: 24 * Math.PI, lateral: 15 * Math.PI, base: 9 * Math.PI, slant: 5 });
    expect(m('pyramid', { a: 6, h: 4 })).toEqual({ volume: 48, surface: 96, lateral: 60, base: 36, slantFace: 5 });
    expect(m('cuboid', { l: 4, w: 3, h: 2 })).toEqual({ volume: 24, surface: 52, diagonal: Math.sqrt(29) });
  });
});

describe('units', () => {
  it('scales lengths by the ratio of the units, areas by its square and volumes by its cube', () => {
    const sq = m('rectangle', { l: 1, w: 1 }, 'm', 'cm');
    expect(sq.area).toBeCloseTo(10_000, 9);
    expect(sq.perimeter).toBeCloseTo(400, 12);
    expect(m('cuboid', { l: 1, w: 1, h: 1 }, 'ft', 'in').volume).toBeCloseTo(1728, 9);
    // 1 in³ = 16.387064 cm³ exactly (international inch).
    expect(m('cuboid', { l: 1, w: 1, h: 1 }, 'in', 'cm').volume).toBeCloseTo(16.387064, 12);
    expect(m('rectangle', { l: 1, w: 1 }, 'mi', 'km').area).toBeCloseTo(2.589988110336, 12);
  });
});

describe('bad input', () => {
  it('asks for each dimension the shape needs, above zero', () => {
    expect(calc('cylinder', { r: 2 })).toEqual({ kind: 'tool-error', code: 'required', params: { field: 'h' } });
    expect(calc('circle', { r: 0 })).toEqual({ kind: 'tool-error', code: 'positive', params: { field: 'r' } });
  });

  it('refuses sides that break the triangle inequality, naming the side and the sum', () => {
    expect(calc('triangle', { a: 10, b: 3, c: 4 })).toEqual({ kind: 'tool-error', code: 'triangleInequality', params: { field: 'a', x: 'a', y: 'b', z: 'c', sx: 10, sy: 3, sz: 4, sum: 7 } });
    expect(calc('triangle', { a: 1, b: 2, c: 3 })).toMatchObject({ code: 'triangleFlat', params: { field: 'c', sum: 3 } });
  });

  it('refuses a trapezoid leg shorter than its height, and sizes beyond numbers', () => {
    expect(calc('trapezoid', { a: 8, b: 4, h: 3, c: 2 })).toEqual({ kind: 'tool-error', code: 'legShort', params: { field: 'c', h: 3 } });
    expect(calc('cuboid', { l: 1e200, w: 1e200, h: 1e200 })).toMatchObject({ code: 'tooLarge' });
  });
});
