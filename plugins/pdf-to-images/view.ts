/**
 * A line saying what was made, then each image as a file (previewed, with its pixel size and page);
 * two or more download together as "report-images.zip" (the host's Download all). Extraction also
 * says which images were left out and why. JSON gives the same without the bytes.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import { baseName, zipBase, type Result } from './run.ts';

export function view(result: Result, { input }: { input?: Partial<Input> } = {}): ResultView {
  const blocks: ResultBlock[] = [];
  const count = result.files.length;
  const pages = msg('pageCount', { count: num(result.pageCount) });
  const summary =
    result.mode === 'render' ? msg('done.render', { count: num(count), pages })
    : count === 0 ? msg('done.none', { pages })
    : msg('done.extract', { count: num(count), pages });
  blocks.push({ kind: 'note', text: summary });
  for (const file of result.files) {
    const size = msg('size', { width: num(file.width), height: num(file.height) });
    blocks.push({
      kind: 'file',
      name: file.name,
      type: file.type,
      bytes: file.bytes,
      label: msg('page', { page: num(file.page) }),
      alt: msg('alt', { page: num(file.page) }),
      caption: size,
    });
  }
  for (const skip of result.skipped) {
    const params = { page: num(skip.page), bits: num(skip.bits ?? 0), format: skip.format ?? '' };
    blocks.push({ kind: 'note', tone: 'warning', text: msg(`skipped.${skip.reason}`, params) });
  }
  if (result.mode === 'extract') blocks.push({ kind: 'note', text: msg('extractNote') });
  const json = { ...result, files: result.files.map(({ bytes, ...f }) => ({ ...f, size: bytes.length })) };
  const base = baseName(input?.pdf?.name ?? '');
  const filename = count === 1 ? result.files[0]!.name.replace(/\.[a-z0-9]+$/, '') : zipBase(base);
  return { blocks, json, copy: summary, filename };
}
