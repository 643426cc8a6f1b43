import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';

export const SHAPES = ['circle', 'triangle', 'rectangle', 'trapezoid', 'ellipse', 'polygon', 'sphere', 'cylinder', 'cone', 'pyramid', 'cuboid'] as const;
export type Shape = (typeof SHAPES)[number];
export const UNITS = ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'] as const;
export type LengthUnit = (typeof UNITS)[number];

const length = { kind: 'number', min: 0, optional: true, perTab: true } as const;

/**
 * Area and perimeter of the common plane shapes, volume and surface of the common solids, each drawn
 * with its dimensions named by letters (the drawing holds no number, so it reads the same in every
 * language; the values are listed beside it). Lengths are typed in one unit and the results given in
 * another, areas squared and volumes cubed. Each tab keeps its own dimensions.
 */
export const manifest = defineTool({
  related: ['unit-converter', 'scientific-calculator', 'aspect-ratio-calculator', 'ratio-calculator'],
  fields: {
    r: { ...length, tabs: ['circle', 'sphere', 'cylinder', 'cone'], default: { circle: 5, sphere: 5, cylinder: 3, cone: 3 } },
    a: { ...length, tabs: ['triangle', 'trapezoid', 'ellipse', 'polygon', 'pyramid'], default: { triangle: 3, trapezoid: 8, ellipse: 5, polygon: 4, pyramid: 6 } },
    b: { ...length, tabs: ['triangle', 'trapezoid', 'ellipse'], default: { triangle: 4, trapezoid: 4, ellipse: 3 } },
    c: { ...length, tabs: ['triangle', 'trapezoid'], default: { triangle: 5, trapezoid: '' } },
    l: { ...length, tabs: ['rectangle', 'cuboid'], default: { rectangle: 6, cuboid: 4 } },
    w: { ...length, tabs: ['rectangle', 'cuboid'], default: { rectangle: 4, cuboid: 3 } },
    h: { ...length, tabs: ['trapezoid', 'cylinder', 'cone', 'pyramid', 'cuboid'], default: { trapezoid: 3, cylinder: 10, cone: 4, pyramid: 4, cuboid: 2 } },
    n: { kind: 'integer', min: 3, max: 1000, tabs: ['polygon'], default: 6 },
  },
  options: {
    shape: { type: 'string', enum: SHAPES, default: 'circle' },
    unit: { type: 'string', enum: UNITS, default: 'cm' },
    resultUnit: { type: 'string', enum: ['same', ...UNITS], default: 'same' },
  },
  ui: { shape: 'tabs', unit: 'select', resultUnit: 'select' },
  examples: [
    {
      name: "circle",
      input: {"r": 5},
      options: {"shape": "circle", "unit": "cm", "resultUnit": "same"},
      output: {"shape": "circle", "unit": "cm", "resultUnit": "cm", "dims": {"r": 5}, "derived": [], "measures": [{"id": "area", "kind": "area", "value": 78.53981633974483}, {"id": "circumference", "kind": "length", "value": 31.41592653589793}, {"id": "diameter", "kind": "length", "value": 10}]},
    },
    {
      name: "triangle",
      input: {"a": 3, "b": 4, "c": 5},
      options: {"shape": "triangle", "unit": "cm", "resultUnit": "same"},
      output: {"shape": "triangle", "unit": "cm", "resultUnit": "cm", "dims": {"a": 3, "b": 4, "c": 5}, "derived": [], "measures": [{"id": "area", "kind": "area", "value": 6}, {"id": "perimeter", "kind": "length", "value": 12}, {"id": "angleA", "kind": "angle", "value": 36.86989764584401}, {"id": "angleB", "kind": "angle", "value": 53.13010235415598}, {"id": "angleC", "kind": "angle", "value": 90}, {"id": "heightA", "kind": "length", "value": 4}, {"id": "inradius", "kind": "length", "value": 1}, {"id": "circumradius", "kind": "length", "value": 2.5}], "triangle": {"sides": "scalene", "angles": "right"}},
    },
    {
      name: "trapezoid",
      input: {"a": 8, "b": 4, "h": 3},
      options: {"shape": "trapezoid", "unit": "m", "resultUnit": "same"},
      output: {"shape": "trapezoid", "unit": "m", "resultUnit": "m", "dims": {"a": 8, "b": 4, "h": 3, "c": 3.6055512754639896, "d": 3.6055512754639896}, "derived": ["c", "d"], "measures": [{"id": "area", "kind": "area", "value": 18}, {"id": "perimeter", "kind": "length", "value": 19.21110255092798}, {"id": "legD", "kind": "length", "value": 3.6055512754639896}], "isosceles": true},
    },
    {
      name: "ellipse",
      input: {"a": 5, "b": 3},
      options: {"shape": "ellipse", "unit": "cm", "resultUnit": "same"},
      output: {"shape": "ellipse", "unit": "cm", "resultUnit": "cm", "dims": {"a": 5, "b": 3}, "derived": [], "measures": [{"id": "area", "kind": "area", "value": 47.12388980384689}, {"id": "perimeter", "kind": "length", "value": 25.526998862788762}]},
    },
    {
      name: "hexagon",
      input: {"n": 6, "a": 4},
      options: {"shape": "polygon", "unit": "cm", "resultUnit": "same"},
      output: {"shape": "polygon", "unit": "cm", "resultUnit": "cm", "dims": {"n": 6, "a": 4}, "derived": [], "measures": [{"id": "area", "kind": "area", "value": 41.569219381653056}, {"id": "perimeter", "kind": "length", "value": 24}, {"id": "apothem", "kind": "length", "value": 3.464101615137755}, {"id": "circumradius", "kind": "length", "value": 4.000000000000001}, {"id": "interiorAngle", "kind": "angle", "value": 120}]},
    },
    {
      name: "cylinder",
      input: {"r": 1.3, "h": 4.8},
      options: {"shape": "cylinder", "unit": "in", "resultUnit": "cm"},
      output: {"shape": "cylinder", "unit": "in", "resultUnit": "cm", "dims": {"r": 1.3, "h": 4.8}, "derived": [], "measures": [{"id": "volume", "kind": "volume", "value": 417.61776475659235}, {"id": "surface", "kind": "area", "value": 321.45522473945255}, {"id": "lateral", "kind": "area", "value": 252.94837356547086}, {"id": "base", "kind": "area", "value": 34.25342558699085}]},
    },
    {
      name: "pyramid",
      input: {"a": 230.33, "h": 146.6},
      options: {"shape": "pyramid", "unit": "m", "resultUnit": "same"},
      output: {"shape": "pyramid", "unit": "m", "resultUnit": "m", "dims": {"a": 230.33, "h": 146.6, "s": 186.42568821114756}, "derived": ["s"], "measures": [{"id": "volume", "kind": "volume", "value": 2592469.9482466667}, {"id": "surface", "kind": "area", "value": 138930.76643134723}, {"id": "lateral", "kind": "area", "value": 85878.85753134724}, {"id": "base", "kind": "area", "value": 53051.9089}, {"id": "slantFace", "kind": "length", "value": 186.42568821114756}]},
    },
    {
      // 6 is longer than 2 + 3: said at the side that is too long, with the numbers.
      name: 'flat',
      input: { a: 2, b: 3, c: 6 },
      options: { shape: 'triangle', unit: 'cm', resultUnit: 'same' },
      output: toolError('triangleInequality', { field: 'c', x: 'c', y: 'a', z: 'b', sx: 6, sy: 2, sz: 3, sum: 5 }),
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
