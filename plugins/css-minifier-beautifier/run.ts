import { lineColumn, utf8Bytes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/**
 * Where the CSS stops before it is complete: a block never closed with }, a comment never closed
 * with *\/, a string never closed (at the end of the text). Browsers close them at the end and both
 * libraries do the same without a word, so the page says it.
 */
export interface Incomplete {
  readonly what: 'block' | 'comment' | 'string';
  /** Where the unclosed {, /* or quote is (1-based). */
  readonly line: number;
  readonly column: number;
}

export interface MinifyResult {
  /** The minified CSS. */
  css: string;
  /** UTF-8 sizes of the input and of the result. */
  bytesBefore: number;
  bytesAfter: number;
  incomplete?: Incomplete;
}

export interface BeautifyResult {
  /** The indented CSS. */
  beautified: string;
  incomplete?: Incomplete;
}

/** Minify gives the CSS with its sizes; Beautify gives the indented CSS. */
export type CssResult = MinifyResult | BeautifyResult;

export async function run({ text }: Input, options: Options): Promise<CssResult | ToolError> {
  if (!/\S/.test(text)) return toolError(options.mode === 'minify' ? 'emptyMinify' : 'emptyBeautify');
  const result = options.mode === 'minify' ? await minify(text, options) : { beautified: await beautify(text, options) };
  if ('kind' in result) return result;
  const incomplete = unclosed(text);
  return incomplete ? { ...result, incomplete } : result;
}

/**
 * The innermost block, or the comment or string, still open at the end of the text, as CSS Syntax
 * reads it: comments and strings hide braces; a backslash escapes the next character; a newline ends
 * a string (a bad string, which the parser reports itself).
 */
export function unclosed(text: string): Incomplete | undefined {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return { what: 'comment', ...lineColumn(text, i) };
      i = end + 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return { what: 'string', ...lineColumn(text, i) };
      i = j;
    } else if (c === '{') open.push(i);
    else if (c === '}') open.pop();
  }
  return open.length ? { what: 'block', ...lineColumn(text, open.at(-1)!) } : undefined;
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
