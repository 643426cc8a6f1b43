/**
 * The files with their watermark: how many, and pages for PDFs; a note for each file that could not be
 * marked; for a PDF first, a picture of its first page showing where the watermark goes; then every file
 * (an image previewed) to download one by one, or all in one ZIP (the page offers it for two or more).
 * JSON gives the same without the bytes.
 */
import { byteSize, escapeXml, msg, num, xmlSafeText, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import { CANVAS_FONTS, formatName, type Failed, type Marked, type Preview, type Result } from './run.ts';

/** A failed file's reason: its error text, numbers written in the page's language. */
function reason(f: Failed): Display {
  return msg(`errors.${f.code}`, Object.fromEntries(Object.entries(f.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v])));
}

function fileBlock(m: Marked): ResultBlock {
  const size = byteSize(m.bytes.length);
  const caption =
    m.pages !== undefined
      ? msg('results.pdfCaption', { pages: msg('pageCount', { count: num(m.pages) }), size })
      : msg('results.imageCaption', { format: formatName(m.type), width: num(m.width ?? 0), height: num(m.height ?? 0), size });
  return {
    kind: 'file',
    name: m.name,
    type: m.type,
    bytes: m.bytes,
    alt: msg('results.alt', { name: m.source.name }),
    caption,
    ...(m.width !== undefined && m.height !== undefined ? { width: m.width, height: m.height } : {}),
  };
}

/** Two decimals at most: coordinates in the picture. */
const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The first page of the first PDF as a picture, 240 px wide at most (its own content not drawn): its
 * outline, and the watermark where it goes, in its colour, font, opacity and angle (an image watermark
 * drawn as a box of its size).
 */
export function previewSvg(preview: Preview, options: Pick<Options, 'mark' | 'rotation' | 'opacity' | 'color' | 'font' | 'bold'>, text: string): { svg: string; width: number; height: number } {
  const k = Math.min(240 / preview.width, 320 / preview.height);
  const width = Math.max(1, Math.round(preview.width * k));
  const height = Math.max(1, Math.round(preview.height * k));
  const w = preview.stampWidth * k;
  const h = preview.stampHeight * k;
  const colour = /^#[0-9a-f]{6}$/i.test(options.color) ? options.color : '#808080';
  const opacity = r2(options.opacity / 100);
  const family = escapeXml(CANVAS_FONTS[options.font]);
  const copies = preview.spots.map(({ cx, cy }) => {
    const at = `translate(${r2(cx * k)} ${r2(cy * k)}) rotate(${-options.rotation})`;
    // for programs: SVG coordinates and stroke widths, not numbers a visitor reads.
    if (options.mark === 'image') return `<rect transform="${at}" x="${r2(-w / 2)}" y="${r2(-h / 2)}" width="${r2(w)}" height="${r2(h)}" fill="#808080" fill-opacity="${opacity}" stroke="#404040" stroke-dasharray="2 2" stroke-width="0.5"/>`;
    // The baseline sits `baseline` of the box's height above its bottom.
    const y = r2(h / 2 - (preview.baseline ?? 0.2) * h);
    return `<text transform="${at}" x="0" y="${y}" text-anchor="middle" textLength="${r2(w)}" lengthAdjust="spacingAndGlyphs" font-size="${r2(h * 1.05)}" font-family="${family}"${options.bold ? ' font-weight="bold"' : ''} fill="${colour}" fill-opacity="${opacity}">${escapeXml(xmlSafeText(text))}</text>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    // for programs: SVG coordinates, not numbers a visitor reads.
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="#ffffff" stroke="#9a9a9a"/>` +
    `<svg x="0" y="0" width="${width}" height="${height}" overflow="hidden">${copies.join('')}</svg></svg>`;
  return { svg, width, height };
}

export function view(result: Result, { input, options }: { input: { text?: string | null }; options: Options }): ResultView {
  const blocks: ResultBlock[] = [];
  const pdfs = result.files.filter((m) => m.pages !== undefined);
  const pages = pdfs.reduce((n, m) => n + (m.pages ?? 0), 0);
  blocks.push({
    kind: 'values',
    announce: true,
    items: [
      { label: msg('results.files'), value: num(result.files.length), main: true },
      ...(pdfs.length > 0 ? [{ label: msg('results.pages'), value: num(pages) }] : []),
      { label: msg('results.size'), value: byteSize(result.files.reduce((n, m) => n + m.bytes.length, 0)) },
    ],
  });
  for (const f of result.failed) blocks.push({ kind: 'note', tone: 'warning', text: msg('results.failed', { name: f.name, reason: reason(f) }) });
  const first = result.files[0];
  if (result.preview && first) {
    const { svg, width, height } = previewSvg(result.preview, options, (input.text ?? '').replace(/\s+/g, ' ').trim());
    blocks.push({ kind: 'image', svg, width, height, alt: msg('results.previewAlt', { name: first.source.name }), caption: msg('results.previewCaption', { name: first.source.name }), formats: ['png'], filename: `${first.name.replace(/\.[^.]*$/, '')}-preview` });
  }
  blocks.push(...result.files.map(fileBlock));
  return {
    blocks,
    json: { files: result.files.map(({ bytes, ...m }) => ({ ...m, size: bytes.length })), failed: result.failed },
    copy: msg('summary', { names: result.files.map((m) => m.name).join(', ') }),
    filename: result.files.length === 1 && first ? first.name.replace(/\.[^.]*$/, '') : 'watermarked',
  };
}
