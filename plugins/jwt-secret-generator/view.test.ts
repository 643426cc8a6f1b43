import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ValuesBlock } from '@sdk/core';
import { copyText } from '@sdk/ui';
import { displayContext, writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type JwtSecret } from './run.ts';
import { view } from './view.ts';

const DEFAULTS: Options = { bits: 256, alwaysShow: false };
const en = writer('jwt-secret-generator', 'en');
const de = writer('jwt-secret-generator', 'de');

function show(key = '', options: Partial<Options> = {}) {
  const all = { ...DEFAULTS, ...options };
  const result = run({ key }, all);
  if (isToolError(result)) throw new Error(result.code);
  const v = asResultView(view(result, { input: { key }, options: all }));
  return { result: result as JwtSecret, view: v, values: v.blocks[0] as ValuesBlock, note: v.blocks[1] as NoteBlock };
}

describe('view', () => {
  it('gives the secret as hex, Base64 and base64url, one copyable row each, masked until shown', () => {
    const { result, values } = show();
    expect(values.layout).toBe('rows');
    expect(values.items.map((i) => en(i.label))).toEqual(['Hex', 'Base64', 'base64url']);
    expect(values.items.map((i) => i.value)).toEqual([result.hex, result.base64, result.base64url]);
    for (const item of values.items) expect(item).toMatchObject({ copy: true, mono: true, secret: true });
  });

  it('shows the whole secret at once when always shown', () => {
    for (const item of show('', { alwaysShow: true }).values.items) expect(item.secret).toBe(false);
  });

  it('says what the secret is and its size in bits and bytes, in the page’s language', () => {
    expect(en(show('', { bits: 512 }).values.label!)).toBe('Your new secret (512 bits · 64 bytes)');
    expect(de(show().values.label!)).toBe('Ihr neues Secret (256 Bit · 32 Byte)');
    expect(en(show('de ad be ef fb ff').values.label!)).toBe('Your key (48 bits · 6 bytes)');
  });

  it('says where the secret was made, and that an own key stays in the browser', () => {
    expect(en(show().note.text)).toBe('Generated in your browser with the Web Crypto API; never sent anywhere.');
    expect(en(show('deadbeef').note.text)).toBe('Converted in your browser; your key is never sent anywhere.');
  });

  it('offers Generate again for a random secret only, never for an own key', () => {
    expect(show().view.regenerate).toBe(true);
    expect(show(' \n').view.regenerate).toBe(true);
    expect(show('deadbeef').view.regenerate).toBe(false);
  });

  it('copies all three encodings, labelled, with the whole secret', () => {
    const { result, view: v } = show('', { bits: 32 });
    expect(en(v.copyLabel!)).toBe('Copy all formats');
    expect(copyText(v, displayContext('jwt-secret-generator', 'en'))).toBe(`Hex: ${result.hex}\nBase64: ${result.base64}\nbase64url: ${result.base64url}`);
  });
});
