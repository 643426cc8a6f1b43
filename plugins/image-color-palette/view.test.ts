import { describe, expect, it } from 'vitest';
import type { ImageBlock, TableBlock, TextBlock, NoteBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import type { PaletteResult } from './run.ts';
import { level, paletteSvg, view } from './view.ts';

const OPTIONS: Options = { count: 3, exportFormat: 'css', notation: 'hex' };
const RESULT: PaletteResult = {
  width: 10,
  height: 10,
  transparent: 12.5,
  colors: [
    { hex: '#1E90FF', rgb: [30, 144, 255], hsl: [210, 100, 56], share: 66.7, contrastWhite: 3.26, contrastBlack: 6.43, text: 'black' },
    { hex: '#000080', rgb: [0, 0, 128], hsl: [240, 100, 25], share: 33.3, contrastWhite: 16, contrastBlack: 1.31, text: 'white' },
  ],
};

describe('image-color-palette view', () => {
  it('draws the palette with SVG attributes only (no style=), a share bar exactly as wide as the image', () => {
    const { svg, width } = paletteSvg(RESULT.colors);
    expect(svg).not.toMatch(/style=/);
    expect(svg).toContain('<rect x="0" y="0" width="320.16" height="28" fill="#1E90FF"/>');
    expect(svg).toContain(`<rect x="320.16" y="0" width="${width - 320.16}" height="28" fill="#000080"/>`);
    expect(svg).toContain('fill="#FFFFFF" font-family="ui-monospace, monospace" font-size="15" text-anchor="middle">#000080</text>');
  });
  it('writes shares, ratios and the text colour in the page\'s language', () => {
    const table = view(RESULT, { options: OPTIONS }).blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(table.rows.map((r) => r.map(writer('image-color-palette', 'de')))).toEqual([
      ['#1E90FF', '66,7\u00a0%', 'rgb(30, 144, 255)', 'hsl(210, 100%, 56%)', '3,26:1', '6,43:1', 'Schwarz (AA)'],
      ['#000080', '33,3\u00a0%', 'rgb(0, 0, 128)', 'hsl(240, 100%, 25%)', '16,00:1', '1,31:1', 'Weiß (AAA)'],
    ]);
  });
  it('says when the image has fewer colours than asked and how much was transparent', () => {
    const en = writer('image-color-palette', 'en');
    const notes = view(RESULT, { options: OPTIONS }).blocks.filter((b) => b.kind === 'note').map((b) => en((b as NoteBlock).text));
    expect(notes).toEqual(['The image has only 2 distinct colours.', '12.5% of the image is transparent and was left out.']);
    const one = view({ ...RESULT, transparent: 0, colors: [RESULT.colors[0]!] }, { options: OPTIONS }).blocks.filter((b) => b.kind === 'note');
    expect(one.map((b) => writer('image-color-palette', 'es')((b as NoteBlock).text))).toEqual(['La imagen solo tiene 1 color.']);
  });
  it('copies the export in the chosen format and notation', () => {
    const shown = view(RESULT, { options: { ...OPTIONS, exportFormat: 'scss', notation: 'rgb' } });
    expect(shown.copy).toBe('$color-palette-1: rgb(30, 144, 255);\n$color-palette-2: rgb(0, 0, 128);\n');
    expect((shown.blocks.at(-1) as TextBlock).text).toBe(shown.copy);
    expect((shown.blocks[0] as ImageBlock).formats).toEqual(['svg', 'png']);
  });
  it('names the WCAG level for normal text, large text only, or none', () => {
    expect([7, 6.99, 4.5, 4.49, 3, 2.99].map(level)).toEqual(['aaa', 'aa', 'aa', 'aaLarge', 'aaLarge', 'fail']);
  });
});
