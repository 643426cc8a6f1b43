import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import runtimeWasm from 'web-tree-sitter/tree-sitter.wasm?big';
import bashWasm from 'curlconverter/dist/tree-sitter-bash.wasm?big';
import { EXAMPLE_OUTPUTS } from './examples.ts';

/** tree-sitter's runtime in WebAssembly (web-tree-sitter), 191 kB. */
export const runtime = runtimeWasm;
/** The Bash grammar curlconverter ships, compiled to WebAssembly, 1.4 MB: downloaded on the first run, then kept. */
export const grammar = bashWasm;

export const LANGUAGES = ['python', 'javascript', 'node', 'go', 'php', 'java', 'csharp', 'rust', 'ruby', 'powershell', 'wget', 'httpie'] as const;
export type Language = (typeof LANGUAGES)[number];

const POST_JSON = `curl -X POST 'https://api.example.com/v1/orders' \\
  -H 'Authorization: Bearer abc123' \\
  -H 'Content-Type: application/json' \\
  --data-raw '{"item":"tea","quantity":2}'`;

const FORM = `curl https://example.com/upload -F 'title=Holiday photo' -F 'file=@photo.jpg' -u ada:s3cret`;

const BROWSER = `curl 'https://example.com/search?q=curl&page=2' \\
  -H 'Accept: text/html' \\
  -H 'Cookie: session=xyz; theme=dark' \\
  --compressed -L --max-time 10`;

/** Options curlconverter cannot carry over: each comes back as a note. */
const UNSUPPORTED = `curl --proxy-anyauth --limit-rate 100k -k https://example.com/file.zip -o file.zip`;

/**
 * A cURL command as code: Python (requests), JavaScript and Node (fetch), Go, PHP, Java, C#, Rust, Ruby,
 * PowerShell, Wget and HTTPie, by curlconverter. The command is read as Bash reads it, by tree-sitter-bash in
 * WebAssembly (from the site, in the tool's worker); every option a language cannot carry over is listed.
 */
export const manifest = defineTool({
  related: ['http-headers-checker', 'json-formatter', 'url-parser', 'url-encoder', 'string-escaper'],
  fields: { text: { kind: 'text', mono: true, rows: 8 } },
  options: {
    language: { type: 'string', enum: LANGUAGES, default: 'python' },
  },
  ui: { language: 'select' },
  worker: true,
  bigAssets: [runtimeWasm, bashWasm],
  downloads: ['txt'],
  examples: [
    { name: 'postJson', input: { text: POST_JSON }, options: { language: 'python' }, output: EXAMPLE_OUTPUTS.postJson },
    { name: 'postJsonGo', input: { text: POST_JSON }, options: { language: 'go' }, output: EXAMPLE_OUTPUTS.postJsonGo },
    { name: 'formNode', input: { text: FORM }, options: { language: 'node' }, output: EXAMPLE_OUTPUTS.formNode },
    { name: 'browserJs', input: { text: BROWSER }, options: { language: 'javascript' }, output: EXAMPLE_OUTPUTS.browserJs },
    { name: 'browserPhp', input: { text: BROWSER }, options: { language: 'php' }, output: EXAMPLE_OUTPUTS.browserPhp },
    { name: 'unsupported', input: { text: UNSUPPORTED }, options: { language: 'python' }, output: EXAMPLE_OUTPUTS.unsupported },
    { name: 'formPowershell', input: { text: FORM }, options: { language: 'powershell' }, output: EXAMPLE_OUTPUTS.formPowershell },
    { name: 'postJsonHttpie', input: { text: POST_JSON }, options: { language: 'httpie' }, output: EXAMPLE_OUTPUTS.postJsonHttpie },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
