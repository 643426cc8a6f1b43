import { describe, expect, it } from 'vitest';
import type { Display, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { recordingBlocks } from './view.ts';

const stats = (b: unknown, w: (d: Display) => string) => (b as ValuesBlock).items.map((i) => `${w(i.label)}: ${w(i.value)}`);

describe('screen-recorder view', () => {
  it('writes the recording’s length, size and format in the page’s language', () => {
    const [values] = recordingBlocks({ ms: 754_900, bytes: 48_300_000, mimeType: 'video/webm;codecs=vp9,opus' });
    expect(stats(values, writer('screen-recorder', 'en'))).toEqual(['Length: 12:34', 'Size: 48.3 MB', 'Format: video/webm;codecs=vp9,opus']);
    expect(stats(values, writer('screen-recorder', 'de'))).toEqual(['Länge: 12:34', 'Größe: 48,3 MB', 'Format: video/webm;codecs=vp9,opus']);
  });
  it('counts hours on a long recording', () => {
    const [values] = recordingBlocks({ ms: 3_723_000, bytes: 900, mimeType: 'video/mp4' });
    expect(stats(values, writer('screen-recorder', 'fr'))).toEqual(['Durée: 1:02:03', 'Taille: 900\u00a0octets', 'Format: video/mp4']);
  });
});
