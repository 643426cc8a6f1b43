import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainToASCII, domainToUnicode } from 'node:url';
import { decodePunycode, hostToUnicode } from './punycode.ts';

/** RFC 3492, section 7.1 (sample strings), and common IDN hosts. */
const VECTORS: [string, string][] = [
  ['egbpdaj6bu4bxfgehfvwxn', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F'],
  ['ihqwcrb4cv8a8dqg056pqjye', '他们为什么不说中文'],
  ['ihqwctvzc91f659drss3x8bo0yb', '他們爲什麽不說中文'],
  ['Proprostnemluvesky-uyb24dma41a', 'Pročprostěnemluvíčesky'],
  ['4dbcagdahymbxekheh6e0a7fei0b', '\u05DC\u05DE\u05D4\u05D4\u05DD\u05E4\u05E9\u05D5\u05D8\u05DC\u05D0\u05DE\u05D3\u05D1\u05E8\u05D9\u05DD\u05E2\u05D1\u05E8\u05D9\u05EA'],
  ['PorqunopuedensimplementehablarenEspaol-fmd56a', 'PorquénopuedensimplementehablarenEspañol'],
  ['TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g', 'TạisaohọkhôngthểchỉnóitiếngViệt'],
  ['3B-ww4c5e180e575a65lsy2b', '3年B組金八先生'],
  ['-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n', '安室奈美恵-with-SUPER-MONKEYS'],
  ['bcher-kva', 'bücher'],
  ['mnchen-3ya', 'münchen'],
  ['fsqu00a', '例子'],
  ['ls8h', '💩'],
];

describe('decodePunycode', () => {
  it.each(VECTORS)('%s → %s', (ascii, unicode) => expect(decodePunycode(ascii)).toBe(unicode));
  it('refuses non-ASCII before the delimiter and digits that overflow', () => {
    expect(decodePunycode('é-kva')).toBeNull();
    expect(decodePunycode('99999999999')).toBeNull();
  });
});

describe('hostToUnicode', () => {
  it('decodes each xn-- label and leaves the others', () => {
    expect(hostToUnicode('www.xn--bcher-kva.de')).toBe('www.bücher.de');
    expect(hostToUnicode('xn--fsqu00a.xn--0zwm56d')).toBe('例子.测试');
    expect(hostToUnicode('example.com')).toBe('example.com');
    expect(hostToUnicode('xn--zzzzzzzzzzzzzzzzz.com')).toBe('xn--zzzzzzzzzzzzzzzzz.com');
  });
  it('agrees with Node’s url.domainToUnicode on hosts Node encodes', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcxyz019-äöüßéçñøåłšžяжλ中文日本한국😀'.split(/(?:)/u)), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        const ascii = domainToASCII(labels.join('.'));
        if (ascii === '') return;
        expect(hostToUnicode(ascii)).toBe(domainToUnicode(ascii));
      }),
      { numRuns: 500 },
    );
  });
});
