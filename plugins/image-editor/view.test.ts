import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';
import type { Result } from './run.ts';

const RESULT: Result = {
  name: 'photo-edited.jpg',
  type: 'image/jpeg',
  bytes: new Uint8Array(250_000),
  width: 1080,
  height: 1080,
  source: { name: 'photo.jpg', type: 'image/jpeg', size: 2_500_000, width: 3000, height: 4000, orientation: 6 },
  crop: { x: 0, y: 500, width: 3000, height: 3000 },
  angle: -2.5,
  scaledTo: { width: 1080, height: 1080 },
  flattened: false,
};

describe('image-editor view', () => {
  it('shows the sizes, the crop, what was done, and the file', () => {
    const v = view(RESULT);
    const en = writer('image-editor', 'en');
    const values = v.blocks[0]!;
    if (values.kind !== 'values') throw new Error('values first');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)} (${en(i.hint!)})`.replace(/\u00a0/g, ' '))).toEqual([
      'Original: 3,000 × 4,000 px (JPEG, 2.5 MB)',
      'Crop: 3,000 × 3,000 px (from x 0, y 500)',
      'Result: 1,080 × 1,080 px (JPEG, 250 kB)',
    ]);
    expect(v.blocks.map((b) => (b.kind === 'note' ? en(b.text) : b.kind))).toEqual([
      'values',
      'Your photo was turned as its EXIF orientation says, and the result is saved upright.',
      'Straightened by -2.5°: the crop was cut down so that no corner is empty.',
      'Scaled to 1,080 × 1,080 px, the size the network asks for.',
      'file',
    ]);
    expect(v.blocks.at(-1)).toMatchObject({ kind: 'file', name: 'photo-edited.jpg', type: 'image/jpeg', width: 1080, height: 1080 });
    expect(v.filename).toBe('photo-edited');
  });
  it('says nothing more for a plain crop', () => {
    const v = view({ ...RESULT, source: { ...RESULT.source, orientation: 1 }, angle: 0, scaledTo: null });
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'file']);
  });
  it('says transparency was laid on white for JPEG', () => {
    const v = view({ ...RESULT, source: { ...RESULT.source, orientation: 1 }, angle: 0, scaledTo: null, flattened: true });
    expect(v.blocks.map((b) => (b.kind === 'note' ? writer('image-editor', 'de')(b.text) : b.kind))).toEqual(['values', 'JPEG kennt keine Transparenz: Transparente Bereiche sind weiß.', 'file']);
  });
});
