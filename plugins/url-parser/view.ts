/**
 * Parse: the parts of the URL as rows (the host in Unicode and in Punycode, the port with the default said),
 * the path segments and the query parameters as tables, and what the parser changed from what was typed, in
 * words. Build: the URL put together.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { BuildResult, Change, ParseResult } from './run.ts';

const NONE = msg('none');
/** An empty segment (after a trailing slash, or //). */
const EMPTY = msg('emptySegment');
const orNone = (text: string): Display => (text === '' ? NONE : text);

function change(c: Change): Display {
  const params: Record<string, Display> = { ...c.params };
  if (c.params?.part) params.part = msg(`parts.${c.params.part}`);
  return msg(`changes.${c.code}`, params);
}

function parseView(r: ParseResult): ResultView {
  const items: ValueItem[] = [{ label: msg('rows.href'), value: r.href, mono: true, copy: true, main: true }];
  items.push({ label: msg('rows.scheme'), value: r.scheme, mono: true });
  if (r.username !== '' || r.password !== '') {
    items.push({ label: msg('rows.username'), value: orNone(r.username), mono: true });
    items.push({ label: msg('rows.password'), value: orNone(r.password), mono: true, secret: r.password !== '' });
  }
  if (r.hostKind === 'none') items.push({ label: msg('rows.host'), value: NONE });
  else if (r.hostUnicode !== r.hostAscii) {
    items.push({ label: msg('rows.hostUnicode'), value: r.hostUnicode, copy: true });
    items.push({ label: msg('rows.hostAscii'), value: r.hostAscii, mono: true, copy: true, hint: msg('hints.punycode') });
  } else items.push({ label: msg('rows.host'), value: r.hostAscii, mono: true, copy: true, hint: msg(`hostKinds.${r.hostKind}`) });
  if (r.hostKind !== 'none' || r.port !== '') {
    const port: Display = r.port !== '' ? r.port : r.defaultPort !== null ? msg('portDefault', { port: String(r.defaultPort), scheme: r.scheme }) : NONE;
    items.push({ label: msg('rows.port'), value: port, mono: r.port !== '' });
  }
  items.push({ label: msg('rows.path'), value: orNone(r.pathname), mono: true });
  items.push({ label: msg('rows.query'), value: orNone(r.search), mono: true });
  items.push({ label: msg('rows.fragment'), value: orNone(r.fragmentDecoded), mono: true, ...(r.fragment !== r.fragmentDecoded ? { hint: msg('hints.asWritten', { text: `#${r.fragment}` }) } : {}) });
  if (r.origin !== 'null') items.push({ label: msg('rows.origin'), value: r.origin, mono: true });

  const blocks: ResultBlock[] = [{ kind: 'values', layout: 'rows', label: msg('parts.title'), items }];
  if (r.segments.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('segments.caption'),
      columns: [{ label: msg('segments.number'), numeric: true }, { label: msg('segments.raw'), mono: true }, { label: msg('segments.decoded'), mono: true }],
      rows: r.segments.map((s, i) => [num(i + 1), s.raw === '' ? EMPTY : s.raw, s.decoded === '' ? EMPTY : s.decoded]),
    });
  }
  if (r.query.length > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('params.caption'),
      columns: [{ label: msg('params.number'), numeric: true }, { label: msg('params.name'), mono: true }, { label: msg('params.value'), mono: true }],
      rows: r.query.map(([name, value], i) => [num(i + 1), orNone(name), orNone(value)]),
    });
  }
  if (r.changes.length > 0) blocks.push({ kind: 'table', caption: msg('changes.caption'), columns: [{ label: msg('changes.column') }], rows: r.changes.map((c) => [change(c)]) });
  else blocks.push({ kind: 'note', text: msg('changes.none') });
  if (r.password !== '') blocks.push({ kind: 'note', tone: 'warning', text: msg('passwordWarning') });
  return { blocks, copy: r.href, regenerate: false };
}

function buildView(r: BuildResult): ResultView {
  const items: ValueItem[] = [{ label: msg('rows.built'), value: r.url, mono: true, copy: true, main: true }];
  const host = /^[^:]+:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/?#]*)/.exec(r.url)?.[1] ?? '';
  if (host !== r.hostUnicode) items.push({ label: msg('rows.hostUnicode'), value: r.hostUnicode, hint: msg('hints.punycode') });
  return { blocks: [{ kind: 'values', layout: 'rows', items }], copy: r.url, regenerate: false };
}

export function view(result: ParseResult | BuildResult): ResultView {
  return result.mode === 'build' ? buildView(result) : parseView(result);
}
