import { create } from 'qrcode';
import { toolError, isToolError, utf8Length, contrastRatio, decodeImage, hexToRgb, qrFinder, scanContrastWarnings, type ToolError, type ScanContrastWarning } from '@sdk/core';
import { INPUT_FIELDS, buildPayload, wellFormed, type QrInput } from './payload.ts';
import { rasterize, totalModules } from './render.ts';
import type { Input, Options } from './manifest.ts';
import { MAX_BYTES, runBatch, type BatchResult } from './batch.ts';

export type QrWarning = ScanContrastWarning | 'smallModules' | 'logoUnreadable';

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
  /** The error correction level used: the one chosen, or H with a logo. */
  level: Options['level'];
  /** With a logo: whether the finished image decodes back to the payload. */
  logo?: { reads: boolean };
  warnings: QrWarning[];
}

export { MAX_BYTES, isBatch } from './batch.ts';
export type { BatchResult } from './batch.ts';
/** Digits a version-40 code holds at level L, the most any content can fit: longer text is refused without encoding it. */
const MAX_ANY = 7089;
/** Below this many pixels per module a code shown or printed at its size is hard to scan. */
export const MIN_MODULE_PIXELS = 2;

function tooLong(level: Options['level'], bytes: number, logo: boolean): ToolError {
  return toolError(logo ? 'tooLongForLogo' : level === 'L' ? 'tooLong' : 'tooLongForLevel', { level, max: MAX_BYTES[level], bytes });
}

/** The code without its logo (synchronous); with a logo, error correction H. The page reads every field (those of other types too): the type's payload uses only its own. */
export function encode(input: Omit<Input, 'logo' | 'list'>, options: Options, withLogo = false): QrResult | ToolError {
  const level = withLogo ? 'H' : options.level;
  const given = input as Readonly<Record<string, unknown>>;
  const fields = Object.fromEntries(INPUT_FIELDS.map((f) => [f, typeof given[f] === 'string' ? given[f] : ''])) as QrInput;
  if (options.type === 'batch') return toolError('unexpected');
  const built = buildPayload(options.type, fields, { wifiSecurity: options.wifiSecurity, wifiHidden: options.wifiHidden });
  if (isToolError(built)) return built;
  const payload = wellFormed(built);
  const bytes = utf8Length(payload);
  if (bytes > MAX_ANY) return tooLong(level, bytes, withLogo);
  let code: ReturnType<typeof create>;
  try {
    code = create(payload, { errorCorrectionLevel: level });
  } catch (e) {
    return e instanceof Error && /too big/i.test(e.message) ? tooLong(level, bytes, withLogo) : toolError('unexpected');
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
    level,
    warnings,
  };
}

/**
 * The code, and with a logo the check a phone would make: the finished image, at the chosen size, read
 * by the QR code reader's decoder. A logo that hides too much of the code is said, never hidden.
 */
export async function run(input: Input, options: Options): Promise<QrResult | BatchResult | ToolError> {
  const file = input.logo;
  if (options.type === 'batch') {
    const logo = file?.bytes ? { bytes: file.bytes, type: file.type } : undefined;
    return runBatch(input.list ?? '', options.batchNames, options.batchFormat, options, logo);
  }
  if (!file?.bytes) return encode(input, options);
  const code = encode(input, options, true);
  if (isToolError(code)) return code;
  const logo = await decodeImage(file.bytes, file.type);
  if (isToolError(logo)) return { ...logo, params: { ...logo.params, field: 'logo' } };
  const drawing = { rows: code.rows, margin: options.margin, foreground: options.foreground, background: options.background };
  const pixels = rasterize(drawing, options.size, { raster: logo, share: options.logoSize / 100 });
  const found = (await qrFinder())({ width: options.size, height: options.size, data: pixels });
  const reads = found !== null && found !== 'transparent' && found.text === code.payload;
  return { ...code, logo: { reads }, warnings: reads ? code.warnings : [...code.warnings, 'logoUnreadable'] };
}
