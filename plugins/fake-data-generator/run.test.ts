import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('fake-data-generator', () => {
  it('rolls every side, and only those', () => {
    const { rolls, total } = run({}, { sides: 6, count: 20 });
    expect(rolls).toHaveLength(20);
    for (const r of rolls) expect(r >= 1 && r <= 6).toBe(true);
    expect(total).toBe(rolls.reduce((a, b) => a + b, 0));
  });
});
