import { countGraphemes, escapeXml, toolError, xmlSafeText, type ToolError } from '@sdk/core';
import { MAX_SIZE, type Input, type Options } from './manifest.ts';

/** The image to draw, every value resolved (text and font size filled in, colours in lower case), and its SVG. */
export interface PlaceholderImage {
  width: number;
  height: number;
  /** The text drawn (the size, "600 × 400", unless another was given). */
  text: string;
  /** In pixels; chosen to fit the image when the option is 0. */
  fontSize: number;
  fontFamily: Options['fontFamily'];
  background: string;
  textColor: string;
  format: Options['format'];
  /** JPEG quality in percent (ignored for PNG). */
  quality: number;
  borderWidth: number;
  borderColor: string;
  /** Distance between grid lines in pixels; 0 for no grid. */
  gridSize: number;
  gridColor: string;
  /** The whole image as SVG markup: the preview, the SVG download, and what the PNG or JPG is drawn from. */
  svg: string;
}

/** Automatic font size: at most a fifth of the height, and the text at most 70 % of the width. */
const AUTO_HEIGHT_SHARE = 0.2;
const AUTO_WIDTH_SHARE = 0.7;
/** Average advance of a bold character, in em (digits of common sans-serif faces are 0.55–0.6 em). */
const AVERAGE_GLYPH_EM = 0.6;

export function defaultText(width: number, height: number): string {
  return `${width} × ${height}`;
}

/** Font size that fits `text` in the image: whole pixels, at least 1. */
export function autoFontSize(text: string, width: number, height: number): number {
  const glyphs = Math.max(1, countGraphemes(text));
  return Math.max(1, Math.floor(Math.min(height * AUTO_HEIGHT_SHARE, (width * AUTO_WIDTH_SHARE) / (glyphs * AVERAGE_GLYPH_EM))));
}

/**
 * The SVG of the image, layer by layer: background; grid lines 1 px wide at x and y = 0, g, 2g… (a
 * pattern tile whose first row and column are the line colour); border of `b` px inside the edges
 * (the outer rectangle minus the inner one, the whole image when it leaves no inside); the text centred.
 * Every edge lies on a whole pixel, so the lines are sharp.
 */
export function placeholderSvg(p: Omit<PlaceholderImage, 'svg' | 'format' | 'quality'>): string {
  const { width: w, height: h, borderWidth: b, gridSize: g } = p;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`, `<rect width="${w}" height="${h}" fill="${p.background}"/>`];
  if (g > 0) {
    parts.push(
      `<defs><pattern id="grid" width="${g}" height="${g}" patternUnits="userSpaceOnUse"><path d="M0 0H${g}V1H1V${g}H0Z" fill="${p.gridColor}"/></pattern></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#grid)"/>`,
    );
  }
  if (b > 0) {
    parts.push(
      2 * b < w && 2 * b < h
        ? `<path d="M0 0H${w}V${h}H0ZM${b} ${b}V${h - b}H${w - b}V${b}Z" fill="${p.borderColor}" fill-rule="evenodd"/>`
        : `<rect width="${w}" height="${h}" fill="${p.borderColor}"/>`,
    );
  }
  if (p.text !== '') {
    parts.push(
      `<text x="${w / 2}" y="${h / 2}" fill="${p.textColor}" font-family="${p.fontFamily}" font-size="${p.fontSize}" font-weight="bold" text-anchor="middle" dominant-baseline="central">${escapeXml(p.text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Checks the size and resolves the drawing; the page shows the SVG and draws the PNG or JPG from it. */
export function run(_input: Input, options: Options): PlaceholderImage | ToolError {
  const { width, height } = options;
  if (!Number.isInteger(width) || width < 1 || width > MAX_SIZE) return toolError('width');
  if (!Number.isInteger(height) || height < 1 || height > MAX_SIZE) return toolError('height');
  const text = xmlSafeText(options.text.trim()) || defaultText(width, height);
  const image = {
    width,
    height,
    text,
    fontSize: options.fontSize > 0 ? options.fontSize : autoFontSize(text, width, height),
    fontFamily: options.fontFamily,
    background: options.background.toLowerCase(),
    textColor: options.textColor.toLowerCase(),
    format: options.format,
    quality: options.quality,
    borderWidth: options.borderWidth,
    borderColor: options.borderColor.toLowerCase(),
    gridSize: options.gridSize,
    gridColor: options.gridColor.toLowerCase(),
  };
  return { ...image, svg: placeholderSvg(image) };
}
