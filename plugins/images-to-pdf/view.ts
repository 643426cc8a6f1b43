/**
 * The PDF to download, then its page count and size, and a table of its pages: which image, its size
 * in pixels, the page's size in millimetres. JSON gives the same without the bytes.
 */
import { byteSize, msg, num, type ResultView } from '@sdk/core';
import { POINTS_PER_MM, type PdfResult } from './run.ts';

const mm = (points: number) => num(points / POINTS_PER_MM, { maximumFractionDigits: 0 });

export function view(result: PdfResult): ResultView {
  const count = result.pages.length;
  const pages = msg('pageCount', { count: num(count) });
  const recoded = result.pages.filter((p) => p.recoded).length;
  return {
    blocks: [
      { kind: 'file', name: result.name, type: 'application/pdf', bytes: result.bytes, label: pages },
      {
        kind: 'values',
        items: [
          { label: msg('results.pages'), value: num(count), main: true },
          { label: msg('results.size'), value: byteSize(result.bytes.length) },
        ],
      },
      {
        kind: 'table',
        caption: msg('results.table'),
        columns: [{ label: msg('results.page'), numeric: true }, { label: msg('results.image') }, { label: msg('results.pixels'), numeric: true }, { label: msg('results.pageSize'), numeric: true }],
        rows: result.pages.map((p, i) => [
          num(i + 1),
          p.image,
          msg('pixelSize', { width: num(p.pixels.width), height: num(p.pixels.height) }),
          msg('mmSize', { width: mm(p.width), height: mm(p.height) }),
        ]),
        pageSize: 50,
      },
      ...(recoded > 0 ? [{ kind: 'note' as const, text: msg('recodedNote', { count: num(recoded) }) }] : []),
    ],
    json: { name: result.name, size: result.bytes.length, pages: result.pages },
    copy: msg('summary', { name: result.name, pages }),
    filename: result.name.replace(/\.pdf$/, ''),
  };
}
