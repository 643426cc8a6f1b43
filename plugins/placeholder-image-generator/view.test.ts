import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, isToolError, type ImageBlock, type ValuesBlock } from '@sdk/core';
import { blockText, copyText } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import { manifest, PRESETS, type Options } from './manifest.ts';
import { run, type PlaceholderImage } from './run.ts';
import { view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;

function image(options: Partial<Options> = {}): PlaceholderImage {
  const r = run({}, { ...DEFAULTS, ...options });
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

const blocks = (options: Partial<Options> = {}) => {
  const v = view(image(options));
  return { v, picture: v.blocks[0] as ImageBlock, details: v.blocks[1] as ValuesBlock };
};

const en = writer('placeholder-image-generator', 'en');
const de = writer('placeholder-image-generator', 'de');
const fr = writer('placeholder-image-generator', 'fr');

describe('the image block', () => {
  it('is the SVG run() drew, at its size, named after it', () => {
    const { picture } = blocks({ width: 320, height: 180 });
    expect(picture).toMatchObject({ kind: 'image', width: 320, height: 180, filename: 'placeholder-320x180', svg: image({ width: 320, height: 180 }).svg });
  });

  it('offers the chosen raster format first, then SVG, with the JPG quality as a share', () => {
    expect(blocks().picture).toMatchObject({ formats: ['png', 'svg'], quality: 0.9 });
    expect(blocks({ format: 'jpeg', quality: 75 }).picture).toMatchObject({ formats: ['jpg', 'svg'], quality: 0.75 });
  });

  it('describes the image in the page’s language, sizes without grouping', () => {
    expect(en(blocks({ width: 1920, height: 1080 }).picture.alt)).toBe('Placeholder image of 1920 × 1080 pixels with the text “1920 × 1080”');
    expect(de(blocks({ width: 1200, height: 630, text: 'Hallo' }).picture.alt)).toBe('Platzhalterbild mit 1200 × 630 Pixeln und dem Text „Hallo“');
  });
});

describe('the details', () => {
  it('gives size, format and the colours in use as hex codes to copy', () => {
    const { details } = blocks();
    expect(details.items.map((i) => [en(i.label), en(i.value)])).toEqual([
      ['Size', '600 × 400 px'],
      ['Format', 'PNG'],
      ['Background colour', '#cccccc'],
      ['Text colour', '#555555'],
    ]);
    expect(details.items.map((i) => i.copy)).toEqual([false, false, true, true]);
  });

  it('lists the border and grid colours only when there is a border or a grid', () => {
    const { details } = blocks({ borderWidth: 2, gridSize: 10, background: '#ABCDEF', format: 'jpeg' });
    expect(details.items.map((i) => [fr(i.label), fr(i.value)])).toEqual([
      ['Taille', '600 × 400 px'],
      ['Format', 'JPG'],
      ['Couleur de fond', '#abcdef'],
      ['Couleur du texte', '#555555'],
      ['Couleur de la bordure', '#888888'],
      ['Couleur de la grille', '#b3b3b3'],
    ]);
  });

  it('copies the details as lines under its own label', () => {
    const { v } = blocks();
    const ctx = displayContext('placeholder-image-generator', 'en');
    expect(en(v.copyLabel!)).toBe('Copy details');
    expect(copyText(v, ctx)).toBe(blockText(v.blocks[1]!, ctx));
    expect(copyText(v, ctx)).toBe('Size: 600 × 400 px\nFormat: PNG\nBackground colour: #cccccc\nText colour: #555555');
  });
});

describe('actions', () => {
  const act = (name: string, options: Options = DEFAULTS) => manifest.actions![name]!({ input: {}, options });

  it('Random colours changes only the colours, always with readable text', () => {
    for (let i = 0; i < 200; i++) {
      const next = { ...DEFAULTS, width: 321, text: 'Hi', ...act('randomColors', { ...DEFAULTS, width: 321, text: 'Hi' }).options } as Options;
      expect(next).toMatchObject({ width: 321, text: 'Hi', fontSize: 0, format: 'png' });
      expect(contrastRatio(hexToRgb(next.textColor)!, hexToRgb(next.background)!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('Reset brings back every default', () => {
    expect(act('reset', { ...DEFAULTS, width: 1, background: '#000000', format: 'jpeg' }).options).toEqual(DEFAULTS);
  });

  it('each common size sets width and height only, and names its size', () => {
    for (const [name, size] of Object.entries(PRESETS)) {
      expect(act(name).options).toEqual(size);
      expect(en({ t: `actions.${name}` })).toContain(`${size.width}\u00a0×\u00a0${size.height}`);
    }
  });
});
