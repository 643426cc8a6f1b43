import { describe, expect, it } from 'vitest';
import { defineTool, type ToolManifest } from '@sdk/core/tool.ts';
import { toolError } from '@sdk/core/toolError.ts';
import { testManifest } from '../cli/testTool.ts';
import { checkRecipe, mainTextField, newStep, nextTools, readRecipeJson, readRecipeLink, readRecipeText, recipeJson, recipeLink, runRecipe, stepAcceptance, type StepTool } from './recipe.ts';

const upper = defineTool({ fields: { text: { kind: 'text' } }, options: { exclaim: { type: 'boolean', default: false } }, produces: 'text', examples: [] });
const json = defineTool({ fields: { text: { kind: 'text' } }, options: { indent: { type: 'string', enum: ['2', '4'], default: '2' } }, produces: 'json', examples: [] });
const manifests: Record<string, ToolManifest> = { test: testManifest as unknown as ToolManifest, upper: upper as unknown as ToolManifest, json: json as unknown as ToolManifest };
const display = { lang: 'en', t: (key: string) => key };

const tools: Record<string, StepTool> = {
  upper: { manifest: manifests.upper!, display, run: ({ text }, { exclaim }) => `${String(text).toUpperCase()}${exclaim ? '!' : ''}` },
  json: {
    manifest: manifests.json!,
    display,
    run: ({ text }, { indent }) => {
      try {
        return JSON.stringify(JSON.parse(String(text)), null, Number(indent));
      } catch {
        return toolError('notJson');
      }
    },
  },
};
const toolOf = async (id: string) => tools[id]!;

describe('links', () => {
  it('writes steps in order, options that differ from the default by name, steps switched off, and the input in the fragment', () => {
    const recipe = { name: 'Mine', steps: [{ tool: 'upper', options: { exclaim: true } }, { tool: 'json', options: { indent: '2' }, off: true }] };
    const link = recipeLink(recipe, manifests, 'a b');
    expect(link).toEqual({ query: 'name=Mine&step=upper&step=json&1.exclaim=true&off=2', fragment: 'input=a+b' });
    expect(recipeLink(recipe, manifests).fragment).toBe('');
    const read = readRecipeLink(`?${link.query}`, `#${link.fragment}`);
    expect(read.raw).toEqual({ name: 'Mine', steps: [{ tool: 'upper', options: { exclaim: 'true' } }, { tool: 'json', options: {}, off: true }], input: 'a b' });
  });

  it('reads a whole address, or JSON, and refuses other text', () => {
    expect(readRecipeText('https://x.test/de/recipe?step=upper#input=hi').raw).toEqual({ steps: [{ tool: 'upper', options: {} }], input: 'hi' });
    expect(readRecipeText('{"recipe":1,"steps":[{"tool":"json","options":{"indent":"4"}}]}').raw).toEqual({ steps: [{ tool: 'json', options: { indent: '4' } }] });
    expect(readRecipeText('hello').notes).toEqual([{ code: 'notRecipe' }]);
    expect(readRecipeJson('{"steps": 3}').notes).toEqual([{ code: 'notRecipe' }]);
  });

  it('keeps at most 20 steps', () => {
    const read = readRecipeLink(Array.from({ length: 25 }, () => 'step=upper').join('&'));
    expect(read.raw.steps).toHaveLength(20);
    expect(read.notes).toEqual([{ code: 'tooManySteps' }]);
  });
});

describe('checking steps', () => {
  it('takes valid options, puts defaults where a value is not valid or a tool does not exist, each with a note', async () => {
    const raw = { steps: [{ tool: 'test', options: { indent: '4', size: '11', bits: '256', sortKeys: 'true', nope: '1', color: '#00ff00' } }, { tool: 'gone', options: {} }, { tool: '../x', options: {} }] };
    const { recipe, notes } = await checkRecipe(raw, (id) => manifests[id]);
    expect(recipe.steps).toHaveLength(1);
    expect(recipe.steps[0]!.options).toMatchObject({ indent: '4', size: 3, bits: 256, sortKeys: true, color: '#00ff00' });
    expect(notes).toEqual([
      { code: 'invalidOption', step: 1, tool: 'test', option: 'size' },
      { code: 'unknownOption', step: 1, tool: 'test', option: 'nope' },
      { code: 'unknownTool', step: 2, tool: 'gone' },
      { code: 'unknownTool', step: 3, tool: '../x' },
    ]);
  });

  it('reads typed JSON values, refusing a value of the wrong type', async () => {
    const { recipe, notes } = await checkRecipe({ steps: [{ tool: 'test', options: { size: 4, sortKeys: true, ratio: '0.25', indent: 4 } }] }, (id) => manifests[id]);
    expect(recipe.steps[0]!.options).toMatchObject({ size: 4, sortKeys: true, ratio: 0.25, indent: '4' });
    expect(notes).toEqual([]);
    const wrong = await checkRecipe({ steps: [{ tool: 'test', options: { sortKeys: 1, size: true, color: { a: 1 } } }] }, (id) => manifests[id]);
    expect(wrong.notes.map((n) => n.option)).toEqual(['sortKeys', 'size', 'color']);
  });

  it('round-trips through JSON', async () => {
    const recipe = { name: 'R', steps: [{ tool: 'json', options: { indent: '4' }, off: true }] };
    const read = readRecipeJson(recipeJson(recipe, 'in'));
    expect(read.raw).toEqual({ name: 'R', steps: [{ tool: 'json', options: { indent: '4' }, off: true }], input: 'in' });
    expect((await checkRecipe(read.raw, (id) => manifests[id])).recipe).toEqual(recipe);
  });
});

describe('kinds', () => {
  const cards = [
    { id: 'formatter', accepts: { json: true } },
    { id: 'any', accepts: { text: true } },
    { id: 'converter', accepts: { json: 'toYaml', yaml: 'toJson' } },
    { id: 'none' },
  ] as const;

  it('offers the tools taking that kind first, any text after; plain text goes to every tool that takes some text', () => {
    expect(nextTools(cards, 'json').map((t) => t.id)).toEqual(['formatter', 'converter', 'any']);
    expect(nextTools(cards, 'yaml').map((t) => t.id)).toEqual(['converter', 'any']);
    expect(nextTools(cards, 'text').map((t) => t.id)).toEqual(['any', 'formatter', 'converter']);
    expect(stepAcceptance(cards[2], 'text')).toBe('toYaml');
    expect(stepAcceptance(cards[2], 'yaml')).toBe('toJson');
  });

  it('starts a new step on the tab that takes the kind, in the field named text, else the first text field', () => {
    expect(newStep({ id: 'test', accepts: { json: 'dates' } }, manifests.test!, 'json').options.tab).toBe('dates');
    expect(mainTextField(manifests.test!, 'text')).toBe('text');
    expect(mainTextField({ fields: { key: { kind: 'line' }, token: { kind: 'text' } } }, undefined)).toBe('token');
    expect(mainTextField({ fields: { n: { kind: 'number' } } }, undefined)).toBeUndefined();
  });
});

describe('running', () => {
  it('hands each result to the next step, going past steps switched off', async () => {
    const steps = [{ tool: 'json', options: { indent: '2' } }, { tool: 'upper', options: { exclaim: true }, off: true }, { tool: 'upper', options: { exclaim: false } }];
    const heard: string[] = [];
    const { outcomes, output } = await runRecipe(steps, '{"a":1}', toolOf, { onStep: (i, o) => heard.push(`${i}:${o.state}`) });
    expect(output).toBe('{\n  "A": 1\n}');
    expect(outcomes.map((o) => o.state)).toEqual(['done', 'off', 'done']);
    expect(heard).toEqual(['0:done', '1:off', '2:done']);
    expect(outcomes[0]).toMatchObject({ kind: 'json' });
  });

  it('stops at a failing step with its own error; the steps after it wait', async () => {
    const steps = [{ tool: 'upper', options: { exclaim: true } }, { tool: 'json', options: { indent: '2' } }, { tool: 'upper', options: { exclaim: false } }];
    const { outcomes, output } = await runRecipe(steps, 'x', toolOf);
    expect(outcomes).toEqual([expect.objectContaining({ state: 'done', text: 'X!' }), { state: 'error', error: toolError('notJson') }, { state: 'waiting' }]);
    expect(output).toBeUndefined();
  });

  it('waits for an input; a tool that throws is an unexpected error', async () => {
    expect((await runRecipe([{ tool: 'upper', options: {} }], '', toolOf)).outcomes).toEqual([{ state: 'waiting' }]);
    const throwing = async (): Promise<StepTool> => ({ ...tools.upper!, run: () => { throw new Error('boom'); } });
    expect((await runRecipe([{ tool: 'upper', options: {} }], 'a', throwing)).outcomes).toEqual([{ state: 'error', error: toolError('unexpected') }]);
  });
});
