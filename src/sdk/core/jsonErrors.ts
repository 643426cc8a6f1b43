/**
 * Why a text is not JSON, said in the page's language: the first problem jsonc-parser finds in strict
 * mode (no comments, no trailing commas), refined where its own code would mislead (a trailing comma,
 * an unquoted key, a number glued to what follows, the wrong closer, the exact place of a problem
 * inside a string), with an editor's line and column. Codes are `json.<reason>`, whose texts are the
 * host's (`errors.json.<reason>` in the common locale). Every tool that reads JSON uses this, so a
 * mistake is named the same way everywhere.
 */
import { printParseErrorCode, visit, type ParseErrorCode, type ParseOptions } from 'jsonc-parser';
import { countGraphemes } from './text.ts';
import { toolError, type ToolError } from './toolError.ts';

const STRICT: ParseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

// jsonc-parser declares its enums as `const enum`, which isolated modules cannot read: mirror the values.
const E = { invalidSymbol: 1, valueExpected: 4, propertyNameExpected: 3, commaExpected: 6, endOfFileExpected: 9 } as const;

/** jsonc-parser's reasons (ParseErrorCode 1 to 16), by the name printParseErrorCode gives, first letter in lower case. */
const PARSER_REASONS = [
  'invalidSymbol',
  'invalidNumberFormat',
  'propertyNameExpected',
  'valueExpected',
  'colonExpected',
  'commaExpected',
  'closeBraceExpected',
  'closeBracketExpected',
  'endOfFileExpected',
  'invalidCommentToken',
  'unexpectedEndOfComment',
  'unexpectedEndOfString',
  'unexpectedEndOfNumber',
  'invalidUnicode',
  'invalidEscapeCharacter',
  'invalidCharacter',
] as const;

/** Every code jsonSyntaxError can give (each has its text in every language). All but json.invalid come with {line} and {column}. */
export const JSON_ERROR_CODES = [...PARSER_REASONS, 'trailingComma', 'syntax', 'invalid'].map((reason) => `json.${reason}`);

/**
 * JSON.parse, after a byte order mark (invisible, and allowed by RFC 8259 §8.1), or why the text is not
 * JSON. An empty or blank text is refused like any other (json.valueExpected): a tool says that in its
 * own words before calling this.
 */
export function parseJsonText(text: string, field?: string): { value: unknown } | { error: ToolError } {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { value: JSON.parse(src) };
  } catch (err) {
    return { error: jsonSyntaxError(src, field, err) };
  }
}

type Event = 'open' | 'comma' | 'colon' | 'value' | 'close';

class Found {
  constructor(
    readonly code: ParseErrorCode,
    readonly offset: number,
  ) {}
}

/**
 * The tool error for a text JSON.parse refused (`err`, JSON.parse's own error, is used only if
 * jsonc-parser finds nothing): `json.<reason>` with the line and column of the first problem, and
 * `field` when the problem is to be shown at a field.
 */
export function jsonSyntaxError(text: string, field?: string, err?: unknown): ToolError {
  const at = (code: string, position?: { line: number; column: number }) => {
    const params = { ...position, ...(field !== undefined ? { field } : {}) };
    return toolError(`json.${code}`, Object.keys(params).length > 0 ? params : undefined);
  };
  const stack: ('object' | 'array')[] = [];
  let last: Event | undefined;
  let lastComma = -1;
  let lastNumberStart = -1;
  let lastNumberEnd = -1;
  let first: Found | undefined;
  try {
    visit(
      text,
      {
        onObjectBegin: () => void (stack.push('object'), (last = 'open')),
        onArrayBegin: () => void (stack.push('array'), (last = 'open')),
        onObjectEnd: () => void (stack.pop(), (last = 'close')),
        onArrayEnd: () => void (stack.pop(), (last = 'close')),
        onObjectProperty: () => void (last = 'value'),
        onLiteralValue: (v: unknown, offset, length) => {
          last = 'value';
          if (typeof v === 'number') [lastNumberStart, lastNumberEnd] = [offset, offset + length];
        },
        onSeparator: (ch, offset) => {
          last = ch === ',' ? 'comma' : 'colon';
          if (ch === ',') lastComma = offset;
        },
        onError: (code, offset) => {
          throw new Found(code, offset); // the first problem is the one to report: stop here
        },
      },
      STRICT,
    );
  } catch (e) {
    if (e instanceof Found) first = e;
  }
  if (!first) {
    // jsonc-parser should always find something; if not, V8's own position, if it gives one.
    const position = err instanceof Error ? /position (\d+)/.exec(err.message) : null;
    return position ? at('syntax', lineColumn(text, Math.min(Number(position[1]), text.length))) : at('invalid');
  }

  let { offset } = first;
  let code: string = camel(printParseErrorCode(first.code));
  const inObject = stack[stack.length - 1] === 'object';
  const next = text.charCodeAt(offset);

  if ((first.code === E.valueExpected || first.code === E.propertyNameExpected) && last === 'comma' && next === (inObject ? 125 : 93)) {
    code = 'trailingComma'; // [1,] {"a":1,}
    offset = lastComma;
  } else if (inObject && (last === 'open' || last === 'comma') && (first.code === E.invalidSymbol || first.code === E.valueExpected)) {
    code = 'propertyNameExpected'; // {a:1} {'a':1} {,}
  } else if (
    (first.code === E.invalidSymbol || first.code === E.commaExpected || first.code === E.endOfFileExpected) &&
    offset === lastNumberEnd &&
    /[\w.+-]/.test(text[offset] ?? '')
  ) {
    code = 'invalidNumberFormat'; // 01, 0x10, 1.5.5, 1_000: glued to the number before
    offset = lastNumberStart;
  } else if (first.code === E.commaExpected && (next === 93 || next === 125)) {
    code = inObject ? 'closeBraceExpected' : 'closeBracketExpected'; // {"a":1] [1}: the wrong closer
  } else if (first.code === E.invalidSymbol && /[-+.\d]/.test(text[offset] ?? '')) {
    code = 'invalidNumberFormat'; // .5 +1 - -Infinity
  } else if (code === 'unexpectedEndOfString' || code === 'invalidCharacter' || code === 'invalidEscapeCharacter' || code === 'invalidUnicode') {
    const problem = stringProblem(text, offset);
    if (problem) [code, offset] = problem;
  }
  return at(code, lineColumn(text, Math.min(offset, text.length)));
}

function camel(name: string): string {
  return name.startsWith('<') ? 'syntax' : name[0]!.toLowerCase() + name.slice(1);
}

const HEX = /^[0-9a-fA-F]{4}$/;

/** The first problem inside the string token that starts at `start` (jsonc-parser reports the token's start and its last problem). */
function stringProblem(text: string, start: number): [string, number] | undefined {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return undefined; // closing quote: no problem found
    if (c === 10 || c === 13) return ['unexpectedEndOfString', start];
    if (c < 0x20) return ['invalidCharacter', i];
    if (c === 92) {
      const next = text[i + 1];
      if (next === undefined) break;
      if (next === 'u') {
        if (!HEX.test(text.slice(i + 2, i + 6))) return ['invalidUnicode', i];
        i += 5;
      } else if ('"\\/bfnrt'.includes(next)) i++;
      else return ['invalidEscapeCharacter', i];
    }
  }
  return ['unexpectedEndOfString', start];
}

/** 1-based line and column of `offset` as an editor shows them: lines end at \n, \r\n or \r; columns count characters as a reader sees them (an emoji is one). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: countGraphemes(text.slice(lineStart, offset)) + 1 };
}
