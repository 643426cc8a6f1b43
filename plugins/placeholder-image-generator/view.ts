/**
 * The image, with its downloads (the chosen PNG or JPG, and SVG), Copy image and Copy data URL, all
 * drawn by the host from the SVG; then its size and format, and the colours as hex codes to copy.
 */
import { msg, num, type ResultView, type ValueItem } from '@sdk/core';
import type { PlaceholderImage } from './run.ts';

/** Image sizes are written without thousands separators in every language ("1920 × 1080"). */
const px = (value: number) => num(value, { useGrouping: false });

export function view(image: PlaceholderImage): ResultView {
  const { width, height } = image;
  const colors: ValueItem[] = [
    { label: msg('options.background.title'), value: image.background },
    { label: msg('options.textColor.title'), value: image.textColor },
    ...(image.borderWidth > 0 ? [{ label: msg('options.borderColor.title'), value: image.borderColor }] : []),
    ...(image.gridSize > 0 ? [{ label: msg('options.gridColor.title'), value: image.gridColor }] : []),
  ].map((item) => ({ ...item, mono: true, copy: true }));
  return {
    blocks: [
      {
        kind: 'image',
        svg: image.svg,
        width,
        height,
        alt: msg('previewAlt', { width: px(width), height: px(height), text: image.text }),
        formats: [image.format === 'jpeg' ? 'jpg' : 'png', 'svg'],
        quality: image.quality / 100,
        filename: `placeholder-${width}x${height}`,
      },
      {
        kind: 'values',
        layout: 'rows',
        items: [
          { label: msg('sizeLabel'), value: msg('sizeValue', { width: px(width), height: px(height) }), copy: false },
          { label: msg('options.format.title'), value: msg(`options.format.values.${image.format}`), copy: false },
          ...colors,
        ],
      },
    ],
    copyLabel: msg('copyDetails'),
  };
}
