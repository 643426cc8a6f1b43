/**
 * The formats only a browser writes (JPEG, WebP, AVIF), with the host's encoder replaced by one that
 * behaves as Chromium's does (it writes JPEG and WebP, not AVIF) and records what it was asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { PNG } from 'pngjs';
import type { FileInput, Raster } from '@sdk/core';

const asked: { type: string; quality: number | undefined; alpha: number[] }[] = [];
vi.mock('@sdk/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@sdk/core')>();
  const writes = ['image/png', 'image/jpeg', 'image/webp'];
  return {
    ...real,
    encodableTypes: async (types: readonly string[]) => types.filter((t) => writes.includes(t)),
    encodeImage: async (raster: Raster, type: string, quality?: number) => {
      if (type === 'image/png') return real.encodeImage(raster, type);
      if (!writes.includes(type)) return real.toolError('imageEncodeUnsupported', { type: real.typeName(type) });
      asked.push({ type, quality, alpha: [...raster.data.filter((_, i) => i % 4 === 3)] });
      return new Uint8Array([1, 2, 3]);
    },
  };
});

const { run } = await import('./run.ts');
type Result = import('./run.ts').Result;

const OPTIONS = { size: 'original', width: 800, height: 0, keepAspect: true, percent: 50, format: 'same', quality: 80 } as const;
function pngFile(name: string, alpha = 255): FileInput {
  const png = new PNG({ width: 4, height: 2 });
  for (let i = 0; i < 8; i++) png.data.set([10, 20, 30, alpha], i * 4);
  const bytes = new Uint8Array(PNG.sync.write(png));
  return { name, type: 'image/png', size: bytes.length, bytes };
}

describe('image-converter in a browser that writes JPEG and WebP', () => {
  it('writes WebP at the chosen quality, names it, and says which formats the browser writes', async () => {
    asked.length = 0;
    const result = (await run({ files: [pngFile('photo.png')] }, { ...OPTIONS, format: 'webp', quality: 65 })) as Result;
    expect(result.files[0]).toMatchObject({ name: 'photo.webp', type: 'image/webp', bytes: new Uint8Array([1, 2, 3]) });
    expect(asked).toEqual([{ type: 'image/webp', quality: 0.65, alpha: [255, 255, 255, 255, 255, 255, 255, 255] }]);
    expect(result.encodable).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });
  it('lays a transparent PNG on white for JPEG, and says so', async () => {
    asked.length = 0;
    const result = (await run({ files: [pngFile('logo.png', 0)] }, { ...OPTIONS, format: 'jpeg', size: 'percent', percent: 50 })) as Result;
    expect(result.files[0]).toMatchObject({ name: 'logo-2x1.jpg', type: 'image/jpeg', flattened: true });
    expect(asked[0]!.alpha).toEqual([255, 255]);
  });
  it('refuses AVIF at once, naming the formats it can write', async () => {
    expect(await run({ files: [pngFile('a.png')] }, { ...OPTIONS, format: 'avif' })).toEqual({ kind: 'tool-error', code: 'cannotWrite', params: { format: 'AVIF', formats: 'PNG, JPEG, WebP' } });
  });
  it('tells nothing about formats when only PNG is written', async () => {
    const result = (await run({ files: [pngFile('a.png')] }, { ...OPTIONS, size: 'percent', percent: 50 })) as Result;
    expect(result.encodable).toBeNull();
  });
});
