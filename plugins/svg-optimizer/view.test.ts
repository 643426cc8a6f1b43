import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, optionDefaults, type ImageBlock, type NoteBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { copyText } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import { run } from './run.ts';
import { previewSize, view } from './view.ts';

const DEFAULTS = optionDefaults(manifest.options) as Options;
const en = writer('svg-optimizer', 'en');
const fr = writer('svg-optimizer', 'fr');

async function show(text: string) {
  const result = await run({ text }, DEFAULTS);
  if (isToolError(result)) throw new Error(result.code);
  return { result, view: asResultView(view(result, { input: { text } })) };
}
const icon = manifest.examples[0]!.input.text as string;

describe('view', () => {
  it('shows the sizes, the SVG to copy, and both previews', async () => {
    const { result, view: v } = await show(icon);
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'values', 'text', 'image', 'image']);
    const [sizes, gzip, text, after, before] = v.blocks as [ValuesBlock, ValuesBlock, TextBlock, ImageBlock, ImageBlock];
    expect(sizes.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Original size: 536 bytes', 'Minified size: 206 bytes', 'Saved: 61.6% smaller']);
    expect(gzip.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Original, gzipped: 325 bytes', 'Optimised, gzipped: 171 bytes', 'Saved: 47.4% smaller']);
    expect(fr(gzip.items[1]!.value)).toBe('171\u00a0octets');
    expect(text.text).toBe(result.svg);
    expect(copyText(v, displayContext('svg-optimizer', 'en'))).toBe(result.svg);
    expect(after.svg).toBe(result.svg);
    expect(before.svg).toBe(icon);
    expect([after.width, after.height]).toEqual([24, 24]);
    expect(en(after.caption!)).toBe('Optimised: 24 × 24');
    expect(after.formats).toEqual(['svg', 'png']);
    expect(before.formats).toEqual([]);
    expect(after.filename).toBe('optimized');
  });

  it('warns of scripts, which never run in the preview', async () => {
    const { view: v } = await show('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect onclick="alert(1)" width="5" height="5"/></svg>');
    const note = v.blocks.find((b) => b.kind === 'note') as NoteBlock;
    expect(note.tone).toBe('warning');
    expect(en(note.text)).toContain('scripts or event handlers');
  });

  it('draws the preview at the drawing’s size in whole pixels', () => {
    expect(previewSize(24, 24)).toEqual({ width: 24, height: 24 });
    expect(previewSize(100.4, 50.6)).toEqual({ width: 100, height: 51 });
    expect(previewSize(0.2, 0.2)).toEqual({ width: 1, height: 1 });
  });
});
