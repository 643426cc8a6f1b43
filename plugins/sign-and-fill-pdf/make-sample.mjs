/**
 * Writes sample.ts: the example PDF, made with pdf-lib. Run from the repository root:
 * `node plugins/sign-and-fill-pdf/make-sample.mjs`.
 *
 * contract.pdf: two A5 pages, page 1 portrait (420 × 595 pt) with a form of every kind pdf-lib fills
 * (a text field "Name", a check box "Agree", a radio group "Plan" of Basic and Premium, a drop-down
 * "Country" and an option list "Extras"), page 2 landscape (595 × 420 pt) with a line to sign on.
 * Helvetica only (a standard font: nothing embedded); no dates and no producer (updateMetadata:
 * false), so the bytes are the same on every run.
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const doc = await PDFDocument.create({ updateMetadata: false });
const font = await doc.embedFont(StandardFonts.Helvetica);
const form = doc.getForm();
const ink = rgb(0.1, 0.1, 0.1);

const one = doc.addPage([420, 595]);
one.drawText('Service contract', { x: 40, y: 540, size: 22, font, color: ink });
const label = (text, y) => one.drawText(text, { x: 40, y, size: 11, font, color: ink });
label('Name', 484);
const name = form.createTextField('Name');
name.addToPage(one, { x: 130, y: 476, width: 240, height: 22, font });
label('I agree to the terms', 444);
const agree = form.createCheckBox('Agree');
agree.addToPage(one, { x: 180, y: 440, width: 16, height: 16 });
label('Plan', 404);
const plan = form.createRadioGroup('Plan');
one.drawText('Basic', { x: 154, y: 404, size: 11, font, color: ink });
plan.addOptionToPage('Basic', one, { x: 130, y: 400, width: 16, height: 16 });
one.drawText('Premium', { x: 234, y: 404, size: 11, font, color: ink });
plan.addOptionToPage('Premium', one, { x: 210, y: 400, width: 16, height: 16 });
label('Country', 364);
const country = form.createDropdown('Country');
country.addOptions(['France', 'Germany', 'Spain']);
country.addToPage(one, { x: 130, y: 356, width: 140, height: 22, font });
label('Extras', 324);
const extras = form.createOptionList('Extras');
extras.addOptions(['Delivery', 'Insurance', 'Support']);
extras.addToPage(one, { x: 130, y: 270, width: 140, height: 62, font });

const two = doc.addPage([595, 420]);
two.drawText('Signature', { x: 40, y: 360, size: 22, font, color: ink });
two.drawLine({ start: { x: 40, y: 120 }, end: { x: 300, y: 120 }, thickness: 1, color: ink });

const bytes = Buffer.from(await doc.save({ useObjectStreams: false }));
writeFileSync(
  new URL('./sample.ts', import.meta.url),
  `// Written by make-sample.mjs (node plugins/sign-and-fill-pdf/make-sample.mjs) with pdf-lib: contract.pdf (${bytes.length} bytes, two\n` +
    `// A5 pages, the first portrait with a form: Name, Agree, Plan, Country, Extras; the second landscape).\n` +
    `export const CONTRACT_PDF = '${bytes.toString('base64')}';\n`,
);
console.log(`contract.pdf ${bytes.length} bytes`);
