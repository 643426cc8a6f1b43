import { describe, expect, it } from 'vitest';
import { run, parseUserAgent } from './run.ts';

describe('user agents read', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Microsoft Edge', 'Blink', 'Windows', 'desktop'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Gecko', 'Windows', 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Blink', 'Linux', 'desktop'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'WebKit', 'iOS', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet for Android', 'Blink', 'Android', 'mobile'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot', null, null, 'bot'],
  ])('%s', (ua, browser, engine, os, device) => {
    const r = parseUserAgent(ua);
    expect(r.browser?.name).toBe(browser);
    expect(r.engine?.name ?? null).toBe(engine);
    expect(r.os?.name ?? null).toBe(os);
    expect(r.device).toBe(device);
  });
  it('gives Firefox’s engine version from rv:, not the frozen Gecko date', () => {
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').engine).toEqual({ name: 'Gecko', version: '128.0' });
  });
  it('names the values browsers freeze', () => {
    expect(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36').frozen).toEqual(['windows']);
    expect(parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15').frozen).toEqual(['macos']);
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36').frozen).toEqual(['android']);
    expect(parseUserAgent('Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36')).toMatchObject({ frozen: [], os: { name: 'Windows', version: '7' } });
  });
  it('reads anything that is text, even nonsense, without failing', () => {
    expect(run({ userAgent: 'curl/8.5.0' })).toMatchObject({ userAgent: 'curl/8.5.0', device: 'unknown' });
    expect(run({ userAgent: '<script>alert(1)</script>' })).toMatchObject({ userAgent: '<script>alert(1)</script>' });
  });
  it('refuses what is no user agent, at the field', () => {
    expect(run({ userAgent: '  ' })).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'userAgent' } });
    expect(run({ userAgent: 'a'.repeat(2001) })).toEqual({ kind: 'tool-error', code: 'tooLong', params: { max: 2000, field: 'userAgent' } });
    expect(run({ userAgent: 'Mozilla/5.0\nX' })).toEqual({ kind: 'tool-error', code: 'controlCharacter', params: { field: 'userAgent' } });
  });
});
