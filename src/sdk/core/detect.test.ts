import { describe, expect, it } from 'vitest';
import { DETECT_KINDS, detect, detectedKey } from './detect.ts';
import { ibanCheckDigits, ibanLength, ibanMod97, ibanValid, luhnCheckDigit, luhnValid } from './checksums.ts';

const found = (text: string) => detect(text, DETECT_KINDS).map((d) => [d.kind, d.value]);

describe('checksums', () => {
  it('checks Luhn and IBANs (ISO 13616 MOD 97-10)', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(ibanLength('DE')).toBe(22);
    expect(ibanLength('XX')).toBeNull();
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('DE88370400440532013000')).toBe(false);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    // Right remainder, but the registry's structure wants letters where these are digits.
    expect(ibanValid('GB821234')).toBe(false);
  });
});

describe('detect', () => {
  it('never reports overlapping matches: leftmost, then longest, then the kind listed first', () => {
    expect(found('03.12.2026')).toEqual([['date', '03.12.2026']]);
    expect(found('ops0301234567@example.com')).toEqual([['email', 'ops0301234567@example.com']]);
    expect(found('https://example.com/#top @home')).toEqual([['url', 'https://example.com/#top'], ['mention', '@home']]);
  });
  it('reads IPv6 addresses the SDK parses, not times or MAC addresses', () => {
    expect(found('::1 fe80::1%eth0 ::ffff:192.0.2.1 12:30:45 00:1A:2B:3C:4D:5E')).toEqual([['ip', '::1'], ['ip', 'fe80::1'], ['ip', '::ffff:192.0.2.1']]);
  });
  it('keeps a URL’s closing bracket only when the URL opened it', () => {
    expect(found('(see https://en.wikipedia.org/wiki/Luhn_(algorithm)).')).toEqual([['url', 'https://en.wikipedia.org/wiki/Luhn_(algorithm)']]);
  });
  it('keys the same value written another way alike', () => {
    expect(detectedKey('phone', '+1 (555) 123-4567')).toBe(detectedKey('phone', '+1 555 123 4567'));
    expect(detectedKey('email', 'A@B.de')).toBe('a@b.de');
    expect(detectedKey('iban', 'DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
  it('stays fast on text made to make patterns backtrack', () => {
    const hostile = ['+1 '.repeat(50_000), '0'.repeat(200_000), 'a.'.repeat(100_000) + '@', '1:'.repeat(100_000), 'DE00 '.repeat(50_000), '#'.repeat(100_000), '1.1.'.repeat(50_000)].join(' ');
    const started = performance.now();
    detect(hostile, DETECT_KINDS);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
