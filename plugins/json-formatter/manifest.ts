import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['json-yaml-converter', 'json-diff', 'json-schema-validator', 'xml-formatter', 'json-to-typescript', 'base64-encoder'],
  produces: 'json',
  fields: { text: { kind: 'text' } },
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
      input: { text: '{"name":"Ada Lovelace","born":1815,"languages":["en","fr"],"address":{"city":"London","postcode":null},"active":true}' },
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: { text: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "languages": [\n    "en",\n    "fr"\n  ],\n  "address": {\n    "city": "London",\n    "postcode": null\n  },\n  "active": true\n}' },
    },
    {
      name: 'minify',
      input: { text: '{\n  "id": 42,\n  "tags": [\n    "json",\n    "tools"\n  ],\n  "price": 9.5\n}' },
      options: { mode: 'minify', sortKeys: false },
      output: { text: '{"id":42,"tags":["json","tools"],"price":9.5}' },
    },
    {
      name: 'sortKeys',
      input: { text: '{"zebra":1,"apple":{"pear":[3,2,1],"banana":"yellow"},"mango":null}' },
      options: { mode: 'format', indent: '4', sortKeys: true },
      output: { text: '{\n    "apple": {\n        "banana": "yellow",\n        "pear": [\n            3,\n            2,\n            1\n        ]\n    },\n    "mango": null,\n    "zebra": 1\n}' },
    },
    {
      name: 'bigNumbers',
      input: { text: '{"orderId":12345678901234567890,"amount":0.1000000000000000000001,"price":1.50,"mass":1E2,"delta":-0,"count":3}' },
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: { text: '{\n  "orderId": 12345678901234567890,\n  "amount": 0.1000000000000000000001,\n  "price": 1.50,\n  "mass": 1E2,\n  "delta": -0,\n  "count": 3\n}' },
    },
    {
      name: 'duplicateKeys',
      input: { text: '{"user":{"id":7,"name":"Ada","id":8},"tags":["a"],"first name":"Ada","first name":"Ada L."}' },
      options: { mode: 'minify', sortKeys: false },
      output: {
        text: '{"user":{"id":8,"name":"Ada"},"tags":["a"],"first name":"Ada L."}',
        duplicates: { count: 2, first: [{ path: '$.user.id', line: 1 }, { path: "$['first name']", line: 1 }] },
      },
    },
    {
      name: 'repair',
      input: { text: "{\n  // JSON5, as in a config file\n  name: 'Ada',\n  id: 12345678901234567890,\n  tags: ['a', 'b',],\n  active: True,\n}" },
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
