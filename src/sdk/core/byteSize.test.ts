import { describe, expect, it } from 'vitest';
import { byteSize, minifiedSizes } from './byteSize.ts';
import { msg, type Message, type NumberDisplay } from './result.ts';

/** A number as the page writes it in `lang` (the host's displayText does just this for a NumberDisplay). */
const write = (lang: string, d: NumberDisplay) => new Intl.NumberFormat(lang, d.format).format(d.num).replace(/[\u00a0\u202f]/g, ' ');

describe('byteSize', () => {
  it('in bytes below a kilobyte, written out', () => {
    expect(write('en', byteSize(0))).toBe('0 bytes');
    expect(write('en', byteSize(1))).toBe('1 byte');
    expect(write('en', byteSize(999))).toBe('999 bytes');
    expect(write('de', byteSize(999))).toBe('999 Byte');
    expect(write('fr', byteSize(12))).toBe('12 octets');
    expect(write('es', byteSize(12))).toBe('12 bytes');
  });
  it('in kB, MB and GB with one decimal at most, never "1,000 kB"', () => {
    expect(write('en', byteSize(1000))).toBe('1 kB');
    expect(write('en', byteSize(12_345))).toBe('12.3 kB');
    expect(write('en', byteSize(999_949))).toBe('999.9 kB');
    expect(write('en', byteSize(999_950))).toBe('1 MB');
    expect(write('en', byteSize(1_500_000))).toBe('1.5 MB');
    expect(write('de', byteSize(1_500_000))).toBe('1,5 MB');
    expect(write('fr', byteSize(1_500_000))).toBe('1,5 Mo');
    expect(write('en', byteSize(2_500_000_000))).toBe('2.5 GB');
  });
});

// The words themselves, in all four languages, are checked by the minifiers' view tests and the host locale contract.
describe('minifiedSizes', () => {
  it('the sizes before and after in whole bytes and the share saved, in the host’s words', () => {
    const block = minifiedSizes(109, 65);
    expect(block.label).toEqual(msg('common:minified.title'));
    expect(block.items.map((i) => (i.label as Message).t)).toEqual(['common:minified.before', 'common:minified.after', 'common:minified.saved']);
    expect(write('en', block.items[0]!.value as NumberDisplay)).toBe('109 bytes');
    expect(write('en', block.items[1]!.value as NumberDisplay)).toBe('65 bytes');
    const saved = block.items[2]!.value as Message;
    expect(saved.t).toBe('common:minified.smaller');
    expect(write('en', saved.params!['percent'] as NumberDisplay)).toBe('40.4%');
  });
  it('says when the result is larger, and 0% for nothing', () => {
    const larger = minifiedSizes(10, 12).items[2]!.value as Message;
    expect([larger.t, write('en', larger.params!['percent'] as NumberDisplay)]).toEqual(['common:minified.larger', '20%']);
    const none = minifiedSizes(0, 0).items[2]!.value as Message;
    expect([none.t, write('en', none.params!['percent'] as NumberDisplay)]).toEqual(['common:minified.smaller', '0%']);
  });
});
