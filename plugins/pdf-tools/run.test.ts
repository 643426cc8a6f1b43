import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { isToolError, type FileInput } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { baseName, run, type PdfResult } from './run.ts';
import { indicesOf, parsePages } from './pages.ts';
import { COVER_PDF, REPORT_PDF } from './sample.ts';

const fromBase64 = (b: string) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0));
const pdfFile = (name: string, bytes: Uint8Array): FileInput => ({ name, type: 'application/pdf', size: bytes.length, bytes });
const REPORT = pdfFile('report.pdf', fromBase64(REPORT_PDF));
const COVER = pdfFile('cover.pdf', fromBase64(COVER_PDF));
const EMPTY: Input = { files: null as never, pdf: null, ranges: '', pages: '', order: '', remove: '' };
const BASE: Options = { action: 'merge', splitInto: 'each', angle: '90' };

/** The page sizes of a PDF, as [width, height] after its rotation: how order and turning show. */
async function shapes(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((p) => {
    const { width, height } = p.getSize();
    const turned = p.getRotation().angle % 180 !== 0;
    return `${turned ? height : width}x${turned ? width : height}`;
  });
}

async function ok(input: Partial<Input>, options: Partial<Options>): Promise<PdfResult> {
  const r = await run({ ...EMPTY, ...input }, { ...BASE, ...options });
  if (isToolError(r)) throw new Error(`tool error ${r.code} ${JSON.stringify(r.params)}`);
  return r;
}

describe('pdf-tools: page lists', () => {
  it('reads "1-3, 5, 8-" against a 10-page document', () => {
    const r = parsePages('1-3, 5, 8-', 10, 'ranges');
    expect(isToolError(r) ? r : indicesOf(r).map((i) => i + 1)).toEqual([1, 2, 3, 5, 8, 9, 10]);
    expect(isToolError(parsePages('-2; 4–5', 10, 'ranges')) ? null : indicesOf(parsePages('-2; 4–5', 10, 'ranges') as never)).toEqual([0, 1, 3, 4]);
  });

  it('names every invalid part: written wrongly, past the last page, backwards', () => {
    expect(parsePages('1-3, x, 2-b, 0', 10, 'ranges')).toEqual({ kind: 'tool-error', code: 'pages.syntax', params: { parts: 'x, 2-b, 0', field: 'ranges' } });
    expect(parsePages('1, 12, 9-11', 10, 'ranges')).toEqual({ kind: 'tool-error', code: 'pages.outside', params: { parts: '12, 9-11', count: 10, field: 'ranges' } });
    expect(parsePages('5-3', 10, 'ranges')).toEqual({ kind: 'tool-error', code: 'pages.backwards', params: { parts: '5-3', field: 'ranges' } });
    const backwards = parsePages('5-3, 1', 10, 'order', true);
    expect(isToolError(backwards) ? backwards : indicesOf(backwards)).toEqual([4, 3, 2, 0]);
  });

  it('names files after the document', () => {
    expect(baseName('Annual report.PDF')).toBe('Annual report');
    expect(baseName('.pdf')).toBe('document');
  });
});

describe('pdf-tools: the work', () => {
  it('gives each example output for the example files, read as the page gives them (bytes)', async () => {
    for (const ex of manifest.examples) {
      const given = ex.input as Record<string, unknown>;
      const asFile = (f: { name: string; type: string; base64: string }) => pdfFile(f.name, fromBase64(f.base64));
      const input = { ...EMPTY, ...given } as Record<string, unknown>;
      if (Array.isArray(given.files)) input.files = given.files.map(asFile);
      if (given.pdf) input.pdf = asFile(given.pdf as never);
      expect(await run(input as Input, { ...BASE, ...(ex.options as Partial<Options>) }), ex.name).toEqual(ex.output);
    }
  });

  it('merges in the order given: the cover, then the report (3 pages)', async () => {
    const r = await ok({ files: [COVER, REPORT] as never }, { action: 'merge' });
    expect(r.files[0]!.name).toBe('merged.pdf');
    expect(await shapes(r.files[0]!.bytes)).toEqual(['420x595', '420x595', '595x420']);
    const twice = await ok({ files: [REPORT, REPORT, COVER] as never }, { action: 'merge' });
    expect(await shapes(twice.files[0]!.bytes)).toEqual(['420x595', '595x420', '420x595', '595x420', '420x595']);
  });

  it('splits into one file per range, or one file of the chosen pages', async () => {
    const each = await ok({ pdf: REPORT, ranges: '2, 1-2' }, { action: 'split' });
    expect(each.files.map((f) => [f.name, f.pages])).toEqual([['report-page-2.pdf', 1], ['report-pages-1-2.pdf', 2]]);
    expect(await shapes(each.files[0]!.bytes)).toEqual(['595x420']);
    const one = await ok({ pdf: REPORT, ranges: '2, 1' }, { action: 'split', splitInto: 'one' });
    expect(one.files.map((f) => f.name)).toEqual(['report-pages-2_1.pdf']);
    expect(await shapes(one.files[0]!.bytes)).toEqual(['595x420', '420x595']);
    const all = await ok({ pdf: REPORT }, { action: 'split' });
    expect(all.files.map((f) => f.name)).toEqual(['report-page-1.pdf', 'report-page-2.pdf']);
  });

  it('rotates the pages named (all when none), adding to a rotation already there', async () => {
    const r = await ok({ pdf: REPORT, pages: '2' }, { action: 'rotate', angle: '270' });
    const doc = await PDFDocument.load(r.files[0]!.bytes);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 270]);
    const turned = await PDFDocument.load(REPORT.bytes!);
    turned.getPage(0).setRotation(degrees(270));
    const again = await ok({ pdf: pdfFile('t.pdf', await turned.save()) }, { action: 'rotate', angle: '180' });
    expect((await PDFDocument.load(again.files[0]!.bytes)).getPages().map((p) => p.getRotation().angle)).toEqual([90, 180]);
  });

  it('reorders (pages left out are dropped, a page can repeat) and deletes pages', async () => {
    const r = await ok({ pdf: REPORT, order: '2, 1, 2' }, { action: 'reorder' });
    expect(await shapes(r.files[0]!.bytes)).toEqual(['595x420', '420x595', '595x420']);
    expect(r.kept).toEqual([2, 1, 2]);
    const d = await ok({ pdf: REPORT, remove: '1' }, { action: 'delete' });
    expect(d.files[0]!.name).toBe('report-pages-removed.pdf');
    expect(await shapes(d.files[0]!.bytes)).toEqual(['595x420']);
    expect(d.kept).toEqual([2]);
  });
});

describe('pdf-tools: bad input', () => {
  it('asks for two files to merge', async () => {
    expect(await run({ ...EMPTY, files: [REPORT] as never }, BASE)).toEqual({ kind: 'tool-error', code: 'mergeTwo', params: { field: 'files' } });
  });

  it('names the file that is not a PDF, or is empty', async () => {
    const png = pdfFile('photo.png', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0));
    expect(await run({ ...EMPTY, files: [REPORT, png] as never }, BASE)).toEqual({ kind: 'tool-error', code: 'notPdf', params: { name: 'photo.png', field: 'files' } });
    expect(await run({ ...EMPTY, pdf: pdfFile('e.pdf', new Uint8Array()) }, { ...BASE, action: 'split' })).toMatchObject({ code: 'emptyFile' });
  });

  it('says a truncated PDF is damaged rather than crashing', async () => {
    for (const cut of [20, 200, 600]) {
      const r = await run({ ...EMPTY, pdf: pdfFile('cut.pdf', REPORT.bytes!.subarray(0, cut)) }, { ...BASE, action: 'split' });
      expect(isToolError(r) ? r.code : 'a result').toBe('truncated');
    }
  });

  it('explains an encrypted PDF instead of writing a broken copy', async () => {
    // A minimal document whose trailer names an /Encrypt dictionary: pdf-lib refuses it.
    const text = '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 100 100]>> endobj\n4 0 obj <</Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4>> endobj\ntrailer <</Root 1 0 R /Encrypt 4 0 R /Size 5>>\n%%EOF\n';
    const r = await run({ ...EMPTY, pdf: pdfFile('secret.pdf', new TextEncoder().encode(text)) }, { ...BASE, action: 'rotate' });
    expect(r).toEqual({ kind: 'tool-error', code: 'encrypted', params: { name: 'secret.pdf', field: 'pdf' } });
  });

  it('makes no file while no page is chosen to delete, keeping every page for the pictures', async () => {
    expect(await run({ ...EMPTY, pdf: REPORT, remove: ' ' }, { ...BASE, action: 'delete' })).toEqual({ action: 'delete', pagesIn: [2], files: [], kept: [1, 2] });
  });

  it('refuses to delete every page, and names ranges past the end', async () => {
    expect(await run({ ...EMPTY, pdf: REPORT, remove: '1-2' }, { ...BASE, action: 'delete' })).toMatchObject({ code: 'deleteAll', params: { field: 'remove' } });
    expect(await run({ ...EMPTY, pdf: REPORT, ranges: '1-3, 5, 8-' }, { ...BASE, action: 'split' })).toEqual({ kind: 'tool-error', code: 'pages.outside', params: { parts: '1-3, 5, 8-', count: 2, field: 'ranges' } });
  });
});

describe('pdf-tools: page lists written back by the page pictures', async () => {
  const { compressPages } = await import('./pages.ts');
  it('writes runs of three or more as ranges, either way', () => {
    expect(compressPages([1, 2, 3, 5, 9, 8, 7])).toBe('1-3, 5, 9-7');
    expect(compressPages([2, 1])).toBe('2, 1');
    expect(compressPages([1, 2, 4, 5, 6, 6])).toBe('1, 2, 4-6, 6');
    expect(compressPages([])).toBe('');
    for (const pages of [[3, 1, 2, 10, 11, 12, 13, 5], [7, 6, 5, 4, 1, 2]]) {
      const read = parsePages(compressPages(pages), 20, 'order', true);
      expect(isToolError(read) ? read : indicesOf(read).map((i) => i + 1)).toEqual(pages);
    }
  });

  it('says a damaged PDF is damaged', async () => {
    const r = await run({ ...EMPTY, pdf: pdfFile('bad.pdf', new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF\n')) }, { ...BASE, action: 'split' });
    expect(isToolError(r) ? r.code : 'a result').toMatch(/^(damaged|noPages)$/);
  });
});
