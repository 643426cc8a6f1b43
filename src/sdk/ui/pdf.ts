/**
 * A result as a PDF: its values, tables and notes written out in the page's language, drawn by
 * jsPDF. This module and jsPDF load only when the visitor asks for a PDF (neither weighs on the page).
 */
import { itemText, type ResultView } from '../core/result.ts';
import { displayText, type DisplayContext } from './displayText.ts';

/** jsPDF's standard fonts write Latin-1 (WinAnsi): spaces of other widths become plain spaces. */
const pdfText = (text: string) => text.replace(/[\u00a0\u2007\u202f\u2009]/g, ' ').replace(/[\u2212]/g, '-');

export interface PdfLayout {
  /** A4 on its side, for tables of many columns (a loan's schedule). */
  landscape?: boolean;
}

/**
 * Numeric columns are aligned on the right, so that amounts line up; a table that runs onto another page
 * repeats its heading row there.
 */
export async function viewPdf(view: ResultView, display: DisplayContext, title: string, layout: PdfLayout = {}): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: layout.landscape ? 'landscape' : 'portrait' });
  const left = 40;
  const width = doc.internal.pageSize.getWidth() - 2 * left;
  const bottom = doc.internal.pageSize.getHeight() - 40;
  let y = 50;
  const w = (d: Parameters<typeof displayText>[0]) => pdfText(displayText(d, display));
  const line = (text: string, size = 10, bold = false, x = left, maxWidth = width) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
    const lines = doc.splitTextToSize(text, maxWidth) as string[];
    for (const l of lines) {
      if (y > bottom) {
        doc.addPage();
        y = 50;
      }
      doc.text(l, x, y);
      y += size * 1.35;
    }
  };
  line(pdfText(title), 16, true);
  y += 6;
  for (const block of view.blocks) {
    switch (block.kind) {
      case 'values':
        if (block.label !== undefined) line(w(block.label), 12, true);
        // "Label: value", "Libellé : valeur": the page language's way, as Copy writes it.
        for (const item of block.items) line(pdfText(display.t('common:tool.valueLine', { label: displayText(item.label, display), value: typeof item.copy === 'string' ? item.copy : displayText(item.value, display) })));
        break;
      case 'table': {
        if (block.caption !== undefined) line(w(block.caption), 12, true);
        const columnWidth = width / Math.max(1, block.columns.length);
        const heading = block.columns.map((c) => w(c.label));
        const draw = (cells: string[], bold: boolean) => {
          doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(9);
          cells.forEach((cell, i) => {
            const text = (doc.splitTextToSize(cell, columnWidth - 6) as string[])[0] ?? '';
            if (block.columns[i]?.numeric) doc.text(text, left + (i + 1) * columnWidth - 6, y, { align: 'right' });
            else doc.text(text, left + i * columnWidth, y);
          });
          y += 13;
        };
        const row = (cells: string[]) => {
          if (y > bottom) {
            doc.addPage();
            y = 50;
            draw(heading, true);
          }
          draw(cells, false);
        };
        if (y > bottom) {
          doc.addPage();
          y = 50;
        }
        draw(heading, true);
        for (const r of block.rows) row(r.map((c) => w(c)));
        break;
      }
      case 'list':
        if (block.label !== undefined) line(w(block.label), 12, true);
        for (const item of block.items) line(pdfText(itemText(item)));
        break;
      case 'text':
        line(pdfText(block.text));
        break;
      case 'note':
      case 'formula':
      case 'meter':
        line(block.kind === 'note' ? w(block.text) : block.kind === 'meter' ? pdfText(display.t('common:tool.valueLine', { label: displayText(block.label, display), value: displayText(block.text, display) })) : `${w(block.label)} ${block.formula.map((d) => w(d)).join('')}`, 9);
        break;
      case 'image':
      case 'chart':
        // Pictures and charts stay on screen.
        break;
    }
    y += 8;
  }
  return doc.output('blob');
}
