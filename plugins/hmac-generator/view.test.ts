import { describe, expect, it } from 'vitest';
import { view } from './view.ts';
import type { Options } from './manifest.ts';

const OPTS: Options = { algorithm: 'sha256', keyFormat: 'text', output: 'hex' };

describe('view', () => {
  it('shows the MAC with its algorithm and copies it', () => {
    const v = view({ mac: 'abcd', bits: 256, match: null }, { options: OPTS });
    expect(v.copy).toBe('abcd');
    expect(v.blocks).toHaveLength(1);
  });
  it('says a match and a mismatch in words, with the lengths when they differ', () => {
    expect(view({ mac: 'ab', bits: 256, match: true }, { options: OPTS }).blocks[1]).toEqual({ kind: 'note', tone: 'info', text: { t: 'verify.match' } });
    expect(view({ mac: 'ab', bits: 256, match: false }, { options: OPTS }).blocks[1]).toMatchObject({ tone: 'warning', text: { t: 'verify.noMatch' } });
    expect(view({ mac: 'ab', bits: 256, match: false, expectedBytes: 20 }, { options: OPTS }).blocks[1]).toMatchObject({ text: { t: 'verify.noMatchLength', params: { given: { num: 20 }, bytes: { num: 32 } } } });
  });
});
