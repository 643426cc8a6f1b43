/**
 * The HTML tags and the manifest to copy, then every file (read back from the run's ZIP) with its preview
 * and its own download; the page offers them all at once as favicons.zip (Download all).
 */
import { unzipSync } from 'fflate';
import { byteSize, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Result } from './run.ts';

export function view(result: Result): ResultView {
  const files = unzipSync(result.zip);
  const blocks: ResultBlock[] = [];
  if (result.small) blocks.push({ kind: 'note', tone: 'warning', text: msg('results.small', { width: num(result.small.width), height: num(result.small.height) }) });
  blocks.push({
    kind: 'list',
    mono: true,
    items: [
      { label: msg('results.html'), text: result.html },
      { label: msg('results.manifest'), text: result.manifest },
    ],
  });
  const px = (size: number) => msg('results.pixels', { size: num(size) });
  const ico = files['favicon.ico'];
  if (ico) blocks.push({ kind: 'file', name: 'favicon.ico', type: 'image/x-icon', bytes: ico, label: msg('results.ico'), width: 48, height: 48, alt: msg('results.icoAlt'), caption: msg('results.caption', { pixels: msg('results.icoSizes'), size: byteSize(ico.length) }) });
  const svg = files['favicon.svg'];
  if (result.svg && svg) blocks.push({ kind: 'file', name: 'favicon.svg', type: 'image/svg+xml', bytes: svg, label: msg('results.svg'), width: 48, height: 48, alt: msg('results.svgAlt') });
  for (const icon of result.icons) {
    const bytes = files[icon.name];
    if (!bytes) continue;
    blocks.push({
      kind: 'file',
      name: icon.name,
      type: 'image/png',
      bytes,
      label: msg(`results.purpose.${icon.purpose}`),
      // Previews at most 192 px wide: the 512 px icons are shown smaller.
      width: Math.min(icon.size, 192),
      height: Math.min(icon.size, 192),
      alt: msg('results.alt', { name: icon.name }),
      caption: msg('results.caption', { pixels: px(icon.size), size: byteSize(bytes.length) }),
    });
  }
  const manifest = files['site.webmanifest'];
  if (manifest) blocks.push({ kind: 'file', name: 'site.webmanifest', type: 'application/manifest+json', bytes: manifest, label: msg('results.manifest') });
  return { blocks, copy: result.html, copyLabel: msg('results.copyHtml'), filename: 'favicons' };
}
