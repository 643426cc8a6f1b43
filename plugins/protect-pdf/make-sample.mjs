/**
 * Writes sample.ts: the example PDFs. Run from the repository root: `node plugins/protect-pdf/make-sample.mjs`.
 *
 * - plain.pdf: two pages made with pdf-lib (A5 portrait 420 × 595 pt, then A5 landscape), no encryption.
 * - locked.pdf: plain.pdf encrypted by qpdf 12.2 with AES-256, open password "open sesame", permissions password
 *   "owner secret"; printing allowed, copying, changing, commenting and filling forms not.
 * - restricted.pdf: plain.pdf encrypted with AES-256 and a permissions password only ("owner secret"): it opens
 *   without a password, printing not allowed.
 * Encryption is random (its salts and key), so locked.pdf and restricted.pdf change on each run of this script.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create({ updateMetadata: false });
const font = await doc.embedFont(StandardFonts.Helvetica);
for (const [size, text] of [[[420, 595], 'Confidential, page 1'], [[595, 420], 'Confidential, page 2']]) {
  const page = doc.addPage(size);
  page.drawText(text, { x: 40, y: size[1] - 80, size: 24, font, color: rgb(0.5, 0.1, 0.1) });
}
const plain = await doc.save({ useObjectStreams: false });

const require = createRequire(import.meta.url);
const factory = require('@neslinesli93/qpdf-wasm');
const qpdf = await factory({ locateFile: () => require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'), noInitialRun: true });
qpdf.FS.writeFile('/plain.pdf', plain);
const encrypt = (out, user, owner, ...permissions) => {
  const code = qpdf.callMain(['/plain.pdf', '--encrypt', `--user-password=${user}`, `--owner-password=${owner}`, '--bits=256', ...permissions, '--', out]);
  if (code !== 0) throw new Error(`qpdf: ${code}`);
  return qpdf.FS.readFile(out);
};
const locked = encrypt('/locked.pdf', 'open sesame', 'owner secret', '--extract=n', '--modify=none', '--annotate=n', '--form=n');
const restricted = encrypt('/restricted.pdf', '', 'owner secret', '--print=none');

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/protect-pdf/make-sample.mjs): plain.pdf (${plain.length} bytes, two A5 pages, pdf-lib),
// locked.pdf (${locked.length} bytes: AES-256, open password "open sesame", permissions password "owner secret", printing
// allowed only) and restricted.pdf (${restricted.length} bytes: AES-256, no open password, permissions password "owner secret",
// printing not allowed), both encrypted by qpdf 12.2.
export const PLAIN_PDF = '${b64(plain)}';
export const LOCKED_PDF = '${b64(locked)}';
export const RESTRICTED_PDF = '${b64(restricted)}';
`,
);
console.log('plain', plain.length, 'locked', locked.length, 'restricted', restricted.length);
