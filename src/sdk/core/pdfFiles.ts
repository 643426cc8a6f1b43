/** Small checks the PDF tools share (pdf-tools, pdf-to-images, sign-and-fill-pdf). Pure. */
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
