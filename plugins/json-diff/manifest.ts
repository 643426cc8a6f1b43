import { defineTool, jsonNumber, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['text-diff-checker', 'json-formatter', 'jsonpath-tester', 'json-yaml-converter'],
  fields: {
    left: { kind: 'text', mono: true },
    right: { kind: 'text', mono: true },
  },
  swap: [['left', 'right']],
  options: {
    arrays: { type: 'string', enum: ['key', 'position', 'unordered'], default: 'key' },
    arrayKey: { type: 'string', maxLength: 100, default: 'id' },
  },
  ui: { arrays: 'radio', arrayKey: 'text' },
  downloads: ['json', 'csv'],
  worker: true,
  examples: [
    {
      name: 'config',
      input: { left: '{"name":"app","version":"1.0.0","debug":true,"ports":[80,443]}', right: '{"version":"1.1.0","name":"app","ports":[80,443,8080],"owner":"ops"}' },
      options: { arrays: 'position' },
      output: {"changes": [{"kind": "removed", "path": "/debug", "left": true}, {"kind": "changed", "path": "/version", "left": "1.0.0", "right": "1.1.0"}, {"kind": "added", "path": "/ports/2", "right": 8080}, {"kind": "added", "path": "/owner", "right": "ops"}], "patch": [{"op": "remove", "path": "/debug"}, {"op": "replace", "path": "/version", "value": "1.1.0"}, {"op": "add", "path": "/ports/2", "value": 8080}, {"op": "add", "path": "/owner", "value": "ops"}]},
    },
    {
      name: 'byId',
      input: {
        left: '{"users":[{"id":1,"name":"Ada"},{"id":2,"name":"Grace"},{"id":3,"name":"Linus"}]}',
        right: '{"users":[{"id":3,"name":"Linus"},{"id":1,"name":"Ada Lovelace"},{"id":4,"name":"Alan"}]}',
      },
      options: { arrays: 'key', arrayKey: 'id' },
      output: {"changes": [{"kind": "removed", "path": "/users/1", "left": {"id": 2, "name": "Grace"}}, {"kind": "moved", "path": "/users/1", "from": "/users/0", "left": {"id": 1, "name": "Ada"}}, {"kind": "added", "path": "/users/2", "right": {"id": 4, "name": "Alan"}}, {"kind": "changed", "path": "/users/1/name", "left": "Ada", "right": "Ada Lovelace"}], "patch": [{"op": "remove", "path": "/users/1"}, {"op": "move", "from": "/users/0", "path": "/users/1"}, {"op": "add", "path": "/users/2", "value": {"id": 4, "name": "Alan"}}, {"op": "replace", "path": "/users/1/name", "value": "Ada Lovelace"}]},
    },
    {
      name: 'unordered',
      input: { left: '{"tags":["red","green","blue"],"size":"M"}', right: '{"size":"M","tags":["blue","red","yellow"]}' },
      options: { arrays: 'unordered' },
      output: {"changes": [{"kind": "removed", "path": "/tags/1", "left": "green"}, {"kind": "added", "path": "/tags/2", "right": "yellow"}], "patch": [{"op": "remove", "path": "/tags/1"}, {"op": "add", "path": "/tags/-", "value": "yellow"}]},
    },
    {
      // Numbers as written: an id beyond 2^53 and a price with 22 decimals differ in their last digit; 2.50 and 2.5 are one number.
      name: 'bigNumbers',
      input: { left: '{"id":12345678901234567890,"price":0.1000000000000000000001,"total":2.50}', right: '{"id":12345678901234567891,"price":0.1000000000000000000002,"total":2.5}' },
      options: { arrays: 'position' },
      output: {
        changes: [
          { kind: 'changed', path: '/id', left: jsonNumber('12345678901234567890'), right: jsonNumber('12345678901234567891') },
          { kind: 'changed', path: '/price', left: jsonNumber('0.1000000000000000000001'), right: jsonNumber('0.1000000000000000000002') },
        ],
        patch: [
          { op: 'replace', path: '/id', value: jsonNumber('12345678901234567891') },
          { op: 'replace', path: '/price', value: jsonNumber('0.1000000000000000000002') },
        ],
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
