import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['lines', 'join', 'split'] as const;
export const QUOTES = ['none', 'double', 'single'] as const;
export const SORTS = ['none', 'alphabetical', 'natural', 'numeric', 'length', 'reverse'] as const;
/** Languages whose alphabetical order can be chosen; 'auto' is the browser's own. */
export const COLLATIONS = ['auto', 'en', 'es', 'de', 'fr'] as const;

/**
 * Every example states every option (an example button changes only the options it names, so an
 * example chosen after another would otherwise keep some of its settings).
 */
const PLAIN = {
  mode: 'lines',
  sort: 'none',
  descending: false,
  collation: 'auto',
  ignoreCase: false,
  trim: false,
  removeEmpty: false,
  removeDuplicates: false,
  affix: 'add',
  prefix: '',
  suffix: '',
  numberLines: false,
  joinSeparator: ', ',
  quote: 'none',
  splitSeparator: ',',
} as const;
/** The options of the Lines tab only (Join and Split share trimming and removing empty items). */
const LINES_TAB = ['lines'];

/**
 * Lines: sort, clean and affix lines. Join: the lines into one line with a separator (each item quoted
 * if asked). Split: a text at a separator into lines. The separators understand \n, \t, \r and \\.
 */
export const manifest = defineTool({
  related: ['list-randomizer', 'text-cleaner', 'word-counter', 'text-diff-checker', 'word-frequency', 'slug-generator'],
  produces: 'text',
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'lines' },
    joinSeparator: { type: 'string', default: ', ', maxLength: 100 },
    quote: { type: 'string', enum: QUOTES, default: 'none' },
    splitSeparator: { type: 'string', default: ',', maxLength: 100 },
    sort: { type: 'string', enum: SORTS, default: 'none' },
    descending: { type: 'boolean', default: false },
    collation: { type: 'string', enum: COLLATIONS, default: 'auto' },
    ignoreCase: { type: 'boolean', default: false },
    trim: { type: 'boolean', default: false },
    removeEmpty: { type: 'boolean', default: false },
    removeDuplicates: { type: 'boolean', default: false },
    affix: { type: 'string', enum: ['add', 'remove'], default: 'add' },
    prefix: { type: 'string', default: '' },
    suffix: { type: 'string', default: '' },
    numberLines: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', sort: 'select', affix: 'segmented', collation: 'select', quote: 'segmented' },
  optionTabs: {
    joinSeparator: ['join'],
    quote: ['join'],
    splitSeparator: ['split'],
    sort: LINES_TAB,
    descending: LINES_TAB,
    collation: LINES_TAB,
    ignoreCase: LINES_TAB,
    removeDuplicates: LINES_TAB,
    affix: LINES_TAB,
    prefix: LINES_TAB,
    suffix: LINES_TAB,
    numberLines: LINES_TAB,
  },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'naturalSort',
      input: { text: 'file10.txt\nfile2.txt\nFile1.txt\nfile2.txt\n' },
      options: { ...PLAIN, sort: 'natural', removeDuplicates: true },
      output: { text: 'File1.txt\nfile2.txt\nfile10.txt\n', before: 4, after: 3, duplicatesRemoved: 1, emptyRemoved: 0 },
    },
    {
      name: 'spanishOrder',
      input: { text: 'ñandú\nnube\noso\nNadia' },
      options: { ...PLAIN, sort: 'alphabetical', collation: 'es' },
      output: { text: 'Nadia\nnube\nñandú\noso', before: 4, after: 4, duplicatesRemoved: 0, emptyRemoved: 0 },
    },
    {
      name: 'numeric',
      input: { text: '12 apples\n\n-3 debt\n7.5 hours\n100 points' },
      options: { ...PLAIN, sort: 'numeric', descending: true, removeEmpty: true, numberLines: true },
      output: { text: '1. 100 points\n2. 12 apples\n3. 7.5 hours\n4. -3 debt', before: 5, after: 4, duplicatesRemoved: 0, emptyRemoved: 1 },
    },
    {
      name: 'quoteLines',
      input: { text: '  apple \nbanana\n  cherry' },
      options: { ...PLAIN, trim: true, affix: 'add', prefix: "'", suffix: "'," },
      output: { text: "'apple',\n'banana',\n'cherry',", before: 3, after: 3, duplicatesRemoved: 0, emptyRemoved: 0 },
    },
    {
      name: 'joinQuoted',
      input: { text: 'apple\nbanana\n\ncherry\n' },
      options: { ...PLAIN, mode: 'join', removeEmpty: true, quote: 'single' },
      output: { text: "'apple', 'banana', 'cherry'", before: 4, after: 3, duplicatesRemoved: 0, emptyRemoved: 1 },
    },
    {
      name: 'splitComma',
      input: { text: 'red, green,, blue ' },
      options: { ...PLAIN, mode: 'split', trim: true, removeEmpty: true },
      output: { text: 'red\ngreen\nblue', before: 1, after: 3, duplicatesRemoved: 0, emptyRemoved: 1 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
