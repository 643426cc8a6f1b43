import { parseJsonExact, toolError, type ToolError } from '@sdk/core';
import { diff, type Diff } from './diff.ts';
import type { Input, Options } from './manifest.ts';

/** Compares two JSON documents, numbers as written: the changes by JSON Pointer and the JSON Patch from left to right. */
export function run({ left, right }: Input, options: Options): Diff | ToolError {
  if (!/\S/.test(left)) return toolError('empty', { field: 'left' });
  const a = parseJsonExact(left, 'left');
  if ('error' in a) return a.error;
  if (!/\S/.test(right)) return toolError('empty', { field: 'right' });
  const b = parseJsonExact(right, 'right');
  if ('error' in b) return b.error;
  const arrayKey = options.arrayKey.trim();
  if (options.arrays === 'key' && !arrayKey) return toolError('noKey');
  try {
    return diff(a.value, b.value, { arrays: options.arrays, arrayKey });
  } catch (err) {
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
}
