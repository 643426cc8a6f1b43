import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CC',
  related: ['random-uuid-generator', 'jwt-secret-generator'],
} as const satisfies ToolMeta;
