import {
  aspectOf,
  boxInside,
  cropRaster,
  decodeImage,
  encodeImage,
  fitAspect,
  isToolError,
  jpegOrientation,
  onWhite,
  quarterTurn,
  resizeImage,
  sizeError,
  sniffImageType,
  straightenRaster,
  toolError,
  turnRaster,
  turnedSize,
  type Box,
  type ToolError,
} from '@sdk/core';
import { FORMATS, type Input, type Options } from './manifest.ts';

const TYPES: Readonly<Record<Exclude<(typeof FORMATS)[number], 'same'>, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export interface Result {
  /** The edited image: named after the original, in its format unless another was chosen. */
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** The original: its size as viewers show it (EXIF orientation applied) and the orientation it stated (1 when none). */
  readonly source: { readonly name: string; readonly type: string; readonly size: number; readonly width: number; readonly height: number; readonly orientation: number };
  /** The part cut out, in pixels of the image turned and mirrored as asked (before straightening). */
  readonly crop: Box;
  /** The crop was straightened by this many degrees (0: not), which cut it down to width × height before any resizing. */
  readonly angle: number;
  /** A social network's size the picture was scaled to, or null. */
  readonly scaledTo: { readonly width: number; readonly height: number } | null;
  /** Transparent pixels laid on white for JPEG. */
  readonly flattened: boolean;
}

/** The new file's name: photo.jpg → photo-edited.jpg (or .png, .webp when saved as another format). */
export function editedName(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]+/g, '_').trim() || 'image';
  return `${base}-edited.${EXTENSIONS[type] ?? 'png'}`;
}

/** A social network's size named by an aspect choice ("instagram-post-1080x1080"); plain ratios ("16x9") name none. */
export function namedSize(aspect: string): { width: number; height: number } | null {
  return /^[a-z]+-/.test(aspect) ? (aspectOf(aspect) ?? null) : null;
}

/** The part to cut out of a W × H image: what is typed (the rest of the image where width or height is empty), fitted to the ratio. */
export function cropBox(input: Pick<Input, 'x' | 'y' | 'width' | 'height' | 'aspect'>, width: number, height: number): Box | ToolError {
  const x = input.x ?? 0;
  const y = input.y ?? 0;
  const box = { x, y, width: input.width ?? width - x, height: input.height ?? height - y };
  if (box.width < 1 || box.height < 1) return toolError('cropEmpty', { field: 'width' });
  if (!boxInside(box, width, height)) return toolError('cropOutside', { width, height, field: 'x' });
  return fitAspect(box, aspectOf(input.aspect));
}

/**
 * The image decoded as viewers show it (EXIF orientation applied), turned by a quarter-turn and mirrored,
 * cropped, straightened by the angle (cut to the largest rectangle of the crop's proportions without an
 * empty corner), scaled to a social network's size when one is chosen, and written in its own format
 * (or the one chosen) at the quality chosen. No metadata is written: the copy is stored upright.
 */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.image;
  if (!file?.bytes?.length) return toolError('noImage', { field: 'image' });
  const sourceType = sniffImageType(file.bytes) ?? file.type;
  const decoded = await decodeImage(file.bytes, file.type);
  if (isToolError(decoded)) return toolError(decoded.code, { ...decoded.params, field: 'image' });
  const orientation = sourceType === 'image/jpeg' ? jpegOrientation(file.bytes) : 1;
  const turn = { turn: quarterTurn(input.turn), flipH: input.flipH, flipV: input.flipV };
  const size = turnedSize(decoded.width, decoded.height, turn.turn);
  const box = cropBox(input, size.width, size.height);
  if (isToolError(box)) return box;
  const angle = input.angle ?? 0;
  if (!Number.isFinite(angle) || Math.abs(angle) > 45) return toolError('angleRange', { field: 'angle' });
  let pixels = straightenRaster(cropRaster(turnRaster(decoded, turn), box), angle);
  const scaledTo = namedSize(input.aspect);
  if (scaledTo) {
    const tooLarge = sizeError(scaledTo.width, scaledTo.height);
    if (tooLarge) return tooLarge;
    pixels = resizeImage(pixels, scaledTo.width, scaledTo.height);
  }
  const type = options.format === 'same' ? (EXTENSIONS[sourceType] ? sourceType : 'image/png') : TYPES[options.format];
  let flattened = false;
  if (type === 'image/jpeg') ({ raster: pixels, flattened } = onWhite(pixels));
  const bytes = await encodeImage(pixels, type, options.quality / 100);
  if (isToolError(bytes)) return bytes;
  return {
    name: editedName(file.name, type),
    type,
    bytes,
    width: pixels.width,
    height: pixels.height,
    source: { name: file.name, type: sourceType, size: file.bytes.length, width: decoded.width, height: decoded.height, orientation },
    crop: box,
    angle,
    scaledTo,
    flattened,
  };
}
