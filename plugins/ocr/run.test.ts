/**
 * OCR of the sample sentences (make-samples.mjs: drawn by Chromium, 26 px Liberation Sans) held to the
 * sentences as typed: at least 95 % of the characters right in each language. Each test starts with the
 * core and that language's data already on disk; a language's first read takes under a second in Node.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodeImage, isToolError, readBase64 } from '@sdk/core';
import type { Language } from './assets.ts';
import { stableDate, wordsOf } from './engine.ts';
import { manifest, type Input } from './manifest.ts';
import { baseName, languagesOf, run, type Result } from './run.ts';
import { DE_PNG, EN_PNG, ES_PNG, FR_PNG, SENTENCES } from './samples.ts';

const bytes = (base64: string) => (readBase64(base64) as { bytes: Uint8Array }).bytes;
const options = { lowConfidence: 80 };
const file = (name: string, type: string, data: Uint8Array): NonNullable<Input['file']> => ({ name, type, size: data.length, bytes: data });
const input = (f: Input['file'], language: Language, language2: Language | 'none' = 'none', pages = ''): Input => ({ file: f, pages, language, language2 }) as Input;

/** Levenshtein distance, by characters. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The share of the expected text's characters read right (line breaks read as spaces, ’ as '). */
function accuracy(expected: string, read: string): number {
  const norm = (s: string) => s.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  return 1 - distance(norm(expected), norm(read)) / norm(expected).length;
}

const SAMPLES: Record<Language, string> = { en: EN_PNG, es: ES_PNG, de: DE_PNG, fr: FR_PNG };

describe('reading the sample sentence of each language', () => {
  for (const language of ['en', 'es', 'de', 'fr'] as const) {
    it(`reads ${language} with at least 95 % of the characters right`, async () => {
      const result = (await run(input(file(`${language}.png`, 'image/png', bytes(SAMPLES[language])), language), options)) as Result;
      expect(isToolError(result)).toBe(false);
      expect(accuracy(SENTENCES[language], result.text)).toBeGreaterThanOrEqual(0.95);
      expect(result.languages).toEqual([language]);
      expect(result.words.length).toBeGreaterThan(12);
      for (const w of result.words) {
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(100);
        expect(w.box[2]).toBeGreaterThan(w.box[0]);
      }
    });
  }

  it('reads with two languages at once', async () => {
    const result = (await run(input(file('es.png', 'image/png', bytes(ES_PNG)), 'es', 'en'), options)) as Result;
    expect(result.languages).toEqual(['es', 'en']);
    expect(accuracy(SENTENCES.es, result.text)).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the searchable PDF', () => {
  it('is one page the size of the image at 96 dpi, with the text layer’s font, the same bytes on every run', async () => {
    const image = file('Scan 1.PNG', 'image/png', bytes(EN_PNG));
    const first = (await run(input(image, 'en'), options)) as Result;
    const second = (await run(input(image, 'en'), options)) as Result;
    expect(first.pdf.name).toBe('Scan 1-ocr.pdf');
    expect(first.pdf.bytes).toEqual(second.pdf.bytes);
    const doc = await PDFDocument.load(first.pdf.bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width } = doc.getPage(0).getSize();
    const last = first.words.at(-1)!;
    expect(width).toBeGreaterThan((last.box[2] * 72) / 96);
    expect(new TextDecoder('latin1').decode(first.pdf.bytes)).toContain('/GlyphLessFont');
  });

  it('blanks the creation date without moving anything', () => {
    const pdf = new TextEncoder().encode("%PDF-1.5\n<< /CreationDate (D:20261204193626Z00'00') >>\n%%EOF");
    const out = new TextDecoder().decode(stableDate(pdf.slice()));
    expect(out.length).toBe(pdf.length);
    expect(out).not.toContain('2026');
  });
});

describe('input it cannot read', () => {
  it('says the file is empty, not an image, unreadable, or without text', async () => {
    expect(await run(input(file('a.png', 'image/png', new Uint8Array()), 'en'), options)).toMatchObject({ code: 'emptyFile', params: { name: 'a.png' } });
    expect(await run(input(file('notes.txt', 'text/plain', new TextEncoder().encode('hello')), 'en'), options)).toMatchObject({ code: 'notImage' });
    expect(await run(input(file('broken.png', 'image/png', bytes(EN_PNG).slice(0, 100)), 'en'), options)).toMatchObject({ code: 'imageUnreadable' });
    const white = (await encodeImage({ width: 120, height: 80, data: new Uint8ClampedArray(120 * 80 * 4).fill(255) }, 'image/png')) as Uint8Array;
    expect(await run(input(file('white.png', 'image/png', white), 'en'), options)).toMatchObject({ code: 'noText', params: { field: 'file' } });
    expect(await run(input(null, 'en'), options)).toMatchObject({ code: 'noFile' });
  });

  it('says a PDF is damaged, or which pages do not exist', async () => {
    expect(await run(input(file('x.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.7\ngarbage\n%%EOF')), 'en'), options)).toMatchObject({ code: 'pdfUnreadable' });
    const doc = await PDFDocument.create();
    doc.addPage([200, 100]);
    const pdf = await doc.save();
    expect(await run(input(file('a.pdf', 'application/pdf', pdf), 'en', 'none', '2-3'), options)).toMatchObject({ code: 'pages.outside' });
    // A blank page: no text, or, in Node before 22 (pdf.js 6 needs it), pages cannot be drawn.
    const blank = await run(input(file('a.pdf', 'application/pdf', pdf), 'en', 'none', '1'), options);
    expect(['noText', 'renderUnsupported']).toContain((blank as { code: string }).code);
  });
});

describe('helpers', () => {
  it('names the PDF after the file, takes two languages once each, reads Tesseract’s words', () => {
    expect(baseName('receipt.jpeg')).toBe('receipt');
    expect(baseName('scan.final.webp')).toBe('scan.final');
    expect(baseName('report.PDF')).toBe('report');
    expect(languagesOf({ language: 'de', language2: 'de' })).toEqual(['de']);
    expect(languagesOf({ language: 'de', language2: 'fr' })).toEqual(['de', 'fr']);
    // What the page says it downloads: the core and the languages chosen.
    expect(manifest.bigAssetsUsed!({ language: 'fr', language2: 'none' } as never, {} as never).map((a) => a.name)).toEqual(['tesseract-core-simd-lstm.wasm', 'fra.traineddata.gz']);
    expect(manifest.bigAssetsUsed!({ language: 'es', language2: 'en' } as never, {} as never)).toHaveLength(3);
    const json = JSON.stringify({ blocks: [{ paragraphs: [{ lines: [{ words: [{ text: ' Hola ', confidence: 91.23, bbox: { x0: 1, y0: 2, x1: 3, y1: 4 } }, { text: ' ', confidence: 0, bbox: { x0: 0, y0: 0, x1: 0, y1: 0 } }] }] }] }] });
    expect(wordsOf(json)).toEqual([{ text: 'Hola', confidence: 91.2, box: [1, 2, 3, 4] }]);
    expect(wordsOf('{"blocks":null}')).toEqual([]);
  });

  it('keeps its samples small and its examples stating the language', () => {
    for (const base64 of Object.values(SAMPLES)) expect(bytes(base64).length).toBeLessThanOrEqual(16 * 1024);
    for (const example of manifest.examples) expect(example.input.language).toBeDefined();
  });
});
