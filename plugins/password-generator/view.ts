/**
 * The password in large monospaced type (digits and symbols tinted, as in password managers) with its
 * length, then its strength in words and on a meter, its entropy and the scale the strength follows.
 * The host never puts a random result in the prerendered page: the password exists in the browser only.
 */
import { msg, num, type ResultView } from '@sdk/core';
import { STRENGTH_THRESHOLDS } from './entropy.ts';
import type { PasswordResult } from './run.ts';

/** The meter's scale ends at 128 bits: beyond that every password is very strong alike. */
export const METER_MAX = 128;

/** Bits rounded down to a tenth: the strength is never overstated. */
export const shownBits = (bits: number): number => Math.floor(bits * 10) / 10;

export function view(result: PasswordResult): ResultView {
  const { password, bits, poolSize, strength } = result;
  return {
    blocks: [
      { kind: 'text', text: password, summary: msg('length', { length: num([...password].length) }), emphasis: 'password', mono: true, noTranslate: true },
      {
        kind: 'meter',
        label: msg('strengthLabel'),
        value: bits,
        min: 0,
        max: METER_MAX,
        low: STRENGTH_THRESHOLDS.medium,
        high: STRENGTH_THRESHOLDS.strong,
        optimum: METER_MAX,
        text: msg(`strengths.${strength}`),
      },
      { kind: 'note', text: msg('entropy', { bits: num(shownBits(bits), { maximumFractionDigits: 1 }), pool: num(poolSize) }) },
      {
        kind: 'note',
        text: msg('scale', {
          medium: num(STRENGTH_THRESHOLDS.medium),
          strong: num(STRENGTH_THRESHOLDS.strong),
          veryStrong: num(STRENGTH_THRESHOLDS.veryStrong),
        }),
      },
    ],
  };
}
