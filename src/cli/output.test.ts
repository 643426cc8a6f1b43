import { describe, expect, it } from 'vitest';
import { msg, num, type ResultView } from '@sdk/core/result.ts';
import type { DisplayContext } from '@sdk/ui/displayText.ts';
import { resultText, resultView, withNewline } from './output.ts';

const ctx: DisplayContext = { lang: 'en', t: (key, params) => (key === 'common:tool.valueLine' ? `${params.label}: ${params.value}` : `[${key}]`) };

describe('resultText', () => {
  it('is what the page’s Copy button copies', () => {
    const view: ResultView = { blocks: [{ kind: 'values', items: [{ label: msg('area'), value: num(1234.5) }] }, { kind: 'note', text: 'n' }] };
    expect(resultText(view, ctx)).toBe('[area]: 1,234.5');
    expect(resultText(resultView('plain text', undefined, {}, {}), ctx)).toBe('plain text');
    expect(resultText(resultView({ a: 1 }, undefined, {}, {}), ctx)).toBe('{\n  "a": 1\n}');
  });

  it('is the image’s SVG when the page offers no Copy, else every block as text', () => {
    const image: ResultView = { blocks: [{ kind: 'image', svg: '<svg/>', width: 1, height: 1, alt: 'a', formats: ['svg'] }] };
    expect(resultText(image, ctx)).toBe('<svg/>');
    const meter: ResultView = { blocks: [{ kind: 'meter', label: 'Strength', value: 3, min: 0, max: 4, text: 'Strong' }, { kind: 'note', text: 'A note' }] };
    expect(resultText(meter, ctx)).toBe('Strength: Strong\n\nA note');
  });
});

describe('withNewline', () => {
  it('ends text with one newline', () => {
    expect(withNewline('a')).toBe('a\n');
    expect(withNewline('a\n')).toBe('a\n');
    expect(withNewline('')).toBe('');
  });
});
