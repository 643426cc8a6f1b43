import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { QUARTERS_PNG } from './samples.ts';

/**
 * The crop's proportions: free, a ratio, or a social network's picture size (the value ends in its width x
 * height, which the host's crop box reads as the ratio to keep; a named size is also the size written).
 */
export const ASPECTS = ['free', '1x1', '4x3', '3x2', '16x9', '9x16', 'instagram-post-1080x1080', 'instagram-story-1080x1920', 'facebook-cover-820x312', 'x-header-1500x500', 'youtube-thumbnail-1280x720', 'linkedin-banner-1584x396'] as const;
export const FORMATS = ['same', 'png', 'jpeg', 'webp'] as const;

/**
 * Crop, turn, straighten and mirror one image. The host draws the image under the file field with a crop
 * box (the field's `crop`) that writes x, y, width and height and follows them; the image is drawn turned
 * and mirrored as the fields say, so the box is where the crop is. The work runs in the tool's worker.
 */
export const manifest = defineTool({
  related: ['image-converter', 'exif-viewer', 'aspect-ratio-calculator', 'image-to-base64', 'favicon-generator', 'images-to-pdf'],
  fields: {
    image: {
      kind: 'file',
      read: 'bytes',
      accept: 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp',
      crop: { x: 'x', y: 'y', width: 'width', height: 'height', aspect: 'aspect', turn: 'turn', flipH: 'flipH', flipV: 'flipV' },
    },
    aspect: { kind: 'select', choices: ASPECTS, groups: Object.fromEntries(ASPECTS.map((a) => [a, /^[a-z]+-/.test(a) ? 'social' : 'ratio'])), default: 'free' },
    x: { kind: 'integer', min: 0, default: 0, unit: 'px' },
    y: { kind: 'integer', min: 0, default: 0, unit: 'px' },
    width: { kind: 'integer', min: 1, optional: true, unit: 'px' },
    height: { kind: 'integer', min: 1, optional: true, unit: 'px' },
    turn: { kind: 'select', choices: ['0', '90', '180', '270'], default: '0' },
    angle: { kind: 'number', min: -45, max: 45, default: 0, unit: '°' },
    flipH: { kind: 'checkbox', default: false },
    flipV: { kind: 'checkbox', default: false },
  },
  options: {
    format: { type: 'string', enum: FORMATS, default: 'same' },
    quality: { type: 'integer', minimum: 1, maximum: 100, default: 90 },
  },
  ui: { format: 'segmented', quality: 'range' },
  worker: true,
  timeLimitSeconds: 60,
  examples: [
    { name: 'crop', input: { image: QUARTERS_PNG, x: 0, y: 0, width: 20, height: 15 }, output: EXAMPLE_OUTPUTS.crop },
    { name: 'turn', input: { image: QUARTERS_PNG, turn: '90', flipH: true }, output: EXAMPLE_OUTPUTS.turn },
    { name: 'square', input: { image: QUARTERS_PNG, aspect: '1x1' }, output: EXAMPLE_OUTPUTS.square },
    { name: 'straighten', input: { image: QUARTERS_PNG, angle: 10 }, output: EXAMPLE_OUTPUTS.straighten },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
