import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Issue, Validation } from './run.ts';

/** The rules whose message reads a figure as a number (written in the page's language). */
const NUMERIC = new Set(['count', 'limit', 'value', 'first', 'second', 'matches']);

export const RULES = [
  'false', 'type', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'ifThen', 'ifElse', 'required', 'properties', 'additionalProperties', 'unevaluatedProperties',
  'patternProperties', 'propertyNames', 'dependentRequired', 'dependentSchemas', 'minProperties', 'maxProperties', 'items', 'prefixItems', 'additionalItems',
  'unevaluatedItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'format',
] as const;

/** An issue's message in the page's language. */
export function message(issue: Issue): Display {
  if (!(RULES as readonly string[]).includes(issue.rule)) return msg('rules.other', { keyword: issue.rule });
  const params: Record<string, Display> = {};
  for (const [k, v] of Object.entries(issue.params)) params[k] = NUMERIC.has(k) && typeof v === 'number' ? num(v) : String(v);
  if (issue.rule === 'pattern' && !issue.params.pattern) return msg('rules.patternUnknown');
  return msg(`rules.${issue.rule}`, params);
}

const where = (pointer: string): Display => (pointer === '' ? msg('wholeDocument') : pointer);

export function view(result: Validation): ResultView {
  const draft = msg(`draftFrom.${result.draftFrom}`, { draft: result.draft === '7' || result.draft === '4' ? `0${result.draft}` : result.draft });
  const verdict = result.valid ? msg('verdict.valid') : msg('verdict.invalid', { count: num(result.issues.length) });
  const blocks: ResultBlock[] = [
    { kind: 'values', announce: true, items: [{ label: msg('labels.result'), value: verdict, main: true }, { label: msg('labels.draft'), value: draft }] },
  ];
  if (result.issues.length) {
    blocks.push({
      kind: 'table',
      caption: msg('labels.errors'),
      columns: [{ label: msg('labels.pointer'), mono: true }, { label: msg('labels.message') }, { label: msg('labels.rule'), mono: true }],
      rows: result.issues.map((issue) => [where(issue.pointer), message(issue), issue.schemaPath]),
    });
  }
  return { blocks, filename: 'json-schema-validation' };
}
