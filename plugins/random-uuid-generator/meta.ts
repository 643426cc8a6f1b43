import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'ID',
  badges: [],
  keywords: ['UUID', 'GUID', 'UUID v1', 'UUID v4', 'UUID v5', 'UUID v7', 'nil UUID', 'RFC 9562', 'RFC 4122'],
  related: ['jwt-secret-generator', 'credit-card-generator'],
} as const satisfies ToolMeta;
