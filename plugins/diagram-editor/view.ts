import { msg, num, type ResultView } from '@sdk/core';
import type { DiagramResult } from './run.ts';

/** Mermaid's names of its diagram kinds → the kinds this tool names in every language. */
const KINDS: Record<string, string> = {
  'flowchart-v2': 'flowchart',
  flowchart: 'flowchart',
  flowchartElk: 'flowchart',
  sequence: 'sequence',
  classDiagram: 'class',
  class: 'class',
  stateDiagram: 'state',
  state: 'state',
  er: 'er',
  gantt: 'gantt',
  pie: 'pie',
  mindmap: 'mindmap',
  timeline: 'timeline',
};

/** The kind of diagram (Mermaid's own name for those the tool does not name) and its number of lines. */
export function view(result: DiagramResult): ResultView {
  const kind = KINDS[result.type];
  const lines = result.code.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;
  return {
    blocks: [
      {
        kind: 'values',
        layout: 'rows',
        items: [
          { label: msg('results.kind'), value: kind ? msg(`kinds.${kind}`) : result.type, main: true },
          { label: msg('results.lines'), value: num(lines) },
        ],
      },
    ],
    filename: 'diagram',
  };
}
