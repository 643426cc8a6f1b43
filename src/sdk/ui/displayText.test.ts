import { describe, expect, it } from 'vitest';
import { formatRelative } from './displayText.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25, 12);

describe('relative times', () => {
  it('use the largest unit that fits', () => {
    expect(formatRelative(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelative(now + 273 * DAY, now, 'en')).toBe('in 9 months');
  });

  it('count days when asked, as a certificate expiry reads', () => {
    expect(formatRelative(now + 273 * DAY, now, 'en', 'day')).toBe('in 273 days');
    expect(formatRelative(now - 40 * DAY, now, 'de', 'day')).toBe('vor 40 Tagen');
    expect(formatRelative(now + 2 * DAY, now, 'fr', 'day')).toBe('après-demain');
  });
});
