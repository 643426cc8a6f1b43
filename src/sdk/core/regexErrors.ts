/**
 * A regular expression the engine refuses, said in the page's language: V8's common syntax errors
 * mapped to codes whose texts are the host's (`errors.regex.<kind>` in the common locale). An error
 * the table does not know keeps the engine's own words (`invalidRegex` with {reason}, the tool's text).
 */
import { toolError, type ToolError } from './toolError.ts';

const KINDS: readonly (readonly [RegExp, string])[] = [
  [/^Unterminated group$/, 'unterminatedGroup'],
  [/^Unmatched '\)'$/, 'unmatchedParenthesis'],
  [/^Nothing to repeat$/, 'nothingToRepeat'],
  [/^Range out of order in character class$/, 'rangeOutOfOrder'],
  [/^numbers out of order in \{\} quantifier$/, 'quantifierOutOfOrder'],
  [/^Unterminated character class$/, 'unterminatedClass'],
  [/^\\ at end of pattern$/, 'trailingBackslash'],
  [/^Lone quantifier brackets$/, 'loneQuantifier'],
  [/^Incomplete quantifier$/, 'incompleteQuantifier'],
  [/^Invalid group$/, 'invalidGroup'],
  [/^Invalid capture group name$/, 'invalidGroupName'],
  [/^Duplicate capture group name$/, 'duplicateGroupName'],
  [/^Invalid named (capture referenced|reference)$/, 'unknownGroupName'],
  [/^Invalid (escape|Unicode escape|unicode escape|class escape|decimal escape|character class escape)$/, 'invalidEscape'],
  [/^Invalid property name( in character class)?$/, 'invalidProperty'],
  [/^Invalid (regular expression )?flags$/, 'invalidFlags'],
  [/^Regular expression too large$/, 'tooLarge'],
];

/** The engine's reason, without V8's "Invalid regular expression: /…/flags: " preamble. */
export function regexErrorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Invalid regular expression: (\/[\s\S]*\/[a-z]*: )?/, '');
}

/** The tool error for a pattern `new RegExp` refused, shown at `field`. */
export function regexSyntaxError(error: unknown, field: string): ToolError {
  const reason = regexErrorReason(error);
  const kind = KINDS.find(([pattern]) => pattern.test(reason))?.[1];
  return kind ? toolError(`regex.${kind}`, { field }) : toolError('invalidRegex', { reason, field });
}

/** Every code regexSyntaxError can give besides invalidRegex (each has its text in every language). */
export const REGEX_ERROR_CODES = KINDS.map(([, kind]) => `regex.${kind}`);
