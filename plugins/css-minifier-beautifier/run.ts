import { utf8Bytes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface MinifyResult {
  /** The minified CSS. */
  css: string;
  /** UTF-8 sizes of the input and of the result. */
  bytesBefore: number;
  bytesAfter: number;
}

/** Minify gives the CSS with its sizes; Beautify gives the indented CSS as a string. */
export type CssResult = MinifyResult | string;

export async function run({ text }: Input, options: Options): Promise<CssResult | ToolError> {
  if (!/\S/.test(text)) return toolError(options.mode === 'minify' ? 'emptyMinify' : 'emptyBeautify');
  return options.mode === 'minify' ? minify(text, options) : beautify(text, options);
}

/**
 * csso 5 (MIT), loaded on first use. The CSS is parsed first with csso's own parser (css-tree), which
 * recovers from errors by dropping what it cannot read: a declaration without a colon would vanish
 * from the result without a word. So the first error the parser reports (with its line and column)
 * is shown instead of a result. The parser's reason is its own English text, shown as code.
 *
 * restructure: merges rules with the same selector or the same declarations and removes overridden
 * declarations (csso's default); off, only each rule is shortened on its own, in its place.
 * keepImportantComments: /*! … *\/ comments (licences) stay; every other comment always goes.
 */
async function minify(text: string, options: Options): Promise<MinifyResult | ToolError> {
  const { syntax } = await import('csso');
  // The parser would go on and recover; the first error is enough, and stopping there keeps a megabyte of junk fast.
  const stop = new Error('stop');
  let first: { line: number; column: number; reason: string } | undefined;
  let ast;
  try {
    ast = syntax.parse(text, {
      onParseError(error: { message: string; line?: number; column?: number }) {
        first = { line: error.line ?? 1, column: error.column ?? 1, reason: error.message };
        throw stop;
      },
    });
  } catch (err) {
    if (err !== stop) throw err;
  }
  if (first || !ast) return toolError('syntax', first ?? { line: 1, column: 1, reason: '' });
  const { ast: compressed } = syntax.compress(ast, { restructure: options.restructure, comments: options.keepImportantComments ? 'exclamation' : false });
  const css = syntax.generate(compressed);
  return { css, bytesBefore: utf8Bytes(text).length, bytesAfter: utf8Bytes(css).length };
}

/**
 * js-beautify's CSS beautifier: one declaration a line, a blank line between rules, lines never
 * wrapped, so beautifying again gives the same text. It never fails on broken CSS: it indents what is there.
 */
async function beautify(text: string, options: Options): Promise<string> {
  const { css } = (await import('js-beautify')).default;
  const tabs = options.indent === 'tab';
  return css(text, {
    indent_size: tabs ? 1 : Number(options.indent),
    indent_char: tabs ? '\t' : ' ',
    indent_with_tabs: tabs,
    newline_between_rules: true,
    preserve_newlines: true,
    max_preserve_newlines: 2,
    wrap_line_length: 0,
    eol: '\n',
    end_with_newline: false,
  });
}
