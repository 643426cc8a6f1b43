/**
 * Where a tool's big files are kept once downloaded (bigAssets.ts downloads them): the cache the service worker
 * serves /assets/ from. A module of its own because every tool page loads it (the host's notice asks whether
 * the files are kept already), while the download's code goes only with the tools that call it (vite.config.ts).
 */

export interface BigAsset {
  /** Where the site serves it (/assets/big-…, named by its content); in Node, its package's file (file:///…). */
  readonly url: string;
  /** Its size in bytes, as it is once downloaded. */
  readonly bytes: number;
  /** Its file name in its package, for messages ("MediaInfoModule.wasm"). */
  readonly name: string;
}

/** The Cache Storage cache the service worker serves /assets/ from (src/sw.ts imports it). */
export const ASSET_CACHE = 'assets';

/** The part of Cache Storage used here (typed here: the SDK's core is checked without the DOM's types). */
interface AssetCache {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

export async function assetCache(): Promise<AssetCache | undefined> {
  // No Cache Storage (Node, an insecure origin, some private windows): downloaded each time.
  const storage = (globalThis as { caches?: { open(name: string): Promise<AssetCache> } }).caches;
  return storage?.open(ASSET_CACHE).catch(() => undefined);
}

/** Whether every one of `assets` is stored already (the page then says nothing about a download). */
export async function bigAssetsStored(assets: readonly BigAsset[]): Promise<boolean> {
  const cache = await assetCache();
  if (!cache) return false;
  const found = await Promise.all(assets.map((asset) => cache.match(asset.url)));
  return found.every(Boolean);
}
