/**
 * "Keep every tool available offline": what the build lists (scripts/prerender.ts writes OFFLINE_LIST_PATH) and
 * how the page keeps it, in the caches the service worker serves from (src/sw.ts): pages in PAGE_CACHE, scripts,
 * styles and big files in ASSET_CACHE. Files kept already are not fetched again, so a retry fetches only what failed.
 */
import { ASSET_CACHE } from '../sdk/core/bigAssetCache.ts';
import type { Lang } from '../i18n/languages.ts';

export const OFFLINE_LIST_PATH = '/offline.json';
/** The cache the service worker keeps pages in (src/sw.ts). */
export const PAGE_CACHE = 'pages';
/** Where the page remembers that every tool was kept, and in which language. */
const KEPT_KEY = 'offline-kept';

export interface OfflineFile {
  readonly url: string;
  readonly bytes: number;
}
export interface OfflineList {
  /** Every page of each language. */
  readonly pages: Record<string, readonly OfflineFile[]>;
  /** Every script, style and small file of the build. */
  readonly assets: readonly OfflineFile[];
  /**
   * The big files a few tools download on first use (dist/assets/big-…), offered one group at a time: the
   * files of one package folder together (pdf.js's standard fonts), named by that folder.
   */
  readonly big: readonly BigGroup[];
}
export interface BigGroup {
  /** The package folder the files come from ("pdfjs-dist/standard_fonts"). */
  readonly from: string;
  readonly files: readonly OfflineFile[];
  readonly bytes: number;
}

/** Big files grouped by the package folder each came from, largest group first. */
export function groupBigFiles(files: readonly OfflineFile[], sourceOf: (file: OfflineFile) => string): BigGroup[] {
  const groups = new Map<string, OfflineFile[]>();
  for (const file of files) groups.set(sourceOf(file), [...(groups.get(sourceOf(file)) ?? []), file]);
  return [...groups]
    .map(([from, members]) => ({ from, files: members, bytes: members.reduce((sum, f) => sum + f.bytes, 0) }))
    .sort((a, b) => b.bytes - a.bytes || a.from.localeCompare(b.from));
}

export async function loadOfflineList(): Promise<OfflineList> {
  const response = await fetch(OFFLINE_LIST_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${OFFLINE_LIST_PATH}: ${response.status}`);
  return (await response.json()) as OfflineList;
}

/** The files "every tool" means in a language, and their total size. */
export function everyTool(list: OfflineList, lang: Lang): { files: { file: OfflineFile; cache: string }[]; bytes: number } {
  const files = [...(list.pages[lang] ?? []).map((file) => ({ file, cache: PAGE_CACHE })), ...list.assets.map((file) => ({ file, cache: ASSET_CACHE }))];
  return { files, bytes: files.reduce((sum, { file }) => sum + file.bytes, 0) };
}

export interface KeepProgress {
  readonly done: number;
  readonly total: number;
  readonly bytesDone: number;
  readonly failed: number;
}

/**
 * Fetches and keeps each file not kept yet, a few at a time, reporting after each; stops early when `signal`
 * aborts. Resolves with the number of files that could not be fetched.
 */
export async function keepFiles(files: readonly { file: OfflineFile; cache: string }[], onProgress: (p: KeepProgress) => void, signal: AbortSignal): Promise<number> {
  const opened = new Map<string, Cache>();
  const cacheOf = async (name: string) => opened.get(name) ?? opened.set(name, await caches.open(name)).get(name)!;
  let next = 0;
  let done = 0;
  let bytesDone = 0;
  let failed = 0;
  const worker = async () => {
    while (next < files.length && !signal.aborted) {
      const { file, cache: name } = files[next++]!;
      const cache = await cacheOf(name);
      try {
        if (!(await cache.match(file.url))) {
          const response = await fetch(file.url, { signal });
          if (!response.ok) throw new Error(String(response.status));
          // The service worker keeps what it fetches under /assets/ itself; pages it keeps only when visited.
          if (!(await cache.match(file.url))) await cache.put(file.url, response);
        }
      } catch {
        if (!signal.aborted) failed++;
      }
      done++;
      bytesDone += file.bytes;
      onProgress({ done, total: files.length, bytesDone, failed });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failed;
}

/** How many of `files` are kept already. */
export async function keptCount(files: readonly { file: OfflineFile; cache: string }[]): Promise<number> {
  const names = [...new Set(files.map((f) => f.cache))];
  const opened = new Map(await Promise.all(names.map(async (name) => [name, await caches.open(name)] as const)));
  const found = await Promise.all(files.map(async ({ file, cache }) => !!(await opened.get(cache)!.match(file.url))));
  return found.filter(Boolean).length;
}

export const rememberKept = (lang: Lang | null) => (lang ? localStorage.setItem(KEPT_KEY, lang) : localStorage.removeItem(KEPT_KEY));
export const keptLanguage = (): string | null => localStorage.getItem(KEPT_KEY);

/** Removes every page and file kept for offline use (the service worker's shell stays, so the site still starts). */
export async function removeKept(): Promise<void> {
  await Promise.all([caches.delete(PAGE_CACHE), caches.delete(ASSET_CACHE)]);
  rememberKept(null);
}
