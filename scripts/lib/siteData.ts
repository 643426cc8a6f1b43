/**
 * Forgets what a site stored in a browser tab (cookies, local and session storage, IndexedDB, caches,
 * service workers) while keeping the browser's HTTP and code caches, so the next page opened in the tab
 * behaves as a first visit but loads as fast as a returning one. Used by the end-to-end tests' warm tab
 * and by the size check, which both open many pages in one tab.
 */
import type { Page } from 'playwright-core';

export async function forgetSiteData(page: Page, origins: string[]): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  for (const origin of origins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems' });
  }
  await cdp.detach();
  await page.context().clearCookies();
}
