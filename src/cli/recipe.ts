/**
 * `toolbench recipe '<link or JSON>' < input`: a recipe of the site (src/recipe/recipe.ts) run on the input,
 * step after step, with the same engine as the recipe page: the same bytes as the page's last result.
 * Notes about what the recipe held that was not valid go to stderr (the default is used, as on the page);
 * a failing step says its own message, with the step's number, and exits with 1.
 */
import { checkRecipe, readRecipeText, runRecipe, type RecipeNote, type StepTool } from '../recipe/recipe.ts';
import { UsageError, type Globals } from './commandLine.ts';
import { decodeText } from './fieldInput.ts';
import type { CliIo } from './io.ts';
import { withNewline } from './output.ts';
import { displayContext, toolErrorText, toolTexts } from './texts.ts';
import { cannotRun, loadTool, toolIds } from './tools.ts';

export const RECIPE_HELP = `Usage: toolbench recipe '<recipe link or JSON>' [--input <file>] [--lang <en|es|de|fr>] [--json] < input

Runs a recipe of the site's recipe page on the input: each step's result goes into the next step.
The recipe is its link (Copy link on the recipe page, or only its "?step=…" part) or its JSON file's
text (Export on the page). The input is read from stdin or --input, else taken from the link's #input.
Prints what the page's last step shows for Copy (--json: that step's raw result).
`;

/** A note about the recipe, in the command's English. */
export function noteText(note: RecipeNote): string {
  const where = note.step !== undefined ? `step ${note.step}${note.tool ? ` (${note.tool})` : ''}: ` : '';
  switch (note.code) {
    case 'notRecipe':
      return 'this is neither a recipe link nor a recipe\'s JSON';
    case 'unknownTool':
      return `${where}there is no tool "${note.tool ?? ''}" that can be a step; the step is left out`;
    case 'unknownOption':
      return `${where}the tool has no option "${note.option}"; it is ignored`;
    case 'invalidOption':
      return `${where}the value of option "${note.option}" is not valid; its default is used`;
    case 'tooManySteps':
      return 'a recipe holds at most 20 steps; the rest are left out';
  }
}

const ids = new Set(toolIds());

/** A tool that can be a step: one whose work is done here (not by the API server). */
async function stepManifest(id: string) {
  if (!ids.has(id) || cannotRun(id)) return undefined;
  const tool = await loadTool(id);
  return tool.run ? tool.manifest : undefined;
}

export async function recipeCommand(rest: readonly string[], globals: Globals, io: CliIo): Promise<number> {
  if (globals.help) {
    io.out(RECIPE_HELP);
    return 0;
  }
  if (rest.length !== 1) throw new UsageError(`give the recipe as one argument (its link or its JSON, quoted)\n\n${RECIPE_HELP}`);
  const { raw, notes } = readRecipeText(rest[0]!);
  if (notes.some((n) => n.code === 'notRecipe')) throw new UsageError(noteText({ code: 'notRecipe' }));
  const checked = await checkRecipe(raw, stepManifest);
  for (const note of [...notes, ...checked.notes]) io.err(`toolbench recipe: ${noteText(note)}\n`);
  const { steps } = checked.recipe;
  if (steps.length === 0) throw new UsageError('the recipe has no step that can run');

  const piped = await io.readStdin();
  // Nothing piped (a closed, empty stdin): the input the link carries.
  const input = piped?.length ? decodeText(piped) : globals.input !== undefined ? decodeText(await io.readFile(globals.input)) : (raw.input ?? '');
  if (input === '') throw new UsageError('give the input on stdin, with --input <file>, or in the link');

  const texts = new Map<string, ReturnType<typeof toolTexts>>();
  const textsOf = (id: string) => texts.get(id) ?? texts.set(id, toolTexts(id, globals.lang)).get(id)!;
  const toolOf = async (id: string): Promise<StepTool> => {
    const tool = await loadTool(id);
    return { manifest: tool.manifest, run: tool.run!, view: tool.view, display: displayContext(textsOf(id), io.now()) };
  };
  const { outcomes, output } = await runRecipe(steps, input, toolOf);
  const failed = outcomes.findIndex((o) => o.state === 'error');
  if (failed >= 0) {
    const outcome = outcomes[failed]!;
    const id = steps[failed]!.tool;
    if (outcome.state === 'error') io.err(`step ${failed + 1} (${id}): ${toolErrorText(id, textsOf(id), outcome.error)}\n`);
    return 1;
  }
  if (globals.json) {
    const last = outcomes.findLast((o) => o.state === 'done');
    io.out(`${JSON.stringify(last?.state === 'done' ? (last.result ?? null) : input, null, 2)}\n`);
    return 0;
  }
  io.out(withNewline(output ?? ''));
  return 0;
}
