/**
 * The formats only a browser writes (JPEG, WebP), with the host's encoder replaced by one that behaves as
 * Chromium's does and records what it was asked: the format kept, the quality passed on, transparency laid
 * on white for JPEG. (The real encoder is exercised by the end-to-end test, which reads the JPEG back.)
 */
import { describe, expect, it, vi } from 'vitest';
import { PNG } from 'pngjs';
import type { FileInput, Raster } from '@sdk/core';

const asked: { type: string; quality: number | undefined; width: number; height: number; alpha: number[] }[] = [];
vi.mock('@sdk/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@sdk/core')>();
  return {
    ...real,
    encodeImage: async (raster: Raster, type: string, quality?: number) => {
      if (type === 'image/png') return real.encodeImage(raster, type);
      asked.push({ type, quality, width: raster.width, height: raster.height, alpha: [...new Set(raster.data.filter((_, i) => i % 4 === 3))] });
      return new Uint8Array([1, 2, 3]);
    },
  };
});

const { run } = await import('./run.ts');
type Result = import('./run.ts').Result;
type Input = import('./manifest.ts').Input;

function pngFile(name: string, alpha: number): FileInput {
  const png = new PNG({ width: 8, height: 4 });
  for (let i = 0; i < 32; i++) png.data.set([10, 20, 30, alpha], i * 4);
  const bytes = new Uint8Array(PNG.sync.write(png));
  return { name, type: 'image/png', size: bytes.length, bytes };
}
const INPUT: Omit<Input, 'image'> = { aspect: 'free', x: 0, y: 0, width: null, height: null, turn: '0', angle: 0, flipH: false, flipV: false };

describe('image-editor in a browser that writes JPEG and WebP', () => {
  it('writes WebP at the chosen quality, named after the original', async () => {
    asked.length = 0;
    const result = (await run({ ...INPUT, image: pngFile('logo.png', 255), width: 4 }, { format: 'webp', quality: 65 })) as Result;
    expect(result).toMatchObject({ name: 'logo-edited.webp', type: 'image/webp', width: 4, height: 4 });
    expect(asked).toEqual([{ type: 'image/webp', quality: 0.65, width: 4, height: 4, alpha: [255] }]);
  });
  it('lays a transparent image on white for JPEG, and says so', async () => {
    asked.length = 0;
    const result = (await run({ ...INPUT, image: pngFile('logo.png', 0), turn: '90' }, { format: 'jpeg', quality: 80 })) as Result;
    expect(result).toMatchObject({ name: 'logo-edited.jpg', type: 'image/jpeg', width: 4, height: 8, flattened: true });
    expect(asked).toEqual([{ type: 'image/jpeg', quality: 0.8, width: 4, height: 8, alpha: [255] }]);
  });
});
