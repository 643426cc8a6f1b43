import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { EXTENDED, ITU } from './code.ts';
import { run, type MorseResult } from './run.ts';
import type { Options } from './manifest.ts';

const OPTIONS: Options = { mode: 'encode', extended: false, wpm: 20, farnsworth: false, farnsworthWpm: 10, tone: 600 };
const enc = (text: string, o: Partial<Options> = {}) => run({ text }, { ...OPTIONS, ...o }) as MorseResult;
const dec = (text: string, o: Partial<Options> = {}) => run({ text }, { ...OPTIONS, mode: 'decode', ...o });

describe('ITU-R M.1677-1', () => {
  it('letters, digits and signs as the recommendation lists them', () => {
    expect(enc('SOS').morse).toBe('... --- ...');
    expect(enc('abcdefghijklmnopqrstuvwxyz').morse).toBe('.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --..');
    expect(enc('1234567890').morse).toBe('.---- ..--- ...-- ....- ..... -.... --... ---.. ----. -----');
    expect(enc('. , : ? \' - / ( ) " = + @').morse).toBe('.-.-.- / --..-- / ---... / ..--.. / .----. / -....- / -..-. / -.--. / -.--.- / .-..-. / -...- / .-.-. / .--.-.');
    expect(enc('é').morse).toBe('..-..');
  });
  it('every code is unique, so decoding is exact (× shares the code of X and decodes as X)', () => {
    const codes = Object.entries({ ...ITU, ...EXTENDED }).filter(([c]) => c !== '×').map(([, code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(enc('2×3').morse).toBe('..--- -..- ...--');
  });
  it('round trip: decoding the encoding gives the text in capitals', () => {
    const text = 'The quick brown fox, 1234 (jumps)? Yes: "dog"=cat+1 @ home/work.';
    const r = enc(text);
    expect(r.unknown).toEqual([]);
    expect((dec(r.morse) as MorseResult).text).toBe(text.toUpperCase());
  });
});

describe('characters outside the table', () => {
  it('reports them once each and leaves them out', () => {
    const r = enc('Grüße! Über ü');
    expect(r.unknown).toEqual(['ü', '!', 'Ü']);
    expect(r.morse).toBe('--. .-. ... ... . / -... . .-.');
  });
  it('the extended set adds Ä Ö Ü Ñ À Ç ! ; _ & $', () => {
    const r = enc('Grüße! Ñandú', { extended: true });
    expect(r.unknown).toEqual(['ú']);
    expect(r.morse).toBe('--. .-. ..-- ... ... . -.-.-- / --.-- .- -. -..');
  });
  it('typographic quotes and dashes are read as the plain signs', () => {
    expect(enc('’ “ –').morse).toBe('.----. / .-..-. / -....-');
  });
});

describe('decoding', () => {
  it('reads other dot and dash characters, and | or line breaks between words', () => {
    expect((dec('··· −−− ···') as MorseResult).text).toBe('SOS');
    expect((dec('•••|———|•••') as MorseResult).text).toBe('S O S');
    expect((dec('.- -...\n-.-.') as MorseResult)).toEqual({ text: 'AB C', morse: '.- -... / -.-.', unknown: [] });
    expect((dec('  ...   ---  ...  ') as MorseResult).text).toBe('SOS');
  });
  it('shows codes that match no character in brackets and reports them', () => {
    expect(dec('... ........ ...')).toEqual({ text: 'S[........]S', morse: '... ........ ...', unknown: ['........'] });
    expect((dec('.-.-') as MorseResult).text).toBe('[.-.-]');
    expect((dec('.-.-', { extended: true }) as MorseResult).text).toBe('Ä');
  });
  it('says which character is not Morse, and where, at the field', () => {
    expect(dec('... --- x ...')).toEqual(toolError('notMorse', { char: 'x', position: 9, field: 'text' }));
    expect(dec('👋 ...')).toEqual(toolError('notMorse', { char: '👋', position: 1, field: 'text' }));
    expect(dec('.. 👋x')).toEqual(toolError('notMorse', { char: '👋', position: 4, field: 'text' }));
  });
});

describe('bad input', () => {
  it('asks for text', () => {
    expect(run({ text: '' }, OPTIONS)).toEqual(toolError('empty'));
    expect(run({ text: ' \n ' }, { ...OPTIONS, mode: 'decode' })).toEqual(toolError('empty'));
  });
  it('handles a megabyte each way', () => {
    const text = 'Lorem ipsum dolor sit amet, 123. '.repeat(32_000);
    const r = enc(text);
    expect(isToolError(r)).toBe(false);
    const back = dec(r.morse) as MorseResult;
    expect(back.text.length).toBeGreaterThan(1_000_000);
  });
});
