import { detect, detectedKey, DETECT_KINDS, toolError, type ToolError } from '@sdk/core';
import { EXTRACT_KINDS, type ExtractKind, type Input, type Options } from './manifest.ts';

export interface Item {
  /** As first written in the text. */
  readonly value: string;
  /** How often it appears (the same address in another case, the same number spaced another way, counts too). */
  readonly count: number;
}

export interface Group {
  readonly kind: ExtractKind;
  /** One per value (dedupe), or one per occurrence. */
  readonly items: readonly Item[];
}

export interface Extracted {
  /** Occurrences found, all kinds together. */
  readonly total: number;
  /** The kinds switched on that were found, in the order of the options. */
  readonly groups: readonly Group[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every kind is looked for (card numbers and IBANs too), so that each stretch of the text is read once:
 * a card number is not taken for a phone number, nor the digits of an e-mail address.
 */
export function run({ text: source }: Input, options: Options): Extracted | ToolError {
  if (source.trim() === '') return toolError('empty', { field: 'text' });
  const kinds = EXTRACT_KINDS.filter((k) => options[k]);
  if (!kinds.length) return toolError('nothingToFind');

  const seen = new Map<ExtractKind, Map<string, { value: string; count: number }>>(kinds.map((k) => [k, new Map()]));
  const order = new Map<ExtractKind, { key: string; value: string }[]>(kinds.map((k) => [k, []]));
  let total = 0;
  for (const found of detect(source, DETECT_KINDS)) {
    const values = seen.get(found.kind as ExtractKind);
    if (!values) continue;
    const kind = found.kind as ExtractKind;
    const key = detectedKey(kind, found.value);
    const known = values.get(key);
    if (known) known.count++;
    else values.set(key, { value: found.value, count: 1 });
    order.get(kind)!.push({ key, value: found.value });
    total++;
  }

  const groups: Group[] = [];
  for (const kind of kinds) {
    const values = seen.get(kind)!;
    if (!values.size) continue;
    const first = [...values.keys()];
    const rank = new Map(first.map((key, i) => [key, i]));
    let items = options.dedupe
      ? first.map((key) => ({ key, value: values.get(key)!.value }))
      : order.get(kind)!;
    if (options.sort === 'alphabetical') items = [...items].sort((a, b) => byText(a.value, b.value) || rank.get(a.key)! - rank.get(b.key)!);
    else if (options.sort === 'count') items = [...items].sort((a, b) => values.get(b.key)!.count - values.get(a.key)!.count || rank.get(a.key)! - rank.get(b.key)!);
    groups.push({ kind, items: items.map(({ key, value }) => ({ value, count: values.get(key)!.count })) });
  }
  return { total, groups };
}
