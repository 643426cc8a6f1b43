import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';

describe('markdown to html view', () => {
  it('shows the HTML as text and copies it', () => {
    const v = view({ html: '<p>x</p>\n', title: '' });
    const [block] = v.blocks as [TextBlock];
    expect(block.text).toBe('<p>x</p>\n');
    expect(block.mono).toBe(true);
    expect(writer('markdown-to-html', 'en')(block.label!)).toBe('HTML');
    expect(v.copy).toBe('<p>x</p>\n');
    expect(writer('markdown-to-html', 'es')(v.copyLabel!)).toBe('Copiar el HTML');
  });
});
