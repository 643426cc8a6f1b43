import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '<>',
  related: ['html-prettify', 'json-formatter', 'sql-formatter'],
} as const satisfies ToolMeta;
