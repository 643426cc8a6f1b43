/** Browser-side drawing of a placeholder: SVG data URL for the preview, canvas for PNG and JPG. */
import type { PlaceholderImage } from './run.ts';

export const MIME = { png: 'image/png', jpeg: 'image/jpeg' } as const;
export const EXTENSION = { png: 'png', jpeg: 'jpg' } as const;

/** The SVG as a data URL (percent-encoded: readable, and smaller than Base64 for markup). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image as a PNG or JPG file: the SVG drawn at its own size on a canvas. */
export async function rasterize(image: PlaceholderImage, format: PlaceholderImage['format'] = image.format): Promise<Blob> {
  const img = new Image();
  img.src = svgDataUrl(image.svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(img, 0, 0, image.width, image.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), MIME[format], image.quality / 100);
  });
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
