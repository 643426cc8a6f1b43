/**
 * The contract every plugin meets, checked over the registry: a new folder is covered
 * without anyone writing a line here. The suite runs in parts (plugins.part<n>.test.ts).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import fc from 'fast-check';
import { exampleFileBytes, exampleRun, isExampleFile, type ExampleFile, fieldChoices, fieldShown, keyFace, namedByFace, optionShown, readFields, tabsOption, optionDefaults, isToolError, asResultView, defaultView, messageKeys, type ToolManifest, type ToolMeta, type ViewFn } from '../../src/sdk/core/index.ts';
import { CATEGORY_IDS } from '../../src/sdk/core/categories.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { manifestSchema, metaSchema } from '../../schemas/manifest.schema.ts';
import { toolPageCommon } from '../../src/i18n/hostTexts.node.ts';
import { compareLocale, flatten, type Json } from './localeKeys.ts';
import { inputArbitrary, optionsArbitrary } from './arbitraries.ts';
import { plainNumbers } from './plainNumbers.ts';
import { iconsById } from '../../scripts/lib/icons.ts';
import { ALL_PLUGINS, ONE_TOOL_ONLY, loadChecked } from '../selection.ts';

type Run = (input: Record<string, unknown>, options: Record<string, unknown>) => unknown;

// Lazy globs: only the plugins of a part are loaded and transformed.
const metaFiles = import.meta.glob<ToolMeta>('/plugins/*/meta.ts', { import: 'meta' });
const manifestFiles = import.meta.glob<ToolManifest>('/plugins/*/manifest.ts', { import: 'manifest' });
const runFiles = import.meta.glob<Run>('/plugins/*/run.ts', { import: 'run' });
const viewFiles = import.meta.glob<ViewFn>('/plugins/*/view.ts', { import: 'view' });
const localeFiles = import.meta.glob<Json>('/plugins/*/locales/*.json', { import: 'default' });
const commonEn = flatten(toolPageCommon('en') as Json);
/** Every tool's card icon, read from each meta.ts as text (cheap even when one tool is checked). */
const ICONS = iconsById();

const ROOT = process.cwd();

const ajv = new Ajv({ allErrors: true, strict: false });
const validateMeta = ajv.compile(metaSchema);
const validateManifest = ajv.compile(manifestSchema);

/** The import specifiers of a source file. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => (m[1] ?? m[2])!);
}


/** Names that keep their capital inside a sentence-case name ("HTML to Markdown converter"). */
const PROPER_NOUNS = new Set(['Markdown', 'Unicode', 'Morse', 'Roman', 'Caesar', 'Vigenère', 'Excel', 'TypeScript', 'Schema', 'NanoID', 'Go', 'Rust', 'Compose', 'Argon2']);

/**
 * The contract over these plugins (a part of them: the suite is split into a few files, so that it runs
 * on every core), and, for the part that says so, the checks about the plugin folder as a whole.
 */
export async function pluginContract(ids: readonly string[], { wholeFolder }: { wholeFolder: boolean }): Promise<void> {
  const [metas, manifests, runs, views, ...localeParts] = await Promise.all([
    loadChecked(metaFiles, 'meta.ts', ids),
    loadChecked(manifestFiles, 'manifest.ts', ids),
    loadChecked(runFiles, 'run.ts', ids),
    loadChecked(viewFiles, 'view.ts', ids),
    ...LANG_CODES.map((lang) => loadChecked(localeFiles, `locales/${lang}.json`, ids)),
  ]);
  const locales = Object.assign({}, ...localeParts) as Record<string, Json>;

  if (wholeFolder) {
    it('finds the plugins: every folder of plugins/ is a plugin with a meta.ts', () => {
      const dirs = readdirSync(join(ROOT, 'plugins'), { withFileTypes: true }).filter((d) => d.isDirectory() && !/^[_.]/.test(d.name));
      expect(dirs.length).toBeGreaterThan(0);
      expect(Object.keys(metaFiles).length).toBe(dirs.length);
      expect(ALL_PLUGINS.length).toBe(dirs.length);
    });
  }

  describe.each(ids)('plugin %s', (id) => {
    const dir = join(ROOT, 'plugins', id);
    const meta = metas[`/plugins/${id}/meta.ts`]!;
    const manifest = manifests[`/plugins/${id}/manifest.ts`]!;
    const run = runs[`/plugins/${id}/run.ts`]!;
    const view = views[`/plugins/${id}/view.ts`];
    const en = locales[`/plugins/${id}/locales/en.json`] as Json;
    const enFlat = en ? flatten(en) : new Map<string, Json>();
    const defaults = manifest ? optionDefaults(manifest.options) : {};
    const tabKey = manifest ? tabsOption(manifest) : undefined;
    const tabOf = (options: Record<string, unknown>) => (tabKey ? String(options[tabKey]) : undefined);
    /** A text exists, as a plain key or as plural forms. */
    const hasText = (key: string) => [key, `${key}_other`].some((k) => enFlat.has(k) || (k.startsWith('common:') && commonEn.has(k.slice(7))));
    /** The blocks a result is shown as. A server tool's run() returns the request its server answers: its view draws the answer (tested with the server). */
    const blocksOf = (result: unknown, input: Record<string, unknown>, options: Record<string, unknown>) =>
      manifest.server ? { blocks: [] } : view ? asResultView(view(result, { input, options })) : defaultView(result);

    /** A ToolError's code must have a message in the plugin's locale or the host's. */
    function knownError(value: unknown): boolean {
      if (!isToolError(value)) return false;
      return hasText(`errors.${value.code}`) || commonEn.has(`errors.${value.code}`) || commonEn.has(`fieldErrors.${value.code}`);
    }

    it('has meta.ts, manifest.ts, run.ts and the four locales', () => {
      expect(meta, 'meta.ts exporting meta').toBeDefined();
      expect(manifest, 'manifest.ts exporting manifest').toBeDefined();
      expect(typeof run, 'run.ts exporting run').toBe('function');
      for (const lang of LANG_CODES) expect(locales[`/plugins/${id}/locales/${lang}.json`], `locales/${lang}.json`).toBeDefined();
    });

    it('has a meta and a manifest that validate against schemas/manifest.schema.ts', () => {
      expect(validateMeta(meta), JSON.stringify(validateMeta.errors, null, 1)).toBe(true);
      expect(validateManifest(manifest), JSON.stringify(validateManifest.errors, null, 1)).toBe(true);
    });

    it('has a card icon no other tool has', () => {
      const others = [...ICONS].filter(([other, icon]) => other !== id && icon === ICONS.get(id)).map(([other]) => other);
      expect(others, `icon '${meta.icon}' is also the icon of`).toEqual([]);
    });

    it('belongs to an existing category and relates to other tools only', () => {
      expect(CATEGORY_IDS).toContain(meta.category);
      expect(manifest.related ?? []).not.toContain(id);
    });

    it('has valid defaults for every option, and field settings that fit its tabs', () => {
      const validate = ajv.compile(manifest.options);
      expect(validate(defaults), JSON.stringify(validate.errors)).toBe(true);
      const tabValues = tabKey ? ((manifest.options.properties[tabKey] as { enum?: unknown[] }).enum ?? []).map(String) : [];
      if (tabKey) expect(tabValues.length, 'a tabs option is an enum').toBeGreaterThan(1);
      for (const [name, field] of Object.entries(manifest.fields)) {
        for (const tab of field.tabs ?? []) expect(tabValues, `fields.${name}.tabs`).toContain(tab);
        if (field.perTab) expect(tabKey, `fields.${name}.perTab needs a tabs option`).toBeDefined();
        // A field shown `when` selects have some values depends on selects that are there wherever it is, and on values they offer.
        for (const [other, values] of Object.entries(field.when ?? {})) {
          const select = manifest.fields[other];
          expect(select?.kind, `fields.${name}.when: ${other} is a select field`).toBe('select');
          // Drawn and typed in order: the choice first, then what it shows.
          expect(Object.keys(manifest.fields).indexOf(other), `fields.${name}.when: ${other} is declared before it`).toBeLessThan(Object.keys(manifest.fields).indexOf(name));
          if (select?.kind !== 'select') continue;
          for (const tab of field.tabs ?? (tabValues.length ? tabValues : [undefined])) {
            expect(fieldShown(select, tab), `fields.${name}.when: ${other} is shown on tab ${tab}`).toBe(true);
            expect(fieldChoices(select, tab), `fields.${name}.when: values of ${other}`).toEqual(expect.arrayContaining([...values]));
          }
        }
        // A timeline writes two line fields of the tool, shown wherever the file is.
        if (field.kind === 'file' && field.timeline) {
          for (const end of [field.timeline.start, field.timeline.end]) {
            const line = manifest.fields[end];
            expect(line?.kind, `fields.${name}.timeline: ${end} is a line field of this tool`).toBe('line');
            for (const tab of field.tabs ?? (tabValues.length ? tabValues : [undefined])) if (line) expect(fieldShown(line, tab), `fields.${name}.timeline: ${end} is shown on tab ${tab}`).toBe(true);
          }
          expect(field.timeline.start, `fields.${name}.timeline: two different fields`).not.toBe(field.timeline.end);
        }
        // A crop box writes integer fields of the tool and reads its ratio, turn and mirrors from fields shown with it.
        if (field.kind === 'file' && field.crop) {
          const { x, y, width, height, aspect, turn, flipH, flipV } = field.crop;
          const kinds: [string | undefined, string][] = [[x, 'integer'], [y, 'integer'], [width, 'integer'], [height, 'integer'], [aspect, 'select'], [turn, 'select'], [flipH, 'checkbox'], [flipV, 'checkbox']];
          for (const [other, kind] of kinds) {
            if (other === undefined) continue;
            const decl = manifest.fields[other];
            expect(decl?.kind, `fields.${name}.crop: ${other} is a ${kind} field of this tool`).toBe(kind);
            for (const tab of field.tabs ?? (tabValues.length ? tabValues : [undefined])) if (decl) expect(fieldShown(decl, tab), `fields.${name}.crop: ${other} is shown on tab ${tab}`).toBe(true);
          }
          const turns = turn ? manifest.fields[turn] : undefined;
          if (turns?.kind === 'select') expect(fieldChoices(turns, undefined), `fields.${name}.crop: ${turn} turns by quarters`).toEqual(['0', '90', '180', '270']);
        }
        if (field.kind === 'select' && !Array.isArray(field.choices)) expect(Object.keys(field.choices).sort(), `fields.${name}.choices per tab`).toEqual([...tabValues].sort());
        if (field.kind === 'select' && field.pageLanguageDefault) {
          for (const [lang, choice] of Object.entries(field.pageLanguageDefault)) {
            expect(LANG_CODES, `fields.${name}.pageLanguageDefault: ${lang} is a page language`).toContain(lang);
            for (const tab of field.tabs ?? (tabValues.length ? tabValues : [undefined])) expect(fieldChoices(field, tab), `fields.${name}.pageLanguageDefault.${lang}`).toContain(choice);
          }
          // An example plays the same on every page only if it says which choice it means.
          for (const example of manifest.examples) expect(example.input, `example ${example.name} states ${name}, whose default is the page's language`).toHaveProperty(name);
        }
      }
      for (const pair of manifest.swap ?? []) for (const name of pair) expect(Object.keys(manifest.fields), 'swap').toContain(name);
      if (Array.isArray(manifest.worker)) for (const tab of manifest.worker) expect(tabValues, `worker: ${String(tab)} is a tab`).toContain(tab);
    });

    it('takes what it accepts into a text field, on a tab it has, and says what it produces for every tab', () => {
      const tabValues = tabKey ? ((manifest.options.properties[tabKey] as { enum?: unknown[] }).enum ?? []).map(String) : [];
      for (const [kind, tab] of Object.entries(meta.accepts ?? {})) {
        if (typeof tab === 'string') expect(tabValues, `accepts.${kind} opens a tab of the tabs option`).toContain(tab);
        const onTab = typeof tab === 'string' ? tab : undefined;
        const texts = Object.values(manifest.fields).filter((f) => (f.kind === 'text' || f.kind === 'line') && fieldShown(f, onTab));
        expect(texts.length, `accepts.${kind}: a text field to receive it`).toBeGreaterThan(0);
      }
      if (manifest.produces && typeof manifest.produces === 'object') expect(Object.keys(manifest.produces).sort(), 'produces per tab').toEqual([...tabValues].sort());
    });

    it('has at most one of Output.tsx and Panel.tsx', () => {
      expect(existsSync(join(dir, 'Output.tsx')) && existsSync(join(dir, 'Panel.tsx'))).toBe(false);
    });

    it('imports the SDK through @sdk/core and @sdk/ui only, and keeps meta, manifest, run and view free of React, i18n, state and DOM code', () => {
      const pure = ['meta.ts', 'manifest.ts', 'run.ts', 'view.ts'];
      for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
        const source = readFileSync(join(dir, file), 'utf8');
        // Tests are not shipped: they may use the shared test helpers and check round trips with a sibling tool.
        const isTest = /\.(test|e2e)\.tsx?$/.test(file);
        for (const spec of importsOf(source).filter((spec) => !(isTest && /^\.\.\/(\.\.\/tests\/|[a-z0-9-]+\/(run|manifest)\.ts$)/.test(spec)))) {
          expect(spec, `${file} imports ${spec}: the SDK's entry points are @sdk/core, @sdk/ui, @sdk/media, @sdk/pdf and (server files) @sdk/server`).not.toMatch(/^@sdk\/(?!(core|ui|media|pdf|server)$)|^\.\.\/|(^|\/)src\//);
          if (!/(^server|\.server)\.ts$/.test(file) && !isTest) expect(spec, `${file} imports ${spec}: only server.ts and *.server.ts run on the server`).not.toMatch(/^@sdk\/server$|\.server\.ts$|^\.\/server\.ts$|^node:/);
          if (pure.includes(file)) {
            expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom|i18next|react-i18next|zustand|@rjsf)(\/|$)/);
            expect(spec, `${file} imports ${spec}: pure files use @sdk/core, their own files and libraries only`).not.toBe('@sdk/ui');
          }
        }
      }
    });

    it('never calls run() from a component: panels get results from the host\'s run hook (useToolRun)', () => {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx') && !/\.test\.tsx$/.test(f))) {
        const source = readFileSync(join(dir, file), 'utf8');
        const fromRun = [...source.matchAll(/^\s*import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]\.\/run\.ts['"]/gm)];
        const values = fromRun.filter((m) => !m[1]).flatMap((m) => m[2]!.split(',').map((x) => x.trim()).filter((x) => x && !x.startsWith('type ')));
        expect(values, `${file} imports run() itself`).not.toContain('run');
        expect(source, `${file} imports run.ts whole`).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+['"]\.\/run\.ts['"]/);
      }
    });

    it('renders no inline styles (the Content-Security-Policy blocks them)', () => {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
        const source = readFileSync(join(dir, file), 'utf8');
        expect(source, `${file}: use a class from src/styles.css`).not.toMatch(/\bstyle=\{/);
      }
    });

    it('scopes its own stylesheet, if any, to .<id> (it stays loaded when the visitor moves on to another page)', () => {
      const file = join(dir, 'styles.css');
      if (!existsSync(file)) return;
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
      expect(selectors.length).toBeGreaterThan(0);
      for (const selector of selectors.filter((s) => !/^(from|to|\d+%)$/.test(s))) expect(selector, 'selector in styles.css').toMatch(new RegExp(`^\\.${id}(?![\\w-])|^\\.${id}-`));
    });

    it('ships its example files small and as Base64', () => {
      for (const ex of manifest.examples)
        for (const [name, value] of Object.entries(ex.input as Record<string, unknown>)) {
          if (manifest.fields[name]?.kind !== 'file' || value === null) continue;
          const files = Array.isArray(value) ? value : [value];
          if (!manifest.fields[name]!.multiple) expect(files, `example ${ex.name}: one file in ${name}`).toHaveLength(1);
          for (const file of files) {
            expect(isExampleFile(file), `example ${ex.name}: ${name} is { name, type, base64 }`).toBe(true);
            // A sample stays small: the manifest is part of the tool's page.
            expect(exampleFileBytes(file as ExampleFile).length, `example ${ex.name}: ${name}`).toBeLessThanOrEqual(16_384);
          }
        }
    });

    it.each(manifest?.examples.map((ex) => [ex.name, ex] as const) ?? [])('gives the stated output for example %s, read as the page reads it', async (_, ex) => {
      for (const name of Object.keys(ex.input)) expect(Object.keys(manifest.fields), `example ${ex.name} fills field ${name}`).toContain(name);
      const { input, options, errors, missing } = exampleRun(manifest, ex);
      expect(ajv.validate(manifest.options, options), `options of example ${ex.name}`).toBe(true);
      expect(errors, 'fields the page would refuse').toEqual({});
      expect(missing, 'required fields the example leaves empty').toEqual([]);
      // A visitor cannot set an option the example's tab does not show: it must keep its default there.
      const tabKey = tabsOption(manifest);
      for (const key of Object.keys(options)) if (!optionShown(manifest, key, tabKey ? String(options[tabKey]) : undefined)) expect(options[key], `option ${key}, hidden on this example's tab`).toEqual(defaults[key]);
      const result = await run(input, options);
      expect(result).toEqual(ex.output);
      // Every text the page shows for it exists, and what it says at a field is said at one the example's tab shows.
      if (!isToolError(result)) {
        const shown = blocksOf(result, input, options);
        for (const key of messageKeys(shown)) expect(hasText(key), `text ${key} used by view.ts`).toBe(true);
        for (const name of Object.keys(shown.fieldMessages ?? {})) expect(manifest.fields[name] && fieldShown(manifest.fields[name], tabKey ? String(options[tabKey]) : undefined), `fieldMessages.${name}: a field shown with this result`).toBe(true);
      }
    });

    it('writes the numbers of its view with num(), never as text that reads the same in every language', () => {
      if (!existsSync(join(dir, 'view.ts'))) return;
      expect(plainNumbers(readFileSync(join(dir, 'view.ts'), 'utf8'))).toEqual([]);
    });

    it('has every text its manifest needs, in English', () => {
      for (const key of ['name', 'description', 'keywords']) expect(typeof enFlat.get(key), key).toBe('string');
      expect(enFlat.has('howTo.0'), 'howTo steps').toBe(true);
      expect(enFlat.has('features.0'), 'features').toBe(true);
      for (const [key, prop] of Object.entries(manifest.options.properties)) {
        expect(enFlat.has(`options.${key}.title`), `options.${key}.title`).toBe(true);
        for (const v of (prop as { enum?: unknown[] }).enum ?? []) {
          // A value the manifest names by code has a name in every language, and no text in the locale.
          const named = LANG_CODES.map((lang) => manifest.optionNames?.[key]?.(String(v), lang) ?? null);
          if (named.some((n) => n !== null)) {
            for (const [i, n] of named.entries()) expect(n, `${key}: ${String(v)} named in ${LANG_CODES[i]}`).toMatch(/\S/);
            expect(enFlat.has(`options.${key}.values.${String(v)}`), `options.${key}.values.${String(v)}: named by code, not by the locale`).toBe(false);
          } else expect(enFlat.has(`options.${key}.values.${String(v)}`), `options.${key}.values.${String(v)}`).toBe(true);
        }
      }
      const tabs = tabKey ? ((manifest.options.properties[tabKey] as { enum?: unknown[] }).enum ?? []).map(String) : [undefined];
      for (const [name, field] of Object.entries(manifest.fields)) {
        expect(enFlat.has(`fields.${name}.label`), `fields.${name}.label`).toBe(true);
        if (field.kind === 'select' && !field.rawLabels) {
          for (const tab of tabs) {
            for (const choice of fieldChoices(field, tab)) {
              // A choice the field names by code has a name in every language, and no text in the locale.
              const named = LANG_CODES.map((lang) => field.names?.(choice, lang) ?? null);
              if (named.some((n) => n !== null)) {
                for (const [i, n] of named.entries()) expect(n, `${name}: ${choice} named in ${LANG_CODES[i]}`).toMatch(/\S/);
                expect(enFlat.has(`fields.${name}.choices.${choice}`), `fields.${name}.choices.${choice}: named by code, not by the locale`).toBe(false);
              } else expect(enFlat.has(`fields.${name}.choices.${choice}`), `fields.${name}.choices.${choice}`).toBe(true);
            }
          }
          for (const group of new Set(Object.values(field.groups ?? {}))) expect(enFlat.has(`fields.${name}.groups.${group}`), `fields.${name}.groups.${group}`).toBe(true);
        }
        // A grid's fixed columns and the list above each column are named in the locale.
        if (field.kind === 'grid') {
          for (const column of field.columns ?? []) expect(enFlat.has(`fields.${name}.columns.${column}`), `fields.${name}.columns.${column}`).toBe(true);
          if (field.columnChoices) {
            expect(enFlat.has(`fields.${name}.columnChoice`), `fields.${name}.columnChoice`).toBe(true);
            for (const choice of field.columnChoices) expect(enFlat.has(`fields.${name}.choices.${choice}`), `fields.${name}.choices.${choice}`).toBe(true);
          }
        }
        if ((field.kind === 'line' || field.kind === 'text') && field.keys) {
          for (const key of field.keys.flat()) {
            // A symbol (√, −, ×) is read differently, or not at all, by screen readers: its name is said instead.
            const face = keyFace(name, key, 'en');
            if (face.nameKey === undefined) expect(namedByFace(face.show), `fields.${name}: the key showing “${face.show}” needs a name`).toBe(true);
            else expect(hasText(face.nameKey), face.nameKey).toBe(true);
          }
        }
      }
      if (manifest.sentence) for (const tab of tabs) expect(enFlat.has(tab ? `sentence.${tab}` : 'sentence') || enFlat.has('sentence'), `sentence.${tab}`).toBe(true);
      for (const ex of manifest.examples) expect(enFlat.has(`examples.${ex.name}`), `examples.${ex.name}`).toBe(true);
      for (const start of [...(manifest.server?.starts ?? []), ...(manifest.start ? [manifest.start] : [])]) expect(enFlat.has(`actions.${start}`), `actions.${start}`).toBe(true);
    });

    it('runs on the API server only if it says so, with a server.ts beside it', () => {
      expect(existsSync(join(dir, 'server.ts')), 'server.ts beside a manifest with server: {...}').toBe(!!manifest.server);
      if (manifest.server) expect(manifest.needsNetwork, 'a server tool needs the network').toBe(true);
    });

    it('has an English name in sentence case, like every other tool ("QR code generator")', () => {
      const [, ...rest] = String(enFlat.get('name')).split(' ');
      for (const word of rest.map((w) => w.replace(/[,;:]$/, ''))) if (!PROPER_NOUNS.has(word)) expect(word, 'a capitalised word that is neither an acronym nor a proper noun').toMatch(/^([^A-Z].*|[A-Z0-9-]+)$/);
    });

    it('has a German name that is a noun, like every other tool ("Textbereiniger", not "Text bereinigen")', () => {
      // German capitalises nouns, not verbs: a name whose last word is lowercase is a verb phrase.
      const last = String(flatten(locales[`/plugins/${id}/locales/de.json`] as Json).get('name')).split(/[\s-]+/).filter(Boolean).at(-1);
      expect(last, 'the last word of the German name').toMatch(/^[\p{Lu}\d]/u);
    });

    it.each(LANG_CODES)('has exactly the English keys in %s, none empty, same placeholders', (lang) => {
      expect(compareLocale(en, locales[`/plugins/${id}/locales/${lang}.json`]!, lang)).toEqual([]);
    });

    it('never throws for any input and options the page can send, and shows every result it gives', async () => {
      const optionsAndInput = optionsArbitrary(manifest.options).chain((options) => inputArbitrary(manifest.fields, tabOf(options)).map((input) => ({ options, input })));
      await fc.assert(
        fc.asyncProperty(optionsAndInput, async ({ options, input }) => {
          const result = await run(input, options);
          if (isToolError(result)) expect(knownError(result), `unknown error code ${result.code}`).toBe(true);
          else {
            expect(result).not.toBeUndefined();
            for (const key of messageKeys(blocksOf(result, input, options))) expect(hasText(key), `text ${key} used by view.ts`).toBe(true);
          }
        }),
        // A costly tool (a bcrypt hash at cost 15 takes seconds) is tried as often as 10 s allow in the full
        // pass, and as 4 s allow when one tool is checked while it is being written (npm run check:tool).
        // FUZZ_RUNS and FUZZ_MS hunt a rare failure by hand (FUZZ_RUNS=3000 FUZZ_MS=40000 with -t "never throws").
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150), interruptAfterTimeLimit: ONE_TOOL_ONLY ? 4_000 : Number(process.env.FUZZ_MS ?? 10_000) },
      );
    });

    it('handles a megabyte of input without throwing', async () => {
      const big = 'Ünïcödé 😀 text, "quoted" {json: [1,2]} <b>tag</b>\n'.repeat(20_000);
      const raw = Object.fromEntries(Object.entries(manifest.fields).map(([name, f]) => [name, f.kind === 'text' || f.kind === 'line' ? big : undefined]).filter(([, v]) => v !== undefined));
      const read = readFields(manifest.fields, raw, 'en', tabOf(defaults));
      const result = await run(read.input, defaults);
      if (isToolError(result)) expect(knownError(result)).toBe(true);
    });
  });
}
