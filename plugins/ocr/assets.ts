/**
 * The OCR tool's big files, served by the site (never a CDN) and downloaded on first use: Tesseract's core
 * (tesseract.js-core, SIMD build with the LSTM engine only) and each language's trained data
 * (@tesseract.js-data/*, the "best_int" models of tessdata_best, gzipped). A language's data is downloaded
 * only when it is chosen.
 */
import coreWasm from 'tesseract.js-core/tesseract-core-simd-lstm.wasm?big';
import deu from '@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz?big';
import eng from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?big';
import fra from '@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz?big';
import spa from '@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz?big';

/** The languages the tool reads, by the site's codes. */
export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Tesseract's names for them (ISO 639-2/T). */
export const TESSERACT_CODES: Readonly<Record<Language, string>> = { en: 'eng', es: 'spa', de: 'deu', fr: 'fra' };

export const CORE = coreWasm;
export const LANGUAGE_DATA: Readonly<Record<Language, typeof coreWasm>> = { en: eng, es: spa, de: deu, fr: fra };

/** The languages to read with: the first, and the second if it is another (a field not read yet: English). */
export function languagesOf(input: { readonly language?: string | null; readonly language2?: string | null }): Language[] {
  const known = (l: string | null | undefined): l is Language => (LANGUAGES as readonly string[]).includes(l ?? '');
  const first = known(input.language) ? input.language : 'en';
  return known(input.language2) && input.language2 !== first ? [first, input.language2] : [first];
}

/** What a run with these languages downloads: the core and their data. */
export function assetsFor(input: { readonly language?: string | null; readonly language2?: string | null }): (typeof coreWasm)[] {
  return [CORE, ...languagesOf(input).map((l) => LANGUAGE_DATA[l])];
}
