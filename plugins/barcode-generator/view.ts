/**
 * What the page says about a barcode, in Display values: the image's accessible name, the note on
 * the check digit, and the scanning warnings (as notes). The bars themselves, their downloads and the
 * look's controls are drawn by the panel.
 */
import { MIN_SCAN_CONTRAST, msg, num, type Display, type ResultView } from '@sdk/core';
import type { BarcodeResult } from './run.ts';
import { FORMAT_NAMES } from './symbologies.ts';

/** "EAN-13 barcode: 4006381333931". */
export function altText(barcode: BarcodeResult): Display {
  return msg('alt', { format: FORMAT_NAMES[barcode.format], value: barcode.text || barcode.value });
}

/** "check digit 1 added" or "check digit 1 verified", for the types that have one. */
export function checkNote(barcode: BarcodeResult): Display | undefined {
  const check = barcode.checkDigit;
  return check && msg(check.computed ? 'checkComputed' : 'checkVerified', { digit: check.digit, format: FORMAT_NAMES[barcode.format] });
}

/** Scanning problems the chosen colours cause, in words (never colour alone). */
export function view(barcode: BarcodeResult): ResultView {
  return {
    blocks: barcode.warnings.map((w) => ({
      kind: 'note',
      tone: 'warning',
      text: msg(`warnings.${w}`, { ratio: num(barcode.contrast, { maximumFractionDigits: 2 }), min: num(MIN_SCAN_CONTRAST, { maximumFractionDigits: 0 }) }),
    })),
  };
}
