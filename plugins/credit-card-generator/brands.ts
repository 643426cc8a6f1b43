/** The six card brands: their real IIN prefix ranges, number length, digit grouping and CVV length. */

export const BRAND_IDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface Brand {
  /** The brand's name, the same in every language. */
  readonly name: string;
  /** Inclusive ranges of prefixes; both ends have the same number of digits. */
  readonly prefixes: readonly (readonly [number, number])[];
  readonly length: number;
  /** Digits per group in the spaced format; they add up to `length`. */
  readonly groups: readonly number[];
  readonly cvvLength: number;
}

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  visa: { name: 'Visa', prefixes: [[4, 4]], length: 16, groups: [4, 4, 4, 4], cvvLength: 3 },
  mastercard: {
    name: 'Mastercard',
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    length: 16,
    groups: [4, 4, 4, 4],
    cvvLength: 3,
  },
  amex: {
    name: 'American Express',
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    length: 15,
    groups: [4, 6, 5],
    cvvLength: 4,
  },
  discover: {
    name: 'Discover',
    prefixes: [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    length: 16,
    groups: [4, 4, 4, 4],
    cvvLength: 3,
  },
  jcb: { name: 'JCB', prefixes: [[3528, 3589]], length: 16, groups: [4, 4, 4, 4], cvvLength: 3 },
  diners: {
    name: 'Diners Club',
    prefixes: [
      [36, 36],
      [300, 305],
    ],
    length: 14,
    groups: [4, 6, 4],
    cvvLength: 3,
  },
};
