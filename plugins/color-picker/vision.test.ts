import { describe, expect, it } from 'vitest';
import { fromHex, toHex6 } from './color.ts';
import { MACHADO_2009, simulate, simulations, SIMULATIONS } from './vision.ts';

const sim = (hex: string, kind: (typeof SIMULATIONS)[number]) => toHex6(simulate(fromHex(hex)!, kind));

describe('colour vision simulation', () => {
  // Reference outputs: for pure red, green and blue (linear RGB (1,0,0), (0,1,0), (0,0,1)) the Machado 2009
  // matrix gives its first, second and third column; clamped to 0–1 and sRGB-encoded, worked separately in Python.
  it.each([
    ['protanopia', '#6D5F00', '#FFE500', '#0059FF'],
    ['deuteranopia', '#A39000', '#EFD63A', '#003DFB'],
    ['tritanopia', '#FF000F', '#00F7D9', '#006B96'],
    // Achromatopsia: Y = 0.2126, 0.7152, 0.0722 (Rec. 709), encoded: 127, 220, 76.
    ['achromatopsia', '#7F7F7F', '#DCDCDC', '#4C4C4C'],
  ] as const)('%s: red → %s, green → %s, blue → %s', (kind, red, green, blue) => {
    expect([sim('#FF0000', kind), sim('#00FF00', kind), sim('#0000FF', kind)]).toEqual([red, green, blue]);
  });

  it('uses the severity 1.0 matrices of Machado, Oliveira and Fernandes (2009), rows summing to 1', () => {
    expect(MACHADO_2009.protanopia[0]).toEqual([0.152286, 1.052583, -0.204868]);
    expect(MACHADO_2009.deuteranopia[1]).toEqual([0.280085, 0.672501, 0.047413]);
    expect(MACHADO_2009.tritanopia[2]).toEqual([0.004733, 0.691367, 0.3039]);
    for (const m of Object.values(MACHADO_2009)) for (const row of m) expect(row[0] + row[1] + row[2]).toBeCloseTo(1, 5);
  });

  it('leaves greys, black and white as they are', () => {
    for (const grey of ['#000000', '#777777', '#FFFFFF']) for (const kind of SIMULATIONS) expect(sim(grey, kind), `${grey} ${kind}`).toBe(grey);
  });

  it('lists all four simulations', () => {
    expect(simulations(fromHex('#FF0000')!)).toEqual({ protanopia: '#6D5F00', deuteranopia: '#A39000', tritanopia: '#FF000F', achromatopsia: '#7F7F7F' });
  });
});
