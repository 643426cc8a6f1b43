import type { OptionsOf, OptionsSchema, ToolManifest } from '@sdk/core/manifest.ts';
import { meta } from './meta.ts';

export const options = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['format', 'minify'], default: 'format' },
    indent: { type: 'string', enum: ['2', '4', '8', 'tab'], default: '2' },
    sortKeys: { type: 'boolean', default: false },
  },
  required: ['mode', 'indent', 'sortKeys'],
  additionalProperties: false,
} as const satisfies OptionsSchema;

export type Options = OptionsOf<typeof options>;

export const manifest = {
  ...meta,
  options,
  uiSchema: {
    'ui:order': ['mode', 'indent', 'sortKeys'],
    mode: { 'ui:widget': 'segmented' },
    indent: { 'ui:widget': 'segmented' },
  },
  input: 'text',
  output: 'text',
  downloads: ['txt', 'json'],
  worker: true,
  examples: [
    {
      name: 'nested',
      input: '{"name":"Ada Lovelace","born":1815,"languages":["en","fr"],"address":{"city":"London","postcode":null},"active":true}',
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "languages": [\n    "en",\n    "fr"\n  ],\n  "address": {\n    "city": "London",\n    "postcode": null\n  },\n  "active": true\n}',
    },
    {
      name: 'minify',
      input: '{\n  "id": 42,\n  "tags": [\n    "json",\n    "tools"\n  ],\n  "price": 9.5\n}',
      options: { mode: 'minify', sortKeys: false },
      output: '{"id":42,"tags":["json","tools"],"price":9.5}',
    },
    {
      name: 'sortKeys',
      input: '{"zebra":1,"apple":{"pear":[3,2,1],"banana":"yellow"},"mango":null}',
      options: { mode: 'format', indent: '4', sortKeys: true },
      output: '{\n    "apple": {\n        "banana": "yellow",\n        "pear": [\n            3,\n            2,\n            1\n        ]\n    },\n    "mango": null,\n    "zebra": 1\n}',
    },
    {
      name: 'bigNumbers',
      input: '{"orderId":12345678901234567890,"amount":0.1000000000000000000001,"count":3}',
      options: { mode: 'format', indent: '2', sortKeys: false },
      output: '{\n  "orderId": 12345678901234567890,\n  "amount": 0.1000000000000000000001,\n  "count": 3\n}',
    },
  ],
} as const satisfies ToolManifest<typeof options>;
