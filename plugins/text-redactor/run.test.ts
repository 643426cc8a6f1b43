import { describe, expect, it } from 'vitest';
import { detect, isToolError, luhnValid } from '@sdk/core';
import { manifest, type Input, type Options } from './manifest.ts';
import { maskOf, run, type RedactResult } from './run.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const LABELS: Options = { ...DEFAULTS, mask: 'label' };
const redact = (text: string, options: Partial<Options> = {}, extra: Partial<Input> = {}) => {
  const r = run({ text, words: '', pattern: '', ...extra }, { ...LABELS, ...options });
  if (isToolError(r)) throw new Error(`tool error ${r.code}`);
  return r as RedactResult;
};
const text = (t: string, options: Partial<Options> = {}, extra: Partial<Input> = {}) => redact(t, options, extra).text;

describe('card numbers', () => {
  it('masks a number that passes Luhn whole, with spaces, dashes or none', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(text('Card 4111 1111 1111 1111.')).toBe('Card [CARD].');
    expect(text('Card 4111-1111-1111-1111.')).toBe('Card [CARD].');
    expect(text('Card 4111111111111111.')).toBe('Card [CARD].');
    expect(text('Amex 3782 822463 10005 and Mastercard 5555 5555 5555 4444')).toBe('Amex [CARD] and Mastercard [CARD]');
    expect(text('Card 4111 1111 1111 1111', { mask: 'blocks' })).toBe('Card ███████████████████');
  });
  it('leaves a 16-digit number that fails Luhn alone, as a card and as anything else', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    for (const n of ['4111 1111 1111 1112', '4111-1111-1111-1112', '4111111111111112', '1234 5678 9012 3456']) {
      expect(redact(`Order ${n} shipped`).total, n).toBe(0);
    }
  });
  it('keeps a card’s three-digit security code apart from its number', () => {
    expect(text('4111 1111 1111 1111 123')).toBe('[CARD] 123');
  });
});

describe('IBANs', () => {
  it('masks IBANs whose check digits are right, in groups of four or together', () => {
    expect(text('IBAN DE89 3704 0044 0532 0130 00, thanks')).toBe('IBAN [IBAN], thanks');
    expect(text('IBAN GB82 WEST 1234 5698 7654 32.')).toBe('IBAN [IBAN].');
    expect(text('DE89370400440532013000')).toBe('[IBAN]');
    expect(text('IBAN DE89 3704 0044 0532 0130 00 Bank X', { mask: 'blocks' })).toBe('IBAN ███████████████████████████ Bank X');
  });
  it('leaves an IBAN with wrong check digits, and does not take its digits for a phone number', () => {
    expect(redact('IBAN DE88 3704 0044 0532 0130 00').found).toEqual([]);
    expect(text('IBAN DE88 3704 0044 0532 0130 00')).toBe('IBAN DE88 3704 0044 0532 0130 00');
  });
});

describe('phone numbers', () => {
  it('masks international and national forms', () => {
    expect(text('Call +49 30 1234567 or +1 (555) 123-4567.')).toBe('Call [PHONE] or [PHONE].');
    expect(text('Call +49 (0)30 1234567, 030 1234567, 06 12 34 56 78, (555) 123-4567 or 555-123-4567.')).toBe('Call [PHONE], [PHONE], [PHONE], [PHONE] or [PHONE].');
    expect(text('+441234567890')).toBe('[PHONE]');
  });
  it('does not eat dates or plain numbers', () => {
    expect(text('On 03.12.2026 and 2026-12-03 we sold 1234567 units, 12 345 678 in all, for 1.234,50 €', { date: false })).toBe('On 03.12.2026 and 2026-12-03 we sold 1234567 units, 12 345 678 in all, for 1.234,50 €');
    expect(redact('Call +49 30 1234567 on 3.12.2026.').found).toEqual([
      { kind: 'phone', count: 1 },
      { kind: 'date', count: 1 },
    ]);
    expect(text('Call +49 30 1234567 on 3.12.2026.')).toBe('Call [PHONE] on [DATE].');
  });
});

describe('overlaps', () => {
  it('reads each part of the text once: an e-mail’s digits are not also a phone', () => {
    expect(text('Mail 0301234567@example.com')).toBe('Mail [EMAIL]');
    expect(text('Mail 0301234567@example.com', { email: false })).toBe('Mail 0301234567@example.com');
    expect(redact('Mail 0301234567@example.com').found).toEqual([{ kind: 'email', count: 1 }]);
  });
  it('masks a word of yours inside an address only when the address is not masked', () => {
    expect(text('acme and ops@acme.example', {}, { words: 'acme' })).toBe('[REDACTED] and [EMAIL]');
    expect(text('acme and ops@acme.example', { email: false }, { words: 'acme' })).toBe('[REDACTED] and ops@[REDACTED].example');
  });
});

describe('IP addresses and dates', () => {
  it('masks IPv4 and IPv6, not version numbers of three parts or times', () => {
    expect(text('From 192.168.0.1, ::1, 2001:db8::8a2e:370:7334 and fe80::1 at 12:30:45 (v1.2.3)')).toBe('From [IP], [IP], [IP] and [IP] at 12:30:45 (v1.2.3)');
    expect(text('Not 256.1.1.1 nor 1.2.3')).toBe('Not 256.1.1.1 nor 1.2.3');
  });
  it('masks dates in numbers and with month names in four languages', () => {
    const dates = ['2026-12-03', '03/12/2026', '3.12.2026', '3 December 2026', 'December 3, 2026', '3 de diciembre de 2026', '3. Dezember 2026', '3 décembre 2026', '1er décembre 2026', '12-03-2026'];
    for (const d of dates) expect(text(`Due ${d}.`), d).toBe('Due [DATE].');
  });
  it('leaves days that do not exist', () => {
    expect(text('Due 31.02.2026 or 2026-13-01')).toBe('Due 31.02.2026 or 2026-13-01');
  });
});

describe('masks', () => {
  it('writes blocks as long as the value (an emoji is one), labels, [REDACTED] or the last four', () => {
    expect(maskOf('ab👍🏽c', 'custom', 'blocks')).toBe('████');
    expect(maskOf('a@b.de', 'email', 'label')).toBe('[EMAIL]');
    expect(maskOf('a@b.de', 'email', 'redacted')).toBe('[REDACTED]');
    expect(maskOf('+1 (555) 123-4567', 'phone', 'lastFour')).toBe('+• (•••) •••-4567');
    expect(maskOf('3.12.2026', 'date', 'lastFour')).toBe('•.••.••••');
  });
});

describe('your words and pattern', () => {
  it('masks whole words, ignoring case unless asked', () => {
    expect(text('Jane, JANE and Janet', {}, { words: 'jane' })).toBe('[REDACTED], [REDACTED] and Janet');
    expect(text('Jane, JANE and Janet', { matchCase: true }, { words: 'Jane' })).toBe('[REDACTED], JANE and Janet');
    expect(text('C++ (a.b) and a+b', {}, { words: 'a.b\n(a.b)\nC++' })).toBe('[REDACTED] [REDACTED] and a+b');
  });
  it('masks a regular expression’s matches, and skips empty matches', () => {
    expect(text('REF-2041 and ref-1', {}, { pattern: 'REF-\\d+' })).toBe('[REDACTED] and [REDACTED]');
    expect(text('abc', { email: false }, { pattern: 'x*' })).toBe('abc');
  });
  it('says what is wrong with a pattern, at its field', () => {
    expect(run({ text: 'x', words: '', pattern: '(x' }, LABELS)).toEqual({ kind: 'tool-error', code: 'regex.unterminatedGroup', params: { field: 'pattern' } });
    expect(run({ text: 'x', words: '', pattern: '[' }, LABELS)).toMatchObject({ code: 'regex.unterminatedClass' });
  });
});

describe('refusals and large input', () => {
  it('asks for text, and for something to find', () => {
    expect(run({ text: ' \n', words: '', pattern: '' }, LABELS)).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    const none = { ...LABELS, email: false, phone: false, card: false, iban: false, ip: false, date: false };
    expect(run({ text: 'x', words: '', pattern: '' }, none)).toEqual({ kind: 'tool-error', code: 'nothingToFind' });
    expect(run({ text: 'x y', words: 'y', pattern: '' }, none)).toMatchObject({ text: 'x [REDACTED]' });
  });
  it('redacts a few megabytes in well under the worker’s limit', () => {
    const line = 'Mail jane.doe@example.com, call +49 30 1234567, card 4111 1111 1111 1111, on 3 December 2026 from 10.0.0.1. Plain words and numbers 12345 follow.\n';
    const big = line.repeat(Math.ceil(3_000_000 / line.length));
    const started = performance.now();
    const r = redact(big);
    expect(performance.now() - started).toBeLessThan(8000);
    expect(r.total).toBe((big.length / line.length) * 5);
  });
  it('detects the same matches through the SDK as the redactor masks', () => {
    expect(detect('Card 4111 1111 1111 1111', ['card', 'phone']).map((d) => d.kind)).toEqual(['card']);
  });
});
