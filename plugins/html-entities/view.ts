/**
 * Encoded text, or decoded text with a table of the references a browser would stumble on (line,
 * column, the reference, what is wrong and what a browser shows instead).
 */
import { msg, num, type ResultBlock, type ResultView } from '@sdk/core';
import { MAX_ISSUES, type Result } from './run.ts';

export function view(result: Result): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result, mono: true }] };
  const blocks: ResultBlock[] = [{ kind: 'text', text: result.text, mono: true }];
  if (result.issueCount > 0) {
    blocks.push({
      kind: 'table',
      caption: msg('issues.caption', { count: num(result.issueCount) }),
      columns: [{ label: msg('issues.line'), numeric: true }, { label: msg('issues.column'), numeric: true }, { label: msg('issues.reference'), mono: true }, { label: msg('issues.problem') }],
      rows: result.issues.map((issue) => [num(issue.line), num(issue.column), issue.reference, msg(`problems.${issue.problem}`, { result: issue.result ?? '' })]),
    });
    if (result.issueCount > MAX_ISSUES) blocks.push({ kind: 'note', text: msg('issues.more', { shown: num(MAX_ISSUES), count: num(result.issueCount) }) });
  }
  return { blocks, copy: result.text, txt: result.text };
}
