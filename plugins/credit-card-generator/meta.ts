import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'credit-card-generator',
  category: 'developer-tools',
  icon: 'CC',
  keywords: ['Luhn', 'Visa', 'Mastercard', 'American Express', 'Amex', 'Discover', 'JCB', 'Diners Club', 'CVV', 'IIN', 'BIN'],
  related: ['random-uuid-generator', 'jwt-secret-generator'],
} as const satisfies ToolMeta;
