/**
 * The command: `toolbench <tool> [flags] [file]` runs the tool's own pure run() in Node, on the
 * fields and options the page would give it, and prints what the page's Copy button copies.
 * Exit codes: 0 done; 1 the tool refused the input, or cannot run here; 2 a mistake on the command line.
 */
import { readFields } from '@sdk/core/fields.ts';
import { optionDefaults, tabsOption } from '@sdk/core/tool.ts';
import { isToolError, type ToolError } from '@sdk/core/toolError.ts';
import { readCommandStart, readToolArgs, UsageError } from './commandLine.ts';
import { rawFieldValues } from './fieldInput.ts';
import { flagFor, toolFlags, type Flag } from './flags.ts';
import { commandHelp, toolHelp } from './help.ts';
import { memoryIo, type CliIo } from './io.ts';
import { listText, listTools } from './list.ts';
import { displayText } from '@sdk/ui/displayText.ts';
import { resultText, resultView, withNewline } from './output.ts';
import { displayContext, fieldErrorText, toolErrorText, toolTexts, type ToolTexts } from './texts.ts';
import { recipeCommand } from './recipe.ts';
import { browserOnlyApi, CANNOT_RUN_TEXT, cannotRun, loadTool, toolIds, type CliTool } from './tools.ts';

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

/** Runs the command; returns its exit code. A UsageError is said on stderr with code 2. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await command(argv, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`toolbench: ${error.message}\n`);
    return EXIT.usage;
  }
}

async function command(argv: readonly string[], io: CliIo): Promise<number> {
  const { tool: id, globals, rest } = readCommandStart(argv);
  if (globals.batch) return batch(io);
  if (globals.list) {
    const tools = listTools(globals.lang);
    io.out(globals.json ? `${JSON.stringify(tools, null, 2)}\n` : listText(tools));
    return EXIT.ok;
  }
  if (id === undefined) {
    if (globals.help) {
      io.out(commandHelp());
      return EXIT.ok;
    }
    io.err(commandHelp());
    return EXIT.usage;
  }
  // `toolbench recipe '<link or JSON>'`: steps of several tools (no tool is named "recipe").
  if (id === 'recipe') return recipeCommand(rest, globals, io);
  const ids = toolIds();
  if (!ids.includes(id)) {
    const near = ids.filter((known) => known.includes(id) || id.includes(known.split('-')[0]!));
    throw new UsageError(`there is no tool "${id}".${near.length ? ` Did you mean ${near.join(', ')}?` : ''} See toolbench --list`);
  }
  const tool = await loadTool(id);
  const texts = toolTexts(id, globals.lang);
  const reason = cannotRun(id) ?? (tool.manifest.server ? 'server' : tool.run ? undefined : 'noRun');
  if (globals.help) {
    io.out(toolHelp(id, tool.manifest, texts, reason && CANNOT_RUN_TEXT[reason]));
    return EXIT.ok;
  }
  if (reason) {
    io.err(`toolbench: ${id} cannot run in the terminal: it ${CANNOT_RUN_TEXT[reason]}. Use it on the site.\n`);
    return EXIT.refused;
  }
  return runTool(tool, texts, rest, { json: globals.json, input: globals.input }, io);
}

/** "Start date (--start)": how a field is named in a message. */
function fieldName(name: string, flags: readonly Flag[], texts: ToolTexts): string {
  return `${texts.t(`fields.${name}.label`)} (--${flagFor(flags, 'field', name).name})`;
}

async function runTool(tool: CliTool, texts: ToolTexts, rest: readonly string[], how: { json: boolean; input?: string }, io: CliIo): Promise<number> {
  const { id, manifest } = tool;
  const flags = toolFlags(manifest);
  const args = readToolArgs(rest, flags);
  const options = { ...optionDefaults(manifest.options), ...args.options };
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  const raw = await rawFieldValues(manifest, flags, { args, inputFile: how.input, tabKey, tab }, io);
  // The host's own reading of the fields, with numbers written the English way.
  const read = readFields(manifest.fields, raw, 'en', tab);
  const mistakes = Object.entries(read.errors);
  if (mistakes.length) {
    for (const [name, error] of mistakes) io.err(`${id}: ${fieldName(name, flags, texts)}: ${fieldErrorText(name, texts, error)}\n`);
    return EXIT.refused;
  }
  if (read.missing.length) throw new UsageError(`fill in ${read.missing.map((name) => fieldName(name, flags, texts)).join(', ')}`);

  let result: unknown;
  try {
    result = await tool.run!(read.input, options);
  } catch (error) {
    const api = browserOnlyApi(error);
    if (api) io.err(`toolbench: ${id} needs a browser: it uses ${api}, which Node does not have. Use it on the site.\n`);
    else io.err(`${id}: ${texts.t('common:errors.unexpected')} (${error instanceof Error ? error.message : String(error)})\n`);
    return EXIT.refused;
  }
  if (isToolError(result)) {
    io.err(`${id}: ${runErrorPrefix(result, flags, texts, manifest.fields)}${toolErrorText(id, texts, result)}\n`);
    return EXIT.refused;
  }
  if (how.json) {
    io.out(`${JSON.stringify(result ?? null, null, 2)}\n`);
    return EXIT.ok;
  }
  const view = resultView(result, tool.view, read.input, options);
  const ctx = displayContext(texts, io.now());
  io.out(withNewline(resultText(view, ctx)));
  // What the page says at a field beside the result (a key that cannot check the signature): said, the result still given.
  for (const [name, message] of Object.entries(view.fieldMessages ?? {})) if (name in manifest.fields) io.err(`${id}: ${fieldName(name, flags, texts)}: ${displayText(message, ctx)}
`);
  return EXIT.ok;
}

/** A run error about one field names it, as the page shows it at that field. */
function runErrorPrefix(error: ToolError, flags: readonly Flag[], texts: ToolTexts, fields: CliTool['manifest']['fields']): string {
  const field = error.params?.field;
  return typeof field === 'string' && field in fields ? `${fieldName(field, flags, texts)}: ` : '';
}

/** One invocation of the batch mode: its arguments and what is piped in (none: a terminal). */
export interface BatchCall {
  args: string[];
  stdin?: string;
  /** The clock, in ms since 1970, for results that show the current time (default: the real one). */
  now?: number;
}
export interface BatchAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Hidden `--batch`: a JSON array of invocations on stdin, a JSON array of their exit codes and
 * output on stdout. One process then runs hundreds of examples (the examples test) through the
 * very code a single command runs, without paying Node's start-up for each.
 */
async function batch(io: CliIo): Promise<number> {
  const piped = await io.readStdin();
  const calls = JSON.parse(new TextDecoder().decode(piped ?? new Uint8Array())) as BatchCall[];
  const answers: BatchAnswer[] = [];
  for (const call of calls) {
    const callIo = memoryIo(call.stdin, call.now ?? io.now());
    let code: number;
    try {
      code = await main(call.args, callIo);
    } catch (error) {
      callIo.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
      code = 70;
    }
    answers.push({ code, stdout: callIo.stdout(), stderr: callIo.stderr() });
  }
  io.out(JSON.stringify(answers));
  return EXIT.ok;
}
