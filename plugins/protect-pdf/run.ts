import { graphemes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** Pure: no DOM, no React. Return the result, or a ToolError whose code has a message in locales/*.json (errors.<code>). */
export function run({ text }: Input, options: Options): string | ToolError {
  if (text === '') return toolError('empty');
  return options.reverseLines ? text.split('\n').reverse().join('\n') : graphemes(text).reverse().join('');
}
