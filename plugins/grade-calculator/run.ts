/**
 * Grades one a line: an optional name, the grade, then its weight if any ("Exam 2,3 40 %", "Math B+ 3",
 * "Test 17/20 2"). Read from the end of the line, so that a name may hold numbers ("Test 2 1,7 2").
 * Either mark is a decimal mark (grades and weights are small numbers: no thousands separators).
 * Weights are relative; in percent, the part left to 100 % is the remaining work unless it is given.
 */
import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { better, convert, LETTER_POINTS, onScale, SCALE, SCALES, type Scale } from './scales.ts';

export const MAX_LINES = 1000;

/** A line as the visitor could type it, for the message about a line that has no grade. */
const EXAMPLE: Record<Scale, string> = { us: 'Math B+ 3', percent: 'Midterm 85 30%', de: 'Mathe 2 30%', es: 'Examen 7 30%', fr: 'Devoir 14 2' };

/** The scale's lowest and highest number, for messages. */
const range = (scale: Scale) => ({ low: Math.min(SCALE[scale].best, SCALE[scale].worst), high: Math.max(SCALE[scale].best, SCALE[scale].worst) });

export interface GradeLine {
  /** Line number in the text, from 1 (empty lines count). */
  line: number;
  label: string;
  /** The grade as typed (a letter, "17/20", "2,3"). */
  text: string;
  /** Its value on the scale (a letter's points, 17/20 on the French scale: 17). */
  grade: number;
  weight: number;
}

export interface GradeResult {
  scale: Scale;
  lines: GradeLine[];
  totalWeight: number;
  /** Every weight was given in percent. */
  percentWeights: boolean;
  average: number;
  /** The German average cut after its first decimal, as German exam regulations count it (de only). */
  cut: number | null;
  /** The weight of the work still to come, and where it came from. */
  remaining: number | null;
  remainingFrom: 'field' | 'percent' | null;
  target: number | null;
  /** The grade the remaining work needs for the target (may be off the scale: see neededStatus). */
  needed: number | null;
  neededStatus: 'possible' | 'unreachable' | 'reached' | 'noRemaining' | null;
  /** The final average with the best and the worst grade in the remaining work. */
  bestFinal: number | null;
  worstFinal: number | null;
  /** The average on each other scale, converted approximately. */
  conversions: { scale: Scale; value: number }[];
}

/** Reads "2,3", "2.3", "-1" (for weights); null when the text is not a plain number. */
function plainNumber(text: string): number | null {
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

type Read = { value: number } | { error: 'range' } | null;

/** A grade token on the scale: a number, points over a maximum ("17/20") or, on the GPA scale, a letter. */
function readGrade(text: string, scale: Scale): Read {
  if (scale === 'us') {
    const letter = text.toUpperCase().replace(/[−–]/, '-');
    if (letter in LETTER_POINTS) return { value: LETTER_POINTS[letter]! };
  }
  const over = /^(.+)\/(.+)$/.exec(text);
  if (over && scale !== 'us' && scale !== 'de') {
    const points = plainNumber(over[1]!);
    const max = plainNumber(over[2]!);
    if (points === null || max === null) return null;
    if (max <= 0 || points < 0 || points > max) return { error: 'range' };
    return { value: (points / max) * SCALE[scale].best };
  }
  const value = plainNumber(text);
  if (value === null) return null;
  return onScale(value, scale) ? { value } : { error: 'range' };
}

/** A weight: a number, in percent ("40%", "40 %" is two tokens, joined before), or a factor ("x2", "×2"). */
function readWeight(text: string): { value: number; percent: boolean } | { error: 'negative' } | null {
  const m = /^(?:[x×*])?([^%]+?)(%)?$/i.exec(text);
  if (!m) return null;
  const value = plainNumber(m[1]!);
  if (value === null) return null;
  if (value < 0) return { error: 'negative' };
  return { value, percent: m[2] === '%' };
}

type LineRead = { label: string; text: string; grade: number; weight: number; percent: boolean } | { code: string };

export function readLine(raw: string, scale: Scale): LineRead | null {
  // A comma before a space separates ("B+, 3"); a lone "%" or "x" belongs to its neighbour ("40 %", "x 2").
  const tokens = raw
    .replace(/,(?=\s|$)/g, ' ')
    .replace(/\s+%/g, '%')
    .replace(/([x×*])\s+(?=\d)/gi, '$1')
    .split(/[\s;|]+/)
    .filter(Boolean);
  if (tokens.length === 0) return null;
  const last = tokens[tokens.length - 1]!;
  const before = tokens[tokens.length - 2];
  if (before !== undefined) {
    const grade = readGrade(before, scale);
    const weight = readWeight(last);
    if (grade && 'value' in grade && weight) {
      if ('error' in weight) return { code: 'negativeWeight' };
      return { label: tokens.slice(0, -2).join(' ').replace(/:$/, ''), text: before, grade: grade.value, weight: weight.value, percent: weight.percent };
    }
    if (grade && 'error' in grade && weight) return { code: 'gradeRange' };
    // "Math E 3": a letter where a grade stands, but not one of the scale's, is a mistake, not part of the name.
    if (scale === 'us' && weight && /^[a-z][+\-−]?$/i.test(before)) return { code: 'noGrade' };
  }
  const grade = readGrade(last, scale);
  if (grade && 'value' in grade) return { label: tokens.slice(0, -1).join(' ').replace(/:$/, ''), text: last, grade: grade.value, weight: 1, percent: false };
  if (grade && 'error' in grade) return { code: 'gradeRange' };
  return { code: 'noGrade' };
}

export function run(input: Input, { scale }: Options): GradeResult | ToolError {
  const def = SCALE[scale];
  const rows = (input.grades ?? '').split(/\r\n|\r|\n/);
  if (rows.length > MAX_LINES) return toolError('tooManyLines', { field: 'grades', max: MAX_LINES });
  const lines: GradeLine[] = [];
  let percentCount = 0;
  for (const [i, raw] of rows.entries()) {
    const read = readLine(raw, scale);
    if (read === null) continue;
    const text = raw.trim().slice(0, 60);
    if ('code' in read) return toolError(read.code, { field: 'grades', line: i + 1, text, ...range(scale), example: EXAMPLE[scale] });
    if (read.percent) percentCount++;
    lines.push({ line: i + 1, label: read.label, text: read.text, grade: read.grade, weight: read.weight });
  }
  if (lines.length === 0) return toolError('emptyList', { field: 'grades' });
  const totalWeight = lines.reduce((sum, l) => sum + l.weight, 0);
  if (!(totalWeight > 0)) return toolError('zeroWeight', { field: 'grades' });
  if (!Number.isFinite(totalWeight)) return toolError('tooLarge', { field: 'grades' });
  const points = lines.reduce((sum, l) => sum + l.grade * l.weight, 0);
  const average = points / totalWeight;
  const percentWeights = percentCount === lines.length;

  const target = input.target ?? null;
  if (target !== null && !onScale(target, scale)) return toolError('targetRange', { field: 'target', ...range(scale) });
  let remaining = input.remaining ?? null;
  let remainingFrom: GradeResult['remainingFrom'] = remaining === null ? null : 'field';
  if (remaining === null && percentWeights && totalWeight < 100 - 1e-9) {
    remaining = 100 - totalWeight;
    remainingFrom = 'percent';
  }
  if (remaining !== null && !Number.isFinite(remaining + totalWeight)) return toolError('tooLarge', { field: 'remaining' });

  let needed: number | null = null;
  let neededStatus: GradeResult['neededStatus'] = null;
  let bestFinal: number | null = null;
  let worstFinal: number | null = null;
  if (remaining !== null && remaining > 0) {
    const all = totalWeight + remaining;
    bestFinal = (points + def.best * remaining) / all;
    worstFinal = (points + def.worst * remaining) / all;
  }
  if (target !== null) {
    if (remaining === null || remaining === 0) neededStatus = 'noRemaining';
    else {
      needed = (target * (totalWeight + remaining) - points) / remaining;
      neededStatus = better(needed, def.best, scale) ? 'unreachable' : better(def.worst, needed, scale) || needed === def.worst ? 'reached' : 'possible';
    }
  }

  return {
    scale,
    lines,
    totalWeight,
    percentWeights,
    average,
    cut: scale === 'de' ? Math.floor(average * 10 + 1e-9) / 10 : null,
    remaining,
    remainingFrom,
    target,
    needed,
    neededStatus,
    bestFinal,
    worstFinal,
    conversions: SCALES.filter((s) => s !== scale).map((s) => ({ scale: s, value: convert(average, scale, s) })),
  };
}
