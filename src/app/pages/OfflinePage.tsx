/**
 * Use offline: every tool kept in this browser on request (the pages of the visitor's language and every
 * script and style of the build, src/app/offlineList.ts), the big files a few tools download offered one by
 * one, what the site stores and whether the browser keeps it for good, and one button that removes it all.
 * Pages visited are kept anyway by the service worker (src/sw.ts); this page fills the same caches ahead of time.
 */
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';
import { infoTexts } from './InfoPage.tsx';
import { useInBrowser } from '@sdk/ui/useInBrowser.ts';
import { ASSET_CACHE } from '../../sdk/core/bigAssetCache.ts';
import { byteSizeText } from '@sdk/ui/displayText.ts';
import { everyTool, keepFiles, keptCount, keptLanguage, loadOfflineList, rememberKept, removeKept, type KeepProgress, type OfflineFile, type OfflineList } from '../offlineList.ts';

type Keeping = { state: 'idle' } | { state: 'running'; progress: KeepProgress } | { state: 'failed'; failed: number } | { state: 'cancelled' };

/** "big-ffmpeg-core-CgUfceKH.wasm" → "ffmpeg-core.wasm": the name in its package. */
const bigName = (url: string) => url.replace(/^.*\/big-/, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

export default function OfflinePage() {
  const lang = useLang();
  use(infoTexts(lang));
  const { t } = useTranslation(['info', 'common']);
  const title = t('common:pages.offline.title');
  const inBrowser = useInBrowser();
  return (
    <article className="prose">
      <PageHead title={title} description={t('offline.description')} path="/offline" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('offline.intro')}</p>
      {inBrowser && typeof caches !== 'undefined' ? <OfflineSettings /> : <p className="note">{inBrowser ? t('offline.unavailable') : t('offline.needsScript')}</p>}
    </article>
  );
}

function OfflineSettings() {
  const lang = useLang();
  const { t } = useTranslation(['info', 'common']);
  const [list, setList] = useState<OfflineList | null | 'failed'>(null);
  const [kept, setKept] = useState<number | null>(null);
  const [bigKept, setBigKept] = useState<Record<string, boolean>>({});
  const [keeping, setKeeping] = useState<Keeping>({ state: 'idle' });
  const [storage, setStorage] = useState<{ usage: number; quota: number; persisted: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const mb = (bytes: number) => new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);
  const count = (n: number) => new Intl.NumberFormat(lang).format(n);
  // The page's language in its own words ("English", "español"), as a sentence of that language writes it.
  const languageName = new Intl.DisplayNames(lang, { type: 'language' }).of(lang) ?? lang;

  const refresh = useCallback(async (current: OfflineList) => {
    setKept(await keptCount(everyTool(current, lang).files));
    const cache = await caches.open(ASSET_CACHE);
    setBigKept(Object.fromEntries(await Promise.all(current.big.flatMap((group) => group.files).map(async (file) => [file.url, !!(await cache.match(file.url))] as const))));
    const estimate = await navigator.storage?.estimate?.();
    const persisted = (await navigator.storage?.persisted?.()) ?? false;
    if (estimate) setStorage({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted });
  }, [lang]);

  useEffect(() => {
    let current = true;
    loadOfflineList().then(
      (loaded) => current && (setList(loaded), void refresh(loaded)),
      () => current && setList('failed'),
    );
    return () => {
      current = false;
      abort.current?.abort();
    };
  }, [refresh]);

  if (list === null) return <p role="status">{t('offline.loading')}</p>;
  if (list === 'failed') return <p role="alert">{t('offline.listFailed')}</p>;
  const all = everyTool(list, lang);
  const allKept = kept === all.files.length;

  const keep = async (files: { file: OfflineFile; cache: string }[], rememberAll: boolean) => {
    // Asked once, before the download: a browser may then keep the files even when space runs low.
    await navigator.storage?.persist?.().catch(() => false);
    const controller = new AbortController();
    abort.current = controller;
    setKeeping({ state: 'running', progress: { done: 0, total: files.length, bytesDone: 0, failed: 0 } });
    const failed = await keepFiles(files, (progress) => setKeeping({ state: 'running', progress }), controller.signal);
    setKeeping(controller.signal.aborted ? { state: 'cancelled' } : failed > 0 ? { state: 'failed', failed } : { state: 'idle' });
    if (rememberAll && !controller.signal.aborted && failed === 0) rememberKept(lang);
    await refresh(list);
  };
  const running = keeping.state === 'running';

  return (
    <>
      <section aria-labelledby="offline-all">
        <h2 id="offline-all">{t('offline.all.heading')}</h2>
        <p>{t('offline.all.size', { size: mb(all.bytes), formatted: count(all.files.length), language: languageName })}</p>
        <p role="status">
          {kept === null
            ? t('offline.loading')
            : allKept
              ? t('offline.all.kept', { language: languageName })
              : keptLanguage() === lang
                ? t('offline.all.partly', { kept: count(kept), total: count(all.files.length) })
                : t('offline.all.notKept')}
        </p>
        {running && (
          <p>
            <progress value={keeping.progress.bytesDone} max={Math.max(1, all.bytes)} aria-label={t('offline.all.progress')} />{' '}
            {t('offline.all.progressText', { done: mb(keeping.progress.bytesDone), total: mb(all.bytes) })}
          </p>
        )}
        {keeping.state === 'failed' && <p role="alert">{t('offline.all.failed', { formatted: count(keeping.failed) })}</p>}
        {keeping.state === 'cancelled' && <p role="status">{t('offline.all.cancelled')}</p>}
        <p>
          {running ? (
            <button type="button" className="btn" onClick={() => abort.current?.abort()}>
              {t('offline.all.cancel')}
            </button>
          ) : (
            !allKept && (
              <button type="button" className="btn btn-primary" disabled={kept === null} onClick={() => void keep(all.files, true)}>
                {keeping.state === 'failed' ? t('offline.all.retry') : t('offline.all.keep')}
              </button>
            )
          )}
        </p>
      </section>

      {list.big.length > 0 && (
        <section aria-labelledby="offline-big">
          <h2 id="offline-big">{t('offline.big.heading')}</h2>
          <p>{t('offline.big.text')}</p>
          <ul>
            {list.big.map((group) => {
              const name = group.files.length === 1 ? bigName(group.files[0]!.url) : t('offline.big.group', { folder: group.from, formatted: count(group.files.length) });
              const size = byteSizeText(group.bytes, lang);
              const kept = group.files.every((file) => bigKept[file.url]);
              return (
                <li key={group.from}>
                  <Trans t={t} i18nKey="offline.big.item" values={{ name, size, state: t(kept ? 'offline.big.kept' : 'offline.big.notKept') }} components={{ code: <code /> }} />{' '}
                  {!kept && (
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={running}
                      onClick={() => void keep(group.files.map((file) => ({ file, cache: ASSET_CACHE })), false)}
                    >
                      {t('offline.big.keep', { name, size })}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="offline-storage">
        <h2 id="offline-storage">{t('offline.storage.heading')}</h2>
        {storage && (
          <p>
            {t('offline.storage.used', { used: mb(storage.usage), quota: mb(storage.quota) })} {t(storage.persisted ? 'offline.storage.persisted' : 'offline.storage.notPersisted')}
          </p>
        )}
        <p>
          <button
            type="button"
            className="btn"
            disabled={running}
            onClick={() =>
              void removeKept().then(() => {
                setKeeping({ state: 'idle' });
                return refresh(list);
              })
            }
          >
            {t('offline.storage.remove')}
          </button>
        </p>
      </section>
    </>
  );
}
