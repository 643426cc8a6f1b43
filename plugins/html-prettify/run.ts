import { toolError, type ToolError } from '@sdk/core';
import jsBeautify from 'js-beautify';
import type { Input, Options } from './manifest.ts';

/**
 * Indents HTML with js-beautify's HTML beautifier (which also formats inline <style> and <script>).
 * Lines are never wrapped (wrap_line_length 0), so the result depends only on the markup and
 * formatting it again gives the same text; no blank lines are added around <head> and <body>. Up to 2 blank lines in a row are kept when
 * "preserve newlines" is on; with it off, every blank line goes.
 */
export function run({ text: input }: Input, options: Options): string | ToolError {
  if (!/\S/.test(input)) return toolError('empty');
  const tabs = options.indent === 'tab';
  try {
    const settings: jsBeautify.HTMLBeautifyOptions & { css: jsBeautify.CSSBeautifyOptions; js: jsBeautify.JSBeautifyOptions } = {
      indent_size: tabs ? 1 : Number(options.indent),
      indent_char: tabs ? '\t' : ' ',
      indent_with_tabs: tabs,
      preserve_newlines: options.preserveNewlines,
      max_preserve_newlines: 2,
      end_with_newline: options.endWithNewline,
      wrap_line_length: 0,
      eol: '\n',
      extra_liners: [],
      // The final newline is the document's, not that of each inline <style> or <script>.
      css: { end_with_newline: false },
      js: { end_with_newline: false },
    };
    return jsBeautify.html(input, settings);
  } catch (err) {
    return toolError('failed', { reason: reasonOf(err) });
  }
}

/** The library's message, short enough for a banner. */
export function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
