import { describe, expect, it } from 'vitest';
import { asResultView, defaultView, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type EncodedFile } from './run.ts';
import { view } from './view.ts';

const w = { en: writer('base64-encoder', 'en'), es: writer('base64-encoder', 'es'), de: writer('base64-encoder', 'de'), fr: writer('base64-encoder', 'fr') };
/** Spaces as read (engines put a no-break or a narrow no-break space between a number and its unit). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const ENC = { mode: 'encode', urlSafe: false, lineBreaks: false } as const;

describe('the result', () => {
  it('a text result is shown as the default view shows it: the text, with its character count', () => {
    const result = run({ username: '', password: '', text: 'Hello, World!', file: null }, ENC) as string;
    expect(asResultView(view(result))).toEqual(defaultView(result));
  });

  it('a file: the Base64 text, and a summary naming the file and its size in the page’s language', () => {
    const bytes = new Uint8Array(12_345);
    const result = run({ username: '', password: '', text: 'ignored', file: { name: 'photo.png', type: 'image/png', size: bytes.length, bytes } }, ENC) as EncodedFile;
    const [block, ...rest] = asResultView(view(result)).blocks as TextBlock[];
    expect(rest).toEqual([]);
    expect(block!.text).toBe(Buffer.from(bytes).toString('base64'));
    expect(w.en(block!.summary!)).toBe('photo.png (12.3 kB) as Base64');
    expect(w.es(block!.summary!)).toBe('photo.png (12,3 kB) en Base64');
    expect(w.de(block!.summary!)).toBe('photo.png (12,3 kB) als Base64');
    expect(plain(w.fr(block!.summary!))).toBe('photo.png (12,3 ko) en Base64');
  });
});
