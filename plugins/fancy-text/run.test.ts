import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { MAX_CHARACTERS, run } from './run.ts';
import { STYLES, stylize } from './styles.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16).toUpperCase());

describe('stylize', () => {
  it('uses the Mathematical Alphanumeric Symbols (Unicode chart U+1D400)', () => {
    expect(codes(stylize('Az0', 'bold'))).toEqual(['1D400', '1D433', '1D7CE']);
    expect(codes(stylize('Az9', 'monospace'))).toEqual(['1D670', '1D6A3', '1D7FF']);
    expect(codes(stylize('Aa1', 'doubleStruck'))).toEqual(['1D538', '1D552', '1D7D9']);
  });

  it('takes the letters Unicode encoded earlier where the block has holes', () => {
    // Letterlike Symbols: ℎ (Planck constant) is italic h, ℬ script B, ℨ fraktur Z, ℂ double-struck C.
    expect(stylize('h', 'italic')).toBe('\u210E');
    expect(stylize('BEFHILMReg o', 'script')).toBe('ℬℰℱℋℐℒℳℛℯℊ ℴ');
    expect(stylize('CHIRZ', 'fraktur')).toBe('ℭℌℑℜℨ');
    expect(stylize('CHNPQRZ', 'doubleStruck')).toBe('ℂℍℕℙℚℝℤ');
  });

  it('never writes an unassigned code point', () => {
    for (const style of STYLES) expect(stylize(ALPHANUMERIC, style), style).not.toMatch(/\p{Cn}/u);
  });

  it('writes circled and full-width forms, digits included', () => {
    expect(stylize('Ab 10', 'circled')).toBe('Ⓐⓑ ①⓪');
    expect(stylize('ab 10', 'circledNegative')).toBe('🅐🅑 ❶⓿');
    expect(stylize('Hi, 42!', 'fullwidth')).toBe('Ｈｉ，\u3000４２！');
  });

  it('keeps accents over a styled letter and leaves what has no styled form', () => {
    expect(stylize('é', 'bold')).toBe('𝐞\u0301');
    expect(stylize('Straße ñ', 'sansBold')).toBe('𝗦𝘁𝗿𝗮ß𝗲 𝗻\u0303');
    expect(stylize('日本 🙂', 'bold')).toBe('日本 🙂');
    expect(stylize('Hello, world', 'smallCaps')).toBe('Hᴇʟʟᴏ, ᴡᴏʀʟᴅ');
  });

  it('turns the text half a turn and reads it from the end', () => {
    expect(stylize('Hello!', 'upsideDown')).toBe('¡ollǝH');
    expect(stylize('pd 69 ()', 'upsideDown')).toBe('() 69 pd');
    // Turned twice is the text again, for letters that have a turned form both ways.
    expect(stylize(stylize('bad dog', 'upsideDown'), 'upsideDown')).toBe('bad dog');
  });

  it('strikes through and underlines every character but the line breaks', () => {
    expect(stylize('a b\nc', 'strikethrough')).toBe('a\u0336 \u0336b\u0336\nc\u0336');
    expect(stylize('ok', 'underline')).toBe('o\u0332k\u0332');
  });
});

describe('run', () => {
  it('gives every style in order', () => {
    const result = run({ text: 'Hi' });
    if (isToolError(result)) throw new Error('unexpected error');
    expect(result.styles.map((s) => s.style)).toEqual([...STYLES]);
  });

  it('asks for text and refuses a text too long for fancy text', () => {
    expect(run({ text: '  \n' })).toMatchObject({ code: 'empty' });
    expect(run({ text: 'x'.repeat(MAX_CHARACTERS + 1) })).toMatchObject({ code: 'tooLong', params: { max: MAX_CHARACTERS, length: MAX_CHARACTERS + 1 } });
    expect(isToolError(run({ text: '🙂'.repeat(MAX_CHARACTERS) }))).toBe(false);
  });
});
