import { describe, expect, it } from 'vitest';
import JsBarcode from 'jsbarcode';
import { isToolError, type ToolError } from '@sdk/core';
import { run, type BarcodeResult } from './run.ts';
import type { Options } from './manifest.ts';
import { FORMATS, JSBARCODE_FORMATS, gs1CheckDigit, msiCheckDigit, showCharacter, type Format } from './symbologies.ts';

const DEFAULTS: Options = { format: 'code128', barWidth: 2, height: 100, foreground: '#000000', background: '#ffffff', showText: true, fontSize: 20, textMargin: 2 };

function ok(format: Format, input: string, options: Partial<Options> = {}): BarcodeResult {
  const result = run({ content: input }, { ...DEFAULTS, ...options, format });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} ${JSON.stringify(result.params)}`);
  return result;
}

function fails(format: Format, input: string): ToolError {
  const result = run({ content: input }, { ...DEFAULTS, format });
  if (!isToolError(result)) throw new Error(`expected an error, got ${result.value}`);
  return result;
}

/** The modules JsBarcode draws: its object renderer, bars as "1", spaces as "0". */
function bars(format: string, value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format });
  return target.encodings!.map((e) => e.data).join('');
}

describe('check digits', () => {
  // GS1 mod 10, worked by hand: weights 3, 1, 3… from the rightmost data digit.
  it.each([
    // 4·1 + 0·3 + 0·1 + 6·3 + 3·1 + 8·3 + 1·1 + 3·3 + 3·1 + 3·3 + 9·1 + 3·3 = 89 → 1 (the EAN-13 of Wikipedia's example, 4006381333931).
    ['EAN-13', '400638133393', 1],
    // 0·3 + 3·1 + 6·3 + 0 + 0 + 0 + 2·3 + 9·1 + 1·3 + 4·1 + 5·3 = 58 → 2 (UPC-A 036000291452).
    ['UPC-A', '03600029145', 2],
    // 9·3 + 6·1 + 3·3 + 8·1 + 5·3 + 0·1 + 7·3 = 86 → 4 (EAN-8 96385074).
    ['EAN-8', '9638507', 4],
    // 1·3 + 0 + 0 + 1·1 + 2·3 + 3·1 + 4·3 + 5·1 + 6·3 + 7·1 + 8·3 + 9·1 + 0·3 = 88 → 2.
    ['ITF-14', '1001234567890', 2],
    // 1·3 + 5·1 + 4·3 + 0 + 0 + 1·1 + 4·3 + 1·1 + 2·3 + 8·1 + 8·3 + 7·1 + 6·3 = 97 → 3 (ITF-14 15400141288763).
    ['ITF-14', '1540014128876', 3],
  ])('%s %s → %i', (_, digits, check) => {
    expect(gs1CheckDigit(digits)).toBe(check);
  });

  it('MSI Mod 10 is the Luhn digit', () => {
    // 1234: 4·2 = 8, 3, 2·2 = 4, 1 → 16 → 4. 80523: 3·2 = 6, 2, 5·2 = 10 → 1, 0, 8·2 = 16 → 7: 16 → 4.
    expect(msiCheckDigit('1234')).toBe(4);
    expect(msiCheckDigit('80523')).toBe(4);
  });

  it('computes the missing check digit and shows it in the human-readable text', () => {
    expect(ok('ean13', '400638133393')).toMatchObject({ value: '4006381333931', text: '4006381333931', checkDigit: { digit: '1', computed: true } });
    expect(ok('upca', '03600029145')).toMatchObject({ value: '036000291452', text: '036000291452', checkDigit: { digit: '2', computed: true } });
    expect(ok('ean8', '9638507')).toMatchObject({ value: '96385074', text: '96385074', checkDigit: { digit: '4', computed: true } });
    expect(ok('itf14', '1001234567890')).toMatchObject({ value: '10012345678902', text: '10012345678902', checkDigit: { digit: '2', computed: true } });
    expect(ok('msi', '1234')).toMatchObject({ value: '1234', text: '12344', checkDigit: { digit: '4', computed: true } });
  });

  it('accepts the full number when its check digit is right', () => {
    expect(ok('ean13', '4006381333931').checkDigit).toEqual({ digit: '1', computed: false });
    expect(ok('upca', '036000291452').checkDigit).toEqual({ digit: '2', computed: false });
    expect(ok('ean8', '96385074').checkDigit).toEqual({ digit: '4', computed: false });
    expect(ok('itf14', '15400141288763').checkDigit).toEqual({ digit: '3', computed: false });
  });

  it('says which check digit was expected', () => {
    expect(fails('ean13', '4006381333932')).toEqual({ kind: 'tool-error', code: 'checkDigit', params: { format: 'EAN-13', expected: '1', given: '2' } });
    expect(fails('upca', '036000291450').params).toEqual({ format: 'UPC-A', expected: '2', given: '0' });
    expect(fails('ean8', '96385070').params).toEqual({ format: 'EAN-8', expected: '4', given: '0' });
    expect(fails('itf14', '10012345678909').params).toEqual({ format: 'ITF-14', expected: '2', given: '9' });
  });

  it('agrees with JsBarcode, which refuses a wrong check digit itself', () => {
    for (const [format, value] of [
      ['EAN13', '4006381333931'],
      ['UPC', '036000291452'],
      ['EAN8', '96385074'],
      ['ITF14', '15400141288763'],
    ] as const) {
      expect(() => bars(format, value)).not.toThrow();
      expect(() => bars(format, value.slice(0, -1) + ((Number(value.at(-1)) + 1) % 10))).toThrow();
    }
  });
});

describe('rules per type', () => {
  it('GS1 types take the data digits or all digits, nothing else', () => {
    for (const input of ['40063813339', '40063813339310', '40063813339a', '4006381333.93']) expect(fails('ean13', input).code).toBe('ean13Rule');
    for (const input of ['0360002914', '0360002914522']) expect(fails('upca', input).code).toBe('upcaRule');
    for (const input of ['963850', '963850741']) expect(fails('ean8', input).code).toBe('ean8Rule');
    for (const input of ['100123456789', '100123456789021']) expect(fails('itf14', input).code).toBe('itf14Rule');
  });

  it('ignores spaces and dashes grouping the digits of numeric types', () => {
    expect(ok('ean13', ' 4 006381 333931 ').value).toBe('4006381333931');
    expect(ok('upca', '0-36000-29145-2').value).toBe('036000291452');
    expect(ok('itf14', '1 54 00141 28876').value).toBe('15400141288763');
  });

  it('Code 128 takes printable ASCII and names the first character it cannot encode', () => {
    expect(ok('code128', 'Hello, World! {}~').value).toBe('Hello, World! {}~');
    expect(fails('code128', 'Grüße')).toEqual({ kind: 'tool-error', code: 'code128Rule', params: { character: 'ü' } });
    expect(fails('code128', 'a\tb').params).toEqual({ character: 'U+0009' });
    expect(fails('code128', 'ok 😀').params).toEqual({ character: '😀' });
    expect(fails('code128', 'lone \uD800').params).toEqual({ character: 'U+D800' });
  });

  it('Code 39 upper-cases letters and takes its 43 characters only', () => {
    expect(ok('code39', 'abc-123 $/+%.')).toMatchObject({ value: 'ABC-123 $/+%.', text: 'ABC-123 $/+%.' });
    expect(fails('code39', 'A*B')).toEqual({ kind: 'tool-error', code: 'code39Rule', params: { character: '*' } });
    expect(fails('code39', 'café').params).toEqual({ character: 'é' });
    expect(fails('code39', 'a_b').params).toEqual({ character: '_' });
  });

  it('MSI takes digits only', () => {
    expect(fails('msi', '12a4').code).toBe('msiRule');
    expect(fails('msi', '1.5').code).toBe('msiRule');
  });

  it('Codabar adds A…A, keeps given start/stop letters and checks they come in pairs', () => {
    expect(ok('codabar', '40156')).toMatchObject({ value: 'A40156A', text: '40156' });
    expect(ok('codabar', 'b40156d')).toMatchObject({ value: 'B40156D', text: '40156' });
    expect(ok('codabar', '$1.50+2:3/4-5')).toMatchObject({ value: 'A$1.50+2:3/4-5A' });
    for (const input of ['A40156', '40156C', 'A', 'AB', 'A12B34D']) expect(fails('codabar', input).code).toBe('codabarStartStop');
    expect(fails('codabar', '12X4')).toEqual({ kind: 'tool-error', code: 'codabarRule', params: { character: 'X' } });
  });

  it('refuses empty content and overlong variable-length codes', () => {
    for (const format of FORMATS) {
      expect(fails(format, '').code).toBe('required');
      expect(fails(format, '   ').code).toBe('required');
    }
    expect(fails('ean13', ' - ').code).toBe('required');
    expect(ok('code128', 'x'.repeat(80)).value).toHaveLength(80);
    expect(fails('code128', 'x'.repeat(81))).toEqual({ kind: 'tool-error', code: 'tooLong', params: { format: 'Code 128', max: 80 } });
    expect(fails('msi', '1'.repeat(100)).code).toBe('tooLong');
  });

  it('shows invisible characters as code points', () => {
    expect(showCharacter('é')).toBe('é');
    expect(showCharacter(' ')).toBe('U+0020');
    expect(showCharacter('\u200b')).toBe('U+200B');
  });
});

describe('what is drawn', () => {
  it('draws EAN-13 4006381333931 with the standard patterns', () => {
    // GS1 General Specifications 5.2.1.2: first digit 4 → left parity L G L L G G; L/G/R codes of each digit.
    const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
    const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
    const R = L.map((code) => [...code].map((b) => (b === '1' ? '0' : '1')).join(''));
    const left = [L[0], G[0], L[6], L[3], G[8], G[1]].join('');
    const right = [3, 3, 3, 9, 3, 1].map((d) => R[d]).join('');
    // JsBarcode puts 12 blank modules before the symbol for the leading digit's text.
    expect(bars('EAN13', ok('ean13', '400638133393').value)).toBe(`${'0'.repeat(12)}101${left}01010${right}101`);
  });

  it('encodes every example type with JsBarcode', () => {
    for (const format of FORMATS) expect(JSBARCODE_FORMATS[format]).toBeTruthy();
    const samples: Record<Format, string> = { code128: 'Abc 123', ean13: '590123412345', upca: '72527273070', code39: 'CODE 39', ean8: '5512345', itf14: '0001234560001', msi: '80523', codabar: '31117013206375' };
    for (const format of FORMATS) expect(() => bars(JSBARCODE_FORMATS[format], ok(format, samples[format]).value), format).not.toThrow();
  });
});

describe('colour warnings', () => {
  it('warns for low contrast and light bars on a dark background', () => {
    expect(ok('code128', 'x').warnings).toEqual([]);
    expect(ok('code128', 'x', { foreground: '#cccccc' })).toMatchObject({ contrast: 1.61, warnings: ['lowContrast'] });
    expect(ok('code128', 'x', { foreground: '#ffffff', background: '#000000' }).warnings).toEqual(['inverted']);
  });
});
