import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('protect-pdf', () => {
  it('reverses characters as a reader sees them (an emoji with a skin tone stays whole)', () => {
    expect(run({ text: 'ab👍🏽' }, { reverseLines: false })).toBe('👍🏽ba');
  });
  it('asks for text when there is none', () => {
    expect(run({ text: '' }, { reverseLines: false })).toEqual({ kind: 'tool-error', code: 'empty' });
  });
});
