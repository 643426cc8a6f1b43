import { describe, expect, it } from 'vitest';
import { forEachListItem, shownExcerpt } from './text.ts';

describe('forEachListItem', () => {
  it('visits the values between whitespace and commas, and stops when asked', () => {
    const items = (text: string, stopAt?: string) => {
      const out: string[] = [];
      forEachListItem(text, (s, e) => {
        out.push(text.slice(s, e));
        return text.slice(s, e) !== stopAt;
      });
      return out;
    };
    expect(items(' 48 65,6C\n\t,, 6F ')).toEqual(['48', '65', '6C', '6F']);
    expect(items('a b c', 'b')).toEqual(['a', 'b']);
    expect(items(' , ')).toEqual([]);
  });
});

describe('shownExcerpt', () => {
  it('cuts after whole characters, never inside a surrogate pair', () => {
    expect(shownExcerpt('abc', 3)).toBe('abc');
    expect(shownExcerpt('abcd', 3)).toBe('abc…');
    expect(shownExcerpt('😀😀😀😀', 2)).toBe('😀😀…');
  });
});
