import { countGraphemes, toolError, type ToolError } from '@sdk/core';
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';

/**
 * Why a text is not JSON, with its line and column, in the JSON formatter's words (the same error
 * codes and messages): the first problem jsonc-parser finds, a trailing comma and an unquoted key
 * named as such. A plugin cannot import another plugin's code, so this is a short copy of the JSON
 * formatter's reasoning (plugins/json-formatter/run.ts); the host could hold one copy in @sdk/core.
 */
export function jsonError(text: string): ToolError {
  let first: { code: ParseErrorCode; offset: number } | undefined;
  const stack: ('object' | 'array')[] = [];
  let last = 'other' as 'open' | 'comma' | 'other';
  let lastComma = -1;
  try {
    visit(
      text,
      {
        onObjectBegin: () => void (stack.push('object'), (last = 'open')),
        onArrayBegin: () => void (stack.push('array'), (last = 'open')),
        onObjectEnd: () => void (stack.pop(), (last = 'other')),
        onArrayEnd: () => void (stack.pop(), (last = 'other')),
        onObjectProperty: () => void (last = 'other'),
        onLiteralValue: () => void (last = 'other'),
        onSeparator: (ch, offset) => {
          last = ch === ',' ? 'comma' : 'other';
          if (ch === ',') lastComma = offset;
        },
        onError: (code, offset) => {
          throw { code, offset };
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (e) {
    first = e as { code: ParseErrorCode; offset: number };
  }
  if (!first) return toolError('invalid');
  let { offset } = first;
  const name = printParseErrorCode(first.code);
  let code = name.startsWith('<') ? 'jsonSyntax' : name[0]!.toLowerCase() + name.slice(1);
  const inObject = stack[stack.length - 1] === 'object';
  const at = text[offset];
  if ((code === 'valueExpected' || code === 'propertyNameExpected') && last === 'comma' && at === (inObject ? '}' : ']')) {
    code = 'trailingComma';
    offset = lastComma;
  } else if (inObject && (last === 'open' || last === 'comma') && (code === 'invalidSymbol' || code === 'valueExpected')) {
    code = 'propertyNameExpected';
  }
  return toolError(code, lineColumn(text, offset));
}

/** 1-based line and column as an editor shows them: lines end at \n, \r\n or \r; columns count characters (an emoji is one). */
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
