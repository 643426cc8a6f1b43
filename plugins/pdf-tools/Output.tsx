/**
 * The PDFs made (the view's file blocks, drawn by the host), and on the reorder and delete tabs a
 * picture of every page with buttons to move it, leave it out or mark it for deletion. The buttons
 * write the page list into the tab's field ("2, 1, 3-5"), so the typed list and the pictures are
 * one state and the run stays in run.ts. Bespoke because the host has no block for page pictures.
 *
 * The pictures are drawn by pdfjs-dist, loaded only here and only once a file is chosen on these
 * tabs; its worker is bundled as one of the site's own module workers (no CDN), and PDF.js 6 has no
 * eval path at all (the isEvalSupported option is gone), so it runs under the site's CSP.
 * WebAssembly decoders are turned off (useWasm: false): the CSP allows no WebAssembly.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBlocks, useDisplay, useToolHost, type ToolOutputProps } from '@sdk/ui';
import { asResultView } from '@sdk/core';
import PdfjsWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';
import type { Input, Options } from './manifest.ts';
import { compressPages } from './pages.ts';
import type { PdfResult } from './run.ts';
import { view } from './view.ts';
import './styles.css';

/** Pages drawn at most (a longer document is still handled: type the numbers). */
const MAX_PICTURES = 300;
/** The longer side of a picture, in canvas pixels (drawn at half that size, sharp on a dense screen). */
const PICTURE = 240;

/** pdf.js's worker, bundled by Vite as a module worker of the site (a .js file any static host serves as JavaScript), made once. */
let worker: Worker | undefined;

type Pictures = { status: 'loading' | 'ready' | 'failed'; urls: (string | undefined)[] };

function usePagePictures(bytes: Uint8Array | undefined): Pictures {
  const [pictures, setPictures] = useState<Pictures>({ status: 'loading', urls: [] });
  useEffect(() => {
    if (!bytes) return;
    let cancelled = false;
    const urls: string[] = [];
    let destroy: (() => void) | undefined;
    setPictures({ status: 'loading', urls: [] });
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerPort ??= worker ??= new PdfjsWorker();
        // pdf.js takes over the buffer it is given: hand it a copy.
        const task = pdfjs.getDocument({ data: bytes.slice(), useWasm: false, enableXfa: false });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        const count = Math.min(doc.numPages, MAX_PICTURES);
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: PICTURE / Math.max(base.width, base.height) });
          const canvas = document.createElement('canvas');
          canvas.width = Math.max(1, Math.round(viewport.width));
          canvas.height = Math.max(1, Math.round(viewport.height));
          await page.render({ canvas, viewport }).promise;
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
          page.cleanup();
          if (cancelled || !blob) continue;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          setPictures((prev) => {
            const next = [...prev.urls];
            next[n - 1] = url;
            return { status: n === count ? 'ready' : 'loading', urls: next };
          });
        }
      } catch {
        if (!cancelled) setPictures((prev) => ({ ...prev, status: 'failed' }));
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [bytes]);
  return pictures;
}

function PageSorter({ toolId, result, input, action }: { toolId: string; result: PdfResult; input: Input; action: 'reorder' | 'delete' }) {
  const { t } = useTranslation(toolId);
  const host = useToolHost();
  const pictures = usePagePictures(input.pdf?.bytes);
  const count = result.pagesIn[0] ?? 0;
  const kept = result.kept ?? [];
  // After a move the list is drawn again: the focus goes back to the page moved (its other arrow at an end).
  const section = useRef<HTMLElement>(null);
  const pendingFocus = useRef<{ key: string; move: 'earlier' | 'later' } | null>(null);
  useEffect(() => {
    const want = pendingFocus.current;
    if (!want || !section.current) return;
    const item = section.current.querySelector(`[data-key="${want.key}"]`);
    if (!item) return;
    pendingFocus.current = null;
    const other = want.move === 'earlier' ? 'later' : 'earlier';
    (item.querySelector<HTMLButtonElement>(`button[data-move="${want.move}"]:not(:disabled)`) ?? item.querySelector<HTMLButtonElement>(`button[data-move="${other}"]`))?.focus();
  }, [result]);

  const picture = (page: number) => {
    const url = pictures.urls[page - 1];
    return url ? <img src={url} alt="" className="pdf-tools-picture" /> : <span className="pdf-tools-picture pdf-tools-blank" aria-hidden="true" />;
  };

  let items;
  if (action === 'reorder') {
    const setOrder = (next: number[]) => host.setValue('order', compressPages(next));
    const seen = new Map<number, number>();
    items = kept.map((page, i) => {
      const n = (seen.get(page) ?? 0) + 1;
      seen.set(page, n);
      const key = `${page}-${n}`;
      const move = (to: number) => {
        pendingFocus.current = { key, move: to < i ? 'earlier' : 'later' };
        const next = [...kept];
        next.splice(i, 1);
        next.splice(to, 0, page);
        setOrder(next);
      };
      return (
        <li key={key} data-key={key} className="pdf-tools-page">
          {picture(page)}
          <span className="pdf-tools-caption">{t('thumbnails.page', { page })}</span>
          <span className="pdf-tools-buttons">
            <button type="button" className="btn btn-small" data-move="earlier" disabled={i === 0} aria-label={t('thumbnails.moveEarlier', { page })} title={t('thumbnails.moveEarlier', { page })} onClick={() => move(i - 1)}>
              ←
            </button>
            <button type="button" className="btn btn-small" data-move="later" disabled={i === kept.length - 1} aria-label={t('thumbnails.moveLater', { page })} title={t('thumbnails.moveLater', { page })} onClick={() => move(i + 1)}>
              →
            </button>
            <button type="button" className="btn btn-small" disabled={kept.length === 1} aria-label={t('thumbnails.drop', { page })} title={t('thumbnails.drop', { page })} onClick={() => setOrder(kept.filter((_, k) => k !== i))}>
              ✕
            </button>
          </span>
        </li>
      );
    });
  } else {
    const keptSet = new Set(kept);
    items = Array.from({ length: count }, (_, i) => i + 1).map((page) => {
      const marked = !keptSet.has(page);
      const toggle = () => {
        const next = Array.from({ length: count }, (_, k) => k + 1).filter((p) => (p === page ? !marked : !keptSet.has(p)));
        host.setValue('remove', compressPages(next));
      };
      return (
        <li key={page} className={marked ? 'pdf-tools-page pdf-tools-marked' : 'pdf-tools-page'}>
          {picture(page)}
          <span className="pdf-tools-caption">
            {t('thumbnails.page', { page })}
            {marked && <strong className="pdf-tools-mark"> · {t('thumbnails.marked')}</strong>}
          </span>
          <span className="pdf-tools-buttons">
            <button type="button" className="btn btn-small" aria-pressed={marked} onClick={toggle}>
              {marked ? t('thumbnails.restore', { page }) : t('thumbnails.deleteMark', { page })}
            </button>
          </span>
        </li>
      );
    });
  }

  return (
    <section ref={section} className="pdf-tools" aria-labelledby="pdf-tools-pages">
      <h3 id="pdf-tools-pages">{t('thumbnails.label')}</h3>
      {pictures.status === 'loading' && <p className="muted" role="status">{t('thumbnails.loading')}</p>}
      {pictures.status === 'failed' && <p className="muted" role="status">{t('thumbnails.failed')}</p>}
      <ol className="pdf-tools-pages">{items}</ol>
      {action === 'reorder' && (
        <button type="button" className="btn btn-small" onClick={() => host.setValue('order', '')}>
          {t('thumbnails.reset')}
        </button>
      )}
    </section>
  );
}

export default function Output({ toolId, result, input, options }: ToolOutputProps<PdfResult, Options, Input>) {
  const display = useDisplay(toolId);
  const shown = useMemo(() => asResultView(view(result, { input })), [result, input]);
  const sorting = (options.action === 'reorder' || options.action === 'delete') && result.action === options.action && input.pdf?.bytes;
  return (
    <>
      <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} filename={shown.filename} />
      {sorting && <PageSorter toolId={toolId} result={result} input={input} action={options.action as 'reorder' | 'delete'} />}
    </>
  );
}
