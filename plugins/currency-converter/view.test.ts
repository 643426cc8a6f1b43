import { describe, expect, it } from 'vitest';
import { asResultView } from '@sdk/core';
import { manifest } from './manifest.ts';
import type { ConvertResult } from './run.ts';
import { view } from './view.ts';

const result = manifest.examples[0]!.output as ConvertResult;

describe('view', () => {
  it('shows the amount in the target currency, the rate both ways, the date, and the source with its date', () => {
    const blocks = asResultView(view(result, { options: { tab: 'converter' } })).blocks;
    expect(blocks[0]).toMatchObject({
      kind: 'values',
      items: [
        { label: { t: 'result.converted' }, value: { num: 104.97, format: { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } }, main: true },
        { label: { t: 'result.rate' }, value: { t: 'result.rateLine', params: { from: 'EUR', to: 'USD', rate: { num: 1.0497 } } } },
        { label: { t: 'result.inverse' }, value: { t: 'result.rateLine', params: { from: 'USD', to: 'EUR', rate: { num: 0.952653 } } } },
        { label: { t: 'result.date' }, value: { date: '2025-02-25' } },
      ],
    });
    // The copy kept with the site is never presented as live: a warning with its date.
    expect(blocks[1]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'source.snapshot', params: { date: { date: '2025-02-25', format: { dateStyle: 'long' } } } } });
    expect(blocks[2]).toEqual({ kind: 'note', text: { t: 'reference' } });
  });

  it('says rates fetched from the ECB are those, with their date', () => {
    const blocks = asResultView(view({ ...result, source: 'ecb' }, { options: { tab: 'converter' } })).blocks;
    expect(blocks[1]).toEqual({ kind: 'note', text: { t: 'source.ecb', params: { date: { date: '2025-02-25', format: { dateStyle: 'long' } } } } });
  });

  it('draws the history as a table (newest first) and a line chart (oldest first)', () => {
    const blocks = asResultView(view(result, { options: { tab: 'history' } })).blocks;
    const table = blocks[0] as Extract<(typeof blocks)[number], { kind: 'table' }>;
    expect(table.rows).toHaveLength(7);
    expect(table.rows[0]).toEqual([{ date: '2025-02-25', format: { dateStyle: 'long' } }, { num: 1.0497, format: { maximumSignificantDigits: 6 } }, { num: 0.003, format: { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 } }]);
    const chart = blocks[1] as Extract<(typeof blocks)[number], { kind: 'chart' }>;
    expect(chart.type).toBe('line');
    expect(chart.series[0]!.values).toEqual([1.0473, 1.0447, 1.0434, 1.0443, 1.0465, 1.0466, 1.0497]);
    expect(chart.x).toHaveLength(7);
  });
});
