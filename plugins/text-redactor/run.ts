import { countGraphemes, detect, regexSyntaxError, toolError, type ToolError } from '@sdk/core';
import { REDACT_KINDS, type Input, type Options, type RedactKind } from './manifest.ts';

export interface RedactResult {
  /** The text with every match replaced by its mask. */
  readonly text: string;
  /** Matches masked, all kinds together. */
  readonly total: number;
  /** Matches masked per kind, in the order of the options, kinds without a match left out. */
  readonly found: readonly { readonly kind: RedactKind; readonly count: number }[];
}

interface Span {
  readonly kind: RedactKind;
  readonly start: number;
  readonly end: number;
}

/** The label a `label` mask writes: language-neutral, as it goes into the visitor's own text. */
export const LABELS: Readonly<Record<RedactKind, string>> = {
  email: '[EMAIL]',
  phone: '[PHONE]',
  card: '[CARD]',
  iban: '[IBAN]',
  ip: '[IP]',
  date: '[DATE]',
  custom: '[REDACTED]',
};

/** Letters and digits kept at the end by `lastFour`, and the fewest a value needs to keep any (a short one is masked whole). */
const KEPT = 4;
const KEEPS_FROM = 8;

/** What replaces `value`: full blocks as long as it (one per character as a reader counts them), a label, or all but its last four letters and digits as dots. */
export function maskOf(value: string, kind: RedactKind, mask: Options['mask']): string {
  switch (mask) {
    case 'label':
      return LABELS[kind];
    case 'redacted':
      return '[REDACTED]';
    case 'lastFour': {
      const alnum = value.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      let hide = alnum >= KEEPS_FROM ? alnum - KEPT : alnum;
      return value.replace(/[\p{L}\p{N}]/gu, (c) => (hide-- > 0 ? '•' : c));
    }
    default:
      return '█'.repeat(countGraphemes(value));
  }
}

/** A word as written: only the characters a pattern with the u flag allows escaped. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The visitor's words (one a line) as one pattern: each whole, not inside a longer word. */
function wordsPattern(words: string): string | null {
  const list = [...new Set(words.split(/\r\n|\r|\n/).map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!list.length) return null;
  return `(?<![\\p{L}\\p{M}\\p{N}_])(?:${list.map(escape).join('|')})(?![\\p{L}\\p{M}\\p{N}_])`;
}

function customSpans(text: string, source: string, flags: string): Span[] {
  const re = new RegExp(source, flags);
  const out: Span[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex += re.lastIndex < text.length && /[\uD800-\uDBFF]/.test(text[re.lastIndex]!) ? 2 : 1;
    else out.push({ kind: 'custom', start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whether [start, end) overlaps one of `spans` (sorted, none overlapping another). */
function overlaps(spans: readonly Span[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < spans.length && spans[lo]!.start < end;
}

/**
 * Every kind is looked for, switched on or not, so that each stretch of the text is read once: the
 * digits of an address that is kept are not taken for a phone number. Only the kinds switched on are
 * masked; the visitor's words and pattern then mask what is left.
 */
export function run({ text, words, pattern }: Input, options: Options): RedactResult | ToolError {
  if (text.trim() === '') return toolError('empty', { field: 'text' });
  const kinds = REDACT_KINDS.filter((k) => options[k]);
  const flags = `gu${options.matchCase ? '' : 'i'}`;
  const wordSource = wordsPattern(words);
  if (!kinds.length && !wordSource && pattern === '') return toolError('nothingToFind');

  let custom: Span[] = [];
  if (pattern !== '') {
    try {
      custom = customSpans(text, pattern, flags);
    } catch (error) {
      return regexSyntaxError(error, 'pattern');
    }
  }
  if (wordSource) custom = custom.concat(customSpans(text, wordSource, flags));

  const shapes: Span[] = detect(text, ['email', 'iban', 'card', 'ip', 'date', 'phone']).filter((d): d is typeof d & { kind: RedactKind } => (kinds as readonly string[]).includes(d.kind));
  custom.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  let reached = 0;
  for (const span of custom) {
    if (span.start < reached || overlaps(shapes, span.start, span.end)) continue;
    kept.push(span);
    reached = span.end;
  }
  const spans = [...shapes, ...kept].sort((a, b) => a.start - b.start);

  const parts: string[] = [];
  const counts = new Map<RedactKind, number>();
  let at = 0;
  for (const { kind, start, end } of spans) {
    parts.push(text.slice(at, start), maskOf(text.slice(start, end), kind, options.mask));
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    at = end;
  }
  parts.push(text.slice(at));
  const found = [...REDACT_KINDS, 'custom' as const].flatMap((kind) => (counts.has(kind) ? [{ kind, count: counts.get(kind)! }] : []));
  return { text: parts.join(''), total: spans.length, found };
}
