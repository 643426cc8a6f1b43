/**
 * Writes the emoji picker's data (plugins/emoji-picker/data/<lang>.json) from the installed
 * emojibase-data, one file per page language: see plugins/emoji-picker/derive.ts for what each holds.
 * Run after changing emojibase-data's version in package.json:
 *
 *   npx tsx scripts/emoji-data.ts
 *
 * plugins/emoji-picker/data.test.ts fails while the files differ from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveData, deriveShortcodes, type EmojibaseEntry, type ShortcodeMap } from '../plugins/emoji-picker/derive.ts';
import { ROOT } from './lib/plugins.ts';

const PKG = join(ROOT, 'node_modules', 'emojibase-data');
const read = <T>(path: string): T => JSON.parse(readFileSync(join(PKG, path), 'utf8')) as T;
const version = read<{ version: string }>('package.json').version;
const github = read<ShortcodeMap>('en/shortcodes/github.json');
const emojibase = read<ShortcodeMap>('en/shortcodes/emojibase.json');
for (const lang of ['en', 'es', 'de', 'fr']) {
  const data = deriveData(version, read<EmojibaseEntry[]>(`${lang}/compact.json`));
  const file = join(ROOT, 'plugins', 'emoji-picker', 'data', `${lang}.json`);
  writeFileSync(file, `${JSON.stringify(data)}\n`);
  console.log(`${file}: ${Object.values(data.groups).reduce((n, g) => n + g.length, 0)} emoji`);
}
const shortcodes = join(ROOT, 'plugins', 'emoji-picker', 'data', 'shortcodes.json');
writeFileSync(shortcodes, `${JSON.stringify(deriveShortcodes(read<EmojibaseEntry[]>('en/compact.json'), github, emojibase))}\n`);
console.log(shortcodes);
