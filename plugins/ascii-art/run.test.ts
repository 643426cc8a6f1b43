import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { FONTS } from './manifest.ts';
import { MAX_CHARS, run, type AsciiArt } from './run.ts';

const options = (o: Partial<Options> = {}): Options => ({ font: 'Standard', width: 80, layout: 'default', ...o });
const draw = async (text: string, o: Partial<Options> = {}) => (await run({ text }, options(o))) as AsciiArt;
const widest = (art: string) => Math.max(...art.split('\n').map((l) => [...l].length));

describe('ascii-art', () => {
  it('draws "Hi" in Standard as FIGlet’s reference does', async () => {
    expect((await draw('Hi')).art).toBe(['  _   _ _ ', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|', '          '].join('\n'));
  });
  it('gives what the figlet program itself prints', async () => {
    const bin = join(process.cwd(), 'node_modules/figlet/bin/index.js');
    for (const font of ['Standard', 'Slant', 'Big'] as const) {
      const printed = execFileSync(process.execPath, [bin, '-f', font, 'Toolbench'], { encoding: 'utf8' });
      expect((await draw('Toolbench', { font })).art).toBe(printed.replace(/\n$/, ''));
    }
  });
  it('loads every font offered', async () => {
    for (const font of FONTS) expect(widest((await draw('Ab', { font })).art)).toBeGreaterThan(2);
  });
  it('wraps at the width, between words, and inside a word only when it alone is too wide', async () => {
    const art = (await draw('Hello world', { width: 40 })).art;
    expect(widest(art)).toBeLessThanOrEqual(40);
    expect(art).toBe([(await draw('Hello')).art, (await draw('world')).art].join('\n'));
    const long = (await draw('Supercalifragilistic', { width: 30 })).art;
    expect(widest(long)).toBeLessThanOrEqual(30);
    expect(long.split('\n').length).toBeGreaterThan(6);
  });
  it('spaces letters the font’s way, in full width or touching', async () => {
    const [smushed, full, fitted] = await Promise.all((['default', 'full', 'fitted'] as const).map(async (layout) => widest((await draw('Hi', { layout })).art)));
    expect(full).toBeGreaterThan(fitted!);
    expect(fitted).toBeGreaterThanOrEqual(smushed!);
  });
  it('names the characters the font lacks and draws the rest', async () => {
    const r = await draw('Café ✓ 日');
    expect(r.missing).toEqual(['✓', '日']);
    expect(r.outsideAscii).toBe(true);
    expect(r.art).toBe((await draw('Café  ')).art);
  });
  it('says when the font has none of the characters, and why for other scripts', async () => {
    expect(await run({ text: 'Привет' }, options())).toEqual(toolError('nothingInFontOutsideAscii', { field: 'text', font: 'Standard' }));
    expect(await run({ text: '  \n ' }, options())).toEqual(toolError('empty', { field: 'text' }));
    expect(await run({ text: 'x'.repeat(MAX_CHARS + 1) }, options())).toEqual(toolError('tooLong', { field: 'text', max: MAX_CHARS }));
  });
  it('draws a long word without spaces in a large font quickly', async () => {
    const started = performance.now();
    const art = (await draw('x'.repeat(200), { font: 'Banner', width: 80 })).art;
    expect(widest(art)).toBeLessThanOrEqual(80);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
