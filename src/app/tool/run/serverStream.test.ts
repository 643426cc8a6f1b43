import { describe, expect, it } from 'vitest';
import { readServerStream, streamOutcome } from './serverStream.ts';

const encode = (text: string) => new TextEncoder().encode(text);
function stream(chunks: string[], fail = false): ReadableStream<Uint8Array<ArrayBuffer>> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encode(chunks[i++]!) as Uint8Array<ArrayBuffer>);
      else if (fail) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
}
const read = (chunks: string[], fail = false) => readServerStream(stream(chunks, fail), new AbortController().signal);

describe('reading a server tool’s stream as the page does', () => {
  it('merges parts across chunks and ends cleanly on its end line', async () => {
    const r = await read(['{"part":{"a":1}}\n{"pa', 'rt":{"b":2}}\n{"end":true}\n']);
    expect(r).toEqual({ result: { a: 1, b: 2 }, error: null });
    expect(streamOutcome(r!)).toEqual({ result: { a: 1, b: 2 }, error: null });
  });

  it('says connectionLost when the stream stops before its end line (the server died behind a proxy)', async () => {
    const r = await read(['{"part":{"a":1}}\n']);
    expect(r!.error?.code).toBe('connectionLost');
    expect(streamOutcome(r!)).toEqual({ result: { a: 1, failed: expect.objectContaining({ code: 'connectionLost' }) }, error: null });
  });

  it('says connectionLost when the connection breaks mid-stream', async () => {
    const r = await read(['{"part":{"a":1}}\n{"part":'], true);
    expect(r!.error?.code).toBe('connectionLost');
    expect(r!.result).toEqual({ a: 1 });
  });

  it('keeps the server’s own message (a restart) with what arrived', async () => {
    const r = await read(['{"part":{"a":1}}\n{"error":{"code":"serverStopping"}}\n{"end":true}\n']);
    expect(streamOutcome(r!)).toEqual({ result: { a: 1, failed: expect.objectContaining({ code: 'serverStopping' }) }, error: null });
  });

  it('gives nothing when the visitor stopped it', async () => {
    const abort = new AbortController();
    abort.abort();
    expect(await readServerStream(stream(['{"part":{"a":1}}\n'], true), abort.signal)).toBeNull();
  });
});
