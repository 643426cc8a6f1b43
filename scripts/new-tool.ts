/**
 * Scaffolds a working plugin: `npm run new-tool -- <id> <category>`.
 * The new folder passes every contract test as it is; replace its logic and texts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_IDS } from '../src/sdk/core/categories.ts';
import { LANG_CODES } from '../src/i18n/languages.ts';
import { PLUGINS_DIR } from './lib/plugins.ts';

const [id, category] = process.argv.slice(2);
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-tool -- <id> <category>   (id in kebab-case, e.g. text-reverser)');
  process.exit(1);
}
if (!category || !(CATEGORY_IDS as readonly string[]).includes(category)) {
  console.error(`Category must be one of: ${CATEGORY_IDS.join(', ')}`);
  process.exit(1);
}
const dir = join(PLUGINS_DIR, id);
if (existsSync(dir)) {
  console.error(`plugins/${id} already exists`);
  process.exit(1);
}

const title = id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const files: Record<string, string> = {
  'meta.ts': `import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: '${id}',
  category: '${category}',
  icon: '${title.slice(0, 2)}',
  badges: ['new'],
  keywords: [],
  related: [],
} as const satisfies ToolMeta;
`,
  'manifest.ts': `import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core/manifest.ts';
import { meta } from './meta.ts';

export const options = {
  type: 'object',
  properties: {
    trim: { type: 'boolean', default: true },
  },
  required: ['trim'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  input: 'text',
  output: 'text',
  examples: [{ name: 'basic', input: '  hello  ', output: 'hello' }],
} as const satisfies ToolManifest<typeof options>;
`,
  'run.ts': `import { toolError, type ToolError } from '@sdk/core/toolError.ts';
import type { Options } from './manifest.ts';

/** Pure: no DOM, no React. Return the result, or a ToolError whose code has a message in locales/*.json (errors.<code>). */
export function run(input: string, options: Options): string | ToolError {
  if (input.trim() === '') return toolError('empty');
  return options.trim ? input.trim() : input;
}
`,
  'run.test.ts': `import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('${id}', () => {
  it('trims by default', () => {
    expect(run('  a  ', { trim: true })).toBe('a');
  });
  it('asks for input when there is none', () => {
    expect(run('   ', { trim: true })).toEqual({ kind: 'tool-error', code: 'empty' });
  });
});
`,
  [`${id}.e2e.ts`]: `import { test, expect } from '../../tests/e2e/fixtures.ts';

test('${id}: a visitor types text and gets the result', async ({ page, openTool }) => {
  await openTool('en', '${category}', '${id}');
  await page.getByLabel('Input').fill('  hello  ');
  await expect(page.getByLabel('Result')).toHaveValue('hello');
});
`,
};
const locale = {
  name: title,
  description: `${title}: describe in one sentence what it does.`,
  keywords: 'search words people type to find this tool',
  howTo: ['Type or paste your text.', 'Choose the options.', 'Copy the result.'],
  features: ['Runs in your browser: nothing is sent anywhere.'],
  options: { trim: { title: 'Trim spaces' } },
  examples: { basic: 'Basic example' },
  errors: { empty: 'Please enter some text.' },
};

mkdirSync(join(dir, 'locales'), { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
// Every language starts as a copy of English: translate es, de and fr before you ship.
for (const code of LANG_CODES) writeFileSync(join(dir, 'locales', `${code}.json`), JSON.stringify(locale, null, 2) + '\n');
console.log(`Created plugins/${id}. Next: edit run.ts and manifest.ts, translate locales/es|de|fr.json, then npm test.`);
