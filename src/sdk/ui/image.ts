/** Images drawn by the site as SVG: shown through a data: URL, saved as SVG, or drawn on a canvas as PNG/JPG. */

export const IMAGE_MIME = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg' } as const;
export type ImageFormat = keyof typeof IMAGE_MIME;

/** The SVG as a data URL (percent-encoded: readable, and smaller than Base64 for markup). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The SVG drawn at `scale` × its size on a canvas, as PNG or JPG (quality 0–1 for JPG). */
export async function rasterizeSvg(svg: string, width: number, height: number, format: 'png' | 'jpg', quality = 0.92, scale = 1): Promise<Blob> {
  const img = new Image();
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), IMAGE_MIME[format], quality);
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
