import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type MeterBlock, type NoteBlock, type TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type PasswordResult } from './run.ts';
import { METER_MAX, view } from './view.ts';

const DEFAULTS: Options = { length: 16, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false, excludeAmbiguous: false };
const en = writer('password-generator', 'en');
const de = writer('password-generator', 'de');

function generate(options: Partial<Options> = {}): PasswordResult {
  const result = run({}, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return result;
}

function blocks(result: PasswordResult) {
  const [text, meter, entropy, scale] = asResultView(view(result)).blocks as [TextBlock, MeterBlock, NoteBlock, NoteBlock];
  return { text, meter, entropy, scale };
}

describe('view', () => {
  it('shows the password in large monospaced type, never translated, with its length', () => {
    const result = generate({ length: 20 });
    const { text } = blocks(result);
    expect(text.text).toBe(result.password);
    expect(text).toMatchObject({ emphasis: 'password', mono: true, noTranslate: true });
    expect(en(text.summary!)).toBe('Length: 20');
    // No own label: the host's default label is the tool's outputLabel.
    expect(text.label).toBeUndefined();
  });

  it('copies the password itself (the first text block)', () => {
    const v = asResultView(view(generate()));
    expect(v.copy).toBeUndefined();
    expect(v.blocks[0]!.kind).toBe('text');
  });

  it('says the strength in words and on a meter, with the entropy rounded down to a tenth and the pool size', () => {
    // 20 digits: 20 × log2 10 = 66.44 bits, medium.
    const { meter, entropy } = blocks(generate({ length: 20, uppercase: false, lowercase: false, symbols: false }));
    expect(en(meter.label)).toBe('Strength:');
    expect(en(meter.text)).toBe('Medium');
    expect(meter).toMatchObject({ min: 0, max: METER_MAX, low: 50, high: 80, optimum: METER_MAX });
    expect(meter.value).toBeCloseTo(66.44, 2);
    expect(en(entropy.text)).toBe('66.4 bits of entropy · drawn from 10 characters');
    // 16 of all 94 characters: 104.59… bits, shown as 104.5 (never rounded up), in German with a decimal comma.
    const strong = blocks(generate());
    expect(en(strong.meter.text)).toBe('Strong');
    expect(en(strong.entropy.text)).toBe('104.5 bits of entropy · drawn from 94 characters');
    expect(de(strong.entropy.text)).toBe('104,5 Bit Entropie · aus 94 möglichen Zeichen');
    expect(de(strong.meter.label)).toBe('Stärke:');
    expect(de(strong.meter.text)).toBe('Stark');
  });

  it('writes whole bits without a decimal', () => {
    // 20 digits 2–9: 20 × log2 8 = 60 bits exactly.
    const { entropy } = blocks(generate({ length: 20, uppercase: false, lowercase: false, symbols: false, excludeSimilar: true }));
    expect(en(entropy.text)).toBe('60 bits of entropy · drawn from 8 characters');
  });

  it('names every strength and explains the scale', () => {
    expect(en(blocks(generate({ length: 4 })).meter.text)).toBe('Weak');
    expect(en(blocks(generate({ length: 24 })).meter.text)).toBe('Very strong');
    expect(en(blocks(generate()).scale.text)).toBe('Weak below 50 bits, medium below 80, strong below 112, very strong from 112 bits.');
  });
});
