import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** The library's languages (v15.9), standard SQL first; 'tsql' is its Transact-SQL (alias transactsql). */
export const DIALECTS = [
  'sql',
  'postgresql',
  'mysql',
  'mariadb',
  'sqlite',
  'tsql',
  'plsql',
  'db2',
  'db2i',
  'bigquery',
  'snowflake',
  'redshift',
  'spark',
  'hive',
  'trino',
  'duckdb',
  'clickhouse',
  'n1ql',
  'singlestoredb',
  'tidb',
] as const;
export type Dialect = (typeof DIALECTS)[number];

export const manifest = defineTool({
  related: ['json-formatter', 'html-prettify'],
  produces: 'sql',
  fields: { text: { kind: 'text' } },
  options: {
    dialect: { type: 'string', enum: DIALECTS, default: 'sql' },
    indent: { type: 'string', enum: ['2', '4', '8', 'tab'], default: '2' },
    uppercaseKeywords: { type: 'boolean', default: true },
    alignClauses: { type: 'boolean', default: false },
    lineBreaks: { type: 'boolean', default: true },
    removeExtraWhitespace: { type: 'boolean', default: true },
  },
  ui: { dialect: 'select', indent: 'segmented' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'report',
      input: { text: 'select c.name, count(o.id) as orders from customers c left join orders o on o.customer_id = c.id where c.active = true group by c.name having count(o.id) > 5 order by orders desc limit 10;' },
      output: {
        sql: 'SELECT\n  c.name,\n  count(o.id) AS orders\nFROM\n  customers c\n  LEFT JOIN orders o ON o.customer_id = c.id\nWHERE\n  c.active = TRUE\nGROUP BY\n  c.name\nHAVING\n  count(o.id) > 5\nORDER BY\n  orders DESC\nLIMIT\n  10;',
        inputCharacters: 188,
        outputCharacters: 206,
        inputBytes: 188,
        outputBytes: 206,
        inputLines: 1,
        outputLines: 16,
      },
    },
    {
      name: 'postgresAligned',
      input: { text: "with recent as (select * from events where created_at > now() - interval '7 days') select user_id, count(*) as total from recent group by user_id;" },
      options: { dialect: 'postgresql', indent: '4', alignClauses: true },
      output: {
        sql: "WITH      recent AS (\n          SELECT    *\n          FROM      events\n          WHERE     created_at > now() - interval '7 days'\n          )\nSELECT    user_id,\n          count(*) AS total\nFROM      recent\nGROUP BY  user_id;",
        inputCharacters: 146,
        outputCharacters: 224,
        inputBytes: 146,
        outputBytes: 224,
        inputLines: 1,
        outputLines: 9,
      },
    },
    {
      name: 'tsqlBrackets',
      input: { text: 'select top 5 [Name], [Price] from [dbo].[Products] where [Price] > @min order by [Price] desc' },
      options: { dialect: 'tsql', indent: '4', uppercaseKeywords: false },
      output: {
        sql: 'select\n    top 5 [Name],\n    [Price]\nfrom\n    [dbo].[Products]\nwhere\n    [Price] > @min\norder by\n    [Price] desc',
        inputCharacters: 93,
        outputCharacters: 113,
        inputBytes: 93,
        outputBytes: 113,
        inputLines: 1,
        outputLines: 9,
      },
    },
    {
      name: 'compact',
      input: { text: "SELECT id,\n       email\nFROM   users\nWHERE  created_at >= '2024-01-01'\n  AND  status IN ('active', 'trial');\n\n\nUPDATE users SET status = 'inactive' WHERE id = 42;" },
      options: { dialect: 'mysql', lineBreaks: false },
      output: {
        sql: "SELECT id, email FROM users WHERE created_at >= '2024-01-01' AND status IN ('active', 'trial');\nUPDATE users SET status = 'inactive' WHERE id = 42;",
        inputCharacters: 162,
        outputCharacters: 147,
        inputBytes: 162,
        outputBytes: 147,
        inputLines: 8,
        outputLines: 2,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
