import { decodeImage, encodeImage, graphemes, isToolError, sniffImageType, toolError, utf8Bytes, type Raster, type ToolError } from '@sdk/core';
import { writeIco } from './ico.ts';
import { centre, halve, ladder, safeShare, tile, trim, type Shape } from './pixels.ts';
import type { Input, Options } from './manifest.ts';

/** One icon: its name in the ZIP, its size in pixels, and what it is for. */
export interface Icon {
  readonly name: string;
  readonly size: number;
  readonly purpose: 'favicon' | 'apple' | 'any' | 'maskable';
}

/**
 * Every file, held in one compressed ZIP (the view reads each file back from it): each exists once, a
 * flat-coloured icon takes a few bytes instead of kilobytes, and a preview shows exactly the file saved.
 */
export interface Result {
  /** Every file: favicon.ico, favicon.svg for an SVG source, the PNG icons and site.webmanifest. */
  readonly zip: Uint8Array;
  /** The PNG icons, smallest first. */
  readonly icons: readonly Icon[];
  /** Whether favicon.svg is in the ZIP (the source was an SVG: browsers that read SVG icons use it at every size). */
  readonly svg: boolean;
  readonly manifest: string;
  readonly html: string;
  /** The source image's size when it is smaller than the largest icon (the big icons are then enlarged). */
  readonly small: { readonly width: number; readonly height: number } | null;
}

/** The sizes written as PNG files, with their names and what each is for. */
export const PNG_ICONS: readonly Icon[] = [
  { name: 'favicon-16x16.png', size: 16, purpose: 'favicon' },
  { name: 'favicon-32x32.png', size: 32, purpose: 'favicon' },
  { name: 'favicon-48x48.png', size: 48, purpose: 'favicon' },
  { name: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** A letter or emoji's share of its tile's side. */
const GLYPH_SHARE = 0.62;
const MASTER = 512;
/** ZIP entries carry this fixed date, so the same icons give the same ZIP, byte for byte. */
const ZIP_DATE = new Date(1980, 0, 1);

/**
 * The SVG made to draw at 512 × 512 (an SVG's own size may be 16 pixels, or none): width and height
 * replaced, its viewBox kept (or made from its old width and height), so it is drawn sharp and centred.
 */
export function sizedSvg(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  const match = /<svg(?=[\s>/])[^>]*>/i.exec(text);
  if (!match) return bytes;
  const tag = match[0];
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  const number = (name: string) => {
    const m = attr(name);
    const v = m ? /^\s*([0-9.]+)\s*(px)?\s*$/i.exec(m[1] ?? m[2] ?? '') : null;
    return v ? Number(v[1]) : null;
  };
  const w = number('width');
  const h = number('height');
  let next = tag.replace(/\s(width|height)\s*=\s*(?:"[^"]*"|'[^']*')/gi, '');
  if (!attr('viewBox') && w && h) next = next.replace(/^<svg/i, `<svg viewBox="0 0 ${w} ${h}"`);
  next = next.replace(/^<svg/i, `<svg width="${MASTER}" height="${MASTER}"`);
  return utf8Bytes(text.slice(0, match.index) + next + text.slice(match.index + tag.length));
}

/** What drawing text needs of a browser's canvas (run.ts is pure: no DOM types; Node has none of it). */
interface TextCanvas {
  getContext(kind: '2d', options?: Record<string, boolean>): {
    fillStyle: string;
    font: string;
    textAlign: string;
    textBaseline: string;
    measureText(text: string): { width: number };
    fillText(text: string, x: number, y: number): void;
    getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  } | null;
}
type CanvasConstructor = new (width: number, height: number) => TextCanvas;

/** A letter or an emoji drawn by the browser, cut to its own outline; a terminal has no fonts to draw with. */
function drawText(text: string, color: string): Raster | ToolError {
  const Canvas = (globalThis as { OffscreenCanvas?: CanvasConstructor }).OffscreenCanvas;
  if (typeof Canvas !== 'function') return toolError('textNeedsBrowser', { field: 'text' });
  const side = MASTER * 2;
  const canvas = new Canvas(side, side);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return toolError('textNeedsBrowser', { field: 'text' });
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `bold ${Math.round(MASTER * 0.8)}px system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"`;
  const wide = context.measureText(text).width;
  // Several letters shrink to fit the canvas.
  if (wide > side * 0.9) context.font = context.font.replace(/\d+px/, `${Math.floor((MASTER * 0.8 * side * 0.9) / wide)}px`);
  context.fillText(text, side / 2, side / 2);
  const glyph = trim({ width: side, height: side, data: context.getImageData(0, 0, side, side).data });
  return glyph ?? toolError('noText', { field: 'text' });
}

async function png(raster: Raster): Promise<Uint8Array | ToolError> {
  return encodeImage(raster, 'image/png');
}

export function manifestJson(name: string, color: string): string {
  const icons = [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  return `${JSON.stringify({ name, short_name: name, icons, theme_color: color, background_color: color, display: 'standalone' }, null, 2)}\n`;
}

export function htmlTags(color: string, svg: boolean): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
    ...(svg ? ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'] : []),
    '<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32">',
    '<link rel="icon" href="/favicon-16x16.png" type="image/png" sizes="16x16">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${color}">`,
  ].join('\n');
}

/**
 * Every icon a site needs, from an image (PNG, JPEG, WebP, SVG…) or from a letter or emoji on a coloured
 * tile: favicon.ico (16, 32 and 48 pixels), PNG favicons, the Apple touch icon (on the background colour:
 * iOS shows transparency as black), 192 and 512 pixel icons, a maskable icon with everything inside the
 * safe zone, the web app manifest and the HTML tags, all in one ZIP.
 */
export async function run({ image, text }: Input, options: Options): Promise<Result | ToolError> {
  const background = options.background.toLowerCase();
  let content: Raster;
  let svg: Uint8Array | null = null;
  let small: Result['small'] = null;
  const tiled = options.source === 'text';
  if (tiled) {
    const letters = (text ?? '').trim();
    if (!letters) return toolError('noText', { field: 'text' });
    if (graphemes(letters).length > 3) return toolError('textTooLong', { field: 'text' });
    const glyph = drawText(letters, options.textColor);
    if (isToolError(glyph)) return glyph;
    content = glyph;
  } else {
    if (!image) return toolError('noImage', { field: 'image' });
    if (!(image.bytes instanceof Uint8Array) || image.bytes.length === 0) return toolError('imageUnreadable', { field: 'image' });
    const type = sniffImageType(image.bytes) ?? image.type;
    if (type === 'image/svg+xml') svg = image.bytes;
    const raster = await decodeImage(svg ? sizedSvg(svg) : image.bytes, type);
    if (isToolError(raster)) return toolError(raster.code, { ...raster.params, field: 'image' });
    if (!svg && Math.min(raster.width, raster.height) < MASTER) small = { width: raster.width, height: raster.height };
    content = raster;
  }
  // Big photos are halved first (quick), so that every finer resize works on fewer than 1,024 pixels a side.
  while (Math.max(content.width, content.height) >= MASTER * 2) content = halve(content);
  const shape = options.shape as Shape;
  // Largest first: each icon's picture is made from the smallest one already made that is large enough.
  const fitted = ladder(content);
  const box = (icon: Icon): number => {
    const share = icon.purpose === 'maskable' ? safeShare(content.width, content.height) : tiled ? GLYPH_SHARE : 1;
    return Math.max(1, Math.round(icon.size * share));
  };
  const draw = (icon: Icon): Raster => {
    const picture = fitted(box(icon));
    if (icon.purpose === 'maskable' || icon.purpose === 'apple') return centre(tile(icon.size, background), picture);
    return centre(tiled ? tile(icon.size, background, shape) : tile(icon.size, null), picture);
  };
  const order = PNG_ICONS.map((icon, i) => ({ icon, i })).sort((p, q) => box(q.icon) - box(p.icon));
  const pngs: Uint8Array[] = [];
  for (const { icon, i } of order) {
    const bytes = await png(draw(icon));
    if (isToolError(bytes)) return bytes;
    pngs[i] = bytes;
  }
  const ico = writeIco(PNG_ICONS.flatMap((icon, i) => (icon.purpose === 'favicon' ? [{ size: icon.size, png: pngs[i]! }] : [])));
  const manifest = manifestJson(options.appName.trim(), background);
  const html = htmlTags(background, svg !== null);
  const { zipSync } = await import('fflate');
  const entries: Record<string, Uint8Array> = { 'favicon.ico': ico };
  if (svg) entries['favicon.svg'] = svg;
  PNG_ICONS.forEach((icon, i) => (entries[icon.name] = pngs[i]!));
  entries['site.webmanifest'] = utf8Bytes(manifest);
  // Compressed: icons of flat colours shrink a lot more in the ZIP.
  const zip = zipSync(entries, { level: 9, mtime: ZIP_DATE });
  return { zip, icons: PNG_ICONS, svg: svg !== null, manifest, html, small };
}
