/**
 * The decimal comma, as German, Spanish and French spreadsheets take it: 0,1 + 0,2 and round(2,567; 2),
 * a semicolon between a function's arguments. mathjs reads a point for decimals and a comma between
 * arguments, so an expression written the comma way is rewritten character for character (a comma
 * between digits becomes a point, a semicolon between arguments a comma): every position a mistake names
 * stays where the visitor typed it.
 *
 * run() does not know the page's language, so "auto" reads the comma way only where the expression shows
 * it: a semicolon between a function's arguments, or a comma between digits where no comma can separate
 * anything (0,1 + 0,2; (1,5 + 2) * 3). A comma between digits inside a function's parentheses or a
 * matrix (round(2,5)) stays a separator, as in English. A comma before exactly three digits ("1,000")
 * could just as well be a thousands separator: with nothing else to go by, it is refused with a message
 * rather than read one way. A point always works.
 */

export const DECIMAL_MARKS = ['auto', 'point', 'comma'] as const;
export type DecimalMark = (typeof DECIMAL_MARKS)[number];

/** Words mathjs reads as operators, never as functions: "10 mod (2,5)" is a grouping, not a call. */
const OPERATOR_WORDS = new Set(['mod', 'to', 'in', 'and', 'or', 'xor', 'not']);

interface Candidate {
  /** Index of the comma. */
  readonly at: number;
  /** Index of the first digit before it. */
  readonly start: number;
  /** Index after the last digit after it. */
  readonly end: number;
  /** Directly inside a function's parentheses or a matrix's brackets, where a comma separates. */
  readonly separates: boolean;
}

export type CommaReading =
  /** `comma`: read the comma way, and something was rewritten. */
  | { readonly text: string; readonly comma: boolean }
  | { readonly ambiguous: { readonly token: string; readonly position: number } };

/** The expression as mathjs reads it, and whether it was read with decimal commas. */
export function readDecimalCommas(expression: string, mark: DecimalMark): CommaReading {
  if (mark === 'point') return { text: expression, comma: false };
  const s = expression;
  const stack: ('call' | 'group' | 'list')[] = [];
  const candidates: Candidate[] = [];
  const semicolons: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"' || c === "'") {
      // A string: nothing in it is a number.
      for (i++; i < s.length && s[i] !== c; i++) if (s[i] === '\\') i++;
      continue;
    }
    if (c === '(') {
      const name = /(?<![\w.$])([A-Za-z_$][\w$]*)\s*$/.exec(s.slice(0, i))?.[1];
      stack.push(name && !OPERATOR_WORDS.has(name) ? 'call' : 'group');
    } else if (c === '[' || c === '{') stack.push('list');
    else if (c === ')' || c === ']' || c === '}') stack.pop();
    else if (c === ';' && stack[stack.length - 1] === 'call') semicolons.push(i);
    else if (c === ',' && /\d/.test(s[i - 1] ?? '') && /\d/.test(s[i + 1] ?? '')) {
      let start = i;
      while (start > 0 && /\d/.test(s[start - 1]!)) start--;
      // Part of a name (x1,2) or after a decimal point already (1.5,2): a separator.
      if (start > 0 && /[\w.$]/.test(s[start - 1]!)) continue;
      let end = i + 1;
      while (end < s.length && /\d/.test(s[end]!)) end++;
      const top = stack[stack.length - 1];
      candidates.push({ at: i, start, end, separates: top === 'call' || top === 'list' });
    }
  }
  let comma = mark === 'comma';
  if (mark === 'auto') {
    const free = candidates.filter((c) => !c.separates);
    const clear = semicolons.length > 0 || free.some((c) => c.end - c.at - 1 !== 3);
    if (!clear && free.length > 0) {
      const first = free[0]!;
      return { ambiguous: { token: s.slice(first.start, first.end), position: first.start + 1 } };
    }
    comma = clear;
  }
  if (!comma || candidates.length + semicolons.length === 0) return { text: s, comma: false };
  const chars = s.split('');
  for (const c of candidates) chars[c.at] = '.';
  for (const i of semicolons) chars[i] = ',';
  return { text: chars.join(''), comma: true };
}
