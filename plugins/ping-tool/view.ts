/**
 * The run as it goes: the target's DNS information and the method that measured, the statistics
 * (sent, received, lost, min, max, average), every reply in a table as it arrives, and the spec's
 * "Slow Response" warning when replies come close to the timeout.
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import type { PingReply, PingResult } from './run.ts';

const ms = (value: number) => num(value, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 2 });

/** Sent, received, lost and the times of the replies. */
export function statistics(replies: readonly PingReply[]) {
  const times = replies.filter((r) => !r.lost && r.ms !== undefined).map((r) => r.ms!);
  const sent = replies.length;
  const received = times.length;
  return {
    sent,
    received,
    lost: sent - received,
    lossPercent: sent ? ((sent - received) / sent) * 100 : 0,
    min: received ? Math.min(...times) : undefined,
    max: received ? Math.max(...times) : undefined,
    average: received ? times.reduce((a, b) => a + b, 0) / received : undefined,
  };
}

function status(r: PingReply) {
  if (r.error) return msg(`reply.${r.error}`);
  if (r.lost) return msg('reply.lost');
  return msg(r.refused ? 'reply.refused' : 'reply.ok');
}

export function view(result: PingResult): ResultView {
  const replies = [...(result.replies ?? [])].sort((a, b) => a.seq - b.seq);
  const stats = statistics(replies);
  const none = msg('none');
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      label: msg('sections.dns'),
      layout: 'rows',
      items: [
        { label: msg('dns.host'), value: result.host, mono: true },
        { label: msg('dns.address'), value: result.address, mono: true },
        { label: msg('dns.addresses'), value: result.addresses.join(', '), mono: true },
        { label: msg('dns.reverse'), value: result.reverse === undefined ? msg('dns.pending') : result.reverse.length ? result.reverse.join(', ') : none, mono: true },
        { label: msg('dns.resolveTime'), value: ms(result.resolveMs) },
        { label: msg('dns.method'), value: result.method === 'icmp' ? msg('method.icmp') : msg('method.tcp', { port: String(result.port ?? '') }) },
      ],
    },
    {
      kind: 'values',
      label: msg('sections.statistics'),
      announce: !!result.done,
      items: [
        { label: msg('stats.sent'), value: num(stats.sent) },
        { label: msg('stats.received'), value: num(stats.received) },
        { label: msg('stats.lost'), value: msg('stats.lostValue', { count: num(stats.lost), percent: num(stats.lossPercent / 100, { style: 'percent', maximumFractionDigits: 1 }) }) },
        { label: msg('stats.min'), value: stats.min !== undefined ? ms(stats.min) : none },
        { label: msg('stats.max'), value: stats.max !== undefined ? ms(stats.max) : none },
        { label: msg('stats.average'), value: stats.average !== undefined ? ms(stats.average) : none, main: true },
      ],
    },
  ];
  if (stats.max !== undefined && stats.max >= 0.8 * result.timeoutMs) blocks.push({ kind: 'note', tone: 'warning', text: msg('slow') });
  if (result.method === 'tcp') blocks.push({ kind: 'note', text: msg('tcpNote', { port: String(result.port ?? ''), ports: (result.allowedPorts ?? [result.port]).join(', ') }) });
  if (result.stopped === 'visitor') blocks.push({ kind: 'note', text: msg('stopped') });
  if (result.stopped === 'timeLimit') blocks.push({ kind: 'note', text: msg('timeLimit', { seconds: num(result.limitSeconds ?? 0) }) });
  if (!result.done && !result.stopped && result.continuous) blocks.push({ kind: 'note', text: msg('continuousNote') });
  blocks.push({
    kind: 'table',
    caption: msg('replies.caption'),
    columns: [{ label: msg('replies.seq'), numeric: true }, { label: msg('replies.time'), numeric: true }, { label: msg('replies.ttl'), numeric: true }, { label: msg('replies.status') }],
    rows: replies.map((r) => [num(r.seq), r.ms !== undefined && !r.lost ? ms(r.ms) : '–', r.ttl !== undefined ? num(r.ttl) : '–', status(r)]),
  });
  return { blocks, filename: `ping-${result.host}` };
}
