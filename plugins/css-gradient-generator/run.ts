import { isToolError, type ToolError, formatColor } from '@sdk/core';
import { formatGradient, meanColor, parseGradient } from './gradient.ts';
import type { Input, Options } from './manifest.ts';

export interface GradientCss {
  /** The declarations to copy: fallbacks first, the gradient last (a browser keeps the last one it understands). */
  css: string;
  /** The gradient alone, as CSS writes it (every stop with its position). */
  value: string;
  /** The gradient's average colour: the solid colour for browsers that draw no gradient. */
  fallback: string;
}

export function run({ gradient }: Input, { fallback }: Options): GradientCss | ToolError {
  const g = parseGradient(gradient ?? '');
  if (isToolError(g)) return g;
  const value = formatGradient(g);
  const solid = formatColor(meanColor(g));
  const lines = fallback ? [`background: ${solid};`, ...(g.space === 'srgb' ? [] : [`background: ${formatGradient(g, 'srgb')};`])] : [];
  return { css: [...lines, `background: ${value};`].join('\n'), value, fallback: solid };
}
