import { countGraphemes, toolError, type ToolError } from '@sdk/core';
import { printParseErrorCode, visit } from 'jsonc-parser';

/**
 * JSON.parse, and on failure the first problem named as the JSON formatter names it (its texts are the
 * same codes: missing comma, trailing comma, comment, unquoted key…) with an editor's line and column.
 * `field` marks which box the problem is in.
 */
export function parseJson(input: string, field = 'text'): { value: unknown } | { error: ToolError } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (!/\S/.test(text)) return { error: toolError('empty', { field }) };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: describe(text, field) };
  }
}

class Found {
  constructor(
    readonly code: number,
    readonly offset: number,
  ) {}
}

function describe(text: string, field: string): ToolError {
  let found: Found | undefined;
  const stack: string[] = [];
  try {
    visit(
      text,
      {
        onObjectBegin: () => void stack.push('{'),
        onArrayBegin: () => void stack.push('['),
        onObjectEnd: () => void stack.pop(),
        onArrayEnd: () => void stack.pop(),
        onError: (code, offset) => {
          throw new Found(code, offset);
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (e) {
    if (e instanceof Found) found = e;
  }
  if (!found) return toolError('invalid', { field });
  let offset = found.offset;
  const name: string = printParseErrorCode(found.code as Parameters<typeof printParseErrorCode>[0]);
  let code = name.charAt(0).toLowerCase() + name.slice(1);
  const at = text[offset];
  let before = offset - 1;
  while (before >= 0 && /\s/.test(text[before]!)) before--;
  if ((code === 'valueExpected' || code === 'propertyNameExpected') && text[before] === ',' && (at === '}' || at === ']')) {
    return toolError('trailingComma', { ...lineColumn(text, before), field });
  }
  if (stack.at(-1) === '{' && (text[before] === '{' || text[before] === ',') && (code === 'invalidSymbol' || code === 'valueExpected')) code = 'propertyNameExpected';
  else if (code === 'invalidSymbol' && /[-+.\d]/.test(at ?? '')) code = 'invalidNumberFormat';
  else if (code === 'commaExpected' && (at === ']' || at === '}')) code = stack.at(-1) === '{' ? 'closeBraceExpected' : 'closeBracketExpected';
  if (offset > text.length) offset = text.length;
  return toolError(code, { ...lineColumn(text, offset), field });
}

/** 1-based line and column as an editor shows them (a column counts characters as a reader sees them). */
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
