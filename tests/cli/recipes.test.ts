/**
 * Every example recipe of the recipe page, played two ways: through the command as a user runs it
 * (`toolbench recipe '<link>'` and `'<JSON>'`, input piped in), and by chaining the tools' own run() and
 * view() in Node here, each result's Copy text put into the next tool's main text field. Both must give
 * the same bytes (the command ends its output with one newline, as every command does).
 */
import { describe, expect, it } from 'vitest';
import { fieldDefault, fieldShown, readFields, optionDefaults, tabsOption, isToolError, type ToolManifest, type ViewFn } from '../../src/sdk/core/index.ts';
import { copyText } from '../../src/sdk/ui/displayText.ts';
import { asResultView, defaultView } from '../../src/sdk/core/result.ts';
import { RECIPE_EXAMPLES } from '../../src/recipe/examples.ts';
import { recipeJson, recipeLink, checkRecipe } from '../../src/recipe/recipe.ts';
import { withNewline } from '../../src/cli/output.ts';
import type { BatchAnswer, BatchCall } from '../../src/cli/main.ts';
import { displayContext } from '../display.ts';
import { toolbench } from './toolbench.ts';

const manifests = import.meta.glob<ToolManifest>('/plugins/*/manifest.ts', { import: 'manifest' });
const runs = import.meta.glob<(input: unknown, options: unknown) => unknown>('/plugins/*/run.ts', { import: 'run' });
const views = import.meta.glob<ViewFn>('/plugins/*/view.ts', { import: 'view' });

/** The chain written out plainly: each tool's run() and view(), its Copy text into the next one's text field. */
async function chained(steps: (typeof RECIPE_EXAMPLES)[number]['steps'], input: string): Promise<string> {
  let value = input;
  for (const step of steps) {
    const manifest = await manifests[`/plugins/${step.tool}/manifest.ts`]!();
    const options = { ...optionDefaults(manifest.options), ...step.options };
    const tabKey = tabsOption(manifest);
    const tab = tabKey ? String(options[tabKey]) : undefined;
    const texts = Object.entries(manifest.fields).filter(([, f]) => (f.kind === 'text' || f.kind === 'line') && fieldShown(f, tab));
    const main = (texts.find(([n]) => n === 'text') ?? texts.find(([, f]) => f.kind === 'text') ?? texts[0])![0];
    const raw = Object.fromEntries(Object.entries(manifest.fields).map(([name, f]) => [name, name === main ? value : fieldDefault(f, tab, 'en')]));
    const read = readFields(manifest.fields, raw, 'en', tab);
    const result = await (await runs[`/plugins/${step.tool}/run.ts`]!())(read.input, options);
    expect(isToolError(result), `${step.tool}: ${JSON.stringify(result)}`).toBe(false);
    const loadView = views[`/plugins/${step.tool}/view.ts`];
    const view = loadView ? asResultView((await loadView())(result, { input: read.input, options })) : defaultView(result);
    value = copyText(view, displayContext(step.tool, 'en'));
  }
  return value;
}

/** Each example as a link and as JSON, all run by one process (the command's --batch mode, the same code path). */
const calls = await Promise.all(
  RECIPE_EXAMPLES.map(async (example) => {
    const loaded = Object.fromEntries(await Promise.all(example.steps.map(async (s) => [s.tool, await manifests[`/plugins/${s.tool}/manifest.ts`]!()] as const)));
    const checked = await checkRecipe({ steps: example.steps.map((s) => ({ tool: s.tool, options: s.options ?? {} })) }, (id) => loaded[id]);
    const { query } = recipeLink(checked.recipe, loaded);
    return { notes: checked.notes, link: `https://example.com/en/recipe?${query}`, json: recipeJson(checked.recipe) };
  }),
);
const answers: Promise<BatchAnswer[]> = toolbench(
  ['--batch'],
  JSON.stringify(RECIPE_EXAMPLES.flatMap((example, i) => [calls[i]!.link, calls[i]!.json].map((recipe): BatchCall => ({ args: ['recipe', recipe], stdin: example.input })))),
).then((answer) => JSON.parse(answer.stdout) as BatchAnswer[]);

describe('example recipes: the command gives what run() chained gives', () => {
  it('has ten examples with distinct ids, every step a tool', () => {
    expect(RECIPE_EXAMPLES).toHaveLength(10);
    expect(new Set(RECIPE_EXAMPLES.map((e) => e.id)).size).toBe(10);
    for (const e of RECIPE_EXAMPLES) for (const s of e.steps) expect(manifests[`/plugins/${s.tool}/manifest.ts`], s.tool).toBeDefined();
  });

  for (const example of RECIPE_EXAMPLES) {
    it(example.id, async () => {
      const expected = await chained(example.steps, example.input);
      expect(expected).not.toBe('');
      const i = RECIPE_EXAMPLES.indexOf(example);
      expect(calls[i]!.notes).toEqual([]);
      const all = await answers;
      for (const answer of [all[2 * i]!, all[2 * i + 1]!]) {
        expect(answer.stderr).toBe('');
        expect(answer.code).toBe(0);
        expect(answer.stdout).toBe(withNewline(expected));
      }
    }, 30_000);
  }
});

describe('toolbench recipe', () => {
  it('says a failing step with its own message and number, exit code 1', async () => {
    const answer = await toolbench(['recipe', '?step=url-decoder&step=json-formatter'], 'not%20json');
    expect(answer.code).toBe(1);
    expect(answer.stdout).toBe('');
    expect(answer.stderr).toMatch(/^step 2 \(json-formatter\): /);
  });

  it('takes the input from the link when nothing is piped, and notes what it could not use', async () => {
    const answer = await toolbench(['recipe', '?step=case-converter&1.mode=shouting&step=no-such-tool#input=Hello'], '');
    expect(answer.stderr).toContain('step 1 (case-converter): the value of option "mode" is not valid; its default is used');
    expect(answer.stderr).toContain('step 2 (no-such-tool): there is no tool "no-such-tool"');
    expect(answer).toMatchObject({ code: 0, stdout: 'HELLO\n' });
  });

  it('refuses what is not a recipe, exit code 2', async () => {
    const answer = await toolbench(['recipe', 'hello'], 'x');
    expect(answer.code).toBe(2);
  });
});
