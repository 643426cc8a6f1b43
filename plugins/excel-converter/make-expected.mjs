/**
 * Writes expected.ts: the .xlsx the csvToXlsx example gives, as Base64, and a copy in /tmp to check with
 * a second reader. Run it after a change to the writer (npx tsx plugins/excel-converter/make-expected.mjs),
 * then read /tmp/excel-written.xlsx with openpyxl (run.test.ts says what it gives) before committing.
 */
import { writeFileSync } from 'node:fs';
import { optionDefaults } from '@sdk/core';
import { manifest } from './manifest.ts';
import { run } from './run.ts';

const example = manifest.examples.find((e) => e.name === 'csvToXlsx');
const result = await run({ file: null, sheet: '', text: '', sheetName: '', ...example.input }, { ...optionDefaults(manifest.options), ...example.options });
const base64 = Buffer.from(result.bytes).toString('base64');
writeFileSync(new URL('./expected.ts', import.meta.url), `// Written by make-expected.mjs: the csvToXlsx example's .xlsx.\nexport const WRITTEN_XLSX = '${base64}';\n`);
writeFileSync('/tmp/excel-written.xlsx', result.bytes);
console.log(result.bytes.length, 'bytes');
