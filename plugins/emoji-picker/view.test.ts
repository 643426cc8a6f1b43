import { describe, expect, it } from 'vitest';
import { msg } from '@sdk/core';
import { view } from './view.ts';

describe('view', () => {
  it('says when nothing was found', () => {
    expect(view({ total: 0, first: [] })).toEqual({ blocks: [{ kind: 'note', text: msg('noResults') }] });
  });

  it('lists the first results and copies their emoji', () => {
    const v = view({ total: 1, first: [{ emoji: '😀', name: 'grinning face', codePoints: 'U+1F600', html: '&#x1F600;', shortcode: ':grinning:' }] });
    expect(v.copy).toBe('😀');
    expect(v.blocks[0]).toMatchObject({ kind: 'table', rows: [['😀', 'grinning face', 'U+1F600', '&#x1F600;', ':grinning:']] });
  });
});
