import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CC',
  keywords: ['Luhn', 'Visa', 'Mastercard', 'American Express', 'Amex', 'Discover', 'JCB', 'Diners Club', 'CVV', 'IIN', 'BIN'],
  related: ['random-uuid-generator', 'jwt-secret-generator'],
} as const satisfies ToolMeta;
