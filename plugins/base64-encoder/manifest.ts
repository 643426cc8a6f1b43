import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['encode', 'decode', 'basicAuth', 'basicAuthRead'] as const;

/**
 * Text, or a file, in; Base64 out (or back). Encode and Decode are tabs: a file can be chosen on the
 * Encode tab only, and when one is chosen its bytes are encoded instead of the text. The file is read
 * in the browser and never leaves it; decoding always gives text. Basic auth: a username and a password
 * in, the HTTP Authorization header out (RFC 7617, UTF-8); Read Basic auth: such a header back into its
 * username and password. Moving between the two carries the header or the credentials across.
 */
export const manifest = defineTool({
  related: ['url-encoder', 'utf8-encoder-decoder', 'json-formatter', 'base-encoder', 'image-to-base64'],
  produces: { encode: 'base64', decode: 'text', basicAuth: 'text', basicAuthRead: 'text' },
  fields: {
    text: { kind: 'text', tabs: ['encode', 'decode', 'basicAuthRead'] },
    file: { kind: 'file', read: 'bytes', tabs: ['encode'], optional: true },
    username: { kind: 'line', tabs: ['basicAuth'], mono: true, wide: true },
    password: { kind: 'line', tabs: ['basicAuth'], mono: true, wide: true, secret: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'encode' },
    urlSafe: { type: 'boolean', default: false },
    lineBreaks: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs' },
  optionTabs: { urlSafe: ['encode', 'decode'], lineBreaks: ['encode', 'decode'] },
  onTabChange: carryCredentials,
  downloads: ['txt'],
  worker: true,
  examples: [
    { name: 'encode', input: { text: 'Hello, World!' }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'SGVsbG8sIFdvcmxkIQ==' },
    { name: 'decode', input: { text: 'QmFzZTY0IGlzIG5vdCBlbmNyeXB0aW9uLg==' }, options: { mode: 'decode' }, output: 'Base64 is not encryption.' },
    { name: 'unicode', input: { text: '¡Hola, 世界! 👋' }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: 'wqFIb2xhLCDkuJbnlYwhIPCfkYs=' },
    {
      name: 'urlSafe',
      input: { text: 'https://example.com/search?q=café&page=2' },
      options: { mode: 'encode', urlSafe: true, lineBreaks: false },
      output: 'aHR0cHM6Ly9leGFtcGxlLmNvbS9zZWFyY2g_cT1jYWbDqSZwYWdlPTI',
    },
    // RFC 7617 §2's own example.
    { name: 'basicAuth', input: { username: 'Aladdin', password: 'open sesame' }, options: { mode: 'basicAuth' }, output: { header: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', token: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==' } },
    // RFC 7617 §2.1's UTF-8 example (user "test", password "123£").
    { name: 'basicAuthRead', input: { text: 'Authorization: Basic dGVzdDoxMjPCow==' }, options: { mode: 'basicAuthRead' }, output: { username: 'test', password: '123£' } },
    // A 2 × 2 PNG (84 bytes, written by fast-png): its Base64 is the sample itself.
    { name: 'file', input: { file: { name: 'pixels.png', type: 'image/png', base64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC' } }, options: { mode: 'encode', urlSafe: false, lineBreaks: false }, output: { base64: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC', name: 'pixels.png', size: 84 } },
  ],
});

/** Basic auth ↔ Read Basic auth: the header made becomes the one read, the credentials read become the ones to encode. */
function carryCredentials({ output, to }: { readonly output?: unknown; readonly to: string }): { input?: Record<string, string> } {
  const shown = output as { header?: unknown; username?: unknown; password?: unknown } | undefined;
  if (to === 'basicAuthRead' && typeof shown?.header === 'string') return { input: { text: shown.header } };
  if (to === 'basicAuth' && typeof shown?.username === 'string' && typeof shown.password === 'string') return { input: { username: shown.username, password: shown.password } };
  return {};
}

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;
