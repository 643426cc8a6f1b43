import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'SQL',
  badges: [],
  keywords: ['SQL', 'SQL formatter', 'SQL beautifier', 'pretty print SQL', 'PostgreSQL', 'MySQL', 'SQLite', 'T-SQL', 'PL/SQL', 'BigQuery', 'Snowflake'],
  related: ['json-formatter', 'html-prettify'],
} as const satisfies ToolMeta;
