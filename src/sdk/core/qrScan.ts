/**
 * Finding a QR code in RGBA pixels and reading its text: shared by the QR code reader (files in its
 * worker, camera frames on the page) and the generator (which checks that a code with a logo still
 * reads). jsQR does the finding and the error correction, loaded on first use; this module prepares the
 * pixels and turns the code's segments into text the way the standard says.
 */
import type { QRCode } from 'jsqr';
import type { Raster } from './raster.ts';

export interface QrFound {
  /** The text the code holds. */
  readonly text: string;
  /** QR version, 1 (21 × 21 modules) to 40. */
  readonly version: number;
}

/**
 * Translucent pixels painted over white, as a viewer shows them: a code saved with a transparent
 * background has black, fully transparent pixels around dark modules, which a scanner would see as one
 * black square. Returns null when every pixel is fully transparent (nothing to see).
 */
export function overWhite(pixels: Raster): Uint8ClampedArray | null {
  const { data } = pixels;
  let visible = false;
  let translucent = false;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i]! > 0) visible = true;
    if (data[i]! < 255) translucent = true;
    if (visible && translucent) break;
  }
  if (!visible) return null;
  if (!translucent) return data;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    out[i] = data[i]! * a + 255 * (1 - a);
    out[i + 1] = data[i + 1]! * a + 255 * (1 - a);
    out[i + 2] = data[i + 2]! * a + 255 * (1 - a);
    out[i + 3] = 255;
  }
  return out;
}

/**
 * ECI designators (ISO/IEC 18004 section 7.4.2, AIM ECI) and the WHATWG names of their character sets:
 * the ones generators write.
 */
const ECI_CHARSETS: Readonly<Record<number, string>> = {
  1: 'iso-8859-1',
  3: 'iso-8859-1',
  4: 'iso-8859-2',
  5: 'iso-8859-3',
  6: 'iso-8859-4',
  7: 'iso-8859-5',
  8: 'iso-8859-6',
  9: 'iso-8859-7',
  10: 'iso-8859-8',
  11: 'windows-874',
  13: 'iso-8859-10',
  15: 'iso-8859-13',
  17: 'iso-8859-15',
  18: 'iso-8859-16',
  20: 'shift_jis',
  21: 'windows-1250',
  22: 'windows-1251',
  23: 'windows-1252',
  24: 'windows-1256',
  25: 'utf-16be',
  26: 'utf-8',
  28: 'big5',
  29: 'gb18030',
  30: 'euc-kr',
};

function decodeWith(charset: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The text of a code's segments. Byte segments are read in the character set an ECI segment names;
 * without one, as UTF-8 (what every phone and generator writes) and, when the bytes are not UTF-8, as
 * ISO-8859-1, the standard's default (jsQR alone gives an empty text then).
 */
export function segmentsText(code: Pick<QRCode, 'chunks'>): string {
  let charset: string | null = null;
  let text = '';
  // jsQR's chunk types are not a discriminated union: each segment read as what its type says it holds.
  for (const chunk of code.chunks as readonly Segment[]) {
    if (chunk.type === 'eci') {
      charset = ECI_CHARSETS[chunk.assignmentNumber ?? -1] ?? null;
    } else if (chunk.type === 'byte' && chunk.bytes) {
      const bytes = Uint8Array.from(chunk.bytes);
      text += (charset !== null ? decodeWith(charset, bytes) : null) ?? decodeWith('utf-8', bytes) ?? decodeWith('iso-8859-1', bytes) ?? chunk.text ?? '';
    } else text += chunk.text ?? '';
  }
  return text;
}

interface Segment {
  readonly type: string;
  readonly text?: string;
  readonly bytes?: readonly number[];
  readonly assignmentNumber?: number;
}

/** Looks for a code in the pixels (dark on light, then light on dark): null when there is none, 'transparent' when nothing is visible. */
export type QrFinder = (pixels: Raster) => QrFound | null | 'transparent';

/** The finder, once jsQR is loaded: synchronous, for a camera that looks at many frames. */
export async function qrFinder(): Promise<QrFinder> {
  const { default: jsQR } = await import('jsqr');
  return (pixels) => {
    const data = overWhite(pixels);
    if (!data) return 'transparent';
    const code = jsQR(data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
    if (!code) return null;
    return { text: segmentsText(code), version: code.version };
  };
}
