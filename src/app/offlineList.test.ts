import { describe, expect, it } from 'vitest';
import { groupBigFiles } from './offlineList.ts';

describe('groupBigFiles', () => {
  it('offers the files of one package folder together, largest group first, each with its total', () => {
    const files = [
      { url: '/assets/big-FoxitSerif-a1.pfb', bytes: 40_000 },
      { url: '/assets/big-ffmpeg-core-b2.wasm', bytes: 32_000_000 },
      { url: '/assets/big-FoxitSymbol-c3.pfb', bytes: 16_000 },
    ];
    const from: Record<string, string> = {
      '/assets/big-FoxitSerif-a1.pfb': 'pdfjs-dist/standard_fonts',
      '/assets/big-FoxitSymbol-c3.pfb': 'pdfjs-dist/standard_fonts',
      '/assets/big-ffmpeg-core-b2.wasm': '@ffmpeg/core/dist/esm',
    };
    expect(groupBigFiles(files, (f) => from[f.url]!)).toEqual([
      { from: '@ffmpeg/core/dist/esm', files: [files[1]], bytes: 32_000_000 },
      { from: 'pdfjs-dist/standard_fonts', files: [files[0], files[2]], bytes: 56_000 },
    ]);
  });
});
