/** Small checks and helpers the PDF tools share (pdf-tools, pdf-to-images, compress-pdf, sign-and-fill-pdf). Pure. */
import { toolError, type ToolError } from './toolError.ts';

/** "Annual report.PDF" → "Annual report" ("document" when nothing is left): the base of the files made from it. */
export function pdfBaseName(name: string): string {
  return name.replace(/\.pdf$/i, '').trim() || 'document';
}

/** Whether the bytes hold %%EOF: every complete PDF ends with it (followed at most by a few bytes); without one, the file was cut short. */
export function pdfHasEnd(bytes: Uint8Array): boolean {
  const eof = [0x25, 0x25, 0x45, 0x4f, 0x46];
  for (let i = bytes.length - eof.length; i >= 0; i--) if (eof.every((c, k) => bytes[i + k] === c)) return true;
  return false;
}

/**
 * Undoes PNG row filters (predictors 10–15 of a Flate stream's DecodeParms: None, Sub, Up, Average, Paeth, as the
 * PNG specification defines them; a row of an unknown type is taken as it is), rows of `columns` pixels of `colors`
 * components of `bits` bits.
 */
export function unpredict(data: Uint8Array, colors: number, bits: number, columns: number): Uint8Array {
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowLength + i - bpp]! : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

/**
 * A PDF opened with pdf-lib (`lib`, the module the tool loaded on first use), or why not, as the PDF tools
 * say it at `field`: `emptyFile`, `notPdf` (no %PDF- in its first kilobyte, where readers look for it),
 * `truncated`, `encrypted`, `damaged`, `noPages` (each with the file's `name`).
 */
export async function openPdf(lib: typeof import('pdf-lib'), name: string, bytes: Uint8Array, field: string): Promise<import('pdf-lib').PDFDocument | ToolError> {
  if (bytes.length === 0) return toolError('emptyFile', { name, field });
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) return toolError('notPdf', { name, field });
  if (!pdfHasEnd(bytes)) return toolError('truncated', { name, field });
  try {
    const doc = await lib.PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() === 0) return toolError('noPages', { name, field });
    return doc;
  } catch (e) {
    if (e instanceof lib.EncryptedPDFError || (e instanceof Error && /encrypt/i.test(e.message))) return toolError('encrypted', { name, field });
    return toolError('damaged', { name, field });
  }
}
