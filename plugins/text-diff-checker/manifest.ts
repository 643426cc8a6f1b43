import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['word-counter', 'text-cleaner', 'case-converter', 'json-diff'],
  fields: {
    original: { kind: 'text' },
    changed: { kind: 'text' },
  },
  options: {
    view: { type: 'string', enum: ['inline', 'sideBySide'], default: 'inline' },
    granularity: { type: 'string', enum: ['lines', 'words', 'characters'], default: 'lines' },
    ignoreWhitespace: { type: 'boolean', default: false },
    ignoreCase: { type: 'boolean', default: false },
    ignoreLineEndings: { type: 'boolean', default: true },
  },
  ui: { view: 'segmented', granularity: 'segmented', ignoreWhitespace: 'checkbox', ignoreCase: 'checkbox', ignoreLineEndings: 'checkbox' },
  downloads: ['txt'],
  worker: true,
  timeLimitSeconds: 20,
  examples: [
    {
      name: 'shoppingList',
      input: { original: 'Milk\n2 loaves of bread\nEggs\nButter\n', changed: 'Milk\n1 loaf of brown bread\nEggs\nCheese\nButter\n' },
      options: { view: 'inline', granularity: 'lines', ignoreWhitespace: false, ignoreCase: false },
      output: {
        parts: [
          { kind: 'equal', text: 'Milk\n' },
          { kind: 'removed', text: '2 loaves of bread\n' },
          { kind: 'added', text: '1 loaf of brown bread\n' },
          { kind: 'equal', text: 'Eggs\n' },
          { kind: 'added', text: 'Cheese\n' },
          { kind: 'equal', text: 'Butter\n' },
        ],
        added: 2,
        removed: 1,
        unchanged: 3,
        identical: false,
        // The changed line is paired with the one it replaces, and the words that changed are marked.
        lineEdits: [
          {
            oldLine: 1,
            newLine: 1,
            removed: [
              { kind: 'removed', text: '2 loaves' },
              { kind: 'equal', text: ' of bread' },
            ],
            added: [
              { kind: 'added', text: '1 loaf' },
              { kind: 'equal', text: ' of ' },
              { kind: 'added', text: 'brown ' },
              { kind: 'equal', text: 'bread' },
            ],
          },
        ],
        patch: '--- original\n+++ changed\n@@ -1,4 +1,5 @@\n Milk\n-2 loaves of bread\n+1 loaf of brown bread\n Eggs\n+Cheese\n Butter\n',
      },
    },
    {
      name: 'sentence',
      input: { original: 'The quick brown fox jumps over the lazy dog.', changed: 'The quick red fox leaps over the lazy dog!' },
      options: { view: 'sideBySide', granularity: 'words', ignoreWhitespace: false, ignoreCase: false },
      output: {
        parts: [
          { kind: 'equal', text: 'The quick ' },
          { kind: 'removed', text: 'brown' },
          { kind: 'added', text: 'red' },
          { kind: 'equal', text: ' fox ' },
          { kind: 'removed', text: 'jumps' },
          { kind: 'added', text: 'leaps' },
          { kind: 'equal', text: ' over the lazy dog' },
          { kind: 'removed', text: '.' },
          { kind: 'added', text: '!' },
        ],
        added: 3,
        removed: 3,
        unchanged: 7,
        identical: false,
        patch: '--- original\n+++ changed\n@@ -1,1 +1,1 @@\n-The quick brown fox jumps over the lazy dog.\n\\ No newline at end of file\n+The quick red fox leaps over the lazy dog!\n\\ No newline at end of file\n',
      },
    },
    {
      name: 'typo',
      input: { original: 'Recieve the adress 👍🏽', changed: 'Receive the address 👍🏿' },
      options: { view: 'inline', granularity: 'characters', ignoreWhitespace: false, ignoreCase: false },
      output: {
        parts: [
          { kind: 'equal', text: 'Rec' },
          { kind: 'removed', text: 'i' },
          { kind: 'equal', text: 'e' },
          { kind: 'added', text: 'i' },
          { kind: 'equal', text: 've the ad' },
          { kind: 'added', text: 'd' },
          { kind: 'equal', text: 'ress ' },
          { kind: 'removed', text: '👍🏽' },
          { kind: 'added', text: '👍🏿' },
        ],
        added: 3,
        removed: 2,
        unchanged: 18,
        identical: false,
        patch: '--- original\n+++ changed\n@@ -1,1 +1,1 @@\n-Recieve the adress 👍🏽\n\\ No newline at end of file\n+Receive the address 👍🏿\n\\ No newline at end of file\n',
      },
    },
    {
      name: 'ignoreCaseAndSpaces',
      input: { original: 'Hello World\n  indented line\nsame', changed: 'hello world\nindented line  \nSAME' },
      options: { view: 'inline', granularity: 'lines', ignoreWhitespace: true, ignoreCase: true },
      output: {
        parts: [{ kind: 'equal', text: 'hello world\nindented line  \nSAME' }],
        added: 0,
        removed: 0,
        unchanged: 3,
        identical: true,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
