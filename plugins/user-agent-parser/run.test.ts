import { describe, expect, it } from 'vitest';
import { clientOf, run, type UaResult } from './run.ts';

const parse = (userAgent: string) => run({ userAgent }) as UaResult;

/** Real user agents, as browsers, crawlers and tools send them. */
const CASES: [string, string, Partial<Record<'browser' | 'engine' | 'os' | 'type' | 'vendor' | 'model' | 'cpu' | 'client', string | null>>][] = [
  [
    'Chrome on Android (Pixel)',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    { browser: 'Chrome 124.0.6367.82', engine: 'Blink 124.0.6367.82', os: 'Android 14', type: 'mobile', vendor: null, model: 'Pixel 8 Pro', client: null },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    { browser: 'Mobile Safari 17.4.1', engine: 'WebKit 605.1.15', os: 'iOS 17.4.1', type: 'mobile', vendor: 'Apple', model: 'iPhone' },
  ],
  [
    'Safari on iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { os: 'iOS 16.6', type: 'tablet', vendor: 'Apple', model: 'iPad' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    { browser: 'Firefox 125.0', engine: 'Gecko 125.0', os: 'Windows 10', type: null, vendor: null, cpu: 'amd64' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    { browser: 'Edge 124.0.2478.51', engine: 'Blink 124.0.0.0', os: 'Windows 10', cpu: 'amd64' },
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet 24.0', os: 'Android 13', type: 'mobile', vendor: 'Samsung', model: 'SM-S918B' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    { browser: 'Safari 17.4.1', os: 'Mac OS 10.15.7', vendor: 'Apple', model: 'Macintosh', type: null },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    { browser: 'Opera 110.0.0.0', engine: 'Blink 124.0.0.0' },
  ],
  ['Firefox on 64-bit ARM Linux', 'Mozilla/5.0 (X11; Linux aarch64; rv:125.0) Gecko/20100101 Firefox/125.0', { browser: 'Firefox 125.0', cpu: 'arm64' }],
  [
    'Samsung smart TV',
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
    { os: 'Tizen 6.0', type: 'smarttv', vendor: 'Samsung' },
  ],
  ['Googlebot (desktop)', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', { client: 'bot Googlebot 2.1', browser: null, os: null, type: null }],
  [
    'Googlebot Smartphone',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    { client: 'bot Googlebot 2.1', browser: 'Chrome 124.0.6367.118', os: 'Android 6.0.1', type: 'mobile' },
  ],
  ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', { client: 'bot Bingbot 2.0' }],
  ['curl', 'curl/8.4.0', { client: 'cli curl 8.4.0', browser: null, engine: null, os: null, type: null, cpu: null }],
  ['Wget', 'Wget/1.21.4', { client: 'cli Wget 1.21.4' }],
  ['Python Requests', 'python-requests/2.31.0', { client: 'cli Python Requests 2.31.0' }],
];

const nv = (o: { name: string | null; version: string | null }) => (o.name === null ? null : [o.name, o.version].filter(Boolean).join(' '));

describe('user-agent-parser', () => {
  for (const [name, ua, expected] of CASES) {
    it(`reads ${name}`, () => {
      const r = parse(ua);
      const got = {
        browser: nv(r.browser),
        engine: nv(r.engine),
        os: nv(r.os),
        type: r.device.type,
        vendor: r.device.vendor,
        model: r.device.model,
        cpu: r.cpu.architecture,
        client: r.client ? `${r.client.kind} ${r.client.name}${r.client.version ? ` ${r.client.version}` : ''}` : null,
      };
      expect(got).toMatchObject(expected);
      expect(r.userAgent).toBe(ua);
    });
  }

  it('trims the text and refuses an empty or over-long one', () => {
    expect(parse('  curl/8.4.0\n').userAgent).toBe('curl/8.4.0');
    expect(run({ userAgent: '' })).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(run({ userAgent: '   ' })).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(run({ userAgent: 'M'.repeat(2001) })).toEqual({ kind: 'tool-error', code: 'tooLong', params: { max: 2000 } });
  });

  it('junk gives nothing stated, never a guess or a crash', () => {
    for (const junk of ['hello world', '<script>alert(1)</script>', '🙂🙂🙂', 'Mozilla/5.0', '((((;;;))))']) {
      const r = parse(junk);
      expect(r.client).toBeNull();
      expect(r.browser.name).toBeNull();
      expect(r.os.name).toBeNull();
      expect(r.device).toEqual({ type: null, vendor: null, model: null });
    }
  });

  it('names a client only at the start for tools, anywhere for crawlers', () => {
    expect(clientOf('Mozilla/5.0 mentions curl/8.0 in passing')).toBeNull();
    expect(clientOf('Mozilla/5.0 AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)')).toEqual({ kind: 'bot', name: 'Applebot', version: '0.1' });
  });
});
