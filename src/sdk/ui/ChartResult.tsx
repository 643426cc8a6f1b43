/**
 * A chart block drawn as SVG at the width it is given (so its text stays legible on a phone), with
 * its figures in a table below it. Series differ by colour and by pattern or marker shape; every bar
 * and point carries its value as a tooltip. Drawn with attributes and classes only (the CSP forbids
 * inline styles).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartBlock } from '../core/result.ts';
import { chartTable, displayText, formatNumber, type DisplayContext } from './displayText.ts';
import { labelledCategories, valueAxis } from './chartScale.ts';

const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 28;
const RIGHT = 12;
const FONT = 12;
/** Line series after the first are dashed, so they differ by more than colour. */
const DASHES = [undefined, '7 4', '2 3', '10 3 2 3'];

/** The width of the element, followed as it changes (a fixed guess while prerendering). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Marker({ shape, x, y }: { shape: number; x: number; y: number }) {
  switch (shape % 3) {
    case 1:
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} />;
    case 2:
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}H${x - 4.5}Z`} />;
    default:
      return <circle cx={x} cy={y} r={3.5} />;
  }
}

export function ChartResult({ block, display }: { block: ChartBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const id = useId().replace(/:/g, '');
  const [ref, width] = useWidth(640);
  const w = (d: Parameters<typeof displayText>[0]) => displayText(d, display);
  const label = w(block.label);
  const count = block.x.length;
  const stacked = block.stacked && block.type === 'bar';
  const totals = stacked ? block.x.map((_, i) => block.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0)) : block.series.flatMap((s) => s.values);
  const axis = valueAxis(totals, block.type);
  const tickText = (v: number) => formatNumber(v, display.lang, { ...block.format, notation: Math.max(Math.abs(axis.min), Math.abs(axis.max)) >= 1e5 ? 'compact' : undefined });
  const left = Math.min(120, 10 + Math.max(...axis.ticks.map((v) => tickText(v).length)) * FONT * 0.62);
  const plotWidth = Math.max(40, width - left - RIGHT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (v: number) => TOP + plotHeight - ((v - axis.min) / (axis.max - axis.min || 1)) * plotHeight;
  const band = plotWidth / Math.max(1, count);
  const xAt = (i: number) => left + (block.type === 'bar' ? band * (i + 0.5) : count > 1 ? (plotWidth * i) / (count - 1) : plotWidth / 2);
  const longestX = Math.max(1, ...block.x.map((x) => w(x).length));
  const shown = labelledCategories(count, Math.max(2, Math.floor(plotWidth / (longestX * FONT * 0.62 + 12))));
  const value = (v: number) => formatNumber(v, display.lang, block.format);
  const table = chartTable(block, display);

  const bars = () =>
    block.x.map((x, i) => {
      const groupWidth = band * 0.72;
      const barWidth = stacked ? groupWidth : groupWidth / block.series.length;
      let base = 0;
      return (
        <g key={i}>
          {block.series.map((s, si) => {
            const v = s.values[i] ?? 0;
            const from = stacked ? base : 0;
            const to = stacked ? (base += Math.max(0, v)) : v;
            const x0 = xAt(i) - groupWidth / 2 + (stacked ? 0 : si * barWidth);
            const top = y(Math.max(from, to));
            return (
              <rect key={si} className={si ? undefined : 'chart-solid chart-s0'} fill={si ? `url(#${id}-p${si % 4})` : undefined} x={x0} y={top} width={Math.max(1, barWidth - 1)} height={Math.max(0, y(Math.min(from, to)) - top)}>
                <title>{`${w(x)} · ${w(s.label)}: ${value(v)}`}</title>
              </rect>
            );
          })}
        </g>
      );
    });

  const lines = () =>
    block.series.map((s, si) => (
      <g key={si} className={`chart-line chart-s${si % 4}`}>
        <polyline fill="none" strokeDasharray={DASHES[si % DASHES.length]} points={s.values.map((v, i) => (Number.isFinite(v) ? `${xAt(i)},${y(v)}` : '')).join(' ')} />
        {count <= 60 &&
          s.values.map((v, i) =>
            Number.isFinite(v) ? (
              <g key={i}>
                <Marker shape={si} x={xAt(i)} y={y(v)} />
                <title>{`${w(block.x[i]!)} · ${w(s.label)}: ${value(v)}`}</title>
              </g>
            ) : null,
          )}
      </g>
    ));

  return (
    <figure className="result-chart" data-block="chart" aria-labelledby={`${id}-label`}>
      <figcaption id={`${id}-label`} className="values-label">
        {label}
      </figcaption>
      <div ref={ref} className="chart-area">
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label} fontSize={FONT}>
          <defs>
            {[1, 2, 3].map((p) => (
              <pattern key={p} id={`${id}-p${p}`} className={`chart-s${p}`} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform={`rotate(${p === 2 ? 0 : p === 3 ? 90 : 45})`}>
                <rect width={6} height={6} className="chart-pattern-bg" />
                <rect width={p === 2 ? 6 : 3} height={p === 2 ? 3 : 6} className="chart-pattern-fg" />
              </pattern>
            ))}
          </defs>
          <g className="chart-grid" aria-hidden="true">
            {axis.ticks.map((v) => (
              <g key={v}>
                <line x1={left} x2={left + plotWidth} y1={y(v)} y2={y(v)} className={v === 0 ? 'chart-zero' : undefined} />
                <text x={left - 6} y={y(v)} dy="0.32em" textAnchor="end">
                  {tickText(v)}
                </text>
              </g>
            ))}
            {shown.map((i) => (
              <text key={i} x={xAt(i)} y={HEIGHT - 8} textAnchor={block.type === 'line' && count > 1 ? (i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle') : 'middle'}>
                {w(block.x[i]!)}
              </text>
            ))}
          </g>
          {block.type === 'bar' ? bars() : lines()}
        </svg>
      </div>
      {block.series.length > 1 && (
        <ul className="chart-legend">
          {block.series.map((s, si) => (
            <li key={si}>
              <svg width={block.type === 'bar' ? 14 : 28} height={14} aria-hidden="true" className={block.type === 'bar' ? undefined : `chart-line chart-s${si % 4}`}>
                {block.type === 'bar' ? (
                  <rect width={14} height={14} className={si ? undefined : 'chart-solid chart-s0'} fill={si ? `url(#${id}-p${si % 4})` : undefined} />
                ) : (
                  <>
                    <line x1={0} x2={28} y1={7} y2={7} strokeDasharray={DASHES[si % DASHES.length]} />
                    <Marker shape={si} x={14} y={7} />
                  </>
                )}
              </svg>{' '}
              {w(s.label)}
            </li>
          ))}
        </ul>
      )}
      <details className="chart-data">
        <summary>{t('tool.chartData')}</summary>
        {/* Wider than a phone with several series: it scrolls inside this box, reached by Tab. */}
        <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="output-table">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {table[0]!.map((h, i) => (
                  <th key={i} scope="col" className={i ? 'num' : undefined}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.slice(1).map((row, ri) => (
                <tr key={ri}>
                  {row.map((cell, ci) =>
                    ci === 0 ? (
                      <th key={ci} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={ci} className="num">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
