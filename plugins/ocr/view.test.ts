import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import type { Result } from './run.ts';
import { doubtful, markedText, view } from './view.ts';

const result: Result = {
  text: 'El pinguino come\n\npan pan.',
  confidence: 80,
  words: [
    { page: 1, text: 'El', confidence: 96, box: [0, 0, 10, 10] },
    { page: 1, text: 'pinguino', confidence: 55.4, box: [12, 0, 40, 10] },
    { page: 1, text: 'come', confidence: 93, box: [42, 0, 60, 10] },
    { page: 2, text: 'pan', confidence: 91, box: [0, 0, 10, 10] },
    { page: 2, text: 'pan.', confidence: 64.5, box: [12, 0, 30, 10] },
  ],
  pages: [1, 2],
  languages: ['es', 'en'],
  pdf: { name: 'scan-ocr.pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
};

describe('view', () => {
  it('marks the words below the threshold in words, in the table and in the text, where each one is', () => {
    expect(doubtful(result, 80)).toBe(2);
    expect(doubtful(result, 50)).toBe(0);
    // The second "pan" is the doubtful one, not the first.
    expect(markedText(result, 80)).toBe('El ⟦pinguino⟧ come\n\npan ⟦pan.⟧');
    const shown = view(result, { options: { lowConfidence: 80 } });
    const table = shown.blocks.find((b) => b.kind === 'table')!;
    const write = writer('ocr', 'de');
    const rows = table.rows.map((r) => r.map((c) => write(c)));
    expect(rows[1]).toEqual(['1', 'pinguino', '55,4\u00a0%', '⚠ Prüfen']);
    expect(rows[0]![3]).toBe('');
    expect(write(shown.blocks.find((b) => b.kind === 'note')!.text)).toContain('2 Wörter liegen unter 80\u00a0% Konfidenz');
    const values = shown.blocks.find((b) => b.kind === 'values')!;
    expect(values.items.map((i) => write(i.value))).toEqual(['5', '80\u00a0%', '2', 'Spanisch und Englisch', '2']);
  });

  it('gives the text to copy and download, the PDF as a file, and JSON without the PDF’s bytes', () => {
    const shown = view(result, { options: { lowConfidence: 50 } });
    expect(shown.copy).toBe(result.text);
    expect(shown.txt).toBe(result.text);
    expect(shown.filename).toBe('scan');
    expect(shown.blocks.some((b) => b.kind === 'note')).toBe(false);
    const pdf = shown.blocks.find((b) => b.kind === 'file')!;
    expect(pdf).toMatchObject({ name: 'scan-ocr.pdf', type: 'application/pdf' });
    expect((shown.json as { pdf: unknown }).pdf).toEqual({ name: 'scan-ocr.pdf', size: 4 });
  });
});
