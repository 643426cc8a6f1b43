import { describe, expect, it } from 'vitest';
import { nextThemeChoice, type ThemeChoice } from './theme.ts';

const cycle = (deviceDark: boolean) => {
  const seen: ThemeChoice[] = ['system'];
  for (let i = 0; i < 3; i++) seen.push(nextThemeChoice(seen.at(-1)!, deviceDark));
  return seen;
};

describe('the theme button', () => {
  it('first switches to the theme the device does not show, on a light device and on a dark one', () => {
    expect(cycle(false)).toEqual(['system', 'dark', 'light', 'system']);
    expect(cycle(true)).toEqual(['system', 'light', 'dark', 'system']);
  });
});
