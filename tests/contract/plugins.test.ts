/**
 * The contract every plugin meets, checked over the registry: a new folder is covered
 * without anyone writing a line here.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import fc from 'fast-check';
import type { ToolInput, ToolManifest, ToolMeta } from '../../src/sdk/core/manifest.ts';
import { isToolError } from '../../src/sdk/core/toolError.ts';
import { CATEGORY_IDS } from '../../src/registry/categories.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { schemaDefaults } from '../../src/sdk/core/schemaDefaults.ts';
import manifestSchema from '../../schemas/manifest.schema.json';
import { compareLocale, flatten, type Json } from './localeKeys.ts';
import { anyText, optionsArbitrary } from './optionArbitrary.ts';

type Run = (input: ToolInput, options: Record<string, unknown>) => unknown;

const metas = import.meta.glob<ToolMeta>('/plugins/*/meta.ts', { eager: true, import: 'meta' });
const manifests = import.meta.glob<ToolManifest>('/plugins/*/manifest.ts', { eager: true, import: 'manifest' });
const runs = import.meta.glob<Run>('/plugins/*/run.ts', { eager: true, import: 'run' });
const locales = import.meta.glob<Json>('/plugins/*/locales/*.json', { eager: true, import: 'default' });
const commonEn = flatten(JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as Json);

const ROOT = process.cwd();
const folders = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name))
  .map((d) => d.name);

const ajv = new Ajv({ allErrors: true, strict: false });
const validateManifest = ajv.compile(manifestSchema);

it('finds the plugins', () => {
  expect(folders.length).toBeGreaterThan(0);
  expect(Object.keys(metas).length).toBe(folders.length);
});

describe.each(folders)('plugin %s', (id) => {
  const meta = metas[`/plugins/${id}/meta.ts`]!;
  const manifest = manifests[`/plugins/${id}/manifest.ts`]!;
  const run = runs[`/plugins/${id}/run.ts`]!;
  const en = locales[`/plugins/${id}/locales/en.json`] as Json;
  const enFlat = en ? flatten(en) : new Map<string, Json>();
  const defaults = manifest ? schemaDefaults(manifest.options) : {};
  const fields = manifest?.input === 'texts' ? (manifest.inputFields ?? []) : [];
  /** Any input the tool's input kind allows: a text, or one text per field. */
  const inputArbitrary: fc.Arbitrary<ToolInput> = fields.length ? fc.record(Object.fromEntries(fields.map((f) => [f, anyText]))) : anyText;
  const asInput = (text: string): ToolInput => (fields.length ? Object.fromEntries(fields.map((f) => [f, text])) : text);

  /** A ToolError's code must have a message in the plugin's locale or the host's. */
  function knownError(value: unknown): boolean {
    if (!isToolError(value)) return false;
    return enFlat.has(`errors.${value.code}`) || commonEn.has(`errors.${value.code}`);
  }

  it('has meta.ts, manifest.ts, run.ts and the four locales', () => {
    expect(meta, 'meta.ts exporting meta').toBeDefined();
    expect(manifest, 'manifest.ts exporting manifest').toBeDefined();
    expect(typeof run, 'run.ts exporting run').toBe('function');
    for (const lang of LANG_CODES) expect(locales[`/plugins/${id}/locales/${lang}.json`], `locales/${lang}.json`).toBeDefined();
  });

  it('has a manifest that validates against schemas/manifest.schema.json', () => {
    const ok = validateManifest(manifest);
    expect(validateManifest.errors ?? [], JSON.stringify(validateManifest.errors, null, 1)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('uses its folder name as id, and the manifest repeats meta exactly', () => {
    expect(meta.id).toBe(id);
    expect(manifest.id).toBe(id);
    for (const key of Object.keys(meta) as (keyof ToolMeta)[]) expect(manifest[key], key).toEqual(meta[key]);
  });

  it('belongs to an existing category and relates to other tools only', () => {
    expect(CATEGORY_IDS).toContain(meta.category);
    expect(meta.related).not.toContain(id);
  });

  it('has valid defaults for every option', () => {
    const validate = ajv.compile(manifest.options);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(manifest.options.properties).sort());
    expect(validate(defaults), JSON.stringify(validate.errors)).toBe(true);
  });

  it('has the Output.tsx or Panel.tsx its manifest announces, and no other', () => {
    const dir = join(ROOT, 'plugins', id);
    expect(existsSync(join(dir, 'Output.tsx'))).toBe(manifest.output === 'custom' && !manifest.panel);
    expect(existsSync(join(dir, 'Panel.tsx'))).toBe(!!manifest.panel);
  });

  it('keeps manifest, meta and run free of React, i18n, state and DOM code', () => {
    for (const file of ['meta.ts', 'manifest.ts', 'run.ts']) {
      const source = readFileSync(join(ROOT, 'plugins', id, file), 'utf8');
      const imports = [...source.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
      for (const spec of imports) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom|i18next|react-i18next|zustand|@rjsf)(\/|$)/);
        expect(spec, `${file} imports ${spec}: plugins use @sdk/core, their own files and libraries only`).not.toMatch(/^(\.\.\/|@sdk\/ui)/);
      }
    }
  });

  it('renders no inline styles (the Content-Security-Policy blocks them)', () => {
    for (const file of readdirSync(join(ROOT, 'plugins', id)).filter((f) => f.endsWith('.tsx'))) {
      const source = readFileSync(join(ROOT, 'plugins', id, file), 'utf8');
      expect(source, `${file}: use a class from src/styles.css`).not.toMatch(/\bstyle=\{/);
    }
  });

  it('scopes its own stylesheet, if any, to .<id> (it stays loaded when the visitor moves on to another page)', () => {
    const file = join(ROOT, 'plugins', id, 'styles.css');
    if (!existsSync(file)) return;
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors.filter((s) => !/^(from|to|\d+%)$/.test(s))) expect(selector, 'selector in styles.css').toMatch(new RegExp(`^\\.${id}(?![\\w-])|^\\.${id}-`));
  });

  it.each(manifest?.examples.map((ex) => [ex.name, ex] as const) ?? [])('gives the stated output for example %s', async (_, ex) => {
    const options = { ...defaults, ...(ex.options as Record<string, unknown> | undefined) };
    expect(ajv.validate(manifest.options, options), `options of example ${ex.name}`).toBe(true);
    expect(await run(ex.input, options)).toEqual(ex.output);
  });

  it('has every text its manifest needs, in English', () => {
    for (const key of ['name', 'description', 'keywords']) expect(typeof enFlat.get(key), key).toBe('string');
    expect(enFlat.has('howTo.0'), 'howTo steps').toBe(true);
    expect(enFlat.has('features.0'), 'features').toBe(true);
    if (!manifest.panel) {
      for (const [key, prop] of Object.entries(manifest.options.properties)) {
        expect(enFlat.has(`options.${key}.title`), `options.${key}.title`).toBe(true);
        for (const v of (prop as { enum?: unknown[] }).enum ?? []) expect(enFlat.has(`options.${key}.values.${String(v)}`), `options.${key}.values.${String(v)}`).toBe(true);
      }
    }
    for (const ex of manifest.examples) expect(enFlat.has(`examples.${ex.name}`), `examples.${ex.name}`).toBe(true);
    for (const field of fields) expect(enFlat.has(`inputs.${field}`), `inputs.${field}`).toBe(true);
  });

  it('has an English name in sentence case, like every other tool ("QR code generator")', () => {
    const [, ...rest] = String(enFlat.get('name')).split(' ');
    for (const word of rest) expect(word, 'a capitalised word that is not an acronym').toMatch(/^([^A-Z].*|[A-Z0-9-]+)$/);
  });

  it('gives examples the input shape its input kind takes', () => {
    for (const ex of manifest.examples) {
      if (fields.length) expect(Object.keys(ex.input as object).sort(), ex.name).toEqual([...fields].sort());
      else expect(typeof ex.input, ex.name).toBe('string');
    }
  });

  it.each(LANG_CODES)('has exactly the English keys in %s, none empty, same placeholders', (lang) => {
    expect(compareLocale(en, locales[`/plugins/${id}/locales/${lang}.json`]!, lang)).toEqual([]);
  });

  it('never throws for arbitrary text and any options the schema allows', async () => {
    await fc.assert(
      fc.asyncProperty(inputArbitrary, optionsArbitrary(manifest.options), async (input, options) => {
        const result = await run(input, options);
        if (isToolError(result)) expect(knownError(result), `unknown error code ${result.code}`).toBe(true);
        else expect(result).not.toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('handles a megabyte of input without throwing', async () => {
    const big = 'Ünïcödé 😀 text, "quoted" {json: [1,2]} <b>tag</b>\n'.repeat(20_000);
    const result = await run(asInput(big), defaults);
    if (isToolError(result)) expect(knownError(result)).toBe(true);
  });
});
