import { describe, expect, it } from 'vitest';
import type { ResultBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { manifest, type Options } from './manifest.ts';
import type { Result } from './run.ts';
import { duration, view } from './view.ts';

const defaults = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const shown = (result: Result, options: Partial<Options> = {}) => view(result, { options: { ...defaults, ...options } }).blocks;
const lines = (block: ResultBlock, w: ReturnType<typeof writer>) => {
  if (block.kind !== 'values') throw new Error('a values block');
  return block.items.map((i) => `${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`.replace(/[\u00a0\u202f]/g, ' '));
};
const notes = (blocks: readonly ResultBlock[], w: ReturnType<typeof writer>) => blocks.flatMap((b) => (b.kind === 'note' ? [`${b.tone ?? 'info'}: ${w(b.text).replace(/[\u00a0\u202f]/g, ' ')}`] : []));

describe('video-converter view', () => {
  it('MP4 to WebM: the sizes and the change, what the new video is with what it was, the VP8 note, the player', () => {
    const en = writer('video-converter', 'en');
    const blocks = shown(EXAMPLE_OUTPUTS.mp4ToWebm as Result, { format: 'webm' });
    expect(blocks.map((b) => b.kind)).toEqual(['values', 'values', 'note', 'file']);
    expect(lines(blocks[0]!, en)).toEqual(['Original: 7.7 kB', 'Converted: 7.2 kB', 'Change: 7.2% smaller']);
    expect(lines(blocks[1]!, en)).toEqual(['Format: WebM (VP8 + Opus) (Before: MP4 (H.264 + AAC))', 'Picture size: 64 × 48 px', 'Frame rate: 10 fps', 'Duration: 0:02.1']);
    expect(notes(blocks, en)).toEqual([expect.stringMatching(/^info: WebM files are made with VP8 video and Opus sound/)]);
    expect(blocks[3]).toMatchObject({ kind: 'file', name: 'clip.webm', type: 'video/webm', width: 64, height: 48 });
    const file = blocks[3]!;
    expect(file.kind === 'file' && [en(file.label!), en(file.caption!).replace(/\u00a0/g, ' ')]).toEqual(['Converted video', 'WebM (VP8 + Opus) · 7.2 kB · 64 × 48 px']);
  });

  it('the original given back: said as a warning, offered under its own label (in French)', () => {
    const fr = writer('video-converter', 'fr');
    const blocks = shown(EXAMPLE_OUTPUTS.targetSize as Result, { mode: 'size' });
    expect(lines(blocks[0]!, fr)).toEqual(['Original: 7,7 ko', 'Converti: 12 ko', 'Différence: 55,2 % plus lourd']);
    expect(notes(blocks, fr)).toEqual(['warning: La conversion ne la rendait pas plus légère (12 ko au lieu de 7,7 ko) : vous récupérez donc votre fichier original, inchangé. Choisissez une qualité plus basse ou une image plus petite pour l’alléger.']);
    const file = blocks.at(-1)!;
    expect(file.kind === 'file' && [file.name, fr(file.label!)]).toEqual(['clip.mp4', 'Votre vidéo d’origine']);
  });

  it('sizes and frame rates kept, subtitles left out, and a larger file or a missed target said (in German)', () => {
    const de = writer('video-converter', 'de');
    const webm = EXAMPLE_OUTPUTS.webmToMp4 as Result;
    expect(notes(shown(webm, { resize: '360', frameRate: '15' }), de)).toEqual([
      'info: Das Video ist bereits nicht größer als 360p und behält daher seine Größe von 64 × 48 px: Videos werden nie vergrößert.',
      'info: Das Video hat 10 fps, nicht mehr als die gewählten 15 fps, und behält daher seine Bildrate.',
      'info: Die Untertitelspur wird weggelassen: Die neue Datei enthält nur das Video und seinen Ton.',
    ]);
    const larger: Result = { ...webm, notEnlarged: false, frameRateKept: false, droppedSubtitles: 0, droppedAudio: 2, rotation: 90, targetBytes: 3000, after: { ...webm.after, size: 9198 } };
    expect(notes(shown(larger, { mode: 'size' }), de)).toEqual([
      'warning: Die neue Datei ist 100 % größer als Ihr Original.',
      'warning: Die neue Datei ist 9,2 kB groß, mehr als die gewünschten 3 kB: Ein Encoder kann eine Größe nicht genau treffen, am wenigsten bei kurzen oder sehr ruhigen Videos. Versuchen Sie eine etwas kleinere Größe.',
      'info: Ihr Video ist seitlich gespeichert, mit der Angabe, es beim Abspielen um 90° zu drehen, wie Smartphones aufnehmen. Die neue Datei speichert das Bild aufrecht, daher läuft es überall richtig herum.',
      'info: Nur die erste Audiospur wird übernommen: 2 weitere werden weggelassen.',
    ]);
    expect(lines(shown(EXAMPLE_OUTPUTS.turnAndMute as Result, { rotate: '90', mute: true })[1]!, de)).toEqual([
      'Format: MP4 (H.264, ohne Ton) (Vorher: MP4 (H.264 + AAC))',
      'Bildgröße: 48 × 64 px (Vorher: 64 × 48 px)',
      'Bildrate: 10 fps',
      'Dauer: 0:02,0',
    ]);
  });

  it('writes durations as players do, with hours when there are some', () => {
    const es = writer('video-converter', 'es');
    expect(es(duration(125.34))).toBe('2:05,3');
    expect(es(duration(3725.96))).toBe('1:02:06,0');
    expect(es(duration(59.96))).toBe('1:00,0');
  });
});
