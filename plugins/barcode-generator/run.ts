import JsBarcode from 'jsbarcode';
import { isToolError, toolError, contrastRatio, hexToRgb, scanContrastWarnings, type ToolError, type ScanContrastWarning } from '@sdk/core';
import { JSBARCODE_FORMATS, normalize, type Format } from './symbologies.ts';
import type { Input, Options } from './manifest.ts';

export interface BarcodeResult {
  format: Format;
  /** The format name JsBarcode draws it with. */
  jsbarcodeFormat: string;
  /** What is encoded (check digit included for EAN, UPC and ITF-14). */
  value: string;
  /** The human-readable text under the bars, as JsBarcode prints it. */
  text: string;
  /** The check digit, and whether it was computed (true) or typed and verified (false). */
  checkDigit?: { digit: string; computed: boolean };
  /** Contrast ratio of bars and background (WCAG), 1 to 21, two decimals. */
  contrast: number;
  warnings: ScanContrastWarning[];
}

interface Encoding {
  data: string;
  text?: string;
}

/**
 * Validates the content for the barcode type with the type's own rules, then has JsBarcode encode
 * it (without drawing: its object renderer needs no DOM), which confirms it can be drawn.
 */
export function run({ content }: Input, options: Options): BarcodeResult | ToolError {
  const normalized = normalize(options.format, content);
  if (isToolError(normalized)) return normalized;
  const jsbarcodeFormat = JSBARCODE_FORMATS[options.format];
  const target: { encodings?: Encoding[] } = {};
  try {
    JsBarcode(target, normalized.value, { format: jsbarcodeFormat });
  } catch {
    return toolError('generate');
  }
  const encodings = target.encodings ?? [];
  if (encodings.length === 0) return toolError('generate');
  const foreground = hexToRgb(options.foreground);
  const background = hexToRgb(options.background);
  // The options schema allows only #rrggbb.
  if (!foreground || !background) return toolError('unexpected');
  const result: BarcodeResult = {
    format: options.format,
    jsbarcodeFormat,
    value: normalized.value,
    text: encodings.map((e) => e.text ?? '').join(''),
    contrast: Math.round(contrastRatio(foreground, background) * 100) / 100,
    warnings: scanContrastWarnings(foreground, background),
  };
  if (normalized.checkDigit) result.checkDigit = normalized.checkDigit;
  return result;
}
