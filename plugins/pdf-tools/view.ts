/**
 * Each PDF made, as a file to download (its name, its size, its pages), after a line saying what
 * was done; JSON gives the same without the bytes. Several files download as a ZIP named after the
 * document; on the delete tab, with no page chosen, only a line asking to choose them (no file).
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import { baseName, type PdfResult } from './run.ts';

const pages = (n: number) => msg('pageCount', { count: num(n) });

export function view(result: PdfResult, { input }: { input?: Partial<Input> } = {}): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.action === 'delete' && result.files.length === 0) {
    const choose = msg('done.deleteNone');
    return { blocks: [{ kind: 'note', text: choose }], copy: choose };
  }
  const inTotal = result.pagesIn.reduce((a, b) => a + b, 0);
  const out = result.files.reduce((a, f) => a + f.pages, 0);
  const summary =
    result.action === 'merge' ? msg('done.merge', { files: num(result.pagesIn.length), pages: pages(out) })
    : result.action === 'split' ? msg('done.split', { count: num(result.files.length), pages: pages(inTotal) })
    : result.action === 'rotate' ? msg('done.rotate', { pages: pages(result.rotated?.length ?? 0) })
    : result.action === 'reorder' ? msg('done.reorder', { order: (result.kept ?? []).join(', '), pages: pages(out) })
    : msg('done.delete', { removed: pages(inTotal - out), pages: pages(out) });
  blocks.push({ kind: 'note', text: summary });
  for (const file of result.files) blocks.push({ kind: 'file', name: file.name, type: 'application/pdf', bytes: file.bytes, label: pages(file.pages) });
  if (result.action === 'merge' || result.action === 'split' || result.action === 'reorder') blocks.push({ kind: 'note', text: msg('copiedPages') });
  const json = { ...result, files: result.files.map((f) => ({ name: f.name, pages: f.pages, size: f.bytes.length })) };
  // Several files (a split) download as one ZIP named after the document: report.pdf → report-pages.zip.
  const filename = result.files.length === 1 ? result.files[0]!.name.replace(/\.pdf$/, '') : `${baseName(input?.pdf?.name ?? '')}-pages`;
  return { blocks, json, copy: summary, filename };
}
