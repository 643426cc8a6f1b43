import { describe, expect, it } from 'vitest';
import { isToolError, type NoteBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import { run, type BarcodeResult } from './run.ts';
import { FORMATS } from './symbologies.ts';
import { altText, checkNote, view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;

function barcode(content: string, options: Partial<Options> = {}): BarcodeResult {
  const result = run({ content }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return result;
}

const en = writer('barcode-generator', 'en');
const de = writer('barcode-generator', 'de');
const fr = writer('barcode-generator', 'fr');

describe('texts about the barcode', () => {
  it('names the image by its type and the text under the bars', () => {
    expect(en(altText(barcode('400638133393', { format: 'ean13' })))).toBe('EAN-13 barcode: 4006381333931');
    expect(de(altText(barcode('03600029145', { format: 'upca' })))).toBe('UPC-A-Barcode: 036000291452');
    expect(en(altText(barcode('price 5$', { format: 'code39' })))).toBe('Code 39 barcode: PRICE 5$');
  });

  it('says whether the check digit was added or verified, for the types that have one', () => {
    expect(en(checkNote(barcode('400638133393', { format: 'ean13' }))!)).toBe('check digit 1 added');
    expect(en(checkNote(barcode('4006381333931', { format: 'ean13' }))!)).toBe('check digit 1 verified');
    expect(de(checkNote(barcode('1540014128876', { format: 'itf14' }))!)).toBe('Prüfziffer 3 ergänzt');
    expect(checkNote(barcode('SHIP-1'))).toBeUndefined();
  });

  it('warns about colours in words, with the ratio in the page’s language', () => {
    const notes = (options: Partial<Options>) => view(barcode('x', options)).blocks as NoteBlock[];
    expect(notes({})).toEqual([]);
    const low = notes({ foreground: '#cccccc' });
    expect(low).toHaveLength(1);
    expect(low[0]!.tone).toBe('warning');
    expect(en(low[0]!.text)).toBe(
      'Low contrast (1.61:1): scanners may not tell the bars from the background. Choose darker bars or a lighter background (at least 4:1).',
    );
    expect(fr(low[0]!.text)).toContain('1,61');
    expect(en(notes({ foreground: '#ffffff', background: '#000000' })[0]!.text)).toMatch(/^The bars are lighter than the background/);
  });
});

describe('texts per type', () => {
  it('has a hint and a placeholder for the content of every type', () => {
    for (const format of FORMATS) {
      expect(en({ t: `fields.content.hints.${format}` }), format).not.toBe(`fields.content.hints.${format}`);
      expect(en({ t: `fields.content.placeholders.${format}` }), format).not.toBe(`fields.content.placeholders.${format}`);
    }
  });

  it('takes every placeholder as valid content for its type', () => {
    for (const format of FORMATS) expect(isToolError(run({ content: en({ t: `fields.content.placeholders.${format}` }) }, { ...DEFAULTS, format })), format).toBe(false);
  });
});
