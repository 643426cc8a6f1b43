/**
 * The scan as it goes: its progress and statistics (scanned, open, closed, filtered, time), then the
 * ports found, with their state, IANA service name and response time. Closed ports are listed only
 * when asked (a scan of every port would list tens of thousands).
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { ScanResult } from './run.ts';

export function view(result: ScanResult, { options }: { options: Options }): ResultView {
  const ports = [...(result.ports ?? [])].sort((a, b) => a.port - b.port);
  const count = (state: string) => ports.filter((p) => p.state === state).length;
  const listed = options.showClosed ? ports : ports.filter((p) => p.state !== 'closed');
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      label: msg('sections.statistics'),
      announce: !!result.done,
      items: [
        { label: msg('stats.target'), value: result.host === result.address ? result.address : `${result.host} (${result.address})`, mono: true },
        { label: msg('stats.scanned'), value: msg('stats.progress', { done: num(ports.length), total: num(result.total) }) },
        { label: msg('stats.open'), value: num(count('open')), main: true },
        { label: msg('stats.closed'), value: num(count('closed')) },
        { label: msg('stats.filtered'), value: num(count('filtered')) },
        { label: msg('stats.time'), value: num((result.elapsedMs ?? 0) / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }) },
      ],
    },
  ];
  if (result.stopped === 'visitor') blocks.push({ kind: 'note', text: msg('stopped') });
  if (result.stopped === 'timeLimit') blocks.push({ kind: 'note', text: msg('timeLimit', { seconds: num(result.limitSeconds ?? 0) }) });
  if (result.done && count('open') === 0) blocks.push({ kind: 'note', text: msg('noneOpen') });
  if (!options.showClosed && count('closed') > 0) blocks.push({ kind: 'note', text: msg('closedHidden', { count: num(count('closed')) }) });
  blocks.push({
    kind: 'table',
    caption: msg('ports.caption'),
    sortable: true,
    columns: [{ label: msg('ports.port'), numeric: true }, { label: msg('ports.state') }, { label: msg('ports.service') }, { label: msg('ports.time'), numeric: true }],
    rows: listed.map((p) => [num(p.port, { useGrouping: false }), msg(`state.${p.state}`), p.service ?? '–', num(p.ms, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 1 })]),
  });
  return {
    blocks,
    filename: `port-scan-${result.address}`,
    csv: [['port', 'state', 'service', 'ms'], ...ports.map((p) => [p.port, p.state, p.service ?? '', p.ms])],
  };
}
