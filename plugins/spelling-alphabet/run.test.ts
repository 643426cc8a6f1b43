import { describe, expect, it } from 'vitest';
import { toolError } from '@sdk/core';
import { ALPHABET, ALPHABETS, type AlphabetId } from './alphabets.ts';
import { run, type SpellingResult } from './run.ts';
import { spelledText } from './view.ts';

const spell = (text: string, alphabet: AlphabetId) => spelledText(run({ text }, { alphabet }) as SpellingResult);

describe('the published tables', () => {
  it('NATO/ICAO: the 26 code words of ICAO Annex 10, in order', () => {
    expect(spell('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'nato').split(' – ')).toEqual([
      'Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike',
      'November', 'Oscar', 'Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform', 'Victor', 'Whiskey', 'X-ray', 'Yankee', 'Zulu',
    ]);
  });
  it('NATO/ICAO: digits with ICAO’s pronunciation, and "Decimal" between digits only', () => {
    const r = run({ text: '9.5' }, { alphabet: 'nato' }) as SpellingResult;
    expect(r.words[0]).toEqual([
      { char: '9', word: 'Nine', pronunciation: 'NIN-ER' },
      { char: '.', word: 'Decimal', pronunciation: 'DAY-SEE-MAL' },
      { char: '5', word: 'Five', pronunciation: 'FIFE' },
    ]);
    expect(spell('a.b@c', 'nato')).toBe('Alfa – Dot – Bravo – At – Charlie');
  });
  it('DIN 5009:2022: the city names, umlauts as "Umlaut …", Eszett, "Zwo", no Ch or Sch', () => {
    expect(spell('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'din5009').split(' – ')).toEqual([
      'Aachen', 'Berlin', 'Chemnitz', 'Düsseldorf', 'Essen', 'Frankfurt', 'Goslar', 'Hamburg', 'Ingelheim', 'Jena', 'Köln', 'Leipzig', 'München',
      'Nürnberg', 'Offenbach', 'Potsdam', 'Quickborn', 'Rostock', 'Salzwedel', 'Tübingen', 'Unna', 'Völklingen', 'Wuppertal', 'Xanten', 'Ypsilon', 'Zwickau',
    ]);
    expect(spell('ÄÖÜß', 'din5009')).toBe('Umlaut Aachen – Umlaut Offenbach – Umlaut Unna – Eszett');
    expect(spell('Schach 2', 'din5009')).toBe('Salzwedel – Chemnitz – Hamburg – Aachen – Chemnitz – Hamburg\nZwo');
  });
  it('German traditional: Ch and Sch as one, Ärger, Ökonom, Übermut', () => {
    expect(spell('Schach', 'germanTraditional')).toBe('Schule – Anton – Charlotte');
    expect(spell('ÄÖÜ', 'germanTraditional')).toBe('Ärger – Ökonom – Übermut');
  });
  it('Spanish: Ch, Ll and Ñ', () => {
    expect(spell('Llama al niño Chema', 'spanish')).toBe('Llobregat – Antonio – Madrid – Antonio\nAntonio – Lorenzo\nNavarra – Inés – Ñoño – Oviedo\nChocolate – Enrique – Madrid – Antonio');
  });
  it('French: Anatole, Berthe, Célestin… and Émile for É', () => {
    expect(spell('ABC É', 'french')).toBe('Anatole – Berthe – Célestin\nÉmile');
  });
  it('every alphabet has the 26 letters and the 10 digits', () => {
    for (const id of ALPHABETS) {
      for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(ALPHABET[id].letters[c], `${id} ${c}`).toBeTruthy();
      expect(ALPHABET[id].digits).toHaveLength(10);
    }
  });
});

describe('characters outside the table', () => {
  it('accented letters as the base letter and the accent’s name, in the alphabet’s language', () => {
    expect(spell('é', 'nato')).toBe('Echo with acute');
    expect(spell('é', 'din5009')).toBe('Essen mit Akut');
    expect(spell('é', 'spanish')).toBe('Enrique con tilde');
    expect(spell('è', 'french')).toBe('Eugène accent grave');
    // Typed decomposed (e + combining acute): the same.
    expect(spell('e\u0301', 'nato')).toBe('Echo with acute');
  });
  it('ß where the table has no Eszett: two S', () => {
    expect(spell('ß', 'nato')).toBe('Sierra Sierra');
  });
  it('reports what no rule covers, once each, and says it as it is', () => {
    const r = run({ text: 'A你好你 ☺' }, { alphabet: 'nato' }) as SpellingResult;
    expect(r.unknown).toEqual(['你', '好', '☺']);
    expect(spelledText(r)).toBe('Alfa – 你 – 好 – 你\n☺');
    expect(r.words[0]![1]).toEqual({ char: '你', word: '你', unknown: true });
  });
  it('splits words at any whitespace, and ignores runs of it', () => {
    expect(spell('  a \t b  ', 'nato')).toBe('Alfa\nBravo');
  });
});

describe('bad input', () => {
  it('asks for text', () => {
    expect(run({ text: '' }, { alphabet: 'nato' })).toEqual(toolError('empty'));
    expect(run({ text: '   ' }, { alphabet: 'nato' })).toEqual(toolError('empty'));
  });
});
