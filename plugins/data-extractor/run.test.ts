import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { run, type Extracted } from './run.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const extract = (text: string, options: Partial<Options> = {}) => {
  const r = run({ text }, { ...DEFAULTS, ...options });
  if (isToolError(r)) throw new Error(`tool error ${r.code}`);
  return r as Extracted;
};
const values = (r: Extracted, kind: string) => r.groups.find((g) => g.kind === kind)?.items.map((i) => i.value) ?? [];

describe('what is found', () => {
  it('finds e-mail addresses, URLs without the sentence’s full stop, and a bracketed URL without its bracket', () => {
    const r = extract('Write to a.b+c@mail.example.co.uk. See https://example.com/a_(b) and (https://example.com/x?q=1&r=2), or www.example.org.');
    expect(values(r, 'email')).toEqual(['a.b+c@mail.example.co.uk']);
    expect(values(r, 'url')).toEqual(['https://example.com/a_(b)', 'https://example.com/x?q=1&r=2', 'www.example.org']);
  });
  it('does not take card numbers, IBANs, plain numbers or dates for phone numbers', () => {
    const r = extract('Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, 1234567, on 03.12.2026, call +1 (555) 123-4567');
    expect(values(r, 'phone')).toEqual(['+1 (555) 123-4567']);
    expect(values(r, 'date')).toEqual(['03.12.2026']);
  });
  it('does not take the digits of an e-mail address for a phone number, nor its @ for a mention', () => {
    const r = extract('0301234567@example.com');
    expect(r.groups.map((g) => g.kind)).toEqual(['email']);
  });
  it('finds hashtags in any script but not #1 or HTML entities, and mentions', () => {
    const r = extract('#café #日本 #1 &#39; @ana_b, mail@x.de');
    expect(values(r, 'hashtag')).toEqual(['#café', '#日本']);
    expect(values(r, 'mention')).toEqual(['@ana_b']);
  });
  it('finds dates with month names in four languages', () => {
    const r = extract('3 December 2026; 3 de diciembre de 2026; 3. Dezember 2026; 3 décembre 2026; 1er janvier 2027; March 5th, 2026');
    expect(values(r, 'date')).toEqual(['3 December 2026', '3 de diciembre de 2026', '3. Dezember 2026', '3 décembre 2026', '1er janvier 2027', 'March 5th, 2026']);
  });
});

describe('duplicates and order', () => {
  const text = 'b@x.de A@x.de a@x.de c@x.de a@X.de b@x.de a@x.de';
  it('keeps each value once with its count (an address in other capitals is the same), in the order found', () => {
    expect(extract(text).groups[0]!.items).toEqual([
      { value: 'b@x.de', count: 2 },
      { value: 'A@x.de', count: 4 },
      { value: 'c@x.de', count: 1 },
    ]);
  });
  it('sorts alphabetically or by count, ties in the order found', () => {
    expect(extract(text, { sort: 'alphabetical' }).groups[0]!.items.map((i) => i.value)).toEqual(['A@x.de', 'b@x.de', 'c@x.de']);
    expect(extract(text, { sort: 'count' }).groups[0]!.items.map((i) => i.count)).toEqual([4, 2, 1]);
  });
  it('lists every occurrence when duplicates are kept', () => {
    const r = extract(text, { dedupe: false });
    expect(r.groups[0]!.items).toHaveLength(7);
    expect(r.total).toBe(7);
    expect(extract(text, { dedupe: false, sort: 'count' }).groups[0]!.items.slice(0, 4).map((i) => i.value)).toEqual(['A@x.de', 'a@x.de', 'a@X.de', 'a@x.de']);
  });
  it('counts a phone number spaced another way once', () => {
    expect(extract('+49 30 1234567 and +49 (30) 1234567 and +4930 1234567').groups[0]!.items).toEqual([{ value: '+49 30 1234567', count: 3 }]);
  });
});

describe('input', () => {
  it('refuses empty input and no kind chosen, with translated messages', () => {
    expect(run({ text: '  \n' }, DEFAULTS)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    const none = { ...DEFAULTS, email: false, url: false, phone: false, ip: false, date: false, hashtag: false, mention: false };
    expect(run({ text: 'a@b.de' }, none)).toEqual({ kind: 'tool-error', code: 'nothingToFind' });
  });
  it('says nothing was found with an empty list, not an error', () => {
    expect(extract('Just words.')).toEqual({ total: 0, groups: [] });
  });
  it('reads a few megabytes quickly', () => {
    const line = 'From ana@example.com (10.0.0.1) at 2026-12-03: see https://example.com/p?id=1 #news @ana, call 030 1234567. Plain 12345.\n';
    const big = line.repeat(Math.ceil(3_000_000 / line.length));
    const started = performance.now();
    const r = extract(big);
    expect(performance.now() - started).toBeLessThan(8000);
    expect(r.total).toBe((big.length / line.length) * 7);
    expect(r.groups.every((g) => g.items.length === 1)).toBe(true);
  });
});
