import { defineTool, type InputOf } from '@sdk/core';

/**
 * One field: a user agent to read. Left empty, the page reads this browser's own (after hydration,
 * never in the prerendered page) and adds the User-Agent Client Hints this browser offers; a pasted
 * user agent is read on its own (Client Hints belong to the browser at hand, not to a string).
 */
export const manifest = defineTool({
  related: ['browser-information', 'ip-address-lookup', 'regex-tester', 'url-decoder', 'http-status-and-mime'],
  fields: {
    userAgent: { kind: 'line', default: '', mono: true, wide: true, maxLength: 2000, remember: false },
  },
  downloads: ['txt', 'json'],
  examples: [
    { name: 'chromeAndroid', input: { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36" }, output: {"userAgent":"Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36","client":null,"browser":{"name":"Chrome","version":"124.0.6367.82"},"engine":{"name":"Blink","version":"124.0.6367.82"},"os":{"name":"Android","version":"14"},"device":{"type":"mobile","vendor":null,"model":"Pixel 8 Pro"},"cpu":{"architecture":null}} },
    { name: 'samsung', input: { userAgent: "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36" }, output: {"userAgent":"Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36","client":null,"browser":{"name":"Samsung Internet","version":"24.0"},"engine":{"name":"Blink","version":"117.0.0.0"},"os":{"name":"Android","version":"13"},"device":{"type":"mobile","vendor":"Samsung","model":"SM-S918B"},"cpu":{"architecture":null}} },
    { name: 'edgeWindows', input: { userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51" }, output: {"userAgent":"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51","client":null,"browser":{"name":"Edge","version":"124.0.2478.51"},"engine":{"name":"Blink","version":"124.0.0.0"},"os":{"name":"Windows","version":"10"},"device":{"type":null,"vendor":null,"model":null},"cpu":{"architecture":"amd64"}} },
    { name: 'googlebot', input: { userAgent: "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, output: {"userAgent":"Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)","client":{"kind":"bot","name":"Googlebot","version":"2.1"},"browser":{"name":"Chrome","version":"124.0.6367.118"},"engine":{"name":"Blink","version":"124.0.6367.118"},"os":{"name":"Android","version":"6.0.1"},"device":{"type":"mobile","vendor":"LG","model":"Nexus 5"},"cpu":{"architecture":null}} },
  ],
});

export type Input = InputOf<typeof manifest>;
