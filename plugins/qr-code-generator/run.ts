import { create } from 'qrcode';
import { toolError, isToolError, utf8Length, contrastRatio, hexToRgb, scanContrastWarnings, type ToolError, type ScanContrastWarning } from '@sdk/core';
import { INPUT_FIELDS, buildPayload, wellFormed, type QrInput } from './payload.ts';
import { totalModules } from './render.ts';
import type { Input, Options } from './manifest.ts';

export type QrWarning = ScanContrastWarning | 'smallModules';

export interface QrResult {
  /** The text the code holds. */
  payload: string;
  /** Its length in UTF-8 bytes. */
  bytes: number;
  /** QR version, 1 (21 × 21 modules) to 40 (177 × 177). */
  version: number;
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** The module matrix, one string per row, "1" for a dark module. */
  rows: string[];
  /** Contrast ratio of the two colours (WCAG), 1 to 21, two decimals. */
  contrast: number;
  warnings: QrWarning[];
}

/**
 * Bytes a version-40 code holds in byte mode at each error correction level (ISO/IEC 18004:2015,
 * table 7): the limit the "too long" message states.
 */
export const MAX_BYTES = { L: 2953, M: 2331, Q: 1663, H: 1273 } as const;
/** Digits a version-40 code holds at level L, the most any content can fit: longer text is refused without encoding it. */
const MAX_ANY = 7089;
/** Below this many pixels per module a code shown or printed at its size is hard to scan. */
export const MIN_MODULE_PIXELS = 2;

function tooLong(level: Options['level'], bytes: number): ToolError {
  return toolError(level === 'L' ? 'tooLong' : 'tooLongForLevel', { level, max: MAX_BYTES[level], bytes });
}

/** The page reads every field (those of other types too): the type's payload uses only its own. */
export function run(input: Input, options: Options): QrResult | ToolError {
  const given = input as Readonly<Record<string, unknown>>;
  const fields = Object.fromEntries(INPUT_FIELDS.map((f) => [f, typeof given[f] === 'string' ? given[f] : ''])) as QrInput;
  const built = buildPayload(options.type, fields, { wifiSecurity: options.wifiSecurity, wifiHidden: options.wifiHidden });
  if (isToolError(built)) return built;
  const payload = wellFormed(built);
  const bytes = utf8Length(payload);
  if (bytes > MAX_ANY) return tooLong(options.level, bytes);
  let code: ReturnType<typeof create>;
  try {
    code = create(payload, { errorCorrectionLevel: options.level });
  } catch (e) {
    return e instanceof Error && /too big/i.test(e.message) ? tooLong(options.level, bytes) : toolError('unexpected');
  }
  const modules = code.modules.size;
  const rows: string[] = [];
  for (let y = 0; y < modules; y++) {
    let row = '';
    for (let x = 0; x < modules; x++) row += code.modules.get(y, x) ? '1' : '0';
    rows.push(row);
  }
  const foreground = hexToRgb(options.foreground);
  const background = hexToRgb(options.background);
  // The options schema allows only #rrggbb.
  if (!foreground || !background) return toolError('unexpected');
  const warnings: QrWarning[] = scanContrastWarnings(foreground, background);
  if (options.size / totalModules({ rows, margin: options.margin }) < MIN_MODULE_PIXELS) warnings.push('smallModules');
  return {
    payload,
    bytes,
    version: code.version,
    modules,
    rows,
    contrast: Math.round(contrastRatio(foreground, background) * 100) / 100,
    warnings,
  };
}
