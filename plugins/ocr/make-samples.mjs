/**
 * Writes samples.ts: the OCR tool's sample images, each a sentence in one language (or a till receipt)
 * drawn by Chromium (playwright-core and the headless shell the tests use), then stored as 8-bit grey PNG
 * (fast-png), each at most 16 kB. Run once from the repository root and commit the result:
 * `node plugins/ocr/make-samples.mjs`. Tesseract reads text about 30 px high best, so the text is drawn
 * at 26 px on white, in Liberation Sans and DejaVu Sans Mono (fonts Debian's Chromium has).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { decode, encode } from 'fast-png';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The sentences (pangrams, with each language's accents), also the tests' known answers (samples.ts). */
export const SENTENCES = {
  en: 'The quick brown fox jumps over the lazy dog. We paid $48.90 for twelve boxes of fresh apples.',
  es: 'El pingüino Wenceslao hizo kilómetros bajo exhaustiva lluvia y frío, añoraba a su querido cachorro.',
  de: 'Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich. Die Rechnung beträgt 48,90 Euro.',
  fr: 'Portez ce vieux whisky au juge blond qui fume. Le garçon a payé 48,90 euros à l’hôtel près de Noël.',
};

const RECEIPT = ['CORNER BAKERY', '2 Croissant        5.00', '1 Coffee           3.20', '1 Orange juice     4.50', 'TOTAL             12.70', 'Thank you!'];

const page = (body, mono) => `<!doctype html><meta charset="utf-8"><style>
  html,body{margin:0;background:#fff;color:#000}
  body{padding:18px 22px;width:${mono ? 420 : 640}px;font:26px/1.45 ${mono ? "'DejaVu Sans Mono'" : "'Liberation Sans'"}}
  p{margin:0;white-space:pre-wrap}
</style><body>${body}</body>`;

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A PNG screenshot of the body, as grey 8-bit PNG. */
async function shot(browserPage, html) {
  await browserPage.setContent(html);
  const png = await browserPage.locator('body').screenshot();
  const image = decode(png);
  const channels = image.channels;
  const grey = new Uint8Array(image.width * image.height);
  for (let i = 0; i < grey.length; i++) {
    const r = image.data[i * channels], g = image.data[i * channels + 1], b = image.data[i * channels + 2];
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return Buffer.from(encode({ width: image.width, height: image.height, data: grey, channels: 1, depth: 8 }, { zlib: { level: 9 } }));
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] });
const browserPage = await browser.newPage({ deviceScaleFactor: 1 });
const out = {};
for (const [lang, text] of Object.entries(SENTENCES)) out[lang] = await shot(browserPage, page(`<p>${escape(text)}</p>`, false));
out.receipt = await shot(browserPage, page(RECEIPT.map((l) => `<p>${escape(l)}</p>`).join(''), true));
await browser.close();

for (const [name, bytes] of Object.entries(out)) {
  console.log(`${name}: ${bytes.length} bytes`);
  if (bytes.length > 16 * 1024) throw new Error(`${name} is larger than 16 kB`);
}

const lines = [
  '// Written by make-samples.mjs (node plugins/ocr/make-samples.mjs): sample images drawn by Chromium, as grey PNG (Base64).',
  '',
  '/** The sentence each language sample shows, as typed: the known answers the tests compare OCR with. */',
  `export const SENTENCES = ${JSON.stringify(SENTENCES, null, 2)} as const;`,
  '',
  '/** The receipt sample\'s lines, as typed. */',
  `export const RECEIPT_LINES = ${JSON.stringify(RECEIPT)} as const;`,
  '',
  ...Object.entries(out).map(([name, bytes]) => `export const ${name.toUpperCase()}_PNG = '${bytes.toString('base64')}';`),
  '',
];
writeFileSync(new URL('./samples.ts', import.meta.url), lines.join('\n'));
