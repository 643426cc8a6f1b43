import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_CACHE, bigAssetsStored, type BigAsset } from './bigAssetCache.ts';
import { loadBigAsset } from './bigAssets.ts';
import { setProgressSink } from './progress.ts';
import { isToolError, toolError } from './toolError.ts';

const FILE = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 7) % 256);
const asset: BigAsset = { url: '/assets/big-core-abc123.wasm', bytes: FILE.length, name: 'core.wasm' };

/** Cache Storage as the browser has it, in memory: caches by name, responses by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (url: string) => store.get(url)?.clone(),
        put: async (url: string, response: Response) => void store.set(url, response),
      };
    },
  };
}

/** A response whose body arrives in `chunks`, then ends, or breaks off with an error. */
function streamed(chunks: Uint8Array[], { breakOff = false } = {}): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        if (breakOff) controller.error(new TypeError('network error'));
        else controller.close();
      },
    }),
  );
}
const inThree = () => [FILE.slice(0, 4000), FILE.slice(4000, 8000), FILE.slice(8000)];

describe('big files', () => {
  let caches: ReturnType<typeof fakeCaches>;
  const reports: [number, number, string][] = [];
  beforeEach(() => {
    caches = fakeCaches();
    vi.stubGlobal('caches', caches);
    reports.length = 0;
    setProgressSink((done, total, stage) => reports.push([done, total, stage]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setProgressSink(undefined);
  });

  it('are downloaded once with their progress in bytes, kept where the service worker serves assets from, then read from there', async () => {
    const fetch = vi.fn(async () => streamed(inThree()));
    vi.stubGlobal('fetch', fetch);
    expect(await bigAssetsStored([asset])).toBe(false);
    const first = await loadBigAsset(asset);
    expect(new Uint8Array(first as ArrayBuffer)).toEqual(FILE);
    expect(reports).toEqual([
      [0, 10_000, 'download'],
      [4000, 10_000, 'download'],
      [8000, 10_000, 'download'],
      [10_000, 10_000, 'download'],
    ]);
    expect(caches.stores.get(ASSET_CACHE)?.has(asset.url)).toBe(true);
    expect(await bigAssetsStored([asset])).toBe(true);
    const second = await loadBigAsset(asset);
    expect(new Uint8Array(second as ArrayBuffer)).toEqual(FILE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('say so when the download fails, breaks off or brings other bytes than announced, keep nothing, and a new try works', async () => {
    const failures = [
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('missing', { status: 404 }),
      async () => streamed(inThree().slice(0, 2), { breakOff: true }),
      async () => streamed(inThree().slice(0, 2)),
      async () => streamed([...inThree(), new Uint8Array(1)]),
    ];
    for (const failure of failures) {
      vi.stubGlobal('fetch', vi.fn(failure));
      const result = await loadBigAsset(asset);
      expect(result).toEqual(toolError('downloadFailed', { name: 'core.wasm' }));
      expect(await bigAssetsStored([asset])).toBe(false);
    }
    vi.stubGlobal('fetch', vi.fn(async () => streamed(inThree())));
    expect(new Uint8Array((await loadBigAsset(asset)) as ArrayBuffer)).toEqual(FILE);
  });

  it('still download where there is no Cache Storage (each time), and are stored only when all of them are', async () => {
    vi.stubGlobal('caches', undefined);
    const fetch = vi.fn(async () => streamed(inThree()));
    vi.stubGlobal('fetch', fetch);
    expect(new Uint8Array((await loadBigAsset(asset)) as ArrayBuffer)).toEqual(FILE);
    expect(await loadBigAsset(asset)).not.toSatisfy(isToolError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await bigAssetsStored([asset])).toBe(false);

    vi.stubGlobal('caches', caches);
    await loadBigAsset(asset);
    expect(await bigAssetsStored([asset, { ...asset, url: '/assets/big-data-def456.bin' }])).toBe(false);
    expect(await bigAssetsStored([asset])).toBe(true);
  });

  it('are read from disk in Node, where the tests and the command line give them as their package’s file (file: URL), never fetched or cached', async () => {
    const fetch = vi.fn(async () => streamed(inThree()));
    vi.stubGlobal('fetch', fetch);
    const dir = mkdtempSync(join(tmpdir(), 'big-asset-'));
    writeFileSync(join(dir, 'core.wasm'), FILE);
    const local: BigAsset = { ...asset, url: pathToFileURL(join(dir, 'core.wasm')).href };
    expect(new Uint8Array((await loadBigAsset(local)) as ArrayBuffer)).toEqual(FILE);
    // Missing, or not the size announced: as a failed download.
    expect(await loadBigAsset({ ...local, url: pathToFileURL(join(dir, 'missing.wasm')).href })).toEqual(toolError('downloadFailed', { name: 'core.wasm' }));
    expect(await loadBigAsset({ ...local, bytes: FILE.length + 1 })).toEqual(toolError('downloadFailed', { name: 'core.wasm' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(caches.stores.get(ASSET_CACHE)?.size ?? 0).toBe(0);
  });
});
