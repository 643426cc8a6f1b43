import { defineTool, type InputOf } from '@sdk/core';

export const MAX_UA_LENGTH = 2000;

/**
 * One field: a user agent to read. Left empty, the page reads this browser's own (after hydration);
 * the rest of the page (screen, languages, storage, graphics, media formats) is always this browser's,
 * read by Panel.tsx and written by the pure browserBlocks() in view.ts.
 */
export const manifest = defineTool({
  related: ['user-agent-parser', 'ip-address-lookup', 'mac-address-lookup', 'time-zone-converter', 'device-tester'],
  fields: {
    userAgent: { kind: 'line', default: '', mono: true, wide: true, maxLength: MAX_UA_LENGTH, remember: false },
  },
  downloads: ['txt', 'json'],
  examples: [
    { name: 'chromeWindows', input: { userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" }, output: {"userAgent":"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36","browser":{"name":"Chrome","version":"131.0.0.0"},"engine":{"name":"Blink","version":null},"os":{"name":"Windows","version":"10"},"device":"desktop","vendor":null,"model":null,"frozen":["windows"]} },
    { name: 'iphone', input: { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" }, output: {"userAgent":"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1","browser":{"name":"Safari","version":"17.5"},"engine":{"name":"WebKit","version":"605.1.15"},"os":{"name":"iOS","version":"17.5"},"device":"mobile","vendor":"Apple","model":"iPhone","frozen":[]} },
    { name: 'firefoxMac', input: { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0" }, output: {"userAgent":"Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0","browser":{"name":"Firefox","version":"133.0"},"engine":{"name":"Gecko","version":"133.0"},"os":{"name":"macOS","version":"10.15"},"device":"desktop","vendor":"Apple","model":null,"frozen":["macos"]} },
    { name: 'androidReduced', input: { userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" }, output: {"userAgent":"Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36","browser":{"name":"Chrome","version":"131.0.0.0"},"engine":{"name":"Blink","version":null},"os":{"name":"Android","version":"10"},"device":"mobile","vendor":null,"model":null,"frozen":["android"]} },
  ],
});

export type Input = InputOf<typeof manifest>;
