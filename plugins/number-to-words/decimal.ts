/** A number as its sign, whole part and decimal digits, exactly as typed (no binary noise). */
export interface DecimalParts {
  readonly negative: boolean;
  /** The whole part, at most 10^15 (a safe integer). */
  readonly whole: number;
  /** The digits after the decimal point, as typed ("05" in 3.05); '' for none. */
  readonly decimals: string;
}

/** The largest whole part written in words: one quadrillion, mil billones, eine Billiarde, un billiard. */
export const MAX_WHOLE = 1e15;
/** Decimal digits read out after the point. */
export const MAX_DECIMALS = 6;

/** A JavaScript number's digits (it was read from what the visitor typed, in the page's language). */
export function decimalParts(value: number): DecimalParts | 'tooLarge' | 'tooManyDecimals' {
  if (Math.abs(value) > MAX_WHOLE) return 'tooLarge';
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return 'tooManyDecimals';
  const [whole = '0', decimals = ''] = text.split('.');
  if (decimals.length > MAX_DECIMALS) return 'tooManyDecimals';
  return { negative: value < 0, whole: Number(whole), decimals };
}
