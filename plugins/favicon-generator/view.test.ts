import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';
import { zipSync } from 'fflate';
import { PNG_ICONS, type Result } from './run.ts';

const files: Record<string, Uint8Array> = { 'favicon.ico': new Uint8Array(1500), 'favicon.svg': new Uint8Array(3), 'site.webmanifest': new Uint8Array(3) };
for (const i of PNG_ICONS) files[i.name] = new Uint8Array(i.size);
const result: Result = {
  icons: PNG_ICONS,
  svg: false,
  manifest: '{}\n',
  html: '<link rel="icon" href="/favicon.ico">',
  zip: zipSync(files),
  small: { width: 64, height: 32 },
};

describe('favicon-generator view', () => {
  it('offers the tags and manifest to copy, then every file with its size, named for the page’s ZIP', () => {
    const v = view(result);
    const fr = writer('favicon-generator', 'fr');
    expect(v.blocks.map((b) => (b.kind === 'file' ? b.name : b.kind))).toEqual(['note', 'list', 'favicon.ico', ...PNG_ICONS.map((i) => i.name), 'site.webmanifest']);
    expect(v.filename).toBe('favicons');
    const note = v.blocks[0]!;
    expect(note.kind === 'note' && fr(note.text)).toBe('Votre image ne fait que 64 × 32 pixels\u202f: les grandes icônes en sont agrandies et peuvent paraître floues. Utilisez au moins 512 × 512 pixels, ou un SVG.');
    const maskable = v.blocks.find((b) => b.kind === 'file' && b.name === 'icon-maskable-512.png')!;
    if (maskable.kind !== 'file') throw new Error('file');
    expect([maskable.width, maskable.height]).toEqual([192, 192]);
    expect(fr(maskable.label!)).toBe('Icône adaptative d’application web');
    expect(fr(maskable.caption!).replace(/\u00a0/g, ' ')).toBe('512 × 512 px · 512 octets');
    const ico = v.blocks[2]!;
    expect(ico.kind === 'file' && fr(ico.caption!)).toBe('16, 32 et 48 px · 1,5\u202fko');
    expect(v.copy).toBe(result.html);
  });
  it('adds favicon.svg when the source was an SVG, and no warning', () => {
    const v = view({ ...result, svg: true, small: null });
    expect(v.blocks.map((b) => (b.kind === 'file' ? b.name : b.kind)).slice(0, 3)).toEqual(['list', 'favicon.ico', 'favicon.svg']);
  });
});
