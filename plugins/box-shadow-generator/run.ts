import { isToolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { formatShadow, parseShadow, shadowDeclaration, tailwindClass } from './shadow.ts';

export interface ShadowCss {
  /** What to copy: the CSS declaration, or the Tailwind class. */
  code: string;
  /** The `box-shadow` value alone. */
  value: string;
  layers: number;
}

export function run({ shadow }: Input, { format }: Options): ShadowCss | ToolError {
  const layers = parseShadow(shadow ?? '');
  if (isToolError(layers)) return layers;
  return { code: format === 'tailwind' ? tailwindClass(layers) : shadowDeclaration(layers), value: formatShadow(layers), layers: layers.length };
}
