/**
 * The verdict first, then one row per list: its result in words with a symbol (never colour alone),
 * the codes it answered with and what they mean, its reason, and where to look the entry up.
 */
import { msg, num, type Display, type ResultView } from '@sdk/core';
import { KNOWN_LISTS, meanings } from './lists.ts';
import type { BlocklistResult, ListAnswer } from './run.ts';

/** Several texts in one cell, in order. */
function joined(parts: readonly Display[]): Display {
  if (parts.length === 0) return '—';
  return parts.slice(1).reduce<Display>((first, rest) => msg('join', { first, rest }), parts[0]!);
}

function state(list: ListAnswer): Display {
  if (list.state === 'failed') return msg('state.failed', { code: list.rcode === 'unexpected' ? msg('unexpected') : list.rcode === 'tooLong' ? msg('tooLong') : (list.rcode ?? '') });
  return msg(`state.${list.state}`);
}

function meaning(list: ListAnswer): Display {
  const known = KNOWN_LISTS[list.zone];
  if (list.state === 'refused') return joined(list.codes.filter((c) => known?.refusals?.[c]).map((c) => msg(`refusals.${known!.refusals![c]}`)));
  if (list.state === 'notApplicable') return msg('noIpv6');
  if (list.state !== 'listed') return '—';
  return joined(list.codes.flatMap((c) => meanings(list.zone, c)).map((key) => msg(`codes.${key}`)));
}

function verdict(result: BlocklistResult): Display {
  const asked = result.lists.filter((l) => l.state !== 'notApplicable');
  const listed = asked.filter((l) => l.state === 'listed').length;
  const unanswered = asked.filter((l) => l.state === 'timeout' || l.state === 'refused' || l.state === 'failed').length;
  if (listed > 0) return msg('verdict.listed', { count: num(listed), asked: num(asked.length) });
  if (unanswered === 0) return msg('verdict.clean', { count: num(asked.length) });
  if (unanswered === asked.length) return msg('verdict.unknown');
  return msg('verdict.cleanSoFar', { count: num(asked.length - unanswered), unanswered: num(unanswered) });
}

const WORD: Record<ListAnswer['state'], string> = { listed: 'LISTED', notListed: 'not listed', timeout: 'TIMEOUT', refused: 'REFUSED BY LIST', failed: 'FAILED', notApplicable: 'not asked' };

export function view(result: BlocklistResult): ResultView {
  const refusedResolver = result.lists.some((l) => l.state === 'refused' && l.codes.some((c) => ['publicResolver', 'blockedResolver', 'tooManyQueries'].includes(KNOWN_LISTS[l.zone]?.refusals?.[c] ?? '')));
  const listed = result.lists.some((l) => l.state === 'listed');
  const late = result.lists.some((l) => l.state === 'timeout');
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('result.query'), value: result.query, mono: true },
          { label: msg('result.kind'), value: msg(`kind.${result.kind}`) },
          { label: msg('result.verdict'), value: verdict(result), main: true },
        ],
      },
      {
        kind: 'table',
        caption: msg('table.caption', { count: num(result.lists.length) }),
        rowHeaders: true,
        columns: [
          { label: msg('table.list') },
          { label: msg('table.zone'), mono: true },
          { label: msg('table.result') },
          { label: msg('table.codes'), mono: true },
          { label: msg('table.meaning') },
          { label: msg('table.reason') },
          { label: msg('table.page'), mono: true },
        ],
        rows: result.lists.map((l) => [KNOWN_LISTS[l.zone]?.name ?? l.zone, l.zone, state(l), l.codes.join(', ') || '—', meaning(l), l.reason ?? '—', KNOWN_LISTS[l.zone]?.page ?? '—']),
      },
      ...(listed ? [{ kind: 'note' as const, text: msg('listedNote'), tone: 'info' as const }] : []),
      ...(refusedResolver ? [{ kind: 'note' as const, text: msg('refusedNote'), tone: 'warning' as const }] : []),
      ...(late ? [{ kind: 'note' as const, text: msg('timeoutNote'), tone: 'warning' as const }] : []),
      ...(result.otherKind > 0 ? [{ kind: 'note' as const, text: msg(result.kind === 'domain' ? 'otherKind.domain' : 'otherKind.ip', { count: num(result.otherKind) }) }] : []),
    ],
    copy: [`;; ${result.query}`, ...result.lists.map((l) => [l.zone, WORD[l.state], l.codes.join(',') || '-', l.reason ?? ''].join('\t').trimEnd())].join('\n'),
    json: result,
    filename: `blocklist-${result.query.replace(/:/g, '-')}`,
  };
}
