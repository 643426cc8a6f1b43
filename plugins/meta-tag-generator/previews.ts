/**
 * The four previews, drawn as SVG from what each reader takes from the tags (head.ts), with texts cut and
 * wrapped at pixel widths measured in Arial (textWidth.ts) as the platforms cut them. The preview image is
 * never loaded (nothing leaves the browser): a grey placeholder with the image URL's host written on it
 * takes its place. Every text in an SVG is the visitor's own, made safe for XML and escaped; there are no
 * translated words in the drawings (their names and descriptions are the image blocks' alt texts and captions).
 */
import { escapeXml, xmlSafeText } from '@sdk/core';
import { absoluteUrl, hostOf, LIMITS, type Previews } from './head.ts';
import { textWidth, truncateToWidth, wrapToWidth, type Face } from './textWidth.ts';

export interface Drawing {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const FONT = "Arial, 'Liberation Sans', Helvetica, sans-serif";
/** Google's title box (the warning keeps 20 px to spare: LIMITS.titleMaxPx). */
const SEARCH_WIDTH = 600;

const safe = (text: string): string => escapeXml(xmlSafeText(text));

interface TextSpec {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly color: string;
  readonly face?: Face;
  readonly anchor?: 'start' | 'middle';
}
function text(content: string, { x, y, size, color, face = 'regular', anchor = 'start' }: TextSpec): string {
  if (content === '') return '';
  const weight = face === 'bold' ? ' font-weight="bold"' : '';
  const middle = anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${color}"${weight}${middle} xml:space="preserve">${safe(content)}</text>`;
}

/** A text cut to one line of `width` px. */
const line = (content: string, width: number, spec: TextSpec): string => text(truncateToWidth(xmlSafeText(content), width, spec.size, spec.face).text, spec);

/** A text wrapped to at most `maxLines` lines of `width` px; returns the SVG and the lines used. */
function block(content: string, width: number, maxLines: number, lineHeight: number, spec: TextSpec): { svg: string; lines: number } {
  const { lines } = wrapToWidth(xmlSafeText(content), width, spec.size, maxLines, spec.face);
  return { svg: lines.map((l, i) => text(l, { ...spec, y: spec.y + i * lineHeight })).join(''), lines: lines.length };
}

function svg(width: number, height: number, body: string): Drawing {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}"><rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`,
    width,
    height,
  };
}

/**
 * The image's place: grey, with a picture sign and the host of its URL (or the URL itself when it is relative,
 * which no platform can load), never the image.
 */
function placeholder(image: string, x: number, y: number, w: number, h: number, radius = 0): string {
  const host = hostOf(image) || image;
  const cx = x + w / 2;
  const cy = y + h / 2 - (h > 90 ? 12 : 0);
  const s = Math.min(48, h / 3);
  const icon =
    `<rect x="${cx - s / 2}" y="${cy - s / 2.6}" width="${s}" height="${(s / 1.3).toFixed(1)}" rx="3" fill="none" stroke="#8a8d91" stroke-width="2"/>` +
    `<circle cx="${cx + s / 6}" cy="${cy - s / 8}" r="${(s / 12).toFixed(1)}" fill="#8a8d91"/>` +
    `<path d="M${cx - s / 2 + 3} ${cy + s / 2.6 - 3} l${(s / 3).toFixed(1)} ${(-s / 3).toFixed(1)} l${(s / 5).toFixed(1)} ${(s / 5).toFixed(1)} l${(s / 8).toFixed(1)} ${(-s / 8).toFixed(1)} l${(s / 3.2).toFixed(1)} ${(s / 4.4).toFixed(1)}" fill="none" stroke="#8a8d91" stroke-width="2"/>`;
  const label = h > 90 ? line(host, w - 24, { x: cx, y: cy + s / 2 + 24, size: 14, color: '#4b4f56', anchor: 'middle' }) : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="#e4e6eb"/>${icon}${label}`;
}

/** Google's result on a computer: site name and address, title in 20 px, two lines of snippet in 14 px. */
export function searchPreview(p: Previews['search']): Drawing {
  const url = absoluteUrl(p.url);
  const crumbs = url ? [`${url.protocol}//${url.host}`, ...url.pathname.split('/').filter(Boolean).map((s) => decodeURIComponentSafe(s))].join(' › ') : '';
  const site = p.siteName || (url ? url.hostname : '');
  const letter = /[\p{L}\p{N}]/u.exec(site.replace(/^www\./, ''))?.[0]?.toUpperCase() ?? '';
  const x = 16;
  const body = [
    `<circle cx="${x + 14}" cy="30" r="14" fill="#f1f3f4" stroke="#dadce0"/>`,
    text(letter, { x: x + 14, y: 35, size: 14, color: '#5f6368', anchor: 'middle' }),
    line(site, SEARCH_WIDTH - 40, { x: x + 38, y: 26, size: 14, color: '#202124' }),
    line(crumbs, SEARCH_WIDTH - 40, { x: x + 38, y: 45, size: 12, color: '#4d5156' }),
    line(p.title, SEARCH_WIDTH, { x, y: 80, size: LIMITS.titleFontPx, color: '#1a0dab' }),
    block(p.description, SEARCH_WIDTH, 2, 22, { x, y: 106, size: 14, color: '#4d5156' }).svg,
  ];
  return svg(SEARCH_WIDTH + 2 * x, 140, body.join(''));
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Facebook's and LinkedIn's card: the image at 1.91:1, then the domain in capitals, the title in bold, a line of description. */
export function facebookPreview(p: Previews['facebook']): Drawing {
  const w = 500;
  const imageH = p.image === '' ? 0 : 262;
  const pad = 12;
  const parts: string[] = [];
  if (imageH > 0) parts.push(placeholder(p.image, 0, 0, w, imageH));
  let y = imageH + pad + 12;
  parts.push(`<rect x="0" y="${imageH}" width="${w}" height="TEXT_H" fill="#f0f2f5"/>`);
  parts.push(line(hostOf(p.url).toUpperCase(), w - 2 * pad, { x: pad, y, size: 12, color: '#65676b' }));
  y += 22;
  const title = block(p.title, w - 2 * pad, 2, 21, { x: pad, y, size: 16, color: '#050505', face: 'bold' });
  parts.push(title.svg);
  y += Math.max(1, title.lines) * 21;
  parts.push(line(p.description, w - 2 * pad, { x: pad, y, size: 14, color: '#65676b' }));
  const height = y + pad;
  const body = parts.join('').replace('TEXT_H', String(height - imageH)) + `<rect x="0.5" y="0.5" width="${w - 1}" height="${height - 1}" fill="none" stroke="#dadde1"/>`;
  return svg(w, height, body);
}

/** X's card: large (the image at 2:1 with the title on it and the domain under it) or summary (a square image beside the texts). */
export function xPreview(p: Previews['x']): Drawing {
  const w = 504;
  const domain = hostOf(p.url);
  if (p.card === 'summary_large_image' && p.image !== '') {
    const h = 252;
    const label = truncateToWidth(p.title, w - 40, 13).text;
    const labelW = Math.min(w - 24, Math.round(textWidth(label, 13) + 12));
    const body =
      `<clipPath id="c"><rect x="0" y="0" width="${w}" height="${h}" rx="16"/></clipPath>` +
      `<g clip-path="url(#c)">${placeholder(p.image, 0, 0, w, h)}</g>` +
      `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="16" fill="none" stroke="#cfd9de"/>` +
      (label === '' ? '' : `<rect x="12" y="${h - 34}" width="${labelW}" height="22" rx="4" fill="#000000" fill-opacity="0.77"/>` + text(label, { x: 18, y: h - 18, size: 13, color: '#ffffff' })) +
      line(domain, w, { x: 2, y: h + 20, size: 13, color: '#536471' });
    return svg(w, h + 28, body);
  }
  const h = 132;
  const side = 130;
  const x = side + 13;
  const tw = w - x - 12;
  const body =
    `<clipPath id="c"><rect x="0" y="0" width="${w}" height="${h}" rx="16"/></clipPath>` +
    `<g clip-path="url(#c)">${p.image === '' ? `<rect x="0" y="0" width="${side}" height="${h}" fill="#f7f9f9"/>` + placeholder('', 25, 26, 80, 80) : placeholder(p.image, 0, 0, side, h)}</g>` +
    `<line x1="${side + 0.5}" y1="0" x2="${side + 0.5}" y2="${h}" stroke="#cfd9de"/>` +
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="16" fill="none" stroke="#cfd9de"/>` +
    line(domain, tw, { x, y: 36, size: 15, color: '#536471' }) +
    line(p.title, tw, { x, y: 58, size: 15, color: '#0f1419' }) +
    block(p.description, tw, 2, 20, { x, y: 80, size: 15, color: '#536471' }).svg;
  return svg(w, h, body);
}

/** Slack's and Discord's unfurl: a bar on the left, the site's name, the title as a link, the description, the image under them. */
export function chatPreview(p: Previews['chat']): Drawing {
  const w = 520;
  const x = 16;
  const tw = w - x - 8;
  const parts: string[] = [];
  let y = 20;
  parts.push(line(p.siteName, tw, { x, y, size: 14, color: '#1d1c1d', face: 'bold' }));
  y += 22;
  const title = block(p.title, tw, 2, 21, { x, y, size: 15, color: '#1264a3', face: 'bold' });
  parts.push(title.svg);
  y += Math.max(1, title.lines) * 21;
  const description = block(p.description, tw, 3, 21, { x, y, size: 15, color: '#1d1c1d' });
  parts.push(description.svg);
  y += description.lines * 21;
  // y is the next line's baseline: the last text ends about 5 px under the one before it.
  let height = y - 21 + 12;
  if (p.image !== '') {
    parts.push(placeholder(p.image, x, height, 360, 189, 8));
    height += 189 + 8;
  }
  return svg(w, height, `<rect x="0" y="4" width="4" height="${height - 8}" rx="2" fill="#dddddd"/>${parts.join('')}`);
}
