/**
 * Recipes: a list of steps, each a tool and its options, the result of one step going into the next
 * as "Send to" hands it over (the text the result's Copy copies, into the tool's main text field).
 * The one engine the recipe page and `toolbench recipe` share, pure: reading and writing a recipe as
 * a link (steps and options by their schema names in the query, the input in the #fragment only when
 * asked) and as JSON, checking each step against its tool's options schema (what is not valid falls
 * back to the default, with a note), and running the chain. Tools are given by the caller (the page
 * loads a step's code when it runs; the command imports it), so nothing here names a tool.
 */
import { fieldDefault, fieldShown, readFields, type RawValues } from '@sdk/core/fields.ts';
import type { ResultView, ViewFn } from '@sdk/core/result.ts';
import { isToolError, toolError, type ToolError } from '@sdk/core/toolError.ts';
import { acceptance, optionDefaults, producedKind, tabsOption, type ContentKind, type OptionSchema, type ToolCard, type ToolManifest } from '@sdk/core/tool.ts';
import type { DisplayContext } from '@sdk/ui/displayText.ts';
import { optionValue } from '../cli/optionValues.ts';
import { resultText, resultView } from '../cli/output.ts';

type Options = Record<string, unknown>;

/** The most steps a recipe holds (a link stays well under browsers' length limits). */
export const MAX_STEPS = 20;
/** The version written in a recipe's JSON. */
export const RECIPE_FORMAT = 1;

export interface RecipeStep {
  readonly tool: string;
  /** Every option of the tool, valid (the defaults where nothing valid was given). */
  readonly options: Options;
  /** Switched off: the value goes past it unchanged. */
  readonly off?: boolean;
}

export interface Recipe {
  readonly name?: string;
  readonly steps: readonly RecipeStep[];
}

/** A step as written in a link or a JSON file, before it is checked against its tool. */
export interface RawStep {
  readonly tool: string;
  /** Query text (from a link) or JSON values (from a file), by option name. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly off?: boolean;
}

export interface RawRecipe {
  readonly name?: string;
  readonly steps: readonly RawStep[];
  /** The input, when the link's fragment or the JSON carries it. */
  readonly input?: string;
}

/**
 * What did not hold in a link or a file, said to the visitor (texts `recipe.notes.<code>`); the part is
 * left out (a step of a tool that does not exist) or at its default (an option).
 */
export interface RecipeNote {
  readonly code: 'notRecipe' | 'unknownTool' | 'unknownOption' | 'invalidOption' | 'tooManySteps';
  /** The step's number, from 1. */
  readonly step?: number;
  readonly tool?: string;
  readonly option?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Kinds: what a step's result is and which tools take it (the kinds "Send to" uses).

export { acceptance, producedKind };

/**
 * How a tool takes a step's result in a recipe: as Send to takes that kind; and plain text (the input,
 * a decoded URL) may be anything, so any tool that takes some kind of text takes it, on its first tab.
 */
export function stepAcceptance(tool: Pick<ToolCard, 'accepts'>, kind: ContentKind | undefined): string | true | undefined {
  const exact = acceptance(tool, kind ?? 'text');
  if (exact !== undefined || (kind !== undefined && kind !== 'text')) return exact;
  return Object.values(tool.accepts ?? {})[0];
}

/** The tools a step after one giving `kind` may be: those taking exactly that kind first, then the others. */
export function nextTools<T extends Pick<ToolCard, 'id' | 'accepts'>>(tools: readonly T[], kind: ContentKind | undefined): T[] {
  const taking = tools.filter((t) => stepAcceptance(t, kind) !== undefined);
  const exact = (t: T) => t.accepts?.[kind ?? 'text'] !== undefined;
  return [...taking.filter(exact), ...taking.filter((t) => !exact(t))];
}

/** A new step of a tool after one giving `kind`: its defaults, on the tab that takes that kind. */
export function newStep(tool: Pick<ToolCard, 'id' | 'accepts'>, manifest: ToolManifest, kind: ContentKind | undefined): RecipeStep {
  const options = optionDefaults(manifest.options);
  const tabKey = tabsOption(manifest);
  const tab = stepAcceptance(tool, kind);
  if (tabKey && typeof tab === 'string') options[tabKey] = tab;
  return { tool: tool.id, options };
}

/** The field a step's input goes into: the one named "text" (the convention), else the first text field, else the first line. */
export function mainTextField(manifest: Pick<ToolManifest, 'fields'>, tab: string | undefined): string | undefined {
  const texts = Object.entries(manifest.fields).filter(([, f]) => (f.kind === 'text' || f.kind === 'line') && fieldShown(f, tab));
  return (texts.find(([name]) => name === 'text') ?? texts.find(([, f]) => f.kind === 'text') ?? texts[0])?.[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Checking steps against their tools.

const optionText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** One option's value, checked as the page's form and the command line check it; undefined when not valid. */
function checkedOption(schema: OptionSchema, value: unknown): { value: unknown } | undefined {
  // JSON gives typed values; a boolean given as text is read as the link writes it.
  if (typeof value === 'boolean' && schema.type !== 'boolean') return undefined;
  if (typeof value === 'number' && schema.type === 'string' && !('enum' in schema && schema.enum)) return undefined;
  const text = optionText(value);
  if (text === undefined) return undefined;
  if (schema.type === 'boolean' && text !== 'true' && text !== 'false') return undefined;
  const checked = optionValue('x', schema, text);
  return 'value' in checked ? { value: checked.value } : undefined;
}

/** A step's options: each valid one given, the default for the rest; notes for those given and not valid. */
export function checkOptions(manifest: Pick<ToolManifest, 'options'>, given: Readonly<Record<string, unknown>>, step: number, tool: string): { options: Options; notes: RecipeNote[] } {
  const options = optionDefaults(manifest.options);
  const notes: RecipeNote[] = [];
  for (const [key, value] of Object.entries(given)) {
    const schema = manifest.options.properties[key];
    if (!schema) {
      notes.push({ code: 'unknownOption', step, tool, option: key });
      continue;
    }
    const checked = checkedOption(schema, value);
    if (checked) options[key] = checked.value;
    else notes.push({ code: 'invalidOption', step, tool, option: key });
  }
  return { options, notes };
}

/**
 * Steps checked against their tools' manifests (`manifestOf` gives undefined for a tool that does not
 * exist or cannot be a step): unknown tools left out, options checked, each with a note.
 */
export async function checkRecipe(raw: RawRecipe, manifestOf: (id: string) => Promise<ToolManifest | undefined> | ToolManifest | undefined): Promise<{ recipe: Recipe; notes: RecipeNote[] }> {
  const notes: RecipeNote[] = [];
  const steps: RecipeStep[] = [];
  for (const [i, step] of raw.steps.entries()) {
    const manifest = /^[a-z0-9-]+$/.test(step.tool) ? await manifestOf(step.tool) : undefined;
    if (!manifest) {
      notes.push({ code: 'unknownTool', step: i + 1, tool: step.tool });
      continue;
    }
    const checked = checkOptions(manifest, step.options, i + 1, step.tool);
    notes.push(...checked.notes);
    steps.push(step.off ? { tool: step.tool, options: checked.options, off: true } : { tool: step.tool, options: checked.options });
  }
  return { recipe: raw.name !== undefined ? { name: raw.name, steps } : { steps }, notes };
}

// ---------------------------------------------------------------------------------------------------------------
// Links: `?step=url-decoder&step=json-formatter&2.indent=4&off=3&name=…#input=…`. Each `step` is a tool, in order;
// `<n>.<option>` an option of step n (from 1) by its schema name, written only when it is not the default;
// `off` the steps switched off; the input in the fragment only when the visitor asks.

/** The query (without "?") and fragment (without "#") of a recipe's link. */
export function recipeLink(recipe: Recipe, manifests: Readonly<Record<string, Pick<ToolManifest, 'options'>>>, input?: string): { query: string; fragment: string } {
  const query = new URLSearchParams();
  if (recipe.name) query.append('name', recipe.name);
  for (const step of recipe.steps) query.append('step', step.tool);
  recipe.steps.forEach((step, i) => {
    const defaults = manifests[step.tool] ? optionDefaults(manifests[step.tool]!.options) : {};
    for (const [key, value] of Object.entries(step.options)) if (value !== defaults[key]) query.append(`${i + 1}.${key}`, String(value));
  });
  const off = recipe.steps.flatMap((step, i) => (step.off ? [String(i + 1)] : []));
  if (off.length) query.append('off', off.join(','));
  const fragment = input === undefined || input === '' ? '' : new URLSearchParams({ input }).toString();
  return { query: query.toString(), fragment };
}

/** What a link's query and fragment hold (with or without "?" and "#"). */
export function readRecipeLink(search: string, hash = ''): { raw: RawRecipe; notes: RecipeNote[] } {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const tools = query.getAll('step');
  const notes: RecipeNote[] = [];
  if (tools.length > MAX_STEPS) notes.push({ code: 'tooManySteps' });
  const off = new Set((query.get('off') ?? '').split(',').map((n) => Number(n)));
  const steps = tools.slice(0, MAX_STEPS).map((tool, i): RawStep => {
    const options: Record<string, string> = {};
    for (const [key, value] of query) if (key.startsWith(`${i + 1}.`)) options[key.slice(`${i + 1}.`.length)] = value;
    return off.has(i + 1) ? { tool, options, off: true } : { tool, options };
  });
  const name = query.get('name') ?? undefined;
  const input = new URLSearchParams(hash.replace(/^#/, '')).get('input') ?? undefined;
  return { raw: { ...(name !== undefined && { name }), steps, ...(input !== undefined && { input }) }, notes };
}

// ---------------------------------------------------------------------------------------------------------------
// JSON: `{ "recipe": 1, "name": "…", "steps": [{ "tool": "…", "options": { … }, "off": true }], "input": "…" }`.

/** A recipe as a JSON file: every option of every step, typed; the input only when given. */
export function recipeJson(recipe: Recipe, input?: string): string {
  const json = {
    recipe: RECIPE_FORMAT,
    ...(recipe.name && { name: recipe.name }),
    steps: recipe.steps.map((step) => ({ tool: step.tool, options: step.options, ...(step.off && { off: true }) })),
    ...(input !== undefined && input !== '' && { input }),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a recipe's JSON holds; a text that is not one gives no steps and a note. */
export function readRecipeJson(text: string): { raw: RawRecipe; notes: RecipeNote[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!isObject(json) || !Array.isArray(json.steps)) return { raw: { steps: [] }, notes: [{ code: 'notRecipe' }] };
  const notes: RecipeNote[] = [];
  if (json.steps.length > MAX_STEPS) notes.push({ code: 'tooManySteps' });
  const steps: RawStep[] = [];
  for (const [i, step] of json.steps.slice(0, MAX_STEPS).entries()) {
    if (!isObject(step) || typeof step.tool !== 'string') {
      notes.push({ code: 'unknownTool', step: i + 1 });
      continue;
    }
    const options = isObject(step.options) ? step.options : {};
    steps.push(step.off === true ? { tool: step.tool, options, off: true } : { tool: step.tool, options });
  }
  const name = typeof json.name === 'string' ? json.name : undefined;
  const input = typeof json.input === 'string' ? json.input : undefined;
  return { raw: { ...(name !== undefined && { name }), steps, ...(input !== undefined && { input }) }, notes };
}

/** A recipe given as text: JSON, or a link (a whole address or only its query and fragment). */
export function readRecipeText(text: string): { raw: RawRecipe; notes: RecipeNote[] } {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return readRecipeJson(trimmed);
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt < 0 ? trimmed : trimmed.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const search = queryAt < 0 ? beforeHash : beforeHash.slice(queryAt + 1);
  if (!new URLSearchParams(search).has('step')) return { raw: { steps: [] }, notes: [{ code: 'notRecipe' }] };
  return readRecipeLink(search, hashAt < 0 ? '' : trimmed.slice(hashAt + 1));
}

// ---------------------------------------------------------------------------------------------------------------
// Running.

/** A step's tool as the caller gives it: its manifest, run() (the page's may go to the worker) and view. */
export interface StepTool {
  readonly manifest: ToolManifest;
  run(input: Record<string, unknown>, options: Options): unknown;
  readonly view?: ViewFn;
  /** How its results are written: the page's language, with the tool's texts. */
  readonly display: DisplayContext;
}

export type StepOutcome =
  /** Done: the result, its blocks and the text that goes on (what Copy copies). */
  | { readonly state: 'done'; readonly result: unknown; readonly view: ResultView; readonly text: string; readonly kind: ContentKind | undefined }
  /** The step refused its input: its own message; the chain stops here. */
  | { readonly state: 'error'; readonly error: ToolError }
  /** A step before it failed, or there is no input yet. */
  | { readonly state: 'waiting' }
  /** Switched off: the value goes past unchanged. */
  | { readonly state: 'off' };

/** One step on one value: its fields at their defaults, the value in its main text field; then run() and view(). */
export async function runStep(tool: StepTool, options: Options, value: string): Promise<Exclude<StepOutcome, { state: 'waiting' | 'off' }>> {
  const { manifest, display } = tool;
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  const main = mainTextField(manifest, tab);
  if (!main) return { state: 'error', error: toolError('recipe.noTextField') };
  const raw: Record<string, RawValues[string]> = {};
  for (const [name, field] of Object.entries(manifest.fields)) raw[name] = fieldDefault(field, tab, display.lang);
  raw[main] = value;
  const read = readFields(manifest.fields, raw, display.lang, tab);
  const mistake = Object.values(read.errors)[0];
  if (mistake) return { state: 'error', error: mistake };
  if (read.missing.length) return { state: 'error', error: toolError('recipe.needsField', { field: read.missing[0]! }) };
  let result: unknown;
  try {
    result = await tool.run(read.input, options);
  } catch (error) {
    if (isToolError(error)) return { state: 'error', error };
    return { state: 'error', error: toolError('unexpected') };
  }
  if (isToolError(result)) return { state: 'error', error: result };
  const view = resultView(result, tool.view, read.input, options);
  return { state: 'done', result, view, text: resultText(view, display), kind: producedKind(manifest, options) };
}

/**
 * Runs the steps in order on the input. A failing step stops the chain: it gives its error, the steps after
 * it wait. An empty input leaves every step waiting. `onStep` hears each outcome as it comes (the page draws
 * it); `stale` tells the run to stop early (a newer run started).
 */
export async function runRecipe(
  steps: readonly RecipeStep[],
  input: string,
  toolOf: (id: string) => Promise<StepTool>,
  { onStep, stale }: { onStep?: (index: number, outcome: StepOutcome) => void; stale?: () => boolean } = {},
): Promise<{ outcomes: StepOutcome[]; output: string | undefined }> {
  const outcomes: StepOutcome[] = [];
  let value: string | undefined = input === '' ? undefined : input;
  for (const [i, step] of steps.entries()) {
    if (stale?.()) break;
    let outcome: StepOutcome;
    if (step.off) outcome = { state: 'off' };
    else if (value === undefined) outcome = { state: 'waiting' };
    else {
      try {
        outcome = await runStep(await toolOf(step.tool), step.options, value);
      } catch {
        outcome = { state: 'error', error: toolError('unexpected') };
      }
      value = outcome.state === 'done' ? outcome.text : undefined;
    }
    outcomes.push(outcome);
    onStep?.(i, outcome);
  }
  return { outcomes, output: value };
}
