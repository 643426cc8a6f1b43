/**
 * Scaffolds a working plugin: `npm run new-tool -- <id> <category> [--kind text|calculator|generator]`.
 * The new folder passes every contract test and the looped end-to-end test as it is, with no React
 * code: replace its logic, examples and texts (and translate es, de and fr).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_IDS } from '../src/sdk/core/categories.ts';
import { LANG_CODES } from '../src/i18n/languages.ts';
import { PLUGINS_DIR } from './lib/plugins.ts';
import { freeIcon, usedIcons } from './lib/icons.ts';

const KINDS = ['text', 'calculator', 'generator'] as const;
type Kind = (typeof KINDS)[number];

const args = process.argv.slice(2);
const kindAt = args.indexOf('--kind');
const kind = (kindAt >= 0 ? args[kindAt + 1] : 'text') as Kind;
const [id, category] = kindAt >= 0 ? args.filter((_, i) => i !== kindAt && i !== kindAt + 1) : args;
if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-tool -- <id> <category> [--kind text|calculator|generator]   (id in kebab-case, e.g. text-reverser)');
  process.exit(1);
}
if (!category || !(CATEGORY_IDS as readonly string[]).includes(category)) {
  console.error(`Category must be one of: ${CATEGORY_IDS.join(', ')}`);
  process.exit(1);
}
if (!KINDS.includes(kind)) {
  console.error(`--kind must be one of: ${KINDS.join(', ')}`);
  process.exit(1);
}
const dir = join(PLUGINS_DIR, id);
if (existsSync(dir)) {
  console.error(`plugins/${id} already exists`);
  process.exit(1);
}

const title = id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const meta = `import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: '${category}',
  icon: '${freeIcon(id, usedIcons())}',
  badges: ['new'],
} as const satisfies ToolMeta;
`;

/** Per kind: the files besides meta.ts and the English texts. */
const KIND_FILES: Record<Kind, { files: Record<string, string>; locale: Record<string, unknown> }> = {
  text: {
    files: {
      'manifest.ts': `import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  fields: { text: { kind: 'text' } },
  options: {
    reverseLines: { type: 'boolean', default: false },
  },
  downloads: ['txt'],
  examples: [
    { name: 'word', input: { text: 'stressed' }, output: 'desserts' },
    { name: 'lines', input: { text: 'first\\nsecond' }, options: { reverseLines: true }, output: 'second\\nfirst' },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
`,
      'run.ts': `import { graphemes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** Pure: no DOM, no React. Return the result, or a ToolError whose code has a message in locales/*.json (errors.<code>). */
export function run({ text }: Input, options: Options): string | ToolError {
  if (text === '') return toolError('empty');
  return options.reverseLines ? text.split('\\n').reverse().join('\\n') : graphemes(text).reverse().join('');
}
`,
      'run.test.ts': `import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('${id}', () => {
  it('reverses characters as a reader sees them (an emoji with a skin tone stays whole)', () => {
    expect(run({ text: 'ab👍🏽' }, { reverseLines: false })).toBe('👍🏽ba');
  });
  it('asks for text when there is none', () => {
    expect(run({ text: '' }, { reverseLines: false })).toEqual({ kind: 'tool-error', code: 'empty' });
  });
});
`,
    },
    locale: {
      fields: { text: { label: 'Your text', placeholder: 'Type or paste your text…' } },
      outputLabel: 'Reversed text',
      options: { reverseLines: { title: 'Reverse the order of lines instead' } },
      examples: { word: 'A word', lines: 'Two lines' },
      errors: { empty: 'Please enter some text.' },
    },
  },
  calculator: {
    files: {
      'manifest.ts': `import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** Fields in, a grid of values out: the host draws, reads (in the page's language), checks and remembers the fields. */
export const manifest = defineTool({
  fields: {
    width: { kind: 'number', min: 0, unit: 'meter', default: 4 },
    height: { kind: 'number', min: 0, unit: 'meter', default: 2.5 },
  },
  examples: [{ name: 'room', input: { width: 4, height: 2.5 }, output: { area: 10, perimeter: 13 } }],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
`,
      'run.ts': `import type { Input } from './manifest.ts';

export interface Rectangle {
  area: number;
  perimeter: number;
}

/** Pure: the page only calls it once both numbers are there and valid. */
export function run({ width, height }: Input): Rectangle {
  return { area: width * height, perimeter: 2 * (width + height) };
}
`,
      'view.ts': `import { msg, num, type ResultView } from '@sdk/core';
import type { Input } from './manifest.ts';
import type { Rectangle } from './run.ts';

/** What the page shows: no display text here, only locale keys and numbers the host writes in the page's language. */
export function view(result: Rectangle, { input }: { input: Input }): ResultView {
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('results.area'), value: msg('squareMetres', { value: num(result.area, { maximumFractionDigits: 4 }) }), main: true },
          { label: msg('results.perimeter'), value: num(result.perimeter, { style: 'unit', unit: 'meter', maximumFractionDigits: 4 }) },
        ],
      },
      { kind: 'formula', label: msg('formulaLabel'), formula: [num(input.width), ' × ', num(input.height), ' = ', num(result.area)] },
    ],
  };
}
`,
      'run.test.ts': `import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('${id}', () => {
  it('gives the area and the perimeter', () => {
    expect(run({ width: 3, height: 2 })).toEqual({ area: 6, perimeter: 10 });
  });
});
`,
    },
    locale: {
      fields: { width: { label: 'Width' }, height: { label: 'Height' } },
      results: { area: 'Area', perimeter: 'Perimeter' },
      squareMetres: '{value} m²',
      formulaLabel: 'Calculation:',
      examples: { room: 'A 4 × 2.5 m room' },
    },
  },
  generator: {
    files: {
      'manifest.ts': `import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** No fields: options in, a random result out. The host offers Generate again and never prerenders a random result. */
export const manifest = defineTool({
  options: {
    sides: { type: 'integer', minimum: 1, maximum: 100, default: 6 },
    count: { type: 'integer', minimum: 1, maximum: 20, default: 2 },
  },
  random: true,
  // Random results have no exact outputs: the example is one whose result is always the same.
  examples: [{ name: 'oneSided', options: { sides: 1, count: 3 }, input: {}, output: { rolls: [1, 1, 1], total: 3 } }],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
`,
      'run.ts': `import { randomInt } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface Roll {
  rolls: number[];
  total: number;
}

/** Web Crypto randomness without modulo bias (randomInt). */
export function run(_input: Input, { sides, count }: Options): Roll {
  const rolls = Array.from({ length: count }, () => 1 + randomInt(sides));
  return { rolls, total: rolls.reduce((a, b) => a + b, 0) };
}
`,
      'view.ts': `import { msg, num, type ResultView } from '@sdk/core';
import type { Roll } from './run.ts';

export function view(result: Roll): ResultView {
  return {
    blocks: [
      { kind: 'values', items: [{ label: msg('results.total'), value: num(result.total), main: true }] },
      { kind: 'list', label: msg('results.rolls'), items: result.rolls.map(String), numbered: true },
    ],
  };
}
`,
      'run.test.ts': `import { describe, expect, it } from 'vitest';
import { run } from './run.ts';

describe('${id}', () => {
  it('rolls every side, and only those', () => {
    const { rolls, total } = run({}, { sides: 6, count: 20 });
    expect(rolls).toHaveLength(20);
    for (const r of rolls) expect(r >= 1 && r <= 6).toBe(true);
    expect(total).toBe(rolls.reduce((a, b) => a + b, 0));
  });
});
`,
    },
    locale: {
      options: { sides: { title: 'Sides' }, count: { title: 'Dice' } },
      results: { total: 'Total', rolls: 'Rolls' },
      examples: { oneSided: 'One-sided dice' },
    },
  },
};

const { files, locale } = KIND_FILES[kind];
const english = {
  name: title,
  description: `${title}: describe in one sentence what it does.`,
  keywords: 'search words people type to find this tool',
  howTo: ['Fill in the fields or choose the options.', 'Read the result as it appears.', 'Copy it or share a link.'],
  features: ['Runs in your browser: nothing is sent anywhere.'],
  ...locale,
};

mkdirSync(join(dir, 'locales'), { recursive: true });
writeFileSync(join(dir, 'meta.ts'), meta);
for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
// Every language starts as a copy of English: translate es, de and fr before you ship.
for (const code of LANG_CODES) writeFileSync(join(dir, 'locales', `${code}.json`), JSON.stringify(english, null, 2) + '\n');
console.log(`Created plugins/${id} (${kind}). Next: edit run.ts, manifest.ts${files['view.ts'] ? ', view.ts' : ''}, translate locales/es|de|fr.json.
  Every field, option and result block: plugins/README.md
  An example's exact output:  npx toolbench ${id} --json <flags>
  Check it (seconds):         npm run check:tool -- ${id}`);
