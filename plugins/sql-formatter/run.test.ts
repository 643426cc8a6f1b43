import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { DIALECTS, type Options } from './manifest.ts';
import { countLines, run, type SqlResult } from './run.ts';

const DEFAULTS: Options = { dialect: 'sql', indent: '2', uppercaseKeywords: true, alignClauses: false, lineBreaks: true, removeExtraWhitespace: true };

function format(input: string, options: Partial<Options> = {}): string {
  const result = run({ text: input }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} ${JSON.stringify(result.params)}`);
  return result.sql;
}

const QUERY = 'select id, name from users where active = 1 and age > 18 order by name';

describe('options', () => {
  it('formats one clause per line with 2 spaces and uppercase keywords by default', () => {
    expect(format(QUERY)).toBe('SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = 1\n  AND age > 18\nORDER BY\n  name');
  });

  it('indents with 4 or 8 spaces or with tabs', () => {
    expect(format('select a from t', { indent: '4' })).toBe('SELECT\n    a\nFROM\n    t');
    expect(format('select a from t', { indent: '8' })).toBe('SELECT\n        a\nFROM\n        t');
    expect(format('select a from t', { indent: 'tab' })).toBe('SELECT\n\ta\nFROM\n\tt');
  });

  it('keeps keywords as typed when uppercase is off', () => {
    expect(format('Select a From t wHeRe b = 1', { uppercaseKeywords: false })).toBe('Select\n  a\nFrom\n  t\nwHeRe\n  b = 1');
    expect(format('Select a From t wHeRe b = 1')).toBe('SELECT\n  a\nFROM\n  t\nWHERE\n  b = 1');
  });

  it('aligns clauses in a column (tabularLeft), with spaces even when tabs are chosen', () => {
    const aligned = 'SELECT    a,\n          b\nFROM      t\nWHERE     c = 1\nORDER BY  a';
    expect(format('select a, b from t where c = 1 order by a', { alignClauses: true })).toBe(aligned);
    expect(format('select a, b from t where c = 1 order by a', { alignClauses: true, indent: 'tab' })).toBe(aligned);
  });

  describe('line breaks off (compact)', () => {
    it('puts each statement on one line, one line per statement', () => {
      expect(format('select a,\n  b from t;\n\n\nselect (1 + 2) * 3 from (select x from y) z;', { lineBreaks: false })).toBe(
        'SELECT a, b FROM t;\nSELECT (1 + 2) * 3 FROM (SELECT x FROM y) z;',
      );
    });

    it('collapses the alignment padding too', () => {
      expect(format('select a, b from t where c = 1', { lineBreaks: false, alignClauses: true })).toBe('SELECT a, b FROM t WHERE c = 1');
    });

    it('keeps line breaks inside strings, quoted names and block comments', () => {
      expect(format("select 'a\n  b' as \"x\ny\", /* one\n two */ c from t", { lineBreaks: false })).toBe(
        "SELECT 'a\n  b' AS \"x\ny\", /* one\n  two */ c FROM t",
      );
    });

    it('keeps the line break after a -- comment, which would otherwise hide the code after it', () => {
      const sql = format('select a, -- the id\n b from t', { lineBreaks: false });
      expect(sql).toBe('SELECT a, -- the id\nb FROM t');
      // Same statement as the formatted one: formatting it again gives the multi-line result back.
      expect(format(sql)).toBe(format('select a, -- the id\n b from t'));
    });

    it('reads each dialect\'s quoting: escaped quotes, dollar quotes, brackets, backticks', () => {
      expect(format("select E'it\\'s\n  x', $body$ a\n   b $body$ from t", { dialect: 'postgresql', lineBreaks: false })).toBe(
        "SELECT E'it\\'s\n  x', $body$ a\n   b $body$ FROM t",
      );
      // In PostgreSQL a backslash is an ordinary character in a standard string: 'C:\' ends there.
      expect(format("select 'C:\\', 1\nfrom t", { dialect: 'postgresql', lineBreaks: false })).toBe("SELECT 'C:\\', 1 FROM t");
      expect(format("select 'it\\'s\n  x', `a\nb` from t", { dialect: 'mysql', lineBreaks: false })).toBe("SELECT 'it\\'s\n  x', `a\nb` FROM t");
      expect(format('select [first\n  name] from t', { dialect: 'tsql', lineBreaks: false })).toBe('SELECT [first\n  name] FROM t');
      expect(format('select a # note\n, b from t', { dialect: 'mysql', lineBreaks: false })).toBe('SELECT a # note\n, b FROM t');
    });
  });

  describe('remove extra whitespace', () => {
    const COMMENTED = 'select a -- note   \n, b /* block   \n\n\n   x */ from t';

    it('on: removes trailing blanks and collapses blank lines inside comments', () => {
      expect(format(COMMENTED)).toBe('SELECT\n  a -- note\n,\n  b\n  /* block\n\n  x */\nFROM\n  t');
    });

    it('off: the library output as it is', () => {
      expect(format(COMMENTED, { removeExtraWhitespace: false })).toBe('SELECT\n  a -- note   \n,\n  b\n  /* block   \n  \n  \n  x */\nFROM\n  t');
    });

    it('never touches strings', () => {
      expect(format("select 'a   \n\n\n\nb   ' from t")).toBe("SELECT\n  'a   \n\n\n\nb   '\nFROM\n  t");
    });

    it('makes no difference for SQL without comments', () => {
      expect(format(QUERY, { removeExtraWhitespace: false })).toBe(format(QUERY));
    });
  });
});

describe('dialects', () => {
  it('formats PostgreSQL casts and parameters (data types keep their case)', () => {
    expect(format('select $1::int, now() from t where x = $2', { dialect: 'postgresql' })).toBe('SELECT\n  $1::int,\n  now()\nFROM\n  t\nWHERE\n  x = $2');
  });

  it('formats MySQL backticks and LIMIT', () => {
    expect(format('select `order`, count(*) from `t` group by `order` limit 5', { dialect: 'mysql' })).toBe(
      'SELECT\n  `order`,\n  count(*)\nFROM\n  `t`\nGROUP BY\n  `order`\nLIMIT\n  5',
    );
  });

  it('formats T-SQL brackets and variables', () => {
    expect(format('select top 3 [Name] from [dbo].[T] where [Id] = @id', { dialect: 'tsql' })).toBe(
      'SELECT\n  TOP 3 [Name]\nFROM\n  [dbo].[T]\nWHERE\n  [Id] = @id',
    );
  });

  it('formats SQLite and PL/SQL', () => {
    expect(format('select a from t where b = ?', { dialect: 'sqlite' })).toBe('SELECT\n  a\nFROM\n  t\nWHERE\n  b = ?');
    expect(format("select q'[it's]' from dual", { dialect: 'plsql' })).toBe("SELECT\n  q'[it's]'\nFROM\n  dual");
  });

  it('knows every dialect of the option', () => {
    for (const dialect of DIALECTS) expect(format('select a from t', { dialect })).toMatch(/^SELECT\s+a\s+FROM\s+t$/);
  });

  it('reports what the dialect does not allow', () => {
    // Backticks are names in MySQL, but not in PostgreSQL.
    expect(isToolError(run({ text: 'select `a` from t' }, { ...DEFAULTS, dialect: 'postgresql' }))).toBe(true);
    expect(isToolError(run({ text: 'select `a` from t' }, { ...DEFAULTS, dialect: 'mysql' }))).toBe(false);
  });
});

describe('errors', () => {
  it('asks for SQL when the input is empty or blank', () => {
    for (const input of ['', '   ', '\n\t\n']) expect(run({ text: input }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'empty' });
  });

  it("says the library's parse errors in the page's words with their line and column", () => {
    expect(run({ text: 'select (( from t' }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'endsEarly', params: { line: 1, column: 17 } });
    expect(run({ text: 'select "abc from t' }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'unreadableText', params: { text: '"abc from ', line: 1, column: 8 } });
    expect(run({ text: 'select a from t where a = 1)' }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'unexpectedToken', params: { token: ')', line: 1, column: 28 } });
  });

  it('has a message for every code', async () => {
    const en = (await import('./locales/en.json')).default;
    expect(en.errors.empty).toBe('Please enter SQL to format');
    expect(en.errors.formatError).toBe('Error formatting SQL: {reason}');
  });
});

describe('statistics', () => {
  it('counts characters as a reader does, UTF-8 bytes and lines of input and output', () => {
    const result = run({ text: "select 'café 😀' from t" }, DEFAULTS) as SqlResult;
    expect(result).toEqual({ sql: "SELECT\n  'café 😀'\nFROM\n  t", inputCharacters: 22, outputCharacters: 26, inputBytes: 26, outputBytes: 30, inputLines: 1, outputLines: 4 });
  });

  it('counts CRLF, CR and LF line breaks once each', () => {
    expect(countLines('a')).toBe(1);
    expect(countLines('a\r\nb\rc\nd')).toBe(4);
    expect(countLines('a\n')).toBe(2);
  });
});

describe('Unicode', () => {
  it('keeps emoji, combining marks, CJK and RTL text in strings and names intact', () => {
    const input = 'select \'👍🏽 e\u0301\' as "漢字", \'العربية\' from t';
    expect(format(input)).toBe('SELECT\n  \'👍🏽 e\u0301\' AS "漢字",\n  \'العربية\'\nFROM\n  t');
    expect(format(input, { lineBreaks: false })).toBe('SELECT \'👍🏽 e\u0301\' AS "漢字", \'العربية\' FROM t');
  });

  it('ignores a byte order mark and does not throw on a lone surrogate', () => {
    expect(format('\uFEFFselect 1')).toBe('SELECT\n  1');
    const result = run({ text: "select '\uD800' from t" }, DEFAULTS);
    if (!isToolError(result)) expect(result.sql).toContain('\uD800');
  });
});

describe('idempotence', () => {
  const ident = fc.constantFrom('id', 'name', 'price', 'created_at', 'total', 'o.customer_id', '"Quoted Name"');
  const value = fc.oneof(fc.integer({ min: 0, max: 9999 }).map(String), fc.constantFrom("'x'", "'it''s'", "'a\n  b'", 'NULL', 'true'));
  const condition = fc.tuple(ident, fc.constantFrom('=', '<>', '>', '<=', 'LIKE'), value).map(([a, op, v]) => `${a} ${op} ${v}`);
  const select = fc
    .record({
      columns: fc.array(ident, { minLength: 1, maxLength: 4 }),
      table: fc.constantFrom('users', 'orders o', '(select id from t where x = 1) sub'),
      where: fc.array(condition, { maxLength: 3 }),
      join: fc.boolean(),
      comment: fc.constantFrom('', ' -- note', ' /* why\n  this */'),
      order: fc.option(ident, { nil: undefined }),
    })
    .map(
      (q) =>
        `select ${q.columns.join(', ')}${q.comment}\nfrom ${q.table}` +
        (q.join ? ' join items i on i.order_id = id' : '') +
        (q.where.length ? ` where ${q.where.join(' and ')}` : '') +
        (q.order ? ` order by ${q.order} desc` : ''),
    );
  const opts = fc.record({
    dialect: fc.constantFrom<Options['dialect']>('sql', 'postgresql', 'mysql', 'sqlite', 'tsql'),
    indent: fc.constantFrom<Options['indent']>('2', '4', '8', 'tab'),
    uppercaseKeywords: fc.boolean(),
    alignClauses: fc.boolean(),
    lineBreaks: fc.boolean(),
    removeExtraWhitespace: fc.boolean(),
  });

  it('formatting formatted SQL changes nothing', () => {
    fc.assert(
      fc.property(select, opts, (sql, options) => {
        const once = format(sql, options);
        expect(format(once, options)).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('the compact form is the same statement: formatting it with line breaks gives the formatted SQL', () => {
    fc.assert(
      fc.property(select, opts, (sql, options) => {
        const compact = format(sql, { ...options, lineBreaks: false });
        expect(format(compact, { ...options, lineBreaks: true })).toBe(format(sql, { ...options, lineBreaks: true }));
      }),
      { numRuns: 150 },
    );
  });
});
