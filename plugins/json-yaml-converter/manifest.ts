import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** run()'s result (a ToolError has no text). */
function isConverted(output: unknown): output is { readonly text: string } {
  return typeof output === 'object' && output !== null && typeof (output as { text?: unknown }).text === 'string';
}

/** What each tab reads and writes. */
const READS = { jsonToYaml: 'json', yamlToJson: 'yaml', yamlFormat: 'yaml' } as const;
const WRITES = { jsonToYaml: 'yaml', yamlToJson: 'json', yamlFormat: 'yaml' } as const;

/**
 * The output on screen becomes the next tab's input where that tab reads what it is (JSON → YAML's YAML
 * goes to YAML → JSON or to Format YAML); otherwise the input stays (YAML → JSON to Format YAML keeps the
 * YAML). Typed apart: inferred inside defineTool it is too deep for tsc.
 */
function carryOutput({ output, from, to }: { readonly output?: unknown; readonly from: string; readonly to: string }): { input?: { text: string } } {
  const wrote = WRITES[from as keyof typeof WRITES];
  const reads = READS[to as keyof typeof READS];
  return isConverted(output) && wrote !== undefined && wrote === reads ? { input: { text: output.text } } : {};
}

/**
 * JSON → YAML and YAML → JSON, as two tabs over one text. YAML is read as YAML 1.2 (the current
 * version: yes, no, on and off are text) unless the visitor picks 1.1 or the document says
 * `%YAML 1.1`; YAML is written so that 1.1 and 1.2 readers both read it the same way. Format YAML: YAML
 * → YAML, re-indented, every scalar, comment, anchor and document kept as written, errors at their place.
 */
export const manifest = defineTool({
  related: ['json-formatter', 'json-csv-converter', 'toml-converter', 'xml-formatter', 'url-encoder', 'json-to-typescript'],
  produces: WRITES,
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: ['jsonToYaml', 'yamlToJson', 'yamlFormat'], default: 'jsonToYaml' },
    yamlIndent: { type: 'string', enum: ['2', '4'], default: '2' },
    jsonIndent: { type: 'string', enum: ['2', '4', 'tab', 'minify'], default: '2' },
    yamlVersion: { type: 'string', enum: ['1.2', '1.1'], default: '1.2' },
    documents: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', yamlIndent: 'segmented', jsonIndent: 'segmented', yamlVersion: 'segmented' },
  optionTabs: { yamlIndent: ['jsonToYaml', 'yamlFormat'], jsonIndent: ['yamlToJson'], yamlVersion: ['yamlToJson'], documents: ['jsonToYaml', 'yamlToJson'] },
  onTabChange: carryOutput,
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'jsonToYaml',
      input: { text: '{"name":"Zoë","languages":["en","fr"],"address":{"city":"Zürich","zip":null},"active":true,"answer":"no","id":12345678901234567890}' },
      options: { mode: 'jsonToYaml', yamlIndent: '2', documents: false },
      output: {
        text: 'name: Zoë\nlanguages:\n  - en\n  - fr\naddress:\n  city: Zürich\n  zip: null\nactive: true\nanswer: "no"\nid: 12345678901234567890\n',
        comments: 0,
      },
    },
    {
      // Numbers digit for digit, as written: beyond 2^53, 22 decimals, a trailing zero, an exponent.
      name: 'exactNumbers',
      input: { text: '{"order":12345678901234567890,"amount":0.1000000000000000000001,"price":2.50,"tax":1E-2}' },
      options: { mode: 'jsonToYaml', yamlIndent: '2', documents: false },
      output: { text: 'order: 12345678901234567890\namount: 0.1000000000000000000001\nprice: 2.50\ntax: 1E-2\n', comments: 0 },
    },
    {
      name: 'yamlToJson',
      input: { text: '# Defaults shared by both servers\nbase: &base\n  port: 8080\n  debug: no\nservers:\n  - <<: *base\n    name: alpha\n  - <<: *base\n    name: beta\n    port: 9090\n' },
      options: { mode: 'yamlToJson', jsonIndent: '2', yamlVersion: '1.2', documents: false },
      output: {
        text: '{\n  "base": {\n    "port": 8080,\n    "debug": "no"\n  },\n  "servers": [\n    {\n      "port": 8080,\n      "debug": "no",\n      "name": "alpha"\n    },\n    {\n      "port": 9090,\n      "debug": "no",\n      "name": "beta"\n    }\n  ]\n}',
        comments: 1,
      },
    },
    {
      name: 'documents',
      input: { text: 'kind: Service\nname: web\n---\nkind: Deployment\nreplicas: 3\n' },
      options: { mode: 'yamlToJson', jsonIndent: 'minify', yamlVersion: '1.2', documents: true },
      output: { text: '[{"kind":"Service","name":"web"},{"kind":"Deployment","replicas":3}]', comments: 0 },
    },
    {
      name: 'yaml11',
      input: { text: 'enabled: yes\nmode: 0755\nanswer: no\n' },
      options: { mode: 'yamlToJson', jsonIndent: '2', yamlVersion: '1.1', documents: false },
      output: { text: '{\n  "enabled": true,\n  "mode": 493,\n  "answer": false\n}', comments: 0 },
    },
    {
      // Re-indented to 2 spaces; the comment kept, and "no", 0755 and 2.50 as written.
      name: 'formatYaml',
      input: { text: '# main server\nserver:\n    host: example.com\n    ports: [80,443]\n    debug: no\n    mode: 0755\n    price: 2.50\n' },
      options: { mode: 'yamlFormat', yamlIndent: '2' },
      output: { text: '# main server\nserver:\n  host: example.com\n  ports: [ 80, 443 ]\n  debug: no\n  mode: 0755\n  price: 2.50\n', comments: 0 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
