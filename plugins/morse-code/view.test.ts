import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { run, type MorseResult } from './run.ts';
import { view } from './view.ts';
import type { Options } from './manifest.ts';

const en = writer('morse-code', 'en');
const fr = writer('morse-code', 'fr');
const OPTIONS: Options = { mode: 'encode', extended: false, wpm: 20, farnsworth: false, farnsworthWpm: 10, tone: 600 };
const show = (text: string, o: Partial<Options> = {}) => {
  const options = { ...OPTIONS, ...o };
  return view(run({ text }, options) as MorseResult, { input: { text }, options }).blocks;
};
const noteText = (b: unknown) => (b as { text: never }).text;

describe('morse-code view', () => {
  it('encoding: the Morse code; what has no code is named, with the option that adds it', () => {
    const blocks = show('Grüß');
    expect(blocks[0]).toMatchObject({ kind: 'text', text: '--. .-. ... ...', mono: true });
    expect(en(noteText(blocks[1]))).toBe('This character has no code in the ITU table and was left out: ü. For Ä, Ö, Ü, Ñ, ! and a few more, turn on “Characters beyond the ITU table”.');
    expect(en(noteText(show('ú!', { extended: true })[1]))).toBe('This character has no Morse code and was left out: ú');
  });
  it('decoding: the text; unknown codes named', () => {
    const blocks = show('... ........', { mode: 'decode' });
    expect(blocks[0]).toMatchObject({ kind: 'text', text: 'S[........]' });
    expect(fr(noteText(blocks[1]))).toBe('Ce code ne correspond à aucun caractère et figure entre crochets\u202f: ........');
    expect(show('...', { mode: 'decode' })).toHaveLength(1);
  });
});
