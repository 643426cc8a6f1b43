/**
 * How a colour looks with a colour vision deficiency.
 *
 * Protanopia, deuteranopia, tritanopia: G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A
 * Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE Transactions on
 * Visualization and Computer Graphics 15(6), 2009, pp. 1291–1298: the matrices for severity 1.0 from the
 * authors' published table, applied to linear RGB (sRGB decoded), the result clamped to 0–1 and encoded
 * again (as DaltonLens and Colour Science for Python apply them).
 * Achromatopsia (no cone vision): the relative luminance with the ITU-R BT.709 coefficients
 * 0.2126, 0.7152, 0.0722, shown as the grey of that luminance.
 */
import { toLinear, type Rgb } from '@sdk/core';
import { fromLinear, quantize, toHex6 } from './color.ts';

export const SIMULATIONS = ['protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;
export type Simulation = (typeof SIMULATIONS)[number];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

export const MACHADO_2009: Readonly<Record<Exclude<Simulation, 'achromatopsia'>, Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

export const REC709 = [0.2126, 0.7152, 0.0722] as const;

/** The colour as seen with the deficiency, rounded to 8 bits. */
export function simulate(color: Rgb, kind: Simulation): Rgb {
  const lin = [toLinear(color.r), toLinear(color.g), toLinear(color.b)] as const;
  if (kind === 'achromatopsia') {
    const y = fromLinear(REC709[0] * lin[0] + REC709[1] * lin[1] + REC709[2] * lin[2]);
    return quantize({ r: y, g: y, b: y, a: 1 });
  }
  const [r, g, b] = MACHADO_2009[kind].map((row) => fromLinear(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]));
  return quantize({ r: r!, g: g!, b: b!, a: 1 });
}

export function simulations(color: Rgb): Record<Simulation, string> {
  return Object.fromEntries(SIMULATIONS.map((k) => [k, toHex6(simulate(color, k))])) as Record<Simulation, string>;
}
