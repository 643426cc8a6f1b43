import { describe, expect, it } from 'vitest';
import { fromHex } from './color.ts';
import { NAMED_COLORS } from './namedColors.ts';
import { nearestName } from './names.ts';

describe('CSS colour names', () => {
  it('has the 148 names of CSS Color 4 (with both gray and grey)', () => {
    expect(Object.keys(NAMED_COLORS)).toHaveLength(148);
    expect(NAMED_COLORS.rebeccapurple).toBe('#663399');
    expect(NAMED_COLORS.gray).toBe(NAMED_COLORS.grey);
  });

  it('names exact colours and the nearest one otherwise', () => {
    expect(nearestName(fromHex('#1E90FF')!)).toEqual({ name: 'dodgerblue', exact: true });
    expect(nearestName(fromHex('#808080')!)).toEqual({ name: 'gray', exact: true });
    expect(nearestName(fromHex('#FE0000')!)).toEqual({ name: 'red', exact: false });
    expect(nearestName(fromHex('#777777')!)).toEqual({ name: 'gray', exact: false });
    expect(nearestName(fromHex('#00FFFF')!)).toEqual({ name: 'aqua', exact: true });
  });
});
