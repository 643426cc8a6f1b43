import { toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

/** What run() hands to the page: the diagram's kind as Mermaid names it, and its text, checked. */
export interface DiagramResult {
  readonly type: string;
  readonly code: string;
}

/** The longest text taken (Mermaid's own default limit is 50,000 characters). */
export const MAX_CHARACTERS = 50_000;

type Mermaid = (typeof import('mermaid'))['default'];
let loaded: Promise<Mermaid> | undefined;

/**
 * Mermaid, loaded on first use. Its parsers pass labels through DOMPurify, which works only where there is a
 * DOM; where there is none (Node: the tests and the terminal) nothing is drawn, so for checking the syntax
 * DOMPurify's missing functions are given harmless stand-ins. In a browser DOMPurify is left as it is.
 */
export function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const purify = (await import('dompurify')).default as unknown as Record<string, unknown> & { isSupported?: boolean };
    if (!purify.isSupported && typeof purify.sanitize !== 'function') {
      Object.assign(purify, {
        sanitize: (text: unknown) => String(text),
        addHook: () => undefined,
        removeHook: () => undefined,
        removeHooks: () => undefined,
        removeAllHooks: () => undefined,
        setConfig: () => undefined,
        clearConfig: () => undefined,
        isValidAttribute: () => true,
      });
    }
    const mermaid = (await import('mermaid')).default;
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  })();
  return loaded;
}

interface JisonHash {
  readonly loc?: { first_line?: number; first_column?: number; last_line?: number; last_column?: number };
}

/** Where in the text a Mermaid error points (1-based line and column), if it says. */
export function errorPosition(error: unknown, code: string): { line: number; column: number } | undefined {
  const lines = code.split(/\r\n|\r|\n/);
  const endOf = (line: number) => (lines[line - 1] ?? '').length + 1;
  const message = error instanceof Error ? error.message : String(error);
  // Langium's parsers (pie, packet, info…): "Parse error on line 3, column 4: …"
  const both = /line (\d+), column (\d+)/i.exec(message);
  if (both) {
    const line = Math.min(Math.max(1, Number(both[1])), Math.max(1, lines.length));
    return { line, column: Math.min(Math.max(1, Number(both[2])), endOf(line)) };
  }
  // Jison's parsers (flowchart, sequence, class, state, ER, gantt…): the location of the token that did not fit.
  const loc = (error as { hash?: JisonHash } | null)?.hash?.loc;
  if (loc && typeof loc.first_line === 'number') {
    const line = Math.min(Math.max(1, loc.first_line), Math.max(1, lines.length));
    const column = loc.last_line === loc.first_line && typeof loc.last_column === 'number' ? loc.first_column! + 1 : endOf(line);
    return { line, column: Math.min(Math.max(1, column), endOf(line)) };
  }
  const lineOnly = /on line (\d+)/i.exec(message);
  if (lineOnly) {
    const line = Math.min(Math.max(1, Number(lineOnly[1])), Math.max(1, lines.length));
    return { line, column: 1 };
  }
  return undefined;
}

/** Mermaid's own words about the mistake, on one line (what it expected and what it found). */
export function errorDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !/^-*\^$/.test(l));
  // Jison repeats the line and marks it with ^: keep its "Expecting …, got …" line.
  const expecting = lines.find((l) => /^Expecting /.test(l));
  const text = expecting ?? lines.map((l) => l.replace(/^Parsing failed:\s*/i, '').replace(/^(Parse|Lexical) error on line \d+(, column \d+)?:?\s*/i, '')).filter(Boolean).join(' ');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** Pure: checks the Mermaid text with Mermaid's own parser. The page then draws it (Output.tsx). */
export async function run({ code }: Input): Promise<DiagramResult | ToolError> {
  if (code.trim() === '') return toolError('empty', { field: 'code' });
  if (code.length > MAX_CHARACTERS) return toolError('tooLong', { field: 'code', max: MAX_CHARACTERS });
  const mermaid = await loadMermaid();
  try {
    const parsed = await mermaid.parse(code);
    if (!parsed) return toolError('unknownType', { field: 'code' });
    return { type: parsed.diagramType, code };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'UnknownDiagramError') return toolError('unknownType', { field: 'code' });
    const position = errorPosition(error, code);
    const detail = errorDetail(error);
    if (position) return toolError('syntax', { field: 'code', ...position, detail });
    return toolError('invalid', { field: 'code', detail });
  }
}
