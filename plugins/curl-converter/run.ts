import { isToolError, loadBigAsset, toolError, type ToolError } from '@sdk/core';
import { loadBash } from './bash.ts';
import { grammar, runtime, type Input, type Language, type Options } from './manifest.ts';

/** A note from curlconverter: its code (often the curl option's name) and, for an option it left out, the flag. */
export interface Warning {
  readonly code: string;
  /** The curl option left out (`--proxy-anyauth`), when the warning is about one. */
  readonly flag?: string;
  /** curlconverter's own explanation (English, technical: it names options and libraries). */
  readonly detail: string;
}

export interface Converted {
  readonly language: Language;
  readonly code: string;
  readonly warnings: readonly Warning[];
}

type Warn = (command: string, warnings?: [string, string][]) => [string, [string, string][]];

/**
 * Each language's generator, loaded on use (they are large: each pulls its own helpers). Node: fetch from
 * node-fetch (curlconverter's choice: FormData and files from disk), JavaScript: the browser's fetch.
 */
const GENERATORS: Record<Language, () => Promise<Warn>> = {
  python: async () => (await import('curlconverter/dist/src/generators/python/python.js')).toPythonWarn,
  javascript: async () => (await import('curlconverter/dist/src/generators/javascript/javascript.js')).toJavaScriptWarn,
  node: async () => (await import('curlconverter/dist/src/generators/javascript/javascript.js')).toNodeWarn,
  go: async () => (await import('curlconverter/dist/src/generators/go.js')).toGoWarn,
  php: async () => (await import('curlconverter/dist/src/generators/php/php.js')).toPhpWarn,
  java: async () => (await import('curlconverter/dist/src/generators/java/java.js')).toJavaWarn,
  csharp: async () => (await import('curlconverter/dist/src/generators/csharp.js')).toCSharpWarn,
  rust: async () => (await import('curlconverter/dist/src/generators/rust.js')).toRustWarn,
  ruby: async () => (await import('curlconverter/dist/src/generators/ruby/ruby.js')).toRubyWarn,
  powershell: async () => (await import('curlconverter/dist/src/generators/powershell.js')).toPowershellRestMethodWarn,
  wget: async () => (await import('curlconverter/dist/src/generators/wget.js')).toWgetWarn,
  httpie: async () => (await import('curlconverter/dist/src/generators/httpie.js')).toHttpieWarn,
};

/** Longest command taken: a pasted request with a large body stays well under it; tree-sitter parses it at once. */
export const MAX_LENGTH = 200_000;

/** tree-sitter and its Bash grammar, from the tool's big files (downloaded once, then kept). */
async function parserReady(): Promise<ToolError | undefined> {
  const core = await loadBigAsset(runtime);
  if (isToolError(core)) return core;
  const bash = await loadBigAsset(grammar);
  if (isToolError(bash)) return bash;
  try {
    await loadBash(core, bash);
  } catch {
    return toolError('downloadFailed', { name: grammar.name });
  }
  return undefined;
}

/** The first line of curlconverter's message (the rest underlines the command with ^^^). */
const firstLine = (message: string): string => message.split('\n')[0]!.trim();

/** curlconverter's error (a CCError, English) as one of this tool's translated messages. */
export function conversionError(message: string): ToolError {
  const line = firstLine(message);
  let m: RegExpExecArray | null;
  if ((m = /^command should begin with "curl" but instead begins with "(.*)"$/.exec(line))) return toolError('notCurl', { field: 'text', command: m[1]! });
  if ((m = /^Bash parsing error on line (\d+)/.exec(line))) return toolError('syntax', { field: 'text', line: Number(m[1]) });
  if ((m = /^option (\S+): is unknown$/.exec(line))) return toolError('unknownOption', { field: 'text', flag: m[1]! });
  if ((m = /^option (\S+): requires parameter$/.exec(line))) return toolError('missingValue', { field: 'text', flag: m[1]! });
  if (/^no URL specified/.test(line)) return toolError('noUrl', { field: 'text' });
  if (/^found "[^"]+" AST node/.test(line) || /^multiple commands/i.test(line)) return toolError('oneCommand', { field: 'text' });
  return toolError('cannotConvert', { field: 'text', detail: line });
}

/** A warning as this tool lists it: the option's flag picked out where curlconverter names one it left out. */
export function toWarning([code, message]: readonly [string, string]): Warning {
  const flag = /^(--?[A-Za-z0-9][\w.-]*) is not a supported option\b/.exec(message)?.[1];
  return { code, detail: message.trim(), ...(flag ? { flag } : {}) };
}

/**
 * A curl command as code in the chosen language, by curlconverter: the command is read as Bash reads it
 * (tree-sitter-bash in WebAssembly: quotes, escapes, $'…', line continuations), then written by that
 * language's generator. Everything curlconverter could not carry over comes back as a warning, each listed.
 */
export async function run({ text }: Input, { language }: Options): Promise<Converted | ToolError> {
  const command = text.trim();
  if (command === '') return toolError('empty', { field: 'text' });
  if (command.length > MAX_LENGTH) return toolError('tooLong', { field: 'text', max: MAX_LENGTH });
  const failed = await parserReady();
  if (failed) return failed;
  const convert = await GENERATORS[language]();
  let out: [string, [string, string][]];
  try {
    out = convert(command, []);
  } catch (error) {
    return conversionError(error instanceof Error ? error.message : String(error));
  }
  const [code, warnings] = out;
  return { language, code, warnings: warnings.map(toWarning) };
}
