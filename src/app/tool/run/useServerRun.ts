/**
 * The run hook of a server tool (manifest.server): nothing runs while the visitor types. A start
 * button checks the input with the tool's run() (its message shows at once, at its field), then
 * sends it to the API server, which checks it again and does the work. A streamed answer (ping
 * replies, scanned ports) is shown part by part as it arrives; Stop aborts the request, and the
 * server stops its work when the connection closes. A page served by a plain static host, where no
 * API server answers, says so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isToolError, toolError, type ToolError } from '@sdk/core/toolError.ts';
import type { ServerDecl } from '@sdk/core/tool.ts';
import { readServerStream, streamOutcome, type StreamRead } from './serverStream.ts';
import type { RunHandle, RunState } from '@sdk/ui/toolHost.ts';
import type { HostRun } from '../../../registry/runs.ts';

export const TOOL_API = '/api/tools';

export interface ServerRunHandle extends RunHandle {
  /** Checks the input and sends it, as the start button `name` does. */
  start: (name: string) => void;
}

/** The error an answer that is not the API's means: a static host (404, 405, an HTML page), or the API's own code. */
async function answerError(res: Response): Promise<ToolError> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return toolError('serverUnavailable');
  const body = (await res.json().catch(() => null)) as { error?: ToolError } | null;
  const error = body?.error;
  if (!error || typeof error.code !== 'string') return toolError('serverUnavailable');
  // Too many requests (429) or the server at its cap (503): how long to wait, from Retry-After when the body does not say.
  if ((res.status === 429 || res.status === 503) && error.params?.seconds === undefined) return toolError(error.code, { ...error.params, seconds: Number(res.headers.get('retry-after') ?? 60) });
  return toolError(error.code, error.params);
}

export function useServerRun(toolId: string, run: HostRun, server: ServerDecl | undefined, input: unknown, options: Record<string, unknown>): ServerRunHandle {
  const [state, setState] = useState<RunState>({ result: undefined, error: null, running: false });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ input, options });
  latest.current = { input, options };
  // What the last start sent: the answer is for it, not for what has been typed since.
  const [sentFrom, setSentFrom] = useState<{ input: unknown; options: Record<string, unknown> }>();

  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => {
    const current = controller.current;
    if (!current) return;
    controller.current = null;
    current.abort();
    // The result keeps what arrived, marked as stopped by the visitor.
    setState((s) => ({ result: s.result && typeof s.result === 'object' ? { ...(s.result as object), stopped: 'visitor' } : s.result, error: s.error, running: false }));
  }, []);

  const start = useCallback(
    (name: string) => {
      if (!server) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const { input: sent, options: opts } = latest.current;
      setSentFrom(latest.current);
      const done = (next: RunState) => {
        if (controller.current !== abort) return;
        controller.current = null;
        setState(next);
      };
      void (async () => {
        setState({ result: undefined, error: null, running: true });
        let checked: unknown;
        try {
          checked = await run(sent, opts, name);
        } catch (err) {
          console.error(err);
          checked = toolError('unexpected');
        }
        if (isToolError(checked)) return done({ result: undefined, error: checked, running: false });
        let res: Response;
        try {
          res = await fetch(`${TOOL_API}/${toolId}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: server.stream ? 'application/x-ndjson' : 'application/json' },
            body: JSON.stringify({ input: sent, options: opts, start: name }),
            signal: abort.signal,
          });
        } catch {
          if (!abort.signal.aborted) done({ result: undefined, error: toolError('network'), running: false });
          return;
        }
        if (!res.ok || !(res.headers.get('content-type') ?? '').includes(server.stream ? 'ndjson' : 'json')) {
          return done({ result: undefined, error: await answerError(res), running: false });
        }
        if (!server.stream) {
          const body = (await res.json().catch(() => null)) as { result?: unknown } | null;
          return done(body && 'result' in body ? { result: body.result, error: null, running: false } : { result: undefined, error: toolError('serverUnavailable'), running: false });
        }
        // A stream: one JSON object a line (serverStream.ts). Parts are merged and drawn at most every 100 ms.
        let latestRead: StreamRead = { result: undefined, error: null };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const flush = () => {
          timer = undefined;
          if (controller.current === abort) setState({ result: latestRead.result, error: latestRead.error, running: true });
        };
        const read = await readServerStream(res.body!, abort.signal, (so) => {
          latestRead = so;
          timer ??= setTimeout(flush, 100);
        });
        clearTimeout(timer);
        if (!read) return;
        // A message after some parts (the time cap, a lost connection, the server restarting) is kept with them, for the page to say.
        done({ ...streamOutcome(read), running: false });
      })();
    },
    [toolId, run, server],
  );

  const upToDate = !state.running && !state.error && sentFrom !== undefined && sentFrom.input === input && sentFrom.options === options;
  return { ...state, upToDate, start, rerun: () => undefined, warm: () => undefined, cancel: stop };
}

export interface ServerInfo {
  /** 'missing': no API server answers (a plain static host). */
  status: 'checking' | 'ready' | 'missing';
  /** Field values the server decides (the port scanner's target: the visitor's own address). */
  fixed: Readonly<Record<string, string>>;
}

/** Asks the API server about a tool once the page is live: whether it answers, and the values it fixes. */
export function useServerInfo(toolId: string, enabled: boolean): ServerInfo {
  const [info, setInfo] = useState<ServerInfo>({ status: 'checking', fixed: {} });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetch(`${TOOL_API}/${toolId}`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const body = res.ok && (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as { fixed?: Record<string, string> }) : null;
        if (live) setInfo(body ? { status: 'ready', fixed: body.fixed ?? {} } : { status: 'missing', fixed: {} });
      })
      .catch(() => live && setInfo({ status: 'missing', fixed: {} }));
    return () => {
      live = false;
    };
  }, [toolId, enabled]);
  return info;
}
