import { describe, expect, it } from 'vitest';
import type { ResultBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import type { Trimmed } from './run.ts';
import { view } from './view.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const lines = (block: ResultBlock, w: ReturnType<typeof writer>) => {
  if (block.kind !== 'values') throw new Error('a values block');
  return block.items.map((i) => plain(`${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`));
};
const notes = (blocks: readonly ResultBlock[], w: ReturnType<typeof writer>) => blocks.flatMap((b) => (b.kind === 'note' ? [`${b.tone ?? 'info'}: ${plain(w(b.text))}`] : []));

describe('video-trimmer view', () => {
  it('a fast cut: the video played, its length and size, where the part really starts, and why (said as a warning)', () => {
    const en = writer('video-trimmer', 'en');
    const blocks = view(EXAMPLE_OUTPUTS.fast as Trimmed).blocks;
    expect(blocks.map((b) => b.kind)).toEqual(['file', 'values', 'values', 'note', 'note']);
    expect(blocks[0]).toMatchObject({ kind: 'file', name: 'keyframes-0m01s-0m02.5s.mp4', type: 'video/mp4', width: 64, height: 48 });
    expect(lines(blocks[1]!, en)).toEqual(['Length: 0:01.560', 'Size: 4 kB (Original: 7.2 kB)', 'Parts: 1', 'Tracks: Video: 1 · Sound: 1']);
    expect(lines(blocks[2]!, en)).toEqual(['Part 1: 0:01.000 – 0:02.500 (Starts 0.4 sec before the 0:01.400 asked for, at the keyframe before it.)']);
    expect(notes(blocks, en)).toEqual(['warning: Your part starts at 0:01.000, 0.4 sec before the 0:01.400 you asked for.', expect.stringMatching(/^info: Fast cut: the picture and the sound are copied as they are/)]);
  });

  it('parts joined at keyframes: each said to start where asked (in German)', () => {
    const de = writer('video-trimmer', 'de');
    const blocks = view(EXAMPLE_OUTPUTS.joined as Trimmed).blocks;
    expect(lines(blocks[2]!, de)).toEqual(['Teil 1: 0:00,000 – 0:01,000 (Beginnt wie angegeben: Dort liegt ein Schlüsselbild.)', 'Teil 2: 0:02,000 – 0:03,000 (Beginnt wie angegeben: Dort liegt ein Schlüsselbild.)']);
    expect(notes(blocks, de)).toEqual([expect.stringMatching(/^info: Schneller Schnitt:/)]);
  });

  it('an exact cut of a WebM: re-encoded to VP8 and Opus, the subtitles left out (in Spanish)', () => {
    const es = writer('video-trimmer', 'es');
    const blocks = view(EXAMPLE_OUTPUTS.webm as Trimmed).blocks;
    expect(lines(blocks[2]!, es)).toEqual(['Parte 1: 0:00,500 – 0:01,500']);
    expect(notes(blocks, es)).toEqual([
      'info: Corte exacto: el vídeo se recodifica (VP8 y Opus en WebM), así que cada parte empieza y termina en los fotogramas que pediste. Tarda más que un corte rápido, y la imagen se comprime una vez más.',
      'info: El vídeo nuevo lleva la primera pista de vídeo y la primera de audio: se deja fuera 1 pista más (subtítulos o sonido en otro idioma).',
    ]);
  });
});
