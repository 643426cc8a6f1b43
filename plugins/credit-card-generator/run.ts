import { toolError, hashSeed, luhnCheckDigit, luhnValid, randomInt, seededRandomInt, type ToolError, type RandomInt } from '@sdk/core';
import { BRAND_IDS, BRANDS, type Brand, type BrandId } from './brands.ts';
import { DEFAULT_QUANTITY, MAX_QUANTITY, MIN_QUANTITY, type Input, type Options } from './manifest.ts';

export interface Card {
  /** The number, plain or spaced in the brand's grouping. */
  number: string;
  /** The brand's name: Visa, Mastercard, American Express, Discover, JCB or Diners Club. */
  type: string;
  /** MM/YY, when asked for. */
  expiry?: string;
  /** 3 digits (4 for American Express), when asked for. */
  cvv?: string;
  /** The Luhn check of the number, computed independently of its generation. */
  valid: boolean;
}

export interface CardsResult {
  cards: Card[];
}

/** Months ahead of the current month an expiry may be: next month to 5 years ahead. */
export const EXPIRY_MONTHS = [1, 60] as const;

const digits = (rand: RandomInt, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) out += String(rand(10));
  return out;
};

/** A number of the brand: one of its prefixes, random digits, and the Luhn check digit. */
export function cardNumber(brand: Brand, rand: RandomInt): string {
  const [low, high] = brand.prefixes[rand(brand.prefixes.length)]!;
  const prefix = String(low + rand(high - low + 1));
  const payload = prefix + digits(rand, brand.length - 1 - prefix.length);
  return payload + String(luhnCheckDigit(payload));
}

/** The number split into the brand's groups, separated by spaces. */
export function spaced(number: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(number.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** An expiry date MM/YY from next month to 5 years after the month of `now` (local time). */
export function expiry(rand: RandomInt, now: Date): string {
  const [min, max] = EXPIRY_MONTHS;
  const month = now.getFullYear() * 12 + now.getMonth() + min + rand(max - min + 1);
  return `${String((month % 12) + 1).padStart(2, '0')}/${String(Math.floor(month / 12) % 100).padStart(2, '0')}`;
}

function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

/** The cards for the options, drawn from `rand`, with expiry dates counted from `now`. */
export function generate(options: Options, types: readonly BrandId[], rand: RandomInt, now: Date): CardsResult {
  const cards: Card[] = [];
  const quantity = clampQuantity(options.quantity);
  for (let i = 0; i < quantity; i++) {
    const brand = BRANDS[types[rand(types.length)]!];
    const plain = cardNumber(brand, rand);
    const number = options.format === 'spaced' ? spaced(plain, brand.groups) : plain;
    cards.push({
      number,
      type: brand.name,
      ...(options.includeExpiry ? { expiry: expiry(rand, now) } : {}),
      ...(options.includeCvv ? { cvv: digits(rand, brand.cvvLength) } : {}),
      valid: luhnValid(number),
    });
  }
  return { cards };
}

/** The seed of the repeatable numbers: the same options always give the same numbers. */
function seedOf(options: Options, types: readonly BrandId[]): number {
  return hashSeed(`${types.join(',')}|${clampQuantity(options.quantity)}|${options.format}|${options.includeCvv ? 1 : 0}|${options.includeExpiry ? 1 : 0}`);
}

/** Test card numbers of the chosen brands: random from Web Crypto each time, or fixed per options when `repeatable`. */
export function run(_input: Input, options: Options): CardsResult | ToolError {
  const types = BRAND_IDS.filter((id) => options[id] === true);
  if (types.length === 0) return toolError('noType');
  try {
    return generate(options, types, options.repeatable ? seededRandomInt(seedOf(options, types)) : randomInt, new Date());
  } catch {
    return toolError('unexpected');
  }
}
