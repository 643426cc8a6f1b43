import { utf8Bytes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface MinifyResult {
  /** The minified JavaScript. */
  code: string;
  /** UTF-8 sizes of the input and of the result. */
  bytesBefore: number;
  bytesAfter: number;
}

/** Minify gives the code with its sizes; Beautify gives the indented code as a string. */
export type JsResult = MinifyResult | string;

export async function run({ text }: Input, options: Options): Promise<JsResult | ToolError> {
  if (!/\S/.test(text)) return toolError(options.mode === 'minify' ? 'emptyMinify' : 'emptyBeautify');
  return options.mode === 'minify' ? minify(text, options) : beautify(text, options);
}

/** What terser throws for code it cannot parse: 1-based line, 0-based column. */
interface TerserParseError {
  name: string;
  message: string;
  line: number;
  col: number;
}

function isParseError(err: unknown): err is TerserParseError {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'SyntaxError' && typeof (err as { line?: unknown }).line === 'number';
}

/**
 * terser 5 (BSD-2-Clause), loaded on first use, in the worker. It needs no eval, so it runs under the
 * site's Content Security Policy.
 * - mangle: shortens local names (top-level names too when the code is a module).
 * - compress: rewrites code into shorter equivalents and removes unreachable code.
 * - keepFnames: keeps function and class names (for code that reads fn.name or stack traces).
 * - dropConsole: removes console.* calls (needs compress).
 * - module: parses as an ES module (strict mode, import/export, top-level names are local).
 * - ecma: the newest syntax terser may write (it never rewrites modern code for older browsers).
 * /*! … *\/ and @license comments are kept (terser's default).
 */
async function minify(text: string, options: Options): Promise<MinifyResult | ToolError> {
  const { minify: terser } = await import('terser');
  try {
    const result = await terser(text, {
      ecma: Number(options.ecma) as 5 | 2015 | 2020,
      module: options.module,
      mangle: options.mangle,
      compress: options.compress ? { drop_console: options.dropConsole } : false,
      keep_fnames: options.keepFnames,
      keep_classnames: options.keepFnames,
    });
    const code = result.code ?? '';
    return { code, bytesBefore: utf8Bytes(text).length, bytesAfter: utf8Bytes(code).length };
  } catch (err) {
    if (isParseError(err)) return toolError('syntax', { line: err.line, column: err.col + 1, reason: err.message });
    return toolError('failed', { reason: reasonOf(err) });
  }
}

/** The library's message, short enough for a banner. */
export function reasonOf(err: unknown): string {
  const text = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * js-beautify's JavaScript beautifier: lines never wrapped, up to 2 blank lines in a row kept, so
 * beautifying again gives the same text. It never fails on broken code: it indents what is there.
 */
async function beautify(text: string, options: Options): Promise<string> {
  const { js } = (await import('js-beautify')).default;
  const tabs = options.indent === 'tab';
  return js(text, {
    indent_size: tabs ? 1 : Number(options.indent),
    indent_char: tabs ? '\t' : ' ',
    indent_with_tabs: tabs,
    preserve_newlines: true,
    max_preserve_newlines: 2,
    wrap_line_length: 0,
    eol: '\n',
    end_with_newline: false,
  });
}
