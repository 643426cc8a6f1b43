import * as dialects from 'sql-formatter';
import { formatDialect, type DialectOptions, type FormatOptionsWithDialect } from 'sql-formatter';
import { countGraphemes, utf8Length, toolError, type ToolError } from '@sdk/core';
import type { Dialect, Input, Options } from './manifest.ts';
import { compactLines, removeExtraWhitespace, segment, type Segment } from './whitespace.ts';

/**
 * Formats SQL with the sql-formatter library (v15.9), then applies the two options the
 * library has no setting for, on the formatted text split into code, strings and comments
 * (see whitespace.ts): "Remove extra whitespace" and "Line breaks" off (compact).
 */
export interface SqlResult {
  sql: string;
  /** Characters as a reader counts them (an emoji once). */
  inputCharacters: number;
  outputCharacters: number;
  /** UTF-8 sizes. */
  inputBytes: number;
  outputBytes: number;
  /** Line count: line breaks + 1 (CRLF, CR or LF each count once). */
  inputLines: number;
  outputLines: number;
}

/** The library's dialect object for each language of the Dialect option ('tsql' is its T-SQL). */
const DIALECTS: Record<Dialect, DialectOptions> = {
  sql: dialects.sql,
  postgresql: dialects.postgresql,
  mysql: dialects.mysql,
  mariadb: dialects.mariadb,
  sqlite: dialects.sqlite,
  tsql: dialects.transactsql,
  plsql: dialects.plsql,
  db2: dialects.db2,
  db2i: dialects.db2i,
  bigquery: dialects.bigquery,
  snowflake: dialects.snowflake,
  redshift: dialects.redshift,
  spark: dialects.spark,
  hive: dialects.hive,
  trino: dialects.trino,
  duckdb: dialects.duckdb,
  clickhouse: dialects.clickhouse,
  n1ql: dialects.n1ql,
  singlestoredb: dialects.singlestoredb,
  tidb: dialects.tidb,
};

/** The library's settings for the options. */
export function libraryOptions(options: Options): FormatOptionsWithDialect {
  return {
    dialect: DIALECTS[options.dialect] ?? dialects.sql,
    tabWidth: options.indent === 'tab' ? 2 : Number(options.indent),
    useTabs: options.indent === 'tab',
    keywordCase: options.uppercaseKeywords ? 'upper' : 'preserve',
    indentStyle: options.alignClauses ? 'tabularLeft' : 'standard',
  };
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  return lines;
}

/** The first line of the library's message (its parse errors go on with pages of grammar), as it wrote it, in English. */
function reasonOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const first = message.split(/\r?\n/, 1)[0]!.trim();
  return first.length > 300 ? `${first.slice(0, 300)}…` : first || 'unknown error';
}

/**
 * The library's parse errors in the page's words, with their line and column; an error of another
 * kind keeps the library's first line (formatError {reason}).
 */
function parseError(reason: string): ToolError {
  const end = /^Parse error at token: «EOF» at line (\d+) column (\d+)/.exec(reason);
  if (end) return toolError('endsEarly', { line: Number(end[1]), column: Number(end[2]) });
  const token = /^Parse error at token: (.+) at line (\d+) column (\d+)$/.exec(reason);
  if (token) return toolError('unexpectedToken', { token: token[1]!, line: Number(token[2]), column: Number(token[3]) });
  const text = /^Parse error: Unexpected "([\s\S]*)" at line (\d+) column (\d+)\.?$/.exec(reason);
  if (text) return toolError('unreadableText', { text: text[1]!, line: Number(text[2]), column: Number(text[3]) });
  return toolError('formatError', { reason });
}

export function run({ text: input }: Input, options: Options): SqlResult | ToolError {
  if (!/\S/.test(input)) return toolError('empty');
  // An invisible byte order mark is not SQL: the lexer would stop at it.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const cfg = libraryOptions(options);

  let sql: string;
  try {
    sql = formatDialect(text, cfg);
  } catch (err) {
    return parseError(reasonOf(err));
  }
  try {
    if (options.removeExtraWhitespace || !options.lineBreaks) {
      let segments: Segment[] = segment(sql, cfg.dialect);
      if (options.removeExtraWhitespace) segments = removeExtraWhitespace(segments);
      sql = options.lineBreaks ? segments.map((s) => s.text).join('') : compactLines(segments);
    }
  } catch {
    return toolError('unexpected');
  }
  return {
    sql,
    inputCharacters: countGraphemes(input),
    outputCharacters: countGraphemes(sql),
    inputBytes: utf8Length(input),
    outputBytes: utf8Length(sql),
    inputLines: countLines(input),
    outputLines: countLines(sql),
  };
}
