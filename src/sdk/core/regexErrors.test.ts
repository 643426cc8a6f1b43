import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { REGEX_ERROR_CODES, regexSyntaxError } from './regexErrors.ts';

const syntaxError = (pattern: string, flags = '') => {
  try {
    new RegExp(pattern, flags);
  } catch (error) {
    return error;
  }
  throw new Error(`${pattern} is valid`);
};

describe('regexSyntaxError', () => {
  it("names the engine's common mistakes with the host's codes, at the field", () => {
    const cases: Record<string, string> = {
      '(': 'unterminatedGroup',
      ')': 'unmatchedParenthesis',
      '+': 'nothingToRepeat',
      '[b-a]': 'rangeOutOfOrder',
      'a{3,2}': 'quantifierOutOfOrder',
      '[a': 'unterminatedClass',
      '\\': 'trailingBackslash',
      '(?<a>x)(?<a>y)': 'duplicateGroupName',
      '(?<1>x)': 'invalidGroupName',
      '(?x)': 'invalidGroup',
    };
    for (const [pattern, kind] of Object.entries(cases)) expect(regexSyntaxError(syntaxError(pattern), 'p'), pattern).toEqual({ kind: 'tool-error', code: `regex.${kind}`, params: { field: 'p' } });
    expect(regexSyntaxError(syntaxError('\\-', 'u'), 'p').code).toBe('regex.invalidEscape');
    expect(regexSyntaxError(syntaxError('\\p{Nope}', 'u'), 'p').code).toBe('regex.invalidProperty');
    expect(regexSyntaxError(syntaxError('a{2', 'u'), 'p').code).toBe('regex.incompleteQuantifier');
    expect(regexSyntaxError(syntaxError('}', 'u'), 'p').code).toBe('regex.loneQuantifier');
    expect(regexSyntaxError(syntaxError('\\k<b>(?<a>x)', 'u'), 'p').code).toBe('regex.unknownGroupName');
  });

  it("keeps the engine's words, without its preamble, for a mistake it does not know", () => {
    expect(regexSyntaxError(new SyntaxError('Invalid regular expression: /x/: Something new'), 'p')).toEqual({ kind: 'tool-error', code: 'invalidRegex', params: { reason: 'Something new', field: 'p' } });
  });

  it('has a text for every code in every language', () => {
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const errors = (JSON.parse(readFileSync(`locales/${lang}/toolPage.json`, 'utf8')) as { errors: { regex: Record<string, string> } }).errors.regex;
      for (const code of REGEX_ERROR_CODES) expect(errors[code.slice('regex.'.length)], `${lang} ${code}`).toBeTruthy();
    }
  });
});
