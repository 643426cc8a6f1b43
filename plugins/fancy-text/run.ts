import { toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';
import { STYLES, stylize, type Style } from './styles.ts';

/** Fancy text is for a name, a bio or a post: longer texts are refused rather than drawn 22 times. */
export const MAX_CHARACTERS = 5000;

export interface FancyText {
  readonly styles: readonly { readonly style: Style; readonly text: string }[];
}

export function run({ text }: Input): FancyText | ToolError {
  if (text.trim() === '') return toolError('empty');
  const length = [...text].length;
  if (length > MAX_CHARACTERS) return toolError('tooLong', { max: MAX_CHARACTERS, length });
  return { styles: STYLES.map((style) => ({ style, text: stylize(text, style) })) };
}
