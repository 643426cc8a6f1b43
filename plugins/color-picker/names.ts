/** The CSS colour name of a colour, or the nearest one by OKLab distance (how different they look). */
import type { Rgb } from '@sdk/core';
import { toOklab } from '@sdk/core';
import { fromHex, toHex6 } from './color.ts';
import { NAMED_COLORS } from './namedColors.ts';

export interface ColorName {
  /** A CSS keyword: "dodgerblue". Where two spellings exist (gray, grey), the "gray" one. */
  readonly name: string;
  /** The colour is exactly this named colour. */
  readonly exact: boolean;
}

const LAB = Object.entries(NAMED_COLORS)
  .filter(([name]) => !name.includes('grey'))
  .map(([name, hex]) => ({ name, hex, lab: toOklab(fromHex(hex)!) }));

export function nearestName(color: Rgb): ColorName {
  const hex = toHex6(color);
  const lab = toOklab(color);
  let best = LAB[0]!;
  let bestDistance = Infinity;
  for (const entry of LAB) {
    if (entry.hex === hex) return { name: entry.name, exact: true };
    const d = (entry.lab[0] - lab[0]) ** 2 + (entry.lab[1] - lab[1]) ** 2 + (entry.lab[2] - lab[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = entry;
    }
  }
  return { name: best.name, exact: false };
}
