import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { THEME_BOOT_HASH, THEME_BOOT_SCRIPT } from './boot.ts';

describe('theme boot script', () => {
  it('is allowed by the hash the Content-Security-Policy carries', () => {
    expect(THEME_BOOT_HASH).toBe(`sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}`);
  });

  it('applies only a known theme and survives a storage that throws', () => {
    const run = (stored: string | null, throws = false) => {
      const html = { dataset: {} as Record<string, string> };
      const storage = { getItem: () => { if (throws) throw new Error('denied'); return stored; } };
      new Function('localStorage', 'document', THEME_BOOT_SCRIPT)(storage, { documentElement: html });
      return html.dataset.theme;
    };
    expect(run('dark')).toBe('dark');
    expect(run('light')).toBe('light');
    expect(run('purple')).toBeUndefined();
    expect(run(null)).toBeUndefined();
    expect(run('dark', true)).toBeUndefined();
  });
});
