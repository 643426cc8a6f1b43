import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

const SORTING = ['ascending', 'descending'];
/** Examples that do not sort say so, and state the order of text (its default is the page's language). */
const NO_SORT = { sortArray: 'none', sortKey: '', sortStrings: 'en' } as const;

/**
 * Format or minify JSON, optionally sorting the keys, repairing lenient JSON and sorting an array of
 * objects by a key. The sort's fields follow the text (shown once a direction is chosen); the order of
 * text starts in the page's language (a select field: run() in the worker cannot know the page's).
 */
/** How text values are ordered when an array is sorted by a key: a language's alphabet, or code points. */
export const SORT_STRINGS = ['en', 'es', 'de', 'fr', 'codePoint'] as const;
export type SortStrings = (typeof SORT_STRINGS)[number];

export const manifest = defineTool({
  related: ['json-yaml-converter', 'json-diff', 'json-schema-validator', 'xml-formatter', 'json-to-typescript', 'base64-encoder'],
  produces: 'json',
  fields: {
    text: { kind: 'text' },
    sortArray: { kind: 'select', choices: ['none', 'ascending', 'descending'], default: 'none' },
    sortKey: { kind: 'line', mono: true, maxLength: 300, when: { sortArray: SORTING } },
    sortStrings: { kind: 'select', choices: SORT_STRINGS, default: 'en', pageLanguageDefault: { en: 'en', es: 'es', de: 'de', fr: 'fr' }, when: { sortArray: SORTING } },
  },
  options: {
    mode: { type: 'string', enum: ['format', 'minify'], default: 'format' },
    indent: { type: 'string', enum: ['2', '4', '8', 'tab'], default: '2' },
    sortKeys: { type: 'boolean', default: false },
    repair: { type: 'boolean', default: false },
  },
  ui: { mode: 'segmented', indent: 'segmented' },
  downloads: ['txt', 'json'],
  worker: true,
  examples: [
    {
      name: 'nested',
      input: { ...NO_SORT, text: '{"name":"Ada Lovelace","born":1815,"languages":["en","fr"],"address":{"city":"London","postcode":null},"active":true}' },
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: { text: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "languages": [\n    "en",\n    "fr"\n  ],\n  "address": {\n    "city": "London",\n    "postcode": null\n  },\n  "active": true\n}' },
    },
    {
      name: 'minify',
      input: { ...NO_SORT, text: '{\n  "id": 42,\n  "tags": [\n    "json",\n    "tools"\n  ],\n  "price": 9.5\n}' },
      options: { mode: 'minify', sortKeys: false },
      output: { text: '{"id":42,"tags":["json","tools"],"price":9.5}' },
    },
    {
      name: 'sortKeys',
      input: { ...NO_SORT, text: '{"zebra":1,"apple":{"pear":[3,2,1],"banana":"yellow"},"mango":null}' },
      options: { mode: 'format', indent: '4', sortKeys: true },
      output: { text: '{\n    "apple": {\n        "banana": "yellow",\n        "pear": [\n            3,\n            2,\n            1\n        ]\n    },\n    "mango": null,\n    "zebra": 1\n}' },
    },
    {
      name: 'bigNumbers',
      input: { ...NO_SORT, text: '{"orderId":12345678901234567890,"amount":0.1000000000000000000001,"price":1.50,"mass":1E2,"delta":-0,"count":3}' },
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: { text: '{\n  "orderId": 12345678901234567890,\n  "amount": 0.1000000000000000000001,\n  "price": 1.50,\n  "mass": 1E2,\n  "delta": -0,\n  "count": 3\n}' },
    },
    {
      name: 'duplicateKeys',
      input: { ...NO_SORT, text: '{"user":{"id":7,"name":"Ada","id":8},"tags":["a"],"first name":"Ada","first name":"Ada L."}' },
      options: { mode: 'minify', sortKeys: false },
      output: {
        text: '{"user":{"id":8,"name":"Ada"},"tags":["a"],"first name":"Ada L."}',
        duplicates: { count: 2, first: [{ path: '$.user.id', line: 1 }, { path: "$['first name']", line: 1 }] },
      },
    },
    {
      // By a dotted path, numbers as numbers (9 before 10), the item without the key last.
      name: 'sortArray',
      input: {
        text: '[{"id":10,"user":{"name":"Émile"}},{"id":9,"user":{"name":"zoë"}},{"id":2},{"id":11,"user":{"name":"Ada"}}]',
        sortArray: 'ascending',
        sortKey: 'user.name',
        sortStrings: 'fr',
      },
      options: { mode: 'minify', sortKeys: false, repair: false },
      output: { text: '[{"id":11,"user":{"name":"Ada"}},{"id":10,"user":{"name":"Émile"}},{"id":9,"user":{"name":"zoë"}},{"id":2}]', sorted: { count: 4, missing: 1 } },
    },
    {
      name: 'repair',
      input: { ...NO_SORT, text: "{\n  // JSON5, as in a config file\n  name: 'Ada',\n  id: 12345678901234567890,\n  tags: ['a', 'b',],\n  active: True,\n}" },
      options: { mode: 'format', indent: '2', sortKeys: false, repair: true },
      output: {
        text: '{\n  "name": "Ada",\n  "id": 12345678901234567890,\n  "tags": [\n    "a",\n    "b"\n  ],\n  "active": true\n}',
        repairs: [
          { line: 2, kind: 'comment' },
          { line: 3, kind: 'unquotedKey', from: 'name' },
          { line: 3, kind: 'singleQuotes' },
          { line: 4, kind: 'unquotedKey', from: 'id' },
          { line: 5, kind: 'unquotedKey', from: 'tags' },
          { line: 5, kind: 'singleQuotes' },
          { line: 5, kind: 'singleQuotes' },
          { line: 5, kind: 'trailingComma' },
          { line: 6, kind: 'unquotedKey', from: 'active' },
          { line: 6, kind: 'pythonLiteral', from: 'True', to: 'true' },
          { line: 6, kind: 'trailingComma' },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
