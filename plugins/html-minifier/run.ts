/// <reference path="./html-minifier-terser.d.ts" />
import type { Options as MinifierOptions } from 'html-minifier-terser';
import { utf8Bytes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface MinifyResult {
  /** The minified HTML. */
  html: string;
  /** UTF-8 sizes of the input and of the result. */
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * How each option of the page maps onto html-minifier-terser:
 * - removeComments → removeComments (conditional comments and <!-- htmlmin:ignore --> are the library's to keep).
 * - collapseWhitespace → collapseWhitespace with conservativeCollapse: every run of spaces, tabs and
 *   line breaks in text becomes one space (never removed), except in <pre>, <textarea>, <script> and <style>.
 * - removeWhitespaceBetweenTags → collapseWhitespace without conservativeCollapse: on top of the above,
 *   whitespace next to block tags (between </li> and <li>, after <div>…) is removed entirely; a space
 *   between two inline elements (<b>a</b> <i>b</i>) stays, since it shows on the page. The library
 *   cannot remove it without collapsing text too, so this option collapses whitespace as well.
 * - collapseBooleanAttributes → collapseBooleanAttributes (disabled="disabled" → disabled).
 * - removeOptionalTags → removeOptionalTags (</p>, </li>, <html>, <head>, <body>… where HTML allows).
 * - removeEmptyAttributes → removeEmptyAttributes (class="", style="", id="", on…="" and the like).
 * - minifyCSS → minifyCSS (clean-css on <style> and style="").
 * - minifyJS → minifyJS (terser on <script> and on…="" handlers; a script terser cannot parse is kept as it was).
 */
export function minifierOptions(options: Options): MinifierOptions {
  const collapse = options.collapseWhitespace || options.removeWhitespaceBetweenTags;
  return {
    removeComments: options.removeComments,
    collapseWhitespace: collapse,
    conservativeCollapse: collapse && !options.removeWhitespaceBetweenTags,
    collapseBooleanAttributes: options.collapseBooleanAttributes,
    removeOptionalTags: options.removeOptionalTags,
    removeEmptyAttributes: options.removeEmptyAttributes,
    minifyCSS: options.minifyCSS,
    minifyJS: options.minifyJS,
  };
}

type Minify = (html: string, options: MinifierOptions) => Promise<string>;
let loading: Promise<Minify> | undefined;

/**
 * html-minifier-terser 7.2, loaded on first use. Browsers and Workers get the package's browser
 * build: its source entry needs Node's `process`, `fs` and `path` (through clean-css), which a
 * Worker lacks. That build in turn needs XMLHttpRequest when it loads, which Node lacks: there
 * (unit tests) the source entry is loaded, by a name the bundler leaves alone so that it never
 * reaches the browser bundle.
 */
function loadMinify(): Promise<Minify> {
  const nodeEntry = 'html-minifier-terser';
  loading ??=
    'XMLHttpRequest' in globalThis
      ? import('html-minifier-terser/dist/htmlminifier.esm.bundle').then((m) => m.minify)
      : (import(/* @vite-ignore */ nodeEntry) as Promise<{ minify: Minify }>).then((m) => m.minify);
  return loading;
}

// The library resets its record of the text so far at these tags' neighbours only (htmlminifier.js: inlineTextTags, inlineTags).
const INLINE_TEXT = new Set('a abbr acronym b big del em font i ins kbd mark nobr rp s samp small span strike strong sub sup time tt u var'.split(' '));
const INLINE = new Set([...INLINE_TEXT, ...'bdi bdo button cite code dfn label math object q rt rtc ruby select svg textarea'.split(' ')]);

/**
 * With whitespace collapsing, html-minifier-terser tests a regex against all the text and inline tags
 * since the last other tag, once per piece of text: quadratic in the length of such a run (a megabyte
 * of text and <b> tags without a <p>, <div> or <br> takes about a minute). Real pages break runs often;
 * a longer run than this is refused at once rather than left to the time limit.
 */
export const MAX_INLINE_RUN = 250_000;

/** The longest stretch of the text between tags that end the library's run of inline text. */
export function longestInlineRun(html: string): number {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)/g;
  let last = 0;
  let longest = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[2]!.toLowerCase();
    if ((m[1] ? INLINE : INLINE_TEXT).has(name)) continue;
    longest = Math.max(longest, m.index - last);
    last = m.index;
  }
  return Math.max(longest, html.length - last);
}

export async function run({ text: input }: Input, options: Options): Promise<MinifyResult | ToolError> {
  if (!/\S/.test(input)) return toolError('empty');
  if ((options.collapseWhitespace || options.removeWhitespaceBetweenTags) && input.length > MAX_INLINE_RUN && longestInlineRun(input) > MAX_INLINE_RUN)
    return toolError('inlineRunTooLong', { limit: MAX_INLINE_RUN });
  let html: string;
  try {
    const minify = await loadMinify();
    html = await minify(input, minifierOptions(options));
  } catch (err) {
    return toolError('minifyError', { reason: reasonOf(err) });
  }
  return { html, bytesBefore: utf8Bytes(input).length, bytesAfter: utf8Bytes(html).length };
}

/** The library's message (a parse error quotes the rest of the document): its first line, at most 200 characters. */
export function reasonOf(err: unknown): string {
  const text = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
