/** The host's texts of a tool page read from the files, for Node (the terminal and the tests). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withToolPageTexts } from './toolPageTexts.ts';

type Json = Record<string, unknown>;
const readJson = (path: string): Json => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : {});

/** locales/<lang>/common.json with toolPage.json merged in, as a tool page has them. */
export function toolPageCommon(lang: string, root = process.cwd()): Json {
  return withToolPageTexts(readJson(join(root, `locales/${lang}/common.json`)), readJson(join(root, `locales/${lang}/toolPage.json`)));
}
