import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'JWT',
  badges: [],
  keywords: ['JWT', 'JWT secret', 'HS256', 'HS512', 'HMAC', 'JSON Web Token', 'hex', 'Base64', 'base64url'],
  related: ['base64-encoder', 'random-uuid-generator'],
} as const satisfies ToolMeta;
