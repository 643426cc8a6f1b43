/**
 * The spelling alphabets, as data. Code words are written in the alphabet's own language whatever
 * the page's language: a German spells with "Aachen" on an English page too.
 *
 * Sources:
 * - NATO/ICAO: ICAO Annex 10 to the Convention on International Civil Aviation, Volume II, 5.2.1.3
 *   (letters, with their pronunciation; stressed syllables in capitals) and 5.2.1.4 (digits,
 *   "decimal"); the same words as NATO's STANAG and ITU-R M.1172.
 * - German: DIN 5009:2022-06 "Ansagen und Diktieren von Texten und Schriftzeichen", Buchstabiertafel
 *   für Wirtschaft und Verwaltung (city names; umlauts as "Umlaut" + the base letter's word; no Ch
 *   and Sch any more), digits as DIN 5009 says them ("zwo" for 2).
 * - German, traditional: the table of DIN 5009 before 2022 (Anton, Berta, Cäsar…, as in the 1983 and
 *   1996 editions), still widely used.
 * - Spanish: there is no official national standard; this is the table of names commonly used in
 *   Spain (Antonio, Barcelona, Carmen…), as listed by the Spanish Wikipedia, "Alfabeto radiofónico".
 * - French: the French PTT alphabet (Anatole, Berthe, Célestin…), as listed by the French
 *   Wikipedia, "Alphabet radio", section "Code alphabétique français".
 */

export const ALPHABETS = ['nato', 'din5009', 'germanTraditional', 'spanish', 'french'] as const;
export type AlphabetId = (typeof ALPHABETS)[number];

export interface Alphabet {
  /** Letters and letter groups (upper case) → code word. Groups ("CH") are matched first. */
  readonly letters: Readonly<Record<string, string>>;
  /** Digits → spoken word. */
  readonly digits: readonly string[];
  /** Punctuation and symbols → spoken name. */
  readonly symbols: Readonly<Record<string, string>>;
  /** Combining marks (accents) → name, and how a letter with one is said ("{word} with acute"). */
  readonly marks: Readonly<Record<string, string>>;
  readonly withMark: (word: string, marks: string) => string;
  /** How a decimal point or comma between digits is said (ICAO: "Decimal"). */
  readonly decimal?: string;
  /** How each word is pronounced (ICAO only), by code word. */
  readonly pronunciation?: Readonly<Record<string, string>>;
  /** The alphabet's language, for the code words (BCP 47). */
  readonly lang: string;
}

const MARKS_EN = { '\u0301': 'acute', '\u0300': 'grave', '\u0302': 'circumflex', '\u0308': 'diaeresis', '\u0303': 'tilde', '\u0327': 'cedilla', '\u030A': 'ring', '\u030C': 'caron', '\u0328': 'ogonek', '\u0304': 'macron', '\u0306': 'breve', '\u0307': 'dot', '\u030B': 'double acute' };
const MARKS_DE = { '\u0301': 'Akut', '\u0300': 'Gravis', '\u0302': 'Zirkumflex', '\u0308': 'Trema', '\u0303': 'Tilde', '\u0327': 'Cedille', '\u030A': 'Ring', '\u030C': 'Hatschek', '\u0328': 'Ogonek', '\u0304': 'Makron', '\u0306': 'Brevis', '\u0307': 'Punkt', '\u030B': 'Doppelakut' };
const MARKS_ES = { '\u0301': 'tilde', '\u0300': 'acento grave', '\u0302': 'acento circunflejo', '\u0308': 'diéresis', '\u0303': 'virgulilla', '\u0327': 'cedilla', '\u030A': 'anillo', '\u030C': 'carón', '\u0328': 'ogonek', '\u0304': 'macrón', '\u0306': 'breve', '\u0307': 'punto', '\u030B': 'doble acento agudo' };
const MARKS_FR = { '\u0301': 'accent aigu', '\u0300': 'accent grave', '\u0302': 'accent circonflexe', '\u0308': 'tréma', '\u0303': 'tilde', '\u0327': 'cédille', '\u030A': 'rond en chef', '\u030C': 'caron', '\u0328': 'ogonek', '\u0304': 'macron', '\u0306': 'brève', '\u0307': 'point suscrit', '\u030B': 'double accent aigu' };

const SYMBOLS_EN = { '.': 'Dot', ',': 'Comma', '-': 'Hyphen', '/': 'Slash', '@': 'At', _: 'Underscore', '&': 'Ampersand', '?': 'Question mark', '!': 'Exclamation mark', ':': 'Colon', ';': 'Semicolon', '(': 'Open bracket', ')': 'Close bracket', "'": 'Apostrophe', '’': 'Apostrophe', '"': 'Quote', '+': 'Plus', '#': 'Hash', '*': 'Asterisk', '=': 'Equals', '%': 'Percent', '€': 'Euro', $: 'Dollar' };
const SYMBOLS_DE = { '.': 'Punkt', ',': 'Komma', '-': 'Bindestrich', '/': 'Schrägstrich', '@': 'At-Zeichen', _: 'Unterstrich', '&': 'Und-Zeichen', '?': 'Fragezeichen', '!': 'Ausrufezeichen', ':': 'Doppelpunkt', ';': 'Semikolon', '(': 'Klammer auf', ')': 'Klammer zu', "'": 'Apostroph', '’': 'Apostroph', '"': 'Anführungszeichen', '+': 'Plus', '#': 'Raute', '*': 'Stern', '=': 'Gleich', '%': 'Prozent', '€': 'Euro', $: 'Dollar' };
const SYMBOLS_ES = { '.': 'Punto', ',': 'Coma', '-': 'Guion', '/': 'Barra', '@': 'Arroba', _: 'Guion bajo', '&': 'Et', '?': 'Cierre de interrogación', '¿': 'Apertura de interrogación', '!': 'Cierre de exclamación', '¡': 'Apertura de exclamación', ':': 'Dos puntos', ';': 'Punto y coma', '(': 'Abre paréntesis', ')': 'Cierra paréntesis', "'": 'Apóstrofo', '’': 'Apóstrofo', '"': 'Comillas', '+': 'Más', '#': 'Almohadilla', '*': 'Asterisco', '=': 'Igual', '%': 'Por ciento', '€': 'Euro', $: 'Dólar' };
const SYMBOLS_FR = { '.': 'Point', ',': 'Virgule', '-': 'Tiret', '/': 'Barre oblique', '@': 'Arobase', _: 'Tiret bas', '&': 'Esperluette', '?': 'Point d’interrogation', '!': 'Point d’exclamation', ':': 'Deux-points', ';': 'Point-virgule', '(': 'Parenthèse ouvrante', ')': 'Parenthèse fermante', "'": 'Apostrophe', '’': 'Apostrophe', '"': 'Guillemet', '+': 'Plus', '#': 'Dièse', '*': 'Astérisque', '=': 'Égal', '%': 'Pour cent', '€': 'Euro', $: 'Dollar' };

const DIGITS_DE = ['Null', 'Eins', 'Zwo', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun'];

export const ALPHABET: Readonly<Record<AlphabetId, Alphabet>> = {
  nato: {
    lang: 'en',
    letters: {
      A: 'Alfa', B: 'Bravo', C: 'Charlie', D: 'Delta', E: 'Echo', F: 'Foxtrot', G: 'Golf', H: 'Hotel', I: 'India', J: 'Juliett', K: 'Kilo', L: 'Lima', M: 'Mike',
      N: 'November', O: 'Oscar', P: 'Papa', Q: 'Quebec', R: 'Romeo', S: 'Sierra', T: 'Tango', U: 'Uniform', V: 'Victor', W: 'Whiskey', X: 'X-ray', Y: 'Yankee', Z: 'Zulu',
    },
    digits: ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'],
    symbols: SYMBOLS_EN,
    decimal: 'Decimal',
    marks: MARKS_EN,
    withMark: (word, marks) => `${word} with ${marks}`,
    pronunciation: {
      Alfa: 'AL-FAH', Bravo: 'BRAH-VOH', Charlie: 'CHAR-LEE', Delta: 'DELL-TAH', Echo: 'ECK-OH', Foxtrot: 'FOKS-TROT', Golf: 'GOLF', Hotel: 'HOH-TELL', India: 'IN-DEE-AH',
      Juliett: 'JEW-LEE-ETT', Kilo: 'KEY-LOH', Lima: 'LEE-MAH', Mike: 'MIKE', November: 'NO-VEM-BER', Oscar: 'OSS-CAH', Papa: 'PAH-PAH', Quebec: 'KEH-BECK', Romeo: 'ROW-ME-OH',
      Sierra: 'SEE-AIR-RAH', Tango: 'TANG-GO', Uniform: 'YOU-NEE-FORM', Victor: 'VIK-TAH', Whiskey: 'WISS-KEY', 'X-ray': 'ECKS-RAY', Yankee: 'YANG-KEY', Zulu: 'ZOO-LOO',
      Zero: 'ZE-RO', One: 'WUN', Two: 'TOO', Three: 'TREE', Four: 'FOW-ER', Five: 'FIFE', Six: 'SIX', Seven: 'SEV-EN', Eight: 'AIT', Nine: 'NIN-ER', Decimal: 'DAY-SEE-MAL',
    },
  },
  din5009: {
    lang: 'de',
    letters: {
      A: 'Aachen', Ä: 'Umlaut Aachen', B: 'Berlin', C: 'Chemnitz', D: 'Düsseldorf', E: 'Essen', F: 'Frankfurt', G: 'Goslar', H: 'Hamburg', I: 'Ingelheim', J: 'Jena', K: 'Köln',
      L: 'Leipzig', M: 'München', N: 'Nürnberg', O: 'Offenbach', Ö: 'Umlaut Offenbach', P: 'Potsdam', Q: 'Quickborn', R: 'Rostock', S: 'Salzwedel', ẞ: 'Eszett', T: 'Tübingen',
      U: 'Unna', Ü: 'Umlaut Unna', V: 'Völklingen', W: 'Wuppertal', X: 'Xanten', Y: 'Ypsilon', Z: 'Zwickau',
    },
    digits: DIGITS_DE,
    symbols: SYMBOLS_DE,
    marks: MARKS_DE,
    withMark: (word, marks) => `${word} mit ${marks}`,
  },
  germanTraditional: {
    lang: 'de',
    letters: {
      A: 'Anton', Ä: 'Ärger', B: 'Berta', C: 'Cäsar', CH: 'Charlotte', D: 'Dora', E: 'Emil', F: 'Friedrich', G: 'Gustav', H: 'Heinrich', I: 'Ida', J: 'Julius', K: 'Kaufmann',
      L: 'Ludwig', M: 'Martha', N: 'Nordpol', O: 'Otto', Ö: 'Ökonom', P: 'Paula', Q: 'Quelle', R: 'Richard', S: 'Samuel', SCH: 'Schule', ẞ: 'Eszett', T: 'Theodor', U: 'Ulrich',
      Ü: 'Übermut', V: 'Viktor', W: 'Wilhelm', X: 'Xanthippe', Y: 'Ypsilon', Z: 'Zacharias',
    },
    digits: DIGITS_DE,
    symbols: SYMBOLS_DE,
    marks: MARKS_DE,
    withMark: (word, marks) => `${word} mit ${marks}`,
  },
  spanish: {
    lang: 'es',
    letters: {
      A: 'Antonio', B: 'Barcelona', C: 'Carmen', CH: 'Chocolate', D: 'Dolores', E: 'Enrique', F: 'Francia', G: 'Gerona', H: 'Historia', I: 'Inés', J: 'José', K: 'Kilo',
      L: 'Lorenzo', LL: 'Llobregat', M: 'Madrid', N: 'Navarra', Ñ: 'Ñoño', O: 'Oviedo', P: 'París', Q: 'Querido', R: 'Ramón', S: 'Sábado', T: 'Tarragona', U: 'Ulises',
      V: 'Valencia', W: 'Washington', X: 'Xilófono', Y: 'Yegua', Z: 'Zaragoza',
    },
    digits: ['Cero', 'Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve'],
    symbols: SYMBOLS_ES,
    marks: MARKS_ES,
    withMark: (word, marks) => `${word} con ${marks}`,
  },
  french: {
    lang: 'fr',
    letters: {
      A: 'Anatole', B: 'Berthe', C: 'Célestin', D: 'Désiré', E: 'Eugène', É: 'Émile', F: 'François', G: 'Gaston', H: 'Henri', I: 'Irma', J: 'Joseph', K: 'Kléber', L: 'Louis',
      M: 'Marcel', N: 'Nicolas', O: 'Oscar', P: 'Pierre', Q: 'Quintal', R: 'Raoul', S: 'Suzanne', T: 'Thérèse', U: 'Ursule', V: 'Victor', W: 'William', X: 'Xavier', Y: 'Yvonne', Z: 'Zoé',
    },
    digits: ['Zéro', 'Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf'],
    symbols: SYMBOLS_FR,
    marks: MARKS_FR,
    withMark: (word, marks) => `${word} ${marks}`,
  },
};
