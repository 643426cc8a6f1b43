import { describe, expect, it } from 'vitest';
import { copyText, csvRows, displayText, errorParams, formatNumber, formatRelative, type DisplayContext } from './displayText.ts';
import { language, num } from '../core/result.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25, 12);

describe('relative times', () => {
  it('use the largest unit that fits', () => {
    expect(formatRelative(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelative(now + 273 * DAY, now, 'en')).toBe('in 9 months');
  });

  it('count days when asked, as a certificate expiry reads', () => {
    expect(formatRelative(now + 273 * DAY, now, 'en', 'day')).toBe('in 273 days');
    expect(formatRelative(now - 40 * DAY, now, 'de', 'day')).toBe('vor 40 Tagen');
    expect(formatRelative(now + 2 * DAY, now, 'fr', 'day')).toBe('après-demain');
  });
});

describe('languages', () => {
  const ctx = (lang: string): DisplayContext => ({ lang, t: (key) => key });
  it('are named in the page language from their code, the code itself where the engine knows no name', () => {
    expect(displayText(language('fr'), ctx('de'))).toBe('Französisch');
    expect(displayText(language('en'), ctx('es'))).toBe('inglés');
    expect(displayText(language('de'), ctx('fr'))).toBe('allemand');
    expect(displayText(language('pt-BR'), ctx('en'))).toBe('Brazilian Portuguese');
    expect(displayText(language('qaa'), ctx('en'))).toBe('qaa');
    expect(displayText(language('not a code'), ctx('en'))).toBe('not a code');
  });
});

describe('copied values', () => {
  const ctx: DisplayContext = { lang: 'en', t: (key, params) => (key === 'common:tool.valueLine' ? `${params?.label}: ${params?.value}` : key) };
  it('of several blocks come under their headings, so that alike labels (two streams’ codecs) are told apart', () => {
    const stream = (label: string, codec: string) => ({ kind: 'values' as const, label, items: [{ label: 'Codec', value: codec }] });
    expect(copyText({ blocks: [stream('Video 1', 'AVC'), stream('Audio 1', 'AAC'), { kind: 'values', items: [{ label: 'Size', value: num(3) }] }] }, ctx)).toBe(
      'Video 1\nCodec: AVC\n\nAudio 1\nCodec: AAC\n\nSize: 3',
    );
  });
  it('of one block are its lines alone, as before', () => {
    expect(copyText({ blocks: [{ kind: 'values', label: 'Totals', items: [{ label: 'Words', value: num(12) }] }] }, ctx)).toBe('Words: 12');
  });
});

describe('numbers in exponent notation', () => {
  it('are written as a reader writes them, in the page language', () => {
    expect(formatNumber(4.5e20, 'es', { notation: 'scientific', maximumSignificantDigits: 10 })).toBe('4,5 × 10²⁰');
    expect(formatNumber(8.099352e-4, 'en', { notation: 'scientific' })).toBe('8.099 × 10⁻⁴');
    expect(formatNumber(3, 'de', { notation: 'scientific' })).toBe('3');
    expect(formatNumber(1234, 'fr', { notation: 'engineering' })).toBe('1,234 × 10³');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});

describe('CSV rows', () => {
  const view = {
    blocks: [
      { kind: 'values' as const, items: [{ label: 'Total', value: num(455085.82, { minimumFractionDigits: 2 }) }] },
      { kind: 'table' as const, columns: [{ label: 'Unit' }, { label: 'Value', numeric: true }], rows: [['mi', num(0.000932)], ['nmi', num(3e18)]] },
    ],
  };
  it('write numbers with the decimal mark of the page language\'s spreadsheets, without grouping or exponent', () => {
    // Labels here are plain text: no translation needed.
    const ctx = (lang: string): DisplayContext => ({ lang, t: (key) => key });
    expect(csvRows(view, ctx('en'))).toEqual([['Total', '455085.82'], [], ['Unit', 'Value'], ['mi', '0.000932'], ['nmi', '3000000000000000000']]);
    for (const lang of ['de', 'fr', 'es']) expect(csvRows(view, ctx(lang))).toEqual([['Total', '455085,82'], [], ['Unit', 'Value'], ['mi', '0,000932'], ['nmi', '3000000000000000000']]);
  });
});

describe('a ToolError\'s parameters', () => {
  it('are written in the language, and a count also chooses the plural form, written as {formatted}', () => {
    expect(errorParams({ pages: 1234, field: 'pages' }, 'de')).toEqual({ pages: '1.234', field: 'pages' });
    expect(errorParams({ count: 1234, parts: '5, 7' }, 'de')).toEqual({ count: 1234, formatted: '1.234', parts: '5, 7' });
    expect(errorParams(undefined, 'en')).toEqual({});
  });

  it('let a wait in seconds choose the plural form when there is no count ("1 second", "1.200 Sekunden")', () => {
    expect(errorParams({ seconds: 1200 }, 'de')).toEqual({ seconds: '1.200', count: 1200 });
    expect(errorParams({ seconds: 1 }, 'en')).toEqual({ seconds: '1', count: 1 });
  });
});
