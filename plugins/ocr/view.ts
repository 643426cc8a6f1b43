/**
 * The text read (Copy, Download TXT), a line with the words counted, the mean confidence and how many are
 * doubtful, the searchable PDF to download, and a table of every word with its confidence: a word below the
 * threshold is marked "⚠ Check" in its own column (in words, not only in colour) and wrapped in ⟦ ⟧ in
 * the marked copy of the text. JSON gives words, boxes and confidences, without the PDF's bytes.
 */
import { language, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { Result } from './run.ts';

/** Words below the threshold. */
export function doubtful(result: Result, threshold: number): number {
  return result.words.filter((w) => w.confidence < threshold).length;
}

/** The text with each doubtful word wrapped in ⟦ ⟧, found in reading order (the words are the text's, in the same order). */
export function markedText(result: Result, threshold: number): string {
  let at = 0;
  let out = result.text;
  let shift = 0;
  for (const word of result.words) {
    const found = result.text.indexOf(word.text, at);
    if (found < 0) continue;
    at = found + word.text.length;
    if (word.confidence >= threshold) continue;
    const start = found + shift;
    out = `${out.slice(0, start)}⟦${word.text}⟧${out.slice(start + word.text.length)}`;
    shift += 2;
  }
  return out;
}

export function view(result: Result, { options }: { input?: Partial<Input>; options?: Partial<Options> } = {}): ResultView {
  const threshold = options?.lowConfidence ?? 80;
  const low = doubtful(result, threshold);
  const pageRows = result.pages.length > 1;
  const languages: Display[] = result.languages.map((l) => language(l));
  const blocks: ResultBlock[] = [
    { kind: 'text', label: msg('results.text'), text: result.text },
    {
      kind: 'values',
      layout: 'rows',
      items: [
        { label: msg('results.words'), value: num(result.words.length) },
        { label: msg('results.confidence'), value: num(result.confidence / 100, { style: 'percent' }) },
        { label: msg('results.doubtful'), value: num(low) },
        { label: msg('results.languages'), value: languages.length === 1 ? languages[0]! : msg('results.twoLanguages', { first: languages[0]!, second: languages[1]! }) },
        ...(pageRows ? [{ label: msg('results.pages'), value: num(result.pages.length) }] : []),
      ],
    },
    { kind: 'file', name: result.pdf.name, type: 'application/pdf', bytes: result.pdf.bytes, label: msg('results.pdf'), caption: msg('results.pdfCaption') },
  ];
  if (low > 0) {
    blocks.push({ kind: 'note', tone: 'warning', text: msg('lowNote', { count: num(low), threshold: num(threshold / 100, { style: 'percent' }) }) });
    blocks.push({ kind: 'text', label: msg('results.marked'), text: markedText(result, threshold) });
  }
  blocks.push({
    kind: 'table',
    caption: msg('results.wordTable'),
    columns: [
      ...(pageRows ? [{ label: msg('columns.page'), numeric: true }] : []),
      { label: msg('columns.word') },
      { label: msg('columns.confidence'), numeric: true },
      { label: msg('columns.check') },
    ],
    rows: result.words.map((w) => [
      ...(pageRows ? [num(w.page)] : []),
      w.text,
      num(w.confidence / 100, { style: 'percent', maximumFractionDigits: 1 }),
      w.confidence < threshold ? msg('check') : '',
    ]),
    sortable: true,
    pageSize: 200,
  });
  const json = { ...result, pdf: { name: result.pdf.name, size: result.pdf.bytes.length } };
  return { blocks, copy: result.text, txt: result.text, json, filename: result.pdf.name.replace(/-ocr\.pdf$/, '') };
}
