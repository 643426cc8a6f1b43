import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'Aa',
  badges: ['popular'],
  keywords: ['UPPERCASE', 'lowercase', 'Title Case', 'camelCase', 'PascalCase', 'snake_case', 'kebab-case', 'CONSTANT_CASE'],
  related: ['word-counter', 'text-cleaner', 'slug-generator', 'lorem-ipsum-generator'],
} as const satisfies ToolMeta;
