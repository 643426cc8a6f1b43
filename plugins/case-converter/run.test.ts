import { describe, expect, it } from 'vitest';
import { CASES, type Options } from './manifest.ts';
import { run } from './run.ts';

type Mode = Options['mode'];
const convert = (input: string, mode: Mode) => run({ text: input }, { mode });

describe('case-converter run', () => {
  describe('every case', () => {
    const text = 'The quick brown Fox, jumps over THE lazy dog.';
    it.each<[Mode, string]>([
      ['upper', 'THE QUICK BROWN FOX, JUMPS OVER THE LAZY DOG.'],
      ['lower', 'the quick brown fox, jumps over the lazy dog.'],
      ['title', 'The Quick Brown Fox, Jumps Over The Lazy Dog.'],
      ['sentence', 'The quick brown fox, jumps over the lazy dog.'],
      ['alternating', 'tHe QuIcK bRoWn FoX, jUmPs OvEr ThE lAzY dOg.'],
      ['inverse', 'tHE QUICK BROWN fOX, JUMPS OVER the LAZY DOG.'],
      ['camel', 'theQuickBrownFoxJumpsOverTheLazyDog'],
      ['pascal', 'TheQuickBrownFoxJumpsOverTheLazyDog'],
      ['snake', 'the_quick_brown_fox_jumps_over_the_lazy_dog'],
      ['kebab', 'the-quick-brown-fox-jumps-over-the-lazy-dog'],
      ['constant', 'THE_QUICK_BROWN_FOX_JUMPS_OVER_THE_LAZY_DOG'],
    ])('%s', (mode, expected) => {
      expect(convert(text, mode)).toBe(expected);
    });

    it('covers every mode of the manifest', () => {
      for (const mode of CASES) expect(typeof convert('abc', mode)).toBe('string');
    });

    it('returns the empty string for empty input in every mode', () => {
      for (const mode of CASES) expect(convert('', mode)).toBe('');
    });
  });

  describe('alternating', () => {
    it('starts lower and alternates over letters only', () => {
      expect(convert('alternating', 'alternating')).toBe('aLtErNaTiNg');
      expect(convert('ab cd, ef', 'alternating')).toBe('aB cD, eF');
      expect(convert('ALTERNATING', 'alternating')).toBe('aLtErNaTiNg');
    });

    it('lets digits and punctuation through unchanged', () => {
      expect(convert('a1b2c3!', 'alternating')).toBe('a1B2c3!');
    });
  });

  describe('inverse', () => {
    it('swaps upper and lower case', () => {
      expect(convert('Hello World', 'inverse')).toBe('hELLO wORLD');
      expect(convert('iNVERSE cASE', 'inverse')).toBe('Inverse Case');
    });

    it('is its own inverse for simple letters', () => {
      const text = 'Mixed CASE text, 123!';
      expect(convert(convert(text, 'inverse'), 'inverse')).toBe(text);
    });
  });

  describe('title', () => {
    it('capitalizes each word and lowers the rest, keeping apostrophes inside words', () => {
      expect(convert("DON'T stop BELIEVING", 'title')).toBe("Don't Stop Believing");
      expect(convert('élan vital', 'title')).toBe('Élan Vital');
    });

    it('keeps words written with inner capitals as they are', () => {
      expect(convert("iPhone's XMLHttpRequest", 'title')).toBe("iPhone's XMLHttpRequest");
      expect(convert('my iPhone at McDonald with eBay, iOS and mRNA', 'title')).toBe('My iPhone At McDonald With eBay, iOS And mRNA');
      expect(convert("o'neil and O'Neil", 'title')).toBe("O'neil And O'Neil");
      // A word in capitals only is shouting, not a name: it is lowered after its first letter.
      expect(convert('NASA AND THE iPhone', 'title')).toBe('Nasa And The iPhone');
      expect(convert('ÉLAN Über', 'title')).toBe('Élan Über');
    });
  });

  describe('sentence', () => {
    it('capitalizes after . ! ? followed by a space, and at each line start', () => {
      expect(convert('HELLO WORLD. HOW ARE YOU? FINE! THANKS', 'sentence')).toBe('Hello world. How are you? Fine! Thanks');
      expect(convert('first line\nsecond line', 'sentence')).toBe('First line\nSecond line');
      expect(convert('one.\r\ntwo', 'sentence')).toBe('One.\r\nTwo');
    });

    it('does not start a sentence inside numbers, abbreviations without space, or addresses', () => {
      expect(convert('IT COSTS 3.5 EUROS. REALLY', 'sentence')).toBe('It costs 3.5 euros. Really');
      expect(convert('visit WWW.EXAMPLE.COM today', 'sentence')).toBe('Visit www.example.com today');
    });

    it('looks past closing quotes, brackets and repeated marks', () => {
      expect(convert('"STOP!" HE SAID. (REALLY.) YES?! OK... FINE', 'sentence')).toBe('"Stop!" He said. (Really.) Yes?! Ok... Fine');
    });

    it('handles Spanish opening marks, French spacing and CJK full stops', () => {
      expect(convert('¡HOLA! ¿QUÉ TAL?', 'sentence')).toBe('¡Hola! ¿Qué tal?');
      expect(convert('BONJOUR\u202F! ÇA VA\u202F?', 'sentence')).toBe('Bonjour\u202F! Ça va\u202F?');
      expect(convert('漢字。ABC', 'sentence')).toBe('漢字。Abc');
    });
  });

  describe('programming cases', () => {
    it('splits on spaces, punctuation and camel humps', () => {
      expect(convert('XMLHttpRequest', 'snake')).toBe('xml_http_request');
      expect(convert('fooBarBaz', 'kebab')).toBe('foo-bar-baz');
      expect(convert('user-account_id', 'pascal')).toBe('UserAccountId');
      expect(convert('  user   ID  ', 'camel')).toBe('userId');
      expect(convert('version 2 update', 'camel')).toBe('version2Update');
      expect(convert('max retry count', 'constant')).toBe('MAX_RETRY_COUNT');
    });

    const lines = 'first name\nLast-Name\n\nuser_id\nHTTPServer';
    it.each<[Mode, string]>([
      ['camel', 'firstName\nlastName\n\nuserId\nhttpServer'],
      ['pascal', 'FirstName\nLastName\n\nUserId\nHttpServer'],
      ['snake', 'first_name\nlast_name\n\nuser_id\nhttp_server'],
      ['kebab', 'first-name\nlast-name\n\nuser-id\nhttp-server'],
      ['constant', 'FIRST_NAME\nLAST_NAME\n\nUSER_ID\nHTTP_SERVER'],
    ])('%s converts each line on its own', (mode, expected) => {
      expect(convert(lines, mode)).toBe(expected);
    });

    it('keeps accented letters and combining marks inside words', () => {
      expect(convert('Straße und Café', 'snake')).toBe('straße_und_café');
      expect(convert('cafe\u0301 au lait', 'camel')).toBe('cafe\u0301AuLait');
    });
  });

  describe('Unicode', () => {
    it('upper-cases German ß to SS', () => {
      expect(convert('Straße', 'upper')).toBe('STRASSE');
      expect(convert('straße', 'constant')).toBe('STRASSE');
      expect(convert('straße', 'inverse')).toBe('STRASSE');
    });

    it('lower-cases a Greek capital sigma at the end of a word to ς', () => {
      expect(convert('ΟΔΟΣ ΣΟΦΟΣ', 'lower')).toBe('οδος σοφος');
      expect(convert('ΟΔΟΣ', 'title')).toBe('Οδος');
      expect(convert('ΟΔΟΣ ΣΟΦΟΣ', 'sentence')).toBe('Οδος σοφος');
      expect(convert('ΟΔΟΣ ΣΟΦΟΣ', 'inverse')).toBe('οδος σοφος');
      expect(convert('ΛΟΓΟΣ', 'alternating')).toBe('λΟγΟς');
      expect(convert('ΟΔΟΣ ΣΟΦΟΣ', 'snake')).toBe('οδος_σοφος');
    });

    it('handles Turkish dotted İ without throwing', () => {
      for (const mode of CASES) expect(() => convert('İstanbul ıi', mode)).not.toThrow();
      expect(convert('İstanbul', 'upper')).toBe('İSTANBUL');
      expect(convert('İ', 'lower')).toBe('i\u0307');
    });

    it('keeps emoji and combining marks intact in alternating and inverse', () => {
      expect(convert('👍🏽 ok 👍🏽', 'alternating')).toBe('👍🏽 oK 👍🏽');
      expect(convert('👍🏽 ok 👍🏽', 'inverse')).toBe('👍🏽 OK 👍🏽');
      // e + combining acute is one letter: the mark stays on its e and counts once in the rhythm.
      expect(convert('e\u0301te\u0301', 'alternating')).toBe('e\u0301Te\u0301');
      expect(convert('e\u0301te\u0301', 'inverse')).toBe('E\u0301TE\u0301');
      expect(convert('E\u0301cole', 'inverse')).toBe('e\u0301COLE');
    });

    it('leaves CJK and Arabic unchanged by case changes', () => {
      const text = '漢字 العربية';
      for (const mode of ['upper', 'lower', 'title', 'sentence', 'alternating', 'inverse'] as const) expect(convert(text, mode)).toBe(text);
      expect(convert(text, 'snake')).toBe('漢字_العربية');
      expect(convert('العربية abc', 'alternating')).toBe('العربية aBc');
    });

    it('does not throw on lone surrogates', () => {
      for (const mode of CASES) {
        expect(() => convert('a\uD800b\uDC00c', mode)).not.toThrow();
        expect(typeof convert('\uD800', mode)).toBe('string');
      }
      expect(convert('a\uD800b', 'upper')).toBe('A\uD800B');
      expect(convert('a\uD800b', 'snake')).toBe('a_b');
    });
  });
});
