import { describe, expect, it } from 'vitest';
import { freeIcon, usedIcons } from './icons.ts';

describe('freeIcon', () => {
  it('takes the initials when no tool has them', () => {
    expect(freeIcon('text-reverser', new Set())).toBe('TR');
    expect(freeIcon('dice-roller', new Set(['DR']))).toBe('Di');
  });

  it('tries the first letter with each later one, then a number, and never returns a used icon', () => {
    expect(freeIcon('ab', new Set(['A', 'AB', 'Ab']))).toBe('A1');
    const used = new Set(['TR', 'Te', 'Tx', 'Tt']);
    expect(used.has(freeIcon('text-reverser', used))).toBe(false);
  });

  it('gives a new tool an icon none of the tools in plugins/ has, within the four characters a card shows', () => {
    const used = usedIcons();
    expect(used.size).toBeGreaterThan(50);
    for (const id of ['json-formatter', 'word-counter', 'x', 'unit-converter-pro']) {
      const icon = freeIcon(id, used);
      expect(used.has(icon), `${id}: ${icon}`).toBe(false);
      expect(icon.length).toBeGreaterThanOrEqual(1);
      expect(icon.length).toBeLessThanOrEqual(4);
    }
  });
});
