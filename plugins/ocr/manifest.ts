import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import { assetsFor, CORE, LANGUAGE_DATA, LANGUAGES } from './assets.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { DE_PNG, RECEIPT_PNG } from './samples.ts';

const receipt = { name: 'receipt.png', type: 'image/png', base64: RECEIPT_PNG };
const german = { name: 'satz.png', type: 'image/png', base64: DE_PNG };
const notes = { name: 'notes.txt', type: 'text/plain', base64: btoa('These are notes, not a picture.\n') };

/** The largest file taken: a photo is a few megabytes, a scanned PDF tens. */
export const MAX_BYTES = 200 * 1024 * 1024;
/** PDF pages are drawn at this resolution before they are read: Tesseract reads text best at about 300 dpi. */
export const PDF_DPI = 300;

/**
 * Text out of an image or a PDF's pages (OCR): Tesseract 5 compiled to WebAssembly, in the tool's worker,
 * with the trained data of the languages chosen (downloaded once from the site). Gives the text, each word
 * with its confidence (those below the threshold marked), and a searchable PDF: the image with the text
 * as an invisible layer over its words (Tesseract's own PDF renderer).
 */
export const manifest = defineTool({
  related: ['pdf-to-images', 'image-converter', 'text-to-speech'],
  fields: {
    file: { kind: 'file', read: 'bytes', accept: 'image/*,application/pdf,.pdf', maxBytes: MAX_BYTES },
    pages: { kind: 'line' },
    language: { kind: 'select', choices: LANGUAGES, default: 'en', pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' } },
    language2: { kind: 'select', choices: ['none', ...LANGUAGES], default: 'none' },
  },
  options: {
    lowConfidence: { type: 'integer', minimum: 0, maximum: 100, default: 80 },
  },
  ui: { lowConfidence: 'updown' },
  // Reading a page takes a second or more, and the first run downloads megabytes: it starts on a press.
  start: 'recognize',
  worker: true,
  timeLimitSeconds: 120,
  bigAssets: [CORE, ...LANGUAGES.map((l) => LANGUAGE_DATA[l])],
  // The page counts the core and the languages chosen: each language's data is downloaded when first chosen.
  bigAssetsUsed: (input) => assetsFor(input),
  downloads: ['txt', 'json'],
  produces: 'text',
  examples: [
    { name: 'receipt', input: { file: receipt, language: 'en', language2: 'none' }, options: { lowConfidence: 80 }, output: EXAMPLE_OUTPUTS.receipt },
    { name: 'german', input: { file: german, language: 'de', language2: 'none' }, options: { lowConfidence: 80 }, output: EXAMPLE_OUTPUTS.german },
    { name: 'notImage', input: { file: notes, language: 'en', language2: 'none' }, options: { lowConfidence: 80 }, output: toolError('notImage', { name: 'notes.txt', field: 'file' }) },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
