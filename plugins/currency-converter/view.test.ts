import { describe, expect, it } from 'vitest';
import { asResultView } from '@sdk/core';
import { manifest } from './manifest.ts';
import type { ConvertResult } from './run.ts';
import { view } from './view.ts';

const result = manifest.examples[0]!.output as ConvertResult;
const naira = manifest.examples.find((e) => e.name === 'dollarToNaira')!.output as ConvertResult;
const longDate = (date: string) => ({ date, format: { dateStyle: 'long' } });

describe('view', () => {
  it('shows the amount in the target currency, the rate both ways, and the source with its date', () => {
    const blocks = asResultView(view(result, { options: { tab: 'converter' } })).blocks;
    expect(blocks[0]).toMatchObject({
      kind: 'values',
      items: [
        { label: { t: 'result.converted' }, value: { num: 104.97, format: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } }, main: true },
        { label: { t: 'result.rate' }, value: { t: 'result.rateLine', params: { from: 'EUR', to: 'USD', rate: { num: 1.0497 } } } },
        { label: { t: 'result.inverse' }, value: { t: 'result.rateLine', params: { from: 'USD', to: 'EUR', rate: { num: 0.952653 } } } },
        { label: { t: 'result.source' }, value: { t: 'provider.ecb', params: { date: longDate('2025-02-25') } } },
      ],
    });
    // The copy kept with the site is never presented as live: a warning with its date.
    expect(blocks[1]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'source.snapshot', params: { date: longDate('2025-02-25') } } });
    expect(blocks[2]).toEqual({ kind: 'note', text: { t: 'reference' } });
  });

  it('says rates fetched from the ECB are those, with their date', () => {
    const blocks = asResultView(view({ ...result, sources: [{ provider: 'ecb', source: 'fetched', date: '2025-02-25' }] }, { options: { tab: 'converter' } })).blocks;
    expect(blocks[1]).toEqual({ kind: 'note', text: { t: 'source.ecb', params: { date: longDate('2025-02-25') } } });
  });

  it('labels currency-api’s rates as currency-api’s, with their own date, and its kept copy as a copy', () => {
    const blocks = asResultView(view(naira, { options: { tab: 'converter' } })).blocks;
    const values = blocks[0] as Extract<(typeof blocks)[number], { kind: 'values' }>;
    expect(values.items[0]!.value).toEqual({ num: 132616.44, format: { style: 'currency', currency: 'NGN', currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2 } });
    expect(values.items[3]).toEqual({ label: { t: 'result.source' }, value: { t: 'provider.currencyApi', params: { date: longDate('2026-09-29') } } });
    expect(blocks[1]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'source.currencyApiSnapshot', params: { date: longDate('2026-09-29') } } });
    const fetched = asResultView(view({ ...naira, sources: [{ provider: 'currency-api', source: 'fetched', date: '2026-12-02' }] }, { options: { tab: 'converter' } })).blocks;
    expect(fetched[1]).toEqual({ kind: 'note', text: { t: 'source.currencyApi', params: { date: longDate('2026-12-02') } } });
  });

  it('names both sources and both dates when a rate combines two', () => {
    const mixed: ConvertResult = {
      ...naira,
      sources: [
        { provider: 'ecb', source: 'fetched', date: '2026-12-02' },
        { provider: 'currency-api', source: 'fetched', date: '2026-12-03' },
      ],
      history: [],
    };
    const ecb = { t: 'provider.ecb', params: { date: longDate('2026-12-02') } };
    const api = { t: 'provider.currencyApi', params: { date: longDate('2026-12-03') } };
    const blocks = asResultView(view(mixed, { options: { tab: 'converter' } })).blocks;
    const values = blocks[0] as Extract<(typeof blocks)[number], { kind: 'values' }>;
    expect(values.items[3]!.value).toEqual({ t: 'result.twoSources', params: { from: 'USD', first: ecb, to: 'NGN', second: api } });
    expect(blocks.slice(1)).toEqual([
      { kind: 'note', text: { t: 'source.ecb', params: { date: longDate('2026-12-02') } } },
      { kind: 'note', text: { t: 'source.currencyApi', params: { date: longDate('2026-12-03') } } },
      { kind: 'note', text: { t: 'source.mixed', params: { from: 'USD', first: ecb, to: 'NGN', second: api } } },
      { kind: 'note', text: { t: 'reference' } },
    ]);
    // No history made of two sources: it says so.
    const history = asResultView(view(mixed, { options: { tab: 'history' } })).blocks;
    expect(history[0]).toEqual({ kind: 'note', text: { t: 'history.mixed', params: { from: 'USD', to: 'NGN' } } });
    expect(history.some((b) => b.kind === 'table' || b.kind === 'chart')).toBe(false);
  });

  it('draws the history as a table (newest first) and a line chart (oldest first)', () => {
    const blocks = asResultView(view(result, { options: { tab: 'history' } })).blocks;
    const table = blocks[0] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.caption).toEqual({ t: 'history.caption', params: { from: 'EUR', to: 'USD' } });
    expect(table.rows).toHaveLength(7);
    expect(table.rows[0]).toEqual([longDate('2025-02-25'), { num: 1.0497, format: { maximumSignificantDigits: 6 } }, { num: 0.003, format: { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 } }]);
    const chart = blocks[1] as Extract<(typeof blocks)[number], { kind: 'chart' }>;
    expect(chart.type).toBe('line');
    expect(chart.series[0]!.values).toEqual([1.0473, 1.0447, 1.0434, 1.0443, 1.0465, 1.0466, 1.0497]);
    expect(chart.x).toHaveLength(7);
  });

  it('shows currency-api’s days for a pair only it has, says whose they are, and draws no line through one day', () => {
    const blocks = asResultView(view(naira, { options: { tab: 'history' } })).blocks;
    const table = blocks[0] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.caption).toEqual({ t: 'history.captionOther', params: { from: 'USD', to: 'NGN' } });
    expect(table.rows).toEqual([[longDate('2026-09-29'), { num: 1326.16, format: { maximumSignificantDigits: 6 } }, { t: 'history.noChange' }]]);
    expect(blocks.some((b) => b.kind === 'chart')).toBe(false);
    expect(blocks[1]).toEqual({ kind: 'note', text: { t: 'history.otherSource', params: { from: 'USD', to: 'NGN' } } });
    expect(blocks[2]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'source.currencyApiSnapshot', params: { date: longDate('2026-09-29') } } });
  });
});
