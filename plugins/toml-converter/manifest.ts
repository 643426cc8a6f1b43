import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['tomlToJson', 'jsonToToml', 'tomlToYaml', 'yamlToToml'] as const;
export type Mode = (typeof MODES)[number];
/** What each tab reads and writes. */
export const FORMATS: Readonly<Record<Mode, readonly ['toml' | 'json' | 'yaml', 'toml' | 'json' | 'yaml']>> = {
  tomlToJson: ['toml', 'json'],
  jsonToToml: ['json', 'toml'],
  tomlToYaml: ['toml', 'yaml'],
  yamlToToml: ['yaml', 'toml'],
};

/** run()'s result (a ToolError has no text). */
function isConverted(output: unknown): output is { readonly text: string } {
  return typeof output === 'object' && output !== null && typeof (output as { text?: unknown }).text === 'string';
}

/**
 * A tab that reads what the other wrote (TOML → JSON, then JSON → TOML) takes the output on screen as its
 * input; a tab that reads the same format keeps the input (typed apart: inferred inside defineTool it is too deep for tsc).
 */
function carryOutput({ output, from, to }: { readonly output?: unknown; readonly from: string; readonly to: string }): { input?: { text: string } } {
  const wrote = FORMATS[from as Mode]?.[1];
  const reads = FORMATS[to as Mode]?.[0];
  return wrote !== undefined && wrote === reads && isConverted(output) ? { input: { text: output.text } } : {};
}

/**
 * TOML ↔ JSON and TOML ↔ YAML as four tabs over one text (smol-toml, TOML 1.0; the yaml library, YAML 1.2).
 * Dates stay dates where the other format has them (YAML timestamps) and become RFC 3339 text in JSON,
 * read back as TOML dates; integers keep every digit (TOML's are 64-bit).
 */
export const manifest = defineTool({
  related: ['json-yaml-converter', 'json-formatter', 'json-csv-converter', 'xml-formatter', 'json-to-typescript'],
  produces: { tomlToJson: 'json', jsonToToml: 'text', tomlToYaml: 'yaml', yamlToToml: 'text' },
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'tomlToJson' },
    jsonIndent: { type: 'string', enum: ['2', '4', 'tab', 'minify'], default: '2' },
    dates: { type: 'boolean', default: true },
  },
  ui: { mode: 'tabs', jsonIndent: 'segmented' },
  optionTabs: { jsonIndent: ['tomlToJson'], dates: ['jsonToToml', 'yamlToToml'] },
  onTabChange: carryOutput,
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'tomlToJson',
      input: {
        text: '# A Cargo-style manifest\n[package]\nname = "toolbench"\nversion = "1.2.0"\nreleased = 2024-05-27T07:32:00-08:00\nid = 9223372036854775807\n\n[dependencies]\nserde = { version = "1.0", features = ["derive"] }\n\n[[bin]]\nname = "cli"\npath = "src/main.rs"\n',
      },
      options: { mode: 'tomlToJson', jsonIndent: '2' },
      output: {
        text: '{\n  "package": {\n    "name": "toolbench",\n    "version": "1.2.0",\n    "released": "2024-05-27T07:32:00-08:00",\n    "id": 9223372036854775807\n  },\n  "dependencies": {\n    "serde": {\n      "version": "1.0",\n      "features": [\n        "derive"\n      ]\n    }\n  },\n  "bin": [\n    {\n      "name": "cli",\n      "path": "src/main.rs"\n    }\n  ]\n}',
        dates: 1,
        bigIntegers: 1,
        nulls: 0,
      },
    },
    {
      name: 'jsonToToml',
      input: { text: '{"title":"Example","owner":{"name":"Zoë","dob":"1979-05-27T07:32:00-08:00"},"database":{"ports":[8000,8001],"limit":1.0,"enabled":true,"backup":null},"servers":[{"ip":"10.0.0.1"},{"ip":"10.0.0.2"}]}' },
      options: { mode: 'jsonToToml', dates: true },
      output: {
        text: 'title = "Example"\n\n[owner]\nname = "Zoë"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nports = [ 8000, 8001 ]\nlimit = 1.0\nenabled = true\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n',
        dates: 1,
        bigIntegers: 0,
        nulls: 1,
      },
    },
    {
      name: 'tomlToYaml',
      input: { text: 'title = "TOML"\nday = 2024-01-15\nat = 07:30:00\nsizes = [1, 2.5, inf]\n\n[owner]\n"full name" = "Tom"\n' },
      options: { mode: 'tomlToYaml' },
      output: { text: 'title: TOML\nday: 2024-01-15\nat: "07:30:00"\nsizes:\n  - 1\n  - 2.5\n  - .inf\nowner:\n  full name: Tom\n', dates: 2, bigIntegers: 0, nulls: 0 },
    },
    {
      name: 'yamlToToml',
      input: { text: 'server:\n  host: example.com\n  ports: [80, 443]\n  started: 2024-03-01\nusers:\n  - name: ana\n    admin: true\n  - name: ben\n    admin: false\n' },
      options: { mode: 'yamlToToml', dates: true },
      output: { text: '[server]\nhost = "example.com"\nports = [ 80, 443 ]\nstarted = 2024-03-01\n\n[[users]]\nname = "ana"\nadmin = true\n\n[[users]]\nname = "ben"\nadmin = false\n', dates: 1, bigIntegers: 0, nulls: 0 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
