/** Small checks the PDF tools share (pdf-tools, pdf-to-images). Pure. */

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
