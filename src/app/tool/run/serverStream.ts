/**
 * Reads a server tool's streamed answer (newline-delimited JSON: parts, perhaps an error, then `end`), as
 * the page does: parts merged into one result, an error kept with what arrived. A stream cut before its
 * `end` line (the server died, a proxy closed the connection) ends with `connectionLost`, never as if the
 * run had finished. Pure (no React, no DOM): the whole-arrangement test runs the page's own reading of a
 * ping through nginx while its instance is killed.
 */
import { toolError, type ToolError } from '@sdk/core/toolError.ts';
import { mergePart } from '@sdk/core/tool.ts';

type Line = { part: Record<string, unknown> } | { error: ToolError } | { end: true };

export interface StreamRead {
  result: Record<string, unknown> | undefined;
  error: ToolError | null;
}

/** Reads to the end; `onData` after each chunk with what is known so far. Resolves null when `signal` aborted it. */
export async function readServerStream(body: NonNullable<Response['body']>, signal: AbortSignal, onData?: (read: StreamRead) => void): Promise<StreamRead | null> {
  let result: Record<string, unknown> | undefined;
  let error: ToolError | null = null;
  let ended = false;
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const read = await reader.read();
      if (read.done) break;
      buffered += read.value;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (!line.trim()) continue;
        const message = JSON.parse(line) as Line;
        if ('part' in message) result = mergePart(result, message.part);
        else if ('error' in message) error = toolError(message.error.code, message.error.params);
        else if ('end' in message) ended = true;
      }
      onData?.({ result, error });
    }
  } catch {
    if (signal.aborted) return null;
    error ??= toolError('connectionLost');
  }
  if (signal.aborted) return null;
  if (!ended && !error) error = toolError('connectionLost');
  return { result, error };
}

/** What the page keeps of a finished stream: the result with why it ended early (`failed`), or the error alone. */
export function streamOutcome(read: StreamRead): { result: unknown; error: ToolError | null } {
  if (read.result) return { result: read.error ? { ...read.result, failed: read.error } : read.result, error: null };
  return { result: undefined, error: read.error ?? toolError('serverUnavailable') };
}
