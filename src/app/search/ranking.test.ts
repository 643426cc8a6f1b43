import { describe, expect, it } from 'vitest';
import { filterEntries, rankEntries, searchIndex, typosAllowed, type RankedEntry } from './ranking.ts';
import { fold, searchWords } from './words.ts';

/** A tool as the search boxes list it: name and keywords in the page's language, and its words in every language (as readSearchWords builds them). */
const tool = (key: string, label: string, keywords = '', otherLanguages = '', picked = false): RankedEntry => ({
  key,
  label,
  keywords,
  words: searchWords(`${label} ${keywords} ${otherLanguages}`).join(' '),
  picked,
});
const action = (key: string, label: string): RankedEntry => ({ key, label, keywords: '', words: '', picked: false });
const keys = (query: string, list: readonly RankedEntry[], limit = 10) => rankEntries(query, searchIndex(list), limit).map((e) => e.key);

// A Spanish page.
const spanish = [
  tool('json-formatter', 'Formateador JSON', 'json bonito, validar json', 'JSON formatter JSON-Formatierer'),
  tool('word-counter', 'Contador de palabras', 'contar palabras', 'Word counter, word count Wortzähler Compteur de mots'),
  tool('json-diff', 'Comparar JSON', 'diferencias json', 'JSON diff', true),
  tool('base64-encoder', 'Codificador Base64', 'base64', 'Base64 encoder'),
  action('theme:dark', 'Cambiar al tema oscuro'),
];

// An English page, with the other languages' names and keywords.
const english = [
  tool('loan-calculator', 'Loan calculator', 'mortgage calculator, amortization, APR', 'Calculadora de préstamos, hipoteca; Kreditrechner, Darlehensrechner, Tilgungsplan; Simulateur de prêt'),
  tool('compound-interest-calculator', 'Compound interest calculator', 'savings, APY', 'Calculadora de interés compuesto; Zinseszinsrechner, Zinseszins berechnen; Calculateur d’intérêts composés'),
  tool('stopwatch', 'Stopwatch and timer', 'lap times', 'Cronómetro; Stoppuhr und Timer; Chronomètre et minuteur'),
  tool('url-encoder', 'URL encoder', 'percent encoding', 'Codificador de URL; URL-Encoder; Encodeur d’URL'),
  tool('time-zone-converter', 'Time zone converter', 'world clock', 'Zeitzonenrechner, Uhrzeit; Convertidor de zonas horarias; Convertisseur de fuseaux horaires'),
];

describe('command palette ranking', () => {
  it('gives nothing for a blank query', () => {
    expect(keys('  ', spanish)).toEqual([]);
  });

  it('ranks a name starting with the query, then a word of a name, then a name containing it', () => {
    const list = [tool('a', 'Stoppuhr'), tool('b', 'Uhrzeit umrechnen'), tool('c', 'Weltzeit Uhr'), tool('d', 'URL-Encoder', 'url kodieren')];
    expect(keys('uhr', list)).toEqual(['b', 'c', 'a']);
  });

  it('finds a tool by its name in the page language or in English, accents ignored', () => {
    expect(keys('contador', spanish)[0]).toBe('word-counter');
    expect(keys('word count', spanish)[0]).toBe('word-counter');
    expect(keys('codificador', spanish)[0]).toBe('base64-encoder');
    expect(keys('cODIFICADÓR', spanish)[0]).toBe('base64-encoder');
  });

  it('puts a picked tool first among names containing the query', () => {
    expect(keys('json', spanish)[0]).toBe('json-diff');
  });

  it('forgives a typo and finds actions', () => {
    expect(keys('formatedor', spanish)).toContain('json-formatter');
    expect(keys('oscuro', spanish)).toEqual(['theme:dark']);
  });

  it('finds nothing for nonsense', () => {
    expect(keys('zzqqxx', spanish)).toEqual([]);
    expect(keys('zzqqxx', english)).toEqual([]);
  });
});

describe('command palette ranking of several words', () => {
  it('finds a tool whose names and keywords hold every word', () => {
    expect(keys('contar palabras', spanish)[0]).toBe('word-counter');
    expect(keys('validar json', spanish)[0]).toBe('json-formatter');
  });
});

describe('search with typos', () => {
  it('forgives one typo in a word of four to seven letters, two from eight', () => {
    expect(keys('mortage', english)).toEqual(['loan-calculator']);
    expect(keys('mortgaeg', english)).toEqual(['loan-calculator']);
    expect(keys('compund intrest', english)).toEqual(['compound-interest-calculator']);
    expect(keys('amortisaton', english)).toEqual(['loan-calculator']);
    // Three typos are too many, and a word being typed is matched by its start, typos and all.
    expect(keys('mrtgaeg', english)).toEqual([]);
    expect(keys('stopwt', english)).toEqual(['stopwatch']);
  });

  it('takes no typo in a word of three letters or fewer: "uhr" is a word being typed, not "url"', () => {
    expect(keys('uhr', english)).toEqual(['time-zone-converter']);
    expect(keys('ulr', english)).toEqual([]);
  });

  it('counts a letter added, dropped or changed as one typo (Fuse.js), and caps typos by length', () => {
    const loan = [tool('loan-calculator', 'Loan calculator', 'mortgage, amortization')];
    // One typo in seven letters, two in eight; an unfinished word by its start.
    for (const q of ['mortage', 'mortgagge', 'mortgafe', 'mrotgage', 'morgtage', 'mortag', 'amortizatoin']) expect(keys(q, loan)).toEqual(['loan-calculator']);
    // Three changes in twelve letters: Fuse's threshold (a quarter of the letters) would take them, the cap by length does not.
    expect(keys('amxrtizxtixn', loan)).toEqual([]);
    expect(keys('amxrtizatixn', loan)).toEqual(['loan-calculator']);
    expect([3, 4, 7, 8].map((n) => typosAllowed('x'.repeat(n)))).toEqual([0, 1, 1, 2]);
  });

  it('counts two neighbouring letters swapped as one typo, as people make it, in words of four to seven letters too', () => {
    const list = [tool('loan-calculator', 'Loan calculator', 'mortgage'), tool('qr-code-generator', 'QR code generator', 'website link')];
    expect(keys('laon', list)).toEqual(['loan-calculator']);
    expect(keys('ewbsite', list)).toEqual(['qr-code-generator']);
    expect(keys('wbesit', list)).toEqual(['qr-code-generator']);
    // A swap and another typo are two, too many in seven letters.
    expect(keys('ewbsitx', list)).toEqual([]);
  });
});

describe('a list filtered by a query (all tools), which shows every match', () => {
  const filtered = (query: string, list: readonly RankedEntry[]) => filterEntries(query, searchIndex(list)).map((e) => e.key);
  const list = [
    ...english,
    tool('json-formatter', 'JSON formatter', 'pretty print', 'Formateador JSON; JSON-Formatierer'),
    // "son…" is one letter from "json": found by the search box after the JSON tools, never by the filter.
    tool('sondertilgung', 'Extra payments', '', 'Sondertilgung'),
  ];

  it('keeps every entry found without a typo, in any language, and nothing a typo away', () => {
    expect(keys('json', list)).toContain('sondertilgung');
    expect(filtered('json', list)).toEqual(['json-formatter']);
    expect(filtered('zinseszins', list)).toEqual(['compound-interest-calculator']);
    expect(filtered('calculator', list)).toEqual(['loan-calculator', 'compound-interest-calculator']);
  });

  it('keeps those with the fewest typos when nothing matches as typed', () => {
    expect(filtered('mortage', list)).toEqual(['loan-calculator']);
    expect(filtered('zinseszinz', list)).toEqual(['compound-interest-calculator']);
    expect(filtered('qwxzy', list)).toEqual([]);
    expect(filtered('  ', list)).toEqual([]);
  });
});

describe('search in every language', () => {
  it('finds a tool by its name or keywords in another language, listed in the page language', () => {
    const [found] = rankEntries('zinseszins', searchIndex(english), 10);
    expect(found).toMatchObject({ key: 'compound-interest-calculator', label: 'Compound interest calculator' });
    expect(keys('kreditrechner', english)).toEqual(['loan-calculator']);
    expect(keys('calculadora de prestamos', english)[0]).toBe('loan-calculator');
    expect(keys('minuteur', english)).toEqual(['stopwatch']);
    expect(keys('fuseau horaire', english)).toEqual(['time-zone-converter']);
    // Another language misspelt, and words of two languages together.
    expect(keys('zinseszinz', english)).toEqual(['compound-interest-calculator']);
    expect(keys('hipoteca calculator', english)).toEqual(['loan-calculator']);
  });

  it('ranks names and keywords of the page language first, then other languages, then typos', () => {
    const list = [
      tool('typo', 'Credit card generator'),
      tool('other', 'Loan calculator', '', 'Kreditrechner, Kredit'),
      tool('page-keyword', 'Bank account checker', 'kredit score'),
      tool('page-name', 'Kredit scorer'),
    ];
    expect(keys('kredit', list)).toEqual(['page-name', 'page-keyword', 'other', 'typo']);
  });

  it('puts fewer typos first; for as many, a whole word before the start of one, the page language and names first', () => {
    const list = [
      tool('start', 'Countdown', 'regressive'),
      tool('other', 'Stopwatch', '', 'regex'),
      tool('keyword', 'Find and replace', 'regex'),
      tool('name', 'Regex tester'),
      tool('two', 'Ruler', 'ragz'),
    ];
    // "regex" is one letter added, "regr…" one letter changed at the start of "regressive"; "ragz" is two changes, too many.
    expect(keys('regx', list)).toEqual(['name', 'keyword', 'other', 'start']);
    expect(keys('regx', list.slice(0, 3))).toEqual(['keyword', 'other', 'start']);
  });

  it('puts a picked tool first among matches as good', () => {
    const list = [tool('a', 'Loan calculator', 'mortgage'), tool('b', 'Home budget', 'mortgage', '', true), tool('c', 'Rent or buy', 'mortgage')];
    expect(keys('mortage', list)).toEqual(['b', 'a', 'c']);
  });
});

describe('search words', () => {
  it('are folded and cut at anything but letters and digits, each once', () => {
    expect(searchWords('Zinseszins berechnen, Zinseszins; APY – préstamo (Maße) base64')).toEqual(['zinseszins', 'berechnen', 'apy', 'prestamo', 'masse', 'base64']);
    expect(fold('Ça Über')).toBe('ca uber');
  });
});
