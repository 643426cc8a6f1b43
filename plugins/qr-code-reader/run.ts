import { decodeImage, isToolError, qrFinder, resizeImage, toolError, type QrFound, type Raster, type ToolError } from '@sdk/core';
import { parsePayload, type PayloadField, type PayloadKind, type UrlWarning } from './payload.ts';
import type { Input } from './manifest.ts';

export interface QrReadResult {
  /** The text the code holds, exactly. */
  text: string;
  /** What the text is (a web address, a Wi-Fi network…), with its parts as labelled fields. */
  kind: PayloadKind;
  fields: PayloadField[];
  /** Why a link deserves a second look before it is opened. */
  warnings: UrlWarning[];
  /** QR version, 1 (21 × 21 modules) to 40 (177 × 177). */
  version: number;
}

/** Photos are looked at this large at most: a code fills enough of a photo to be found at this size, and it is faster. */
export const MAX_SIDE = 1600;

/** The BarcodeDetector API (Chrome on Android and macOS, in pages and workers): a second opinion where jsQR finds nothing. */
interface Detector {
  detect(image: unknown): Promise<readonly { rawValue: string }[]>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector };

async function detectNatively(pixels: Raster): Promise<QrFound | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const Data = (globalThis as { ImageData?: new (data: Uint8ClampedArray, w: number, h: number) => unknown }).ImageData;
  if (!Native || !Data) return null;
  try {
    const [first] = await new Native({ formats: ['qr_code'] }).detect(new Data(pixels.data, pixels.width, pixels.height));
    // The API says nothing of the version: 0 means "not known".
    return first ? { text: first.rawValue, version: 0 } : null;
  } catch {
    return null;
  }
}

/** Reads the QR code in an image file: in the worker, nothing leaves the browser, and a link found is never opened. */
export async function run({ image }: Input): Promise<QrReadResult | ToolError> {
  if (!image?.bytes) return toolError('imageRequired', { field: 'image' });
  const decoded = await decodeImage(image.bytes, image.type);
  if (isToolError(decoded)) return toolError('notImage', { field: 'image' });
  let pixels: Raster = decoded;
  const side = Math.max(pixels.width, pixels.height);
  const findCode = await qrFinder();
  let found = findCode(pixels);
  if (found === null && side > MAX_SIDE) {
    // A large photo: the same code, smaller, is often found where the full size misses it (and faster).
    const scale = MAX_SIDE / side;
    pixels = resizeImage(decoded, Math.max(1, Math.round(decoded.width * scale)), Math.max(1, Math.round(decoded.height * scale)));
    found = findCode(pixels);
  }
  if (found === 'transparent') return toolError('transparent', { field: 'image' });
  found ??= await detectNatively(decoded);
  if (!found) return toolError('noCode', { field: 'image' });
  const payload = parsePayload(found.text);
  return { text: found.text, kind: payload.kind, fields: [...payload.fields], warnings: [...payload.warnings], version: found.version };
}
