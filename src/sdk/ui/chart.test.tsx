// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChartResult } from './ChartResult.tsx';
import { labelledCategories, valueAxis } from './chartScale.ts';
import { blockText, hasCopyableBlock } from './displayText.ts';
import { msg, num, type ChartBlock } from '../core/result.ts';

const ctx = (lang: string) => ({ lang, t: (key: string, params: Record<string, string | number>) => (key === 'year' ? `Year ${params.n}` : key) });

describe('valueAxis', () => {
  it('stands bars on zero with round ticks', () => {
    expect(valueAxis([120, 480, 990], 'bar')).toEqual({ min: 0, max: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(valueAxis([-3, 7], 'bar').ticks).toEqual([-5, -2.5, 0, 2.5, 5, 7.5]);
  });
  it('lets a line of close values leave zero out, so a change of rates shows', () => {
    const axis = valueAxis([1.0812, 1.0856, 1.0903], 'line');
    expect(axis.min).toBeGreaterThan(1);
    expect(axis.min).toBeLessThanOrEqual(1.0812);
    expect(axis.max).toBeGreaterThanOrEqual(1.0903);
    expect(axis.ticks.every((t) => String(t).length < 8)).toBe(true);
  });
  it('copes with one value, equal values and no values', () => {
    expect(valueAxis([5], 'bar').ticks.at(-1)).toBeGreaterThanOrEqual(5);
    expect(valueAxis([2, 2, 2], 'line').max).toBeGreaterThan(valueAxis([2, 2, 2], 'line').min);
    expect(valueAxis([], 'line').ticks.length).toBeGreaterThan(1);
    expect(valueAxis([Number.NaN, 3], 'bar').max).toBeGreaterThanOrEqual(3);
  });
});

describe('labelledCategories', () => {
  it('labels every category when there is room, else an even spread ending on the last', () => {
    expect(labelledCategories(4, 10)).toEqual([0, 1, 2, 3]);
    const shown = labelledCategories(30, 6);
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(29);
    expect(shown.length).toBeLessThanOrEqual(6);
    // No two labels closer than the regular spacing: the last one's neighbour gives way.
    for (const room of [5, 6, 9, 15]) {
      const at = labelledCategories(30, room);
      const gaps = at.slice(1).map((v, i) => v - at[i]!);
      expect(Math.min(...gaps), `room ${room}`).toBe(gaps[0]);
    }
  });
});

const block: ChartBlock = {
  kind: 'chart',
  type: 'bar',
  label: msg('balance'),
  xLabel: msg('yearHeading'),
  x: [msg('year', { n: '1' }), msg('year', { n: '2' })],
  series: [
    { label: msg('deposits'), values: [1000, 2000] },
    { label: msg('interest'), values: [50, 152.5] },
  ],
  format: { maximumFractionDigits: 2 },
  stacked: true,
};

describe('ChartResult', () => {
  it('draws an SVG named by its label, a legend and the figures as a table in the page language', () => {
    render(<ChartResult block={block} display={ctx('de')} />);
    const figure = screen.getByRole('figure', { name: 'balance' });
    expect(within(figure).getByRole('img', { name: 'balance' }).tagName.toLowerCase()).toBe('svg');
    expect(figure.querySelectorAll('.chart-legend li').length).toBe(2);
    const rows = [...figure.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Year 1', '1.000', '50'],
      ['Year 2', '2.000', '152,5'],
    ]);
    // Each bar says its value on hover.
    expect([...figure.querySelectorAll('rect title')].map((t) => t.textContent)).toContain('Year 2 · interest: 152,5');
  });
  it('is written as text for TXT and is not what Copy copies', () => {
    expect(blockText(block, ctx('en'))).toBe('yearHeading\tdeposits\tinterest\nYear 1\t1,000\t50\nYear 2\t2,000\t152.5');
    expect(hasCopyableBlock({ blocks: [block] })).toBe(false);
    expect(hasCopyableBlock({ blocks: [block, { kind: 'values', items: [{ label: 'a', value: num(1) }] }] })).toBe(true);
  });
});
