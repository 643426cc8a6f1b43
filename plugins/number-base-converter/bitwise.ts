import { toolError, type ToolError } from '@sdk/core';

/**
 * AND, OR, XOR, NOT and shifts on whole numbers of any size (BigInt). Without a width, a negative
 * number behaves as an endless two's complement (as in Python: ~5 = −6, −8 >> 1 = −4); with a width,
 * both numbers must fit in it (signed or unsigned) and the result is the width's bit pattern.
 */

export const OPERATIONS = ['and', 'or', 'xor', 'not', 'shl', 'shr', 'ushr'] as const;
export type Operation = (typeof OPERATIONS)[number];
/** Operations that take one number only. */
export const UNARY: readonly Operation[] = ['not'];
/** A shift further than this without a width would build a number of millions of digits. */
export const MAX_SHIFT = 4096;

/**
 * The result, as a signed value (a width's pattern read signed) — the caller writes it in every base.
 * `bits` null: no width.
 */
export function applyBitwise(operation: Operation, a: bigint, b: bigint | null, bits: number | null): bigint | ToolError {
  const size = bits === null ? 0n : 1n << BigInt(bits);
  const fits = (n: bigint, field: string): ToolError | null =>
    bits === null || (n >= -(size >> 1n) && n < size) ? null : toolError('operandTooBig', { bits, min: `-${size >> 1n}`, max: `${size - 1n}`, field });
  const tooBig = fits(a, 'value') ?? (b === null ? null : fits(b, 'operand'));
  if (tooBig) return tooBig;
  /** A pattern of the width read as a signed number. */
  const signed = (n: bigint) => {
    if (bits === null) return n;
    const pattern = n & (size - 1n);
    return pattern >= size >> 1n ? pattern - size : pattern;
  };
  if (operation === 'not') return signed(~a);
  if (b === null) return toolError('needsOperand', { field: 'operand' });
  if (operation === 'and') return signed(a & b);
  if (operation === 'or') return signed(a | b);
  if (operation === 'xor') return signed(a ^ b);
  if (b < 0n) return toolError('negativeShift', { field: 'operand' });
  if (b > BigInt(bits ?? MAX_SHIFT)) return toolError('shiftTooFar', { max: bits ?? MAX_SHIFT, field: 'operand' });
  if (operation === 'shl') return signed(a << b);
  if (operation === 'shr') return signed(signed(a) >> b);
  // Logical shift: the width's pattern moved right, zeros coming in from the left.
  if (bits === null) return toolError('ushrWidth', { field: 'operand' });
  return signed((a & (size - 1n)) >> b);
}
