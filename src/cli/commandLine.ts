/**
 * Reading the command line: first which tool and the command's own flags, then the tool's flags
 * (generated from its manifest) into checked option values and field values as typed. Pure: no
 * files are read here, and a mistake is a UsageError (exit code 2) that lists what would be valid.
 */
import { parseArgs } from 'node:util';
import { isLang, type Lang } from '../i18n/languages.ts';
import { findFlag, GLOBAL_FLAGS, type Flag, type GlobalFlag } from './flags.ts';
import { booleanText, optionValue } from './optionValues.ts';

/** A mistake on the command line: said on stderr with exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Globals {
  help: boolean;
  list: boolean;
  json: boolean;
  batch: boolean;
  lang: Lang;
  /** --input <file>: the main text field's file. */
  input?: string;
}

export interface CommandStart {
  /** The first word that is not a flag (or a global flag's value). */
  tool?: string;
  globals: Globals;
  /** The arguments without the tool's id, for the tool's own flags. */
  rest: string[];
}

const LANG_LIST = 'en, es, de, fr';

function isGlobal(name: string): name is GlobalFlag {
  return Object.hasOwn(GLOBAL_FLAGS, name);
}

/** Splits "--name=value", "--name" and "-h" into a name and an inline value. */
function flagParts(arg: string): { name: string; inline?: string } | undefined {
  const m = /^--?([^=]+)(?:=([\s\S]*))?$/.exec(arg);
  if (!m || arg === '-' || arg === '--') return undefined;
  return m[2] !== undefined ? { name: m[1]!, inline: m[2] } : { name: m[1]! };
}

/**
 * Finds the tool's id and the command's own flags before the tool's flags are known: the first
 * argument that is neither a flag nor the value of --lang or --input names the tool.
 */
export function readCommandStart(argv: readonly string[]): CommandStart {
  const globals: Globals = { help: false, list: false, json: false, batch: false, lang: 'en' };
  let tool: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    const parts = flagParts(arg);
    if (!parts) {
      if (tool === undefined && arg !== '-') tool = arg;
      else rest.push(arg);
      continue;
    }
    if (!isGlobal(parts.name)) {
      rest.push(arg);
      continue;
    }
    if (GLOBAL_FLAGS[parts.name].boolean) {
      if (parts.inline !== undefined) throw new UsageError(`--${parts.name} takes no value`);
      globals[parts.name === 'h' ? 'help' : (parts.name as 'help' | 'list' | 'json' | 'batch')] = true;
      continue;
    }
    const value = parts.inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${parts.name} needs a value${parts.name === 'lang' ? ` (${LANG_LIST})` : ' (a file path)'}`);
    if (parts.name === 'lang') {
      if (!isLang(value)) throw new UsageError(`--lang must be one of: ${LANG_LIST} (not "${value}")`);
      globals.lang = value;
    } else globals.input = value;
  }
  return { tool, globals, rest };
}

export interface ToolArgs {
  /** Options given, as their schema types, checked. */
  options: Record<string, unknown>;
  /** Fields given: the text typed (numbers as written), a checkbox's state, or a file field's path. */
  /** Field values; a field of several files repeats its flag, one path each. */
  fields: Record<string, string | boolean | string[]>;
  /** File paths (or "-" for stdin) for the main text field. */
  positionals: string[];
}

/** Every flag name a tool accepts, for an error that lists them. */
export function flagList(flags: readonly Flag[]): string {
  const names = flags.map((f) => (f.boolean ? `--${f.name}, --no-${f.name}` : `--${f.name}`));
  return [...names, '--input', '--json', '--lang', '--help'].join(', ');
}

/** Reads the tool's flags (the arguments left once the tool and the command's flags are taken). */
export function readToolArgs(args: readonly string[], flags: readonly Flag[]): ToolArgs {
  // Each name is declared with its type, so that "--indent 4" takes its value and "--sort-keys file.json" does not.
  const config: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const flag of flags) {
    for (const name of [flag.name, ...flag.aliases]) {
      config[name] = { type: flag.boolean ? 'boolean' : 'string' };
      if (flag.boolean) config[`no-${name}`] = { type: 'boolean' };
    }
  }
  const { tokens } = parseArgs({ args: [...args], options: config, strict: false, allowPositionals: true, tokens: true });
  const out: ToolArgs = { options: {}, fields: {}, positionals: [] };
  for (const token of tokens) {
    if (token.kind === 'positional') {
      out.positionals.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    const found = findFlag(flags, token.name);
    if (!found) throw new UsageError(`unknown flag ${token.rawName}. Valid flags: ${flagList(flags)}`);
    const { flag, negated } = found;
    const { kind, key } = flag.target;
    let value: unknown;
    if (flag.boolean) {
      if (token.value === undefined) value = !negated;
      else {
        const typed = negated ? undefined : booleanText(token.value);
        if (typed === undefined) throw new UsageError(`${token.rawName} is on or off: write --${flag.name} or --no-${flag.name}`);
        value = typed;
      }
    } else {
      if (token.value === undefined) throw new UsageError(`--${flag.name} needs a value`);
      if (kind === 'option') {
        const checked = optionValue(flag.name, flag.target.schema, token.value);
        if ('error' in checked) throw new UsageError(checked.error);
        value = checked.value;
      } else value = token.value;
    }
    if (kind === 'option') out.options[key] = value;
    else if (flag.target.kind === 'field' && flag.target.field.kind === 'file' && flag.target.field.multiple) out.fields[key] = [...((out.fields[key] as string[] | undefined) ?? []), String(value)];
    else out.fields[key] = value as string | boolean;
  }
  return out;
}
