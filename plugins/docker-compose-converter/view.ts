/** The converted text, then what the other side could not hold (with why), and the compose file's problems at their lines. */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { Converted, Issue } from './run.ts';

const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** "a list or a mapping": the schema's type names in the page's language. */
function typesText(expected: string): Display {
  const names = expected.split(',').filter((t) => TYPES.has(t)).map((t) => msg(`types.${t}`));
  if (names.length === 0) return msg('types.other');
  return names.reduceRight((rest, name) => msg('types.either', { a: name, b: rest }));
}

/** An issue's message in the page's language. */
export function issueMessage(issue: Issue): Display {
  const p = issue.params;
  switch (issue.rule) {
    case 'type':
      return msg('issues.type', { expected: typesText(String(p.expected ?? '')) });
    case 'unknownKey':
    case 'required':
    case 'serviceName':
    case 'pattern':
      return msg(`issues.${issue.rule}`, { key: String(p.key ?? '') });
    case 'enum':
      return msg('issues.enum', { values: String(p.values ?? '') });
    case 'minimum':
    case 'maximum':
      return msg(`issues.${issue.rule}`, { limit: num(Number(p.limit ?? 0)) });
    case 'oneOf':
    case 'uniqueItems':
    case 'empty':
      return msg(`issues.${issue.rule}`);
    default:
      return msg('issues.other');
  }
}

export function view(result: Converted): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.mode === 'runToCompose') {
    blocks.push({ kind: 'text', text: result.text, mono: true, label: msg('output.compose'), summary: msg('summary.services', { count: num(result.services) }) });
    if (result.dropped.length) {
      blocks.push({
        kind: 'table',
        caption: msg('dropped.caption', { count: num(result.dropped.length) }),
        columns: [{ label: msg('columns.line'), numeric: true }, { label: msg('columns.option'), mono: true }, { label: msg('columns.why') }],
        rows: result.dropped.map((d) => [num(d.line), d.option, msg(`dropped.${d.reason}`)]),
      });
    }
    for (const note of result.notes) {
      const params: Record<string, Display> = {};
      for (const [k, v] of Object.entries(note.params ?? {})) params[k] = String(v);
      blocks.push({ kind: 'note', tone: note.code === 'substitution' ? 'warning' : 'info', text: msg(`notes.${note.code}`, params) });
    }
    return { blocks, filename: 'compose', txt: result.text };
  }
  if (result.issues.length) {
    blocks.push({ kind: 'note', tone: 'warning', text: msg('issues.summary', { count: num(result.issues.length) }) });
    blocks.push({
      kind: 'table',
      caption: msg('issues.caption'),
      columns: [{ label: msg('columns.line'), numeric: true }, { label: msg('columns.where'), mono: true }, { label: msg('columns.problem') }],
      rows: result.issues.map((i) => [num(i.line), i.path, issueMessage(i)]),
    });
  }
  if (result.text) blocks.push({ kind: 'text', text: result.text, mono: true, label: msg('output.run'), summary: msg('summary.services', { count: num(result.services) }) });
  if (result.skipped.length) {
    blocks.push({
      kind: 'table',
      caption: msg('skipped.caption', { count: num(result.skipped.length) }),
      columns: [{ label: msg('columns.service'), mono: true }, { label: msg('columns.key'), mono: true }, { label: msg('columns.why') }],
      rows: result.skipped.map((s) => [s.service || msg('columns.wholeFile'), s.key, msg(`skipped.${s.reason}`)]),
    });
  }
  if (result.defaultNetwork) blocks.push({ kind: 'note', text: msg('notes.defaultNetwork', { network: result.defaultNetwork }) });
  return { blocks, filename: 'docker-run', ...(result.text ? { txt: result.text, copy: result.text } : {}) };
}
