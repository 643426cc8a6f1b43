/**
 * Big files a tool needs when it runs (a WebAssembly core, language data): imported as
 * `import core from 'pkg/core.wasm?big'` (scripts/lib/big-asset-plugin.ts), which gives the file's URL on
 * the site's own origin and its size, and fetched by loadBigAsset only when the tool runs. The page says
 * beforehand how much a tool will download (the manifest's `bigAssets`, drawn by the host), the download
 * reports its progress, and a file downloaded once is kept in the cache the service worker serves the
 * site's assets from (src/sw.ts): the next run, the next visit and the page offline find it there.
 */
import { assetCache, type BigAsset } from './bigAssetCache.ts';
import { reportProgress } from './progress.ts';
import { toolError, type ToolError } from './toolError.ts';

/**
 * The file's bytes: from the cache if it was downloaded before, else downloaded now with its progress
 * reported (stage 'download') and kept. An interrupted or failed download, or one that does not give
 * exactly the announced bytes, is the ToolError `downloadFailed` (the host says so; running again retries).
 */
export async function loadBigAsset(asset: BigAsset): Promise<ArrayBuffer | ToolError> {
  if (asset.url.startsWith('file:')) return readLocalFile(asset);
  const cache = await assetCache();
  const stored = await cache?.match(asset.url).catch(() => undefined);
  if (stored) return stored.arrayBuffer();
  const failed = toolError('downloadFailed', { name: asset.name });
  let response: Response;
  try {
    response = await fetch(asset.url);
  } catch {
    return failed;
  }
  if (!response.ok || !response.body) return failed;
  const bytes = new Uint8Array(asset.bytes);
  let received = 0;
  reportProgress(0, asset.bytes, 'download');
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (received + value.length > asset.bytes) return failed;
      bytes.set(value, received);
      received += value.length;
      reportProgress(received, asset.bytes, 'download');
    }
  } catch {
    return failed;
  }
  if (received !== asset.bytes) return failed;
  // Not kept (a full disk, a private window): the tool still runs; the next run downloads again.
  await cache?.put(asset.url, new Response(bytes, { headers: { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' } })).catch(() => undefined);
  return bytes.buffer;
}

/** The file system of Node, when this runs there (typed here: the SDK's core is checked without Node's types). */
interface LocalFiles {
  readFileSync(path: URL): Uint8Array;
}

/**
 * In Node (the tests, the command line) a big file is the one its package keeps on disk, given as a file: URL
 * (scripts/lib/big-asset-hooks.mjs, and big-asset-plugin.ts for code Vite runs in Node): read, never downloaded.
 * Missing, of another size, or anywhere but Node: as a failed download.
 */
function readLocalFile(asset: BigAsset): ArrayBuffer | ToolError {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const fs = node?.getBuiltinModule?.('node:fs') as LocalFiles | undefined;
  try {
    const bytes = fs?.readFileSync(new URL(asset.url));
    if (bytes && bytes.length === asset.bytes) return Uint8Array.from(bytes).buffer;
  } catch {
    // Missing or unreadable: as a failed download.
  }
  return toolError('downloadFailed', { name: asset.name });
}
