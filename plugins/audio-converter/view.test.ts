import { describe, expect, it } from 'vitest';
import type { ImageBlock, ResultBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import type { Result } from './run.ts';
import { clock, view, waveformSvg } from './view.ts';

const wav = EXAMPLE_OUTPUTS.wav as Result;
const extract = EXAMPLE_OUTPUTS.extract as Result;
const faster = EXAMPLE_OUTPUTS.faster as Result;
const notes = (blocks: readonly ResultBlock[]) => blocks.filter((b) => b.kind === 'note').map((b) => (b.kind === 'note' ? b.text : ''));

describe('the view', () => {
  it('says what changed, then plays the file, then shows the waveform, in the page’s language', () => {
    const { blocks, filename } = view(wav);
    expect(blocks.map((b) => b.kind)).toEqual(['values', 'file', 'image', 'note']);
    const de = writer('audio-converter', 'de');
    const values = blocks[0]!.kind === 'values' ? blocks[0]!.items : [];
    expect(values.map((v) => [de(v.label), de(v.value)])).toEqual([
      ['Format', 'MP3 → WAV'],
      ['Dauer', '0:01,000 → 0:00,500'],
      ['Größe', '4,6 kB → 22,2 kB'],
      ['Abtastrate und Kanäle', '22.050 Hz, mono → 22.050 Hz, mono'],
    ]);
    expect(blocks[1]).toMatchObject({ kind: 'file', name: 'tone.wav', type: 'audio/wav' });
    expect(filename).toBe('tone');
    const en = writer('audio-converter', 'en');
    expect(en((blocks[2] as ImageBlock).alt)).toBe(
      'Waveform of tone.mp3 (0:01.000): the part kept, from 0:00.250 to 0:00.750, is drawn in solid bars inside a dashed frame; the parts cut off are drawn in outline.',
    );
    expect(notes(blocks).map(en)).toEqual(['The source is already compressed with loss (MP3): a lossless copy sounds no better, it only makes a larger file.']);
  });

  it('says the sound was taken out of a video, the speed and the loudness', () => {
    expect(notes(view(extract).blocks).map(writer('audio-converter', 'en'))).toEqual(['The sound of the video clip.mp4 was taken out: the new file has no picture.']);
    expect(notes(view(faster).blocks).map(writer('audio-converter', 'fr'))).toEqual([
      'Le son de la vidéo clip.mp4 a été extrait\u202f: le nouveau fichier n’a pas d’image.',
      'À 150\u00a0% de vitesse, la partie gardée dure 0:01,032 au lieu de 0:01,548\u202f; la hauteur du son ne change pas.',
      'Intensité sonore normalisée à -16\u202fLUFS en une seule passe (EBU R128)\u202f: les enregistrements faibles sont relevés, les forts abaissés.',
    ]);
  });

  it('writes positions as players do, hours only when there are some, rounded once', () => {
    const en = writer('audio-converter', 'en');
    expect(en(clock(3723.456))).toBe('1:02:03.456');
    expect(en(clock(59.9996))).toBe('1:00.000');
    expect(writer('audio-converter', 'es')(clock(65.25))).toBe('1:05,250');
  });

  it('draws the part kept in solid bars inside a dashed frame, the rest in outline', () => {
    const svg = waveformSvg(Array.from({ length: 200 }, (_, i) => i % 50), 10, 2.5, 7.5);
    expect(svg.match(/class="k"/g)).toHaveLength(100);
    expect(svg.match(/class="c"/g)).toHaveLength(100);
    expect(svg).toContain('<rect x="150" y="2" width="300" height="116" fill="#e9f0fa" stroke="#1a5fb4" stroke-width="2" stroke-dasharray="6 4"/>');
    expect(svg).not.toMatch(/NaN|Infinity/);
    // Nothing to draw (a clip of no samples) is still a picture.
    expect(waveformSvg([], 0, 0, 0)).not.toMatch(/NaN|Infinity/);
  });
});
