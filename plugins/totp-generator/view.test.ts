import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { asResultView, isToolError, type ImageBlock, type NoteBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { RFC_SEED_SHA1, type Input, type Options } from './manifest.ts';
import { run, type OtpResult } from './run.ts';
import { qrSvg, view } from './view.ts';

const INPUT: Input = { secret: '', at: '', counter: 0, issuer: '', account: '' };
const DEFAULTS: Options = { mode: 'totp', algorithm: 'SHA1', digits: 6, period: 30 };
const en = writer('totp-generator', 'en');
const es = writer('totp-generator', 'es');

function show(input: Partial<Input>, options: Partial<Options> = {}) {
  const i = { ...INPUT, ...input };
  const o = { ...DEFAULTS, ...options };
  const result = run(i, o);
  if (isToolError(result)) throw new Error(result.code);
  return asResultView(view(result as OtpResult, { input: i, options: o }));
}

/** Decodes the QR code drawn by qrSvg: its path's rectangles filled at 4 pixels a module. */
function decodeSvg(svg: string): string | undefined {
  const total = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const scale = 4;
  const size = total * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) pixels.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
  }
  return jsQR(pixels, size, size)?.data;
}

describe('totp generator view', () => {
  it('shows the code at a given time, the time it is valid and its time step', () => {
    const v = show({ secret: RFC_SEED_SHA1, at: '59' }, { digits: 8 });
    const values = v.blocks[0] as ValuesBlock;
    expect(values.items.map((i) => en(i.label))).toEqual(['Code at this time', 'Valid', 'Time step (T)']);
    expect(values.items[0]).toMatchObject({ value: '94287082', main: true, copy: true });
    expect(en(values.items[1]!.value)).toMatch(/^from Jan 1, 1970, 12:00:30 AM .+ to Jan 1, 1970, 12:01:00 AM /);
    expect(en(values.items[2]!.value)).toBe('1');
    expect(en(values.items[2]!.hint!)).toBe('59 ÷ 30, rounded down');
    expect(en((v.blocks[1] as NoteBlock).text)).toBe('SHA-1 · 8 digits · a new code every 30 s');
    expect(v.copy).toBe('94287082');
    expect(en(v.copyLabel!)).toBe('Copy code');
  });

  it('leaves the current code to the page, and copies the URI', () => {
    const v = show({ secret: RFC_SEED_SHA1, account: 'alice', issuer: 'Example' });
    expect(v.blocks.some((b) => b.kind === 'values')).toBe(false);
    const uri = v.blocks.find((b): b is TextBlock => b.kind === 'text')!;
    expect(uri.text).toBe(`otpauth://totp/Example:alice?issuer=Example&secret=${RFC_SEED_SHA1}&algorithm=SHA1&digits=6&period=30`);
    expect(v.copy).toBe(uri.text);
    expect(es(v.copyLabel!)).toBe('Copiar URI');
  });

  it('draws a QR code that decodes to the otpauth URI', () => {
    const v = show({ secret: 'JBSWY3DPEHPK3PXP', account: 'élodie@exemple.fr', issuer: 'Société' }, { algorithm: 'SHA512', period: 60 });
    const image = v.blocks.find((b): b is ImageBlock => b.kind === 'image')!;
    const uri = (v.blocks.find((b) => b.kind === 'text') as TextBlock).text;
    expect(decodeSvg(image.svg)).toBe(uri);
    expect(image).toMatchObject({ width: 240, height: 240, formats: ['svg', 'png'] });
    expect(en(image.alt)).toBe('QR code of the otpauth:// URI, to scan with an authenticator app');
    expect(decodeSvg(qrSvg('otpauth://hotp/x?secret=GEZDGNBV&counter=5'))).toBe('otpauth://hotp/x?secret=GEZDGNBV&counter=5');
  });

  it('asks for an account name before making the URI, and warns of a short secret', () => {
    const v = show({ secret: 'JBSWY3DP' }, { mode: 'hotp' });
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text));
    expect(notes).toContain('Enter an account name to get the otpauth:// URI and its QR code.');
    expect(notes).toContain('This secret has only 40 bits: RFC 4226 asks for at least 128 bits (160 recommended). Use “New random secret” for a new account.');
    expect(notes[0]).toBe('SHA-1 · 6 digits · counter-based');
    expect(v.blocks.some((b) => b.kind === 'image')).toBe(false);
  });

  it('says when the settings come from a pasted URI', () => {
    const v = show({ secret: `otpauth://totp/x?secret=${RFC_SEED_SHA1}&digits=8&period=60&algorithm=SHA256`, at: '0' });
    expect(en((v.blocks[1] as NoteBlock).text)).toBe('Secret and settings read from the otpauth URI: SHA-256 · 8 digits · a new code every 60 s.');
  });
});
