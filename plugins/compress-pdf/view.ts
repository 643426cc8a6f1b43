/**
 * Each PDF to download, headed by its sizes before and after and the saving; a table of every file (before,
 * after, saving, images written again); notes for a file given back as it was, for images left alone. JSON
 * gives the same without the bytes.
 */
import { byteSize, msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { CompressResult, CompressedFile } from './run.ts';

/** The share saved, from 0 to 1 (0 when the original is given back). */
export const saving = (file: CompressedFile): number => (file.before > 0 ? 1 - file.after / file.before : 0);
const percent = (share: number) => num(share, { style: 'percent', maximumFractionDigits: 0 });

export function view(result: CompressResult): ResultView {
  const blocks: ResultBlock[] = [];
  const before = result.files.reduce((sum, f) => sum + f.before, 0);
  const after = result.files.reduce((sum, f) => sum + f.after, 0);
  const total = before > 0 ? 1 - after / before : 0;
  blocks.push({
    kind: 'values',
    items: [
      { label: msg('results.saving'), value: percent(total), main: true },
      { label: msg('results.before'), value: byteSize(before) },
      { label: msg('results.after'), value: byteSize(after) },
    ],
  });
  for (const file of result.files) {
    blocks.push({
      kind: 'file',
      name: file.name,
      type: 'application/pdf',
      bytes: file.bytes,
      label: file.smaller ? msg('fileSaving', { before: byteSize(file.before), after: byteSize(file.after), saving: percent(saving(file)) }) : msg('fileKept', { size: byteSize(file.before) }),
    });
  }
  if (result.files.length > 1)
    blocks.push({
      kind: 'table',
      caption: msg('results.table'),
      columns: [{ label: msg('results.file') }, { label: msg('results.before'), numeric: true }, { label: msg('results.after'), numeric: true }, { label: msg('results.saving'), numeric: true }],
      rows: result.files.map((f) => [f.name, byteSize(f.before), byteSize(f.after), percent(saving(f))]),
      pageSize: 50,
    });
  for (const file of result.files) {
    if (!file.smaller) blocks.push({ kind: 'note', tone: 'warning', text: msg('notSmaller', { name: file.name }) });
    const images = file.images;
    if (images && images.recoded + images.kept + images.skipped > 0)
      blocks.push({
        kind: 'note',
        text: msg('imagesNote', {
          name: file.name,
          recoded: msg('imagesRecoded', { count: num(images.recoded) }),
          kept: msg('imagesKept', { count: num(images.kept + images.skipped) }),
        }),
      });
  }
  const json = { files: result.files.map(({ bytes, ...f }) => ({ ...f, saving: saving({ ...f, bytes }) })) };
  const summary = msg('summary', { before: byteSize(before), after: byteSize(after), saving: percent(total) });
  const filename = result.files.length === 1 ? result.files[0]!.name.replace(/\.pdf$/i, '') : 'compressed-pdfs';
  return { blocks, json, copy: summary, filename };
}
