/**
 * The service worker (built into dist/sw.js by scripts/lib/offline-plugin.ts): offline and installable.
 * The shell (entry script and styles, icons) is precached; every other asset, such as a tool's chunks,
 * is cached when first used, and pages fall back to their cached copy when the network is gone. A new
 * version waits until no page uses the old one (the next visit), so a page never mixes two builds.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSET_CACHE } from './sdk/core/bigAssetCache.ts';
import { PAGE_CACHE } from './app/offlineList.ts';

// Replaced at build time by the list of files to precache, with a revision for those whose names carry no hash.
declare const self: { __PRECACHE__: { url: string; revision: string | null }[] };

precacheAndRoute(self.__PRECACHE__);
cleanupOutdatedCaches();

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  new NetworkFirst({ cacheName: PAGE_CACHE, networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Hashed file names never change content: served from the cache once fetched. A tool's big files
// (src/sdk/core/bigAssets.ts), and every file when a visitor keeps every tool offline (src/app/offlineList.ts),
// are put in the same caches by the page.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  // Room for every file of a few builds (a build has about 2,000), so that keeping every tool offline keeps them all.
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 6000, maxAgeSeconds: 60 * 60 * 24 * 365 })] }),
);
