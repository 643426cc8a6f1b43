import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { EXAMPLE_OUTPUTS } from './examples.ts';

export const MODES = ['parse', 'build'] as const;

/** run()'s parse result as the Build tab needs it (typed apart: inferred inside defineTool it is too deep for tsc). */
interface Parsed {
  readonly mode: 'parse';
  readonly scheme: string;
  readonly hostUnicode: string;
  readonly port: string;
  readonly pathname: string;
  readonly query: readonly (readonly [string, string])[];
  readonly fragmentDecoded: string;
}
interface Built {
  readonly mode: 'build';
  readonly url: string;
}
type Carried = { input?: { url?: string; scheme?: string; host?: string; port?: number | null; path?: string; query?: string; fragment?: string } };

/** Parse → Build fills the parts from the URL on screen; Build → Parse takes the URL built. */
function carry({ output, to }: { readonly output?: unknown; readonly to: string }): Carried {
  const o = output as Parsed | Built | undefined;
  if (typeof o !== 'object' || o === null) return {};
  if (to === 'build' && o.mode === 'parse') {
    return {
      input: {
        scheme: o.scheme,
        host: o.hostUnicode,
        port: o.port === '' ? null : Number(o.port),
        path: o.pathname,
        query: o.query.map(([name, value]) => `${name}=${value}`).join('\n'),
        fragment: o.fragmentDecoded,
      },
    };
  }
  if (to === 'parse' && o.mode === 'build') return { input: { url: o.url } };
  return {};
}

/**
 * Parse: a URL read by the WHATWG URL parser (the browser's own `URL`), split into its parts, each shown
 * as written and decoded, with what the parser changed from what was typed said in words. Build: the parts
 * typed one by one, the URL put together and encoded by the same parser.
 */
export const manifest = defineTool({
  related: ['url-decoder', 'url-encoder', 'slug-generator', 'qr-code-generator', 'user-agent-parser', 'http-status-and-mime'],
  produces: 'url',
  fields: {
    url: { kind: 'line', mono: true, wide: true, inputMode: 'url', maxLength: 16000, tabs: ['parse'] },
    scheme: { kind: 'line', mono: true, default: 'https', maxLength: 40, tabs: ['build'] },
    host: { kind: 'line', mono: true, maxLength: 300, tabs: ['build'] },
    port: { kind: 'integer', min: 0, max: 65535, optional: true, tabs: ['build'] },
    path: { kind: 'line', mono: true, wide: true, maxLength: 8000, tabs: ['build'] },
    query: { kind: 'text', mono: true, rows: 4, tabs: ['build'] },
    fragment: { kind: 'line', mono: true, wide: true, maxLength: 2000, tabs: ['build'] },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'parse' },
  },
  ui: { mode: 'tabs' },
  onTabChange: carry,
  downloads: ['txt', 'json'],
  examples: [
    {
      name: 'everything',
      input: { url: 'HTTPS://ana:s3cret@Bücher.Example:443/docs/./guide/../api v2/?q=caf%C3%A9+au+lait&tag=a&tag=b#Part 2' },
      options: { mode: 'parse' },
      output: EXAMPLE_OUTPUTS.everything,
    },
    {
      name: 'search',
      input: { url: 'https://www.example.com/search?q=%E2%82%AC+price&lang=es&page=2' },
      options: { mode: 'parse' },
      output: EXAMPLE_OUTPUTS.search,
    },
    {
      name: 'ipv6',
      input: { url: 'http://[2001:DB8:0:0::1]:8080/status' },
      options: { mode: 'parse' },
      output: EXAMPLE_OUTPUTS.ipv6,
    },
    {
      name: 'build',
      input: { scheme: 'https', host: 'münchen.example', port: 8443, path: '/städte/übersicht', query: 'q=Straße & Platz\nsort=name\nsort=date', fragment: 'Teil 1' },
      options: { mode: 'build' },
      output: EXAMPLE_OUTPUTS.build,
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
