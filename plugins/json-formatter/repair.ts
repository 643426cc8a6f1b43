/**
 * Lenient JSON (JSON5, JSONC, JavaScript or Python literals) rewritten as strict JSON, each change
 * noted with its line. Everything else is copied as written (numbers keep their form, so the strict
 * formatter then keeps 12345678901234567890 exact), and every line stays on its line: a comment over
 * several lines leaves its line breaks, so an error in what is left points at the visitor's line.
 *
 * What is repaired: comments (`//`, `/* *\/`, `#`), trailing commas, single-quoted strings, unquoted
 * keys, Python's True/False/None, missing commas between values, JSON5 numbers (+1, .5, 5., 0x1F).
 * Anything else (NaN, a missing bracket…) is left for the strict reader to point out.
 */

export type RepairKind =
  | 'comment'
  | 'trailingComma'
  | 'singleQuotes'
  | 'unquotedKey'
  | 'pythonLiteral'
  | 'missingComma'
  | 'number';

export interface Repair {
  readonly line: number;
  readonly kind: RepairKind;
  /** As written and as rewritten, for literals and numbers. */
  readonly from?: string;
  readonly to?: string;
}

export interface Repaired {
  readonly text: string;
  readonly repairs: readonly Repair[];
}

const PYTHON: Readonly<Record<string, string>> = { True: 'true', False: 'false', None: 'null' };
const IDENT_START = /[A-Za-z_$]/;
const IDENT = /[\w$]/;
const NUMBER = /[+-]?(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;

export function repairJson(input: string): Repaired {
  const repairs: Repair[] = [];
  let out = '';
  let i = 0;
  let line = 1;
  /** Open containers, `{` or `[`. */
  const stack: string[] = [];
  /** The last token ended a value (a comma is due before another one), and on which line. */
  let afterValue = false;
  let valueLine = 1;

  const note = (kind: RepairKind, at: number, from?: string, to?: string) =>
    repairs.push(from === undefined ? { line: at, kind } : { line: at, kind, from, to });

  /** Index of the next character that is neither white space nor inside a comment. */
  const nextSignificant = (from: number): number => {
    let j = from;
    for (;;) {
      while (j < input.length && /\s/.test(input[j]!)) j++;
      if (input.startsWith('//', j) || input[j] === '#') {
        while (j < input.length && input[j] !== '\n') j++;
      } else if (input.startsWith('/*', j)) {
        const end = input.indexOf('*/', j + 2);
        j = end < 0 ? input.length : end + 2;
      } else return j;
    }
  };

  /** Before a value or key: the comma forgotten after the previous one. */
  const startValue = () => {
    if (afterValue && stack.length > 0) {
      out += ',';
      note('missingComma', valueLine);
    }
  };
  const endValue = () => {
    afterValue = true;
    valueLine = line;
  };

  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '\n') {
      out += ch;
      line++;
      i++;
    } else if (/\s/.test(ch) || ch === '\ufeff') {
      out += ch;
      i++;
    } else if (input.startsWith('//', i) || ch === '#') {
      note('comment', line);
      while (i < input.length && input[i] !== '\n') i++;
    } else if (input.startsWith('/*', i)) {
      note('comment', line);
      const end = input.indexOf('*/', i + 2);
      const stop = end < 0 ? input.length : end + 2;
      for (; i < stop; i++) {
        if (input[i] === '\n') {
          out += '\n';
          line++;
        }
      }
    } else if (ch === '"' || ch === "'") {
      startValue();
      const start = i;
      i++;
      while (i < input.length && input[i] !== ch && input[i] !== '\n') i += input[i] === '\\' ? 2 : 1;
      const body = input.slice(start + 1, Math.min(i, input.length));
      const closed = input[i] === ch;
      if (closed) i++;
      if (ch === '"') out += input.slice(start, i);
      else {
        // 'it\'s "x"' → "it's \"x\"": a quote of the other kind changes its escape.
        out += `"${body.replace(/\\(.)|"/gs, (m, esc: string | undefined) => (esc === undefined ? '\\"' : esc === "'" ? "'" : m))}${closed ? '"' : ''}`;
        note('singleQuotes', line);
      }
      endValue();
    } else if (ch === ',') {
      const next = nextSignificant(i + 1);
      if (input[next] === '}' || input[next] === ']' || (next >= input.length && stack.length === 0)) note('trailingComma', line);
      else out += ch;
      afterValue = false;
      i++;
    } else if (ch === ':') {
      out += ch;
      afterValue = false;
      i++;
    } else if (ch === '{' || ch === '[') {
      startValue();
      stack.push(ch);
      out += ch;
      afterValue = false;
      i++;
    } else if (ch === '}' || ch === ']') {
      stack.pop();
      out += ch;
      i++;
      endValue();
    } else if (IDENT_START.test(ch)) {
      let j = i + 1;
      while (j < input.length && IDENT.test(input[j]!)) j++;
      const word = input.slice(i, j);
      startValue();
      if (stack[stack.length - 1] === '{' && input[nextSignificant(j)] === ':') {
        out += JSON.stringify(word);
        note('unquotedKey', line, word);
      } else if (word in PYTHON) {
        out += PYTHON[word];
        note('pythonLiteral', line, word, PYTHON[word]);
      } else out += word;
      i = j;
      endValue();
    } else {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(input);
      if (m) {
        startValue();
        const written = m[0];
        const strict = strictNumber(written);
        out += strict;
        if (strict !== written) note('number', line, written, strict);
        i += written.length;
        endValue();
      } else {
        out += ch;
        i++;
      }
    }
  }
  return { text: out, repairs };
}

/** A JSON5 number as JSON writes it, digits kept as written: +1 → 1, .5 → 0.5, 5. → 5, 0x1F → 31. */
function strictNumber(written: string): string {
  const sign = written[0] === '-' ? '-' : '';
  const body = written.replace(/^[+-]/, '');
  if (/^0[xX]/.test(body)) return sign + BigInt(body).toString();
  return sign + body.replace(/^\./, '0.').replace(/\.(?=$|[eE])/, '');
}
