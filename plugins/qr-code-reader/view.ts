import { date, msg, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { PayloadField } from './payload.ts';
import type { QrReadResult } from './run.ts';

/** Parts shown in a monospaced font: addresses, keys and coordinates, where every character counts. */
const MONO: ReadonlySet<string> = new Set(['url', 'host', 'password', 'latitude', 'longitude']);

/** A part's value as the page writes it: the code's own text as it is, a choice translated, a date in the page's language. */
export function fieldValue(f: PayloadField): Display {
  if (f.choice) return msg(`values.${f.value}`);
  if (f.when) {
    if ('date' in f.when) return date(f.when.date, { dateStyle: 'long' });
    if ('utc' in f.when) return date(f.when.utc, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
    const [day, time] = f.when.local.split('T');
    return msg('localTime', { date: date(day!, { dateStyle: 'long' }), time: time! });
  }
  return f.value;
}

export function view(result: QrReadResult): ResultView {
  const items: ValueItem[] = [{ label: msg('labels.kind'), value: msg(`kinds.${result.kind}`), main: true }];
  for (const f of result.fields) {
    items.push({
      label: msg(`labels.${f.key}`),
      value: fieldValue(f),
      ...(f.choice || f.when ? {} : { copy: true }),
      ...(MONO.has(f.key) ? { mono: true } : {}),
      // A Wi-Fi password read from a code is masked until Show: the screen may be seen by others.
      ...(f.key === 'password' ? { secret: true } : {}),
    });
  }
  const blocks: ResultBlock[] = [{ kind: 'values', layout: 'rows', items, announce: true }];
  for (const w of result.warnings) blocks.push({ kind: 'note', tone: 'warning', text: msg(`warnings.${w}`) });
  if (result.kind === 'url') blocks.push({ kind: 'note', tone: 'info', text: msg('notOpened') });
  blocks.push({ kind: 'text', text: result.text, label: msg('rawText'), mono: true });
  return { blocks, copy: result.text, copyLabel: msg('copyText'), filename: 'qr-code-content' };
}
