/**
 * Draws a tool's result blocks in the page's language: text, values, tables, lists, images, files,
 * before/after comparisons, meters, formulas, notes and charts. The host draws every declared tool's result with it; bespoke panels draw
 * their standard parts with it too. User text is always rendered as text, never as HTML.
 */
import { useNow } from './clock.ts';
import { Fragment, lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { itemText, safeLink, type Display, type FileBlock, type ImageBlock, type ListBlock, type ResultBlock, type TableBlock, type TextBlock, type ValuesBlock } from '../core/result.ts';
import { CopyButton } from './CopyButton.tsx';
import { DownloadButtons, useDownload } from './DownloadButtons.tsx';
import { displayText, fileCaption, maskSecret, type DisplayContext } from './displayText.ts';

import { blobToDataUrl, rasterizeSvg, svgDataUrl, IMAGE_MIME } from './image.ts';
import { OutputText } from './OutputText.tsx';
import { characterCount } from './TextAreaField.tsx';
import { useInBrowser } from './useInBrowser.ts';
import { writeClipboard, writeClipboardImage } from './clipboard.ts';
import { notify } from './notices.ts';

/** Charts are drawn by code that loads with the first chart, so pages without one never download it. */
const ChartResult = lazy(() => import('./ChartResult.tsx').then((m) => ({ default: m.ChartResult })));
/** So are before/after comparisons (an image converter's). */
const CompareResult = lazy(() => import('./CompareResult.tsx').then((m) => ({ default: m.CompareResult })));
/**
 * JSON texts are offered highlighted and as a tree by code that loads with the first one, or ahead of it
 * (preloadJsonText): then the first result is drawn once, not first as plain text and again when the code
 * has come, which on a megabyte-sized result is a second layout of its text.
 */
let loadedJsonText: typeof import('./JsonText.tsx').default | undefined;
const loadJsonText = () => import('./JsonText.tsx').then((m) => ((loadedJsonText = m.default), m));
const LazyJsonText = lazy(loadJsonText);

/**
 * Loads the JSON views and their texts (`loadTexts`: the tool host's) ahead of a JSON result: a page calls
 * it when a visitor starts using a tool that makes JSON.
 */
export function preloadJsonText(loadTexts: (ns: string) => Promise<void>): void {
  // A failure is the views' to say, when they are drawn.
  if (!loadedJsonText) loadJsonText().catch(() => undefined);
  loadTexts('jsonView').catch(() => undefined);
}

/** Writes Display values for a tool's page: its texts, the page's language, the current time. */
export function useDisplay(toolId: string, ticking = false): DisplayContext {
  const { t, i18n } = useTranslation([toolId, 'common']);
  const now = useNow(ticking);
  return useMemo(() => ({ lang: i18n.language, now, t: (key: string, params: Record<string, string | number>) => t(key, params) }), [t, i18n.language, now]);
}


interface ResultBlocksProps {
  toolId: string;
  blocks: readonly ResultBlock[];
  display: DisplayContext;
  /** The base name of downloads (the view's `filename`; default: the tool's id). */
  filename?: string;
}

export function ResultBlocks({ toolId, blocks, display, filename }: ResultBlocksProps) {
  const files = blocks.filter((b): b is FileBlock => b.kind === 'file');
  const firstFile = blocks.findIndex((b) => b.kind === 'file');
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={`${block.kind}-${i}`}>
          {i === firstFile && files.length > 1 && <DownloadAll files={files} name={`${filename ?? toolId}.zip`} />}
          <Block toolId={toolId} block={block} display={display} />
        </Fragment>
      ))}
    </>
  );
}

/** Several files made at once (converted images, split pages) saved in one ZIP, made in the browser. */
function DownloadAll({ files, name }: { files: readonly FileBlock[]; name: string }) {
  const { t } = useTranslation('common');
  const download = useDownload();
  const inBrowser = useInBrowser();
  const save = async () => {
    const { zipSync } = await import('fflate');
    const entries: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
    for (const file of files) {
      // Two files of one name ("page.pdf" twice) both go in: the second as "page (2).pdf".
      let entry = file.name;
      for (let n = 2; entry in entries; n++) entry = file.name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
      // Images, PDFs and archives are compressed already: stored as they are, the ZIP is made at once.
      entries[entry] = [file.bytes, { level: /^(image\/(png|jpeg|webp|avif|gif)|application\/(pdf|zip))$/.test(file.type) ? 0 : 6 }];
    }
    download(name, new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'application/zip', t('notices.fileDownloaded', { name }));
  };
  return (
    <div className="io-actions result-files-all">
      <button type="button" className="btn" disabled={!inBrowser} onClick={() => void save()}>
        {t('actions.downloadAll', { count: files.length })}
      </button>
    </div>
  );
}

function Block({ toolId, block, display }: { toolId: string; block: ResultBlock; display: DisplayContext }) {
  const w = (d: Display | undefined) => displayText(d, display);
  switch (block.kind) {
    case 'text':
      return <TextResult toolId={toolId} block={block} display={display} />;
    case 'values':
      return <ValuesResult block={block} display={display} />;
    case 'table':
      return <TableResult block={block} display={display} />;
    case 'list':
      return <ListResult toolId={toolId} block={block} display={display} />;
    case 'image':
      return <ImageResult toolId={toolId} block={block} display={display} />;
    case 'file':
      return <FileResult block={block} display={display} />;
    case 'compare':
      return (
        <Suspense fallback={null}>
          <CompareResult block={block} display={display} />
        </Suspense>
      );
    case 'meter':
      return <MeterResult label={w(block.label)} text={w(block.text)} block={block} />;
    case 'formula':
      return (
        <p className="field-description result-formula" data-block="formula">
          {w(block.label)} <span className="formula">{block.formula.map(w).join('')}</span>
        </p>
      );
    case 'chart':
      return (
        <Suspense fallback={null}>
          <ChartResult block={block} display={display} />
        </Suspense>
      );
    case 'note':
      return (
        <p className={block.tone === 'warning' ? 'result-note result-note-warning' : 'result-note'} data-block="note" role="note">
          <span aria-hidden="true">{block.tone === 'warning' ? '⚠' : 'ℹ'}</span> {w(block.text)}
        </p>
      );
  }
}

function TextResult({ toolId, block, display }: { toolId: string; block: TextBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const id = useId();
  // Loaded already: drawn at once. One component for the block's life: a new one would lose the tree's state.
  const [JsonText] = useState(() => loadedJsonText ?? LazyJsonText);
  const nf = useMemo(() => new Intl.NumberFormat(display.lang), [display.lang]);
  const count = useMemo(() => (block.summary === undefined ? characterCount(block.text) : 0), [block.text, block.summary]);
  const label = block.label !== undefined ? displayText(block.label, display) : display.t('outputLabel', { defaultValue: t('tool.output') });
  const summary = block.summary !== undefined ? displayText(block.summary, display) : t('tool.characters', { count, formatted: nf.format(count) });
  if (block.emphasis === 'password') {
    return (
      <div data-block="text">
        <div className="io-header">
          <strong id={`${id}-label`}>{label}</strong>
          <span className="io-meta">{summary}</span>
        </div>
        <p className="result-password" translate="no" aria-labelledby={`${id}-label`}>
          {[...block.text].map((ch, i) =>
            /\p{N}/u.test(ch) ? (
              <span key={i} className="char-digit">
                {ch}
              </span>
            ) : /[^\p{L}\p{N}]/u.test(ch) ? (
              <span key={i} className="char-symbol">
                {ch}
              </span>
            ) : (
              ch
            ),
          )}
        </p>
      </div>
    );
  }
  const plain = (
    <div data-block="text">
      <div className="io-header">
        <label htmlFor={`${id}-text`}>{label}</label>
        <span className="io-meta">{summary}</span>
      </div>
      <OutputText id={`${id}-text`} text={block.text} lang={block.lang} translate={block.noTranslate ? 'no' : undefined} wrap={block.wrap === false ? 'off' : undefined} />
    </div>
  );
  if (block.syntax !== 'json') return plain;
  return (
    <Suspense fallback={plain}>
      <JsonText id={id} text={block.text} label={label} summary={summary} toolId={toolId} />
    </Suspense>
  );
}

function ValuesResult({ block, display }: { block: ValuesBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const inBrowser = useInBrowser();
  const w = (d: Display | undefined) => displayText(d, display);
  const live = (d: Display) => (typeof d === 'object' && ('relative' in d || 'clock' in d) ? true : undefined);
  const hasSecret = block.items.some((i) => i.secret);
  const value = (item: ValuesBlock['items'][number]) => {
    const text = w(item.value);
    return item.secret && !(shown && inBrowser) ? maskSecret(text, inBrowser ? 4 : 0) : text;
  };
  const label = block.label !== undefined ? w(block.label) : undefined;
  // A value with a link: an http(s) address only, opened apart from the site, telling it nothing.
  const linked = (item: ValuesBlock['items'][number], text: string) => {
    const href = item.secret ? null : safeLink(item.link);
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow external">
        {text}
      </a>
    ) : (
      text
    );
  };
  const showButton = hasSecret && (
    <div className="io-actions">
      <button type="button" className="btn" aria-pressed={shown} disabled={!inBrowser} onClick={() => setShown((s) => !s)}>
        {t('actions.show')}
      </button>
    </div>
  );
  const announce = block.announce ? ({ role: 'status', 'aria-live': 'polite', 'aria-atomic': true } as const) : {};
  if (block.layout === 'rows')
    return (
      <div data-block="values" {...announce}>
        <div className="table-scroll table-plain">
          <table className="output-table value-rows">
            {label && <caption>{label}</caption>}
            <tbody>
              {block.items.map((item, i) => (
                <tr key={i} data-value={i}>
                  <th scope="row">{w(item.label)}</th>
                  <td className={item.mono || item.secret ? 'mono' : undefined} translate={item.mono || item.secret ? 'no' : undefined}>
                    <span className="value-text" data-live={live(item.value)}>
                      {linked(item, value(item))}
                    </span>
                    {item.hint !== undefined && <span className="field-description value-hint">{w(item.hint)}</span>}
                  </td>
                  <td className="value-copy">
                    {item.copy !== false && (
                      <CopyButton
                        className="btn btn-small"
                        text={() => (typeof item.copy === 'string' ? item.copy : w(item.value))}
                        ariaLabel={`${t('actions.copy')}: ${w(item.label)}`}
                        disabled={!inBrowser && !!item.secret}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {showButton}
      </div>
    );
  return (
    <div data-block="values" {...announce}>
      {label && <p className="values-label">{label}</p>}
      <ul className="stat-grid" aria-label={label}>
        {block.items.map((item, i) => (
          <li key={i} className={item.main ? 'stat stat-main' : 'stat'} data-value={i}>
            <span className={item.mono ? 'stat-value mono' : 'stat-value'} data-live={live(item.value)}>
              {linked(item, value(item))}
            </span>{' '}
            <span className="stat-label">{w(item.label)}</span>
            {item.hint !== undefined && <span className="field-description value-hint">{w(item.hint)}</span>}
            {item.copy && (
              <CopyButton className="btn btn-small" text={() => (typeof item.copy === 'string' ? item.copy : w(item.value))} ariaLabel={`${t('actions.copy')}: ${w(item.label)}`} />
            )}
          </li>
        ))}
      </ul>
      {showButton}
    </div>
  );
}

/** Rows drawn at first, and added per "Show more": a browser lays out thousands of rows slowly. */
const TABLE_PAGE = 500;

function sortKey(d: Display): string | number {
  if (typeof d === 'object' && d !== null && 'num' in d) return d.num;
  if (typeof d === 'object' && d !== null && 'date' in d) return typeof d.date === 'number' ? d.date : d.date;
  return '';
}

function TableResult({ block, display }: { block: TableBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const w = (d: Display | undefined) => displayText(d, display);
  const page = block.pageSize ?? TABLE_PAGE;
  const [limit, setLimit] = useState(page);
  const [sort, setSort] = useState<{ column: number; descending: boolean } | null>(null);
  const nf = useMemo(() => new Intl.NumberFormat(display.lang), [display.lang]);
  const order = useMemo(() => {
    const indexes = block.rows.map((_, i) => i);
    if (!sort) return indexes;
    const collator = new Intl.Collator(display.lang, { numeric: true });
    const keys = block.rows.map((r) => {
      const k = sortKey(r[sort.column] ?? '');
      return typeof k === 'number' ? k : displayText(r[sort.column], display);
    });
    indexes.sort((a, b) => {
      const ka = keys[a]!;
      const kb = keys[b]!;
      const c = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
      return sort.descending ? -c : c;
    });
    return indexes;
  }, [block.rows, sort, display]);
  const shown = order.slice(0, limit);
  // A table wider or longer than its box scrolls inside it: keyboard users reach it by Tab.
  const regionLabel = block.caption !== undefined ? w(block.caption) : t('tool.output');
  return (
    <div data-block="table">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={regionLabel}>
        <table className="output-table">
          {block.caption !== undefined && <caption>{w(block.caption)}</caption>}
          <thead>
            <tr>
              {block.columns.map((c, i) => {
                const label = w(c.label);
                const sorted = sort?.column === i ? (sort.descending ? 'descending' : 'ascending') : undefined;
                return (
                  <th key={i} scope="col" className={c.numeric ? 'num' : undefined} aria-sort={block.sortable ? (sorted ?? 'none') : undefined}>
                    {block.sortable ? (
                      <button type="button" className="th-sort" onClick={() => setSort({ column: i, descending: sort?.column === i ? !sort.descending : false })}>
                        {label} <span aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((rowIndex) => {
              const row = block.rows[rowIndex]!;
              const marked = block.marked?.row === rowIndex;
              return (
                <tr key={rowIndex} aria-current={marked ? 'true' : undefined} className={marked ? 'row-marked' : undefined}>
                  {row.map((cell, i) => {
                    const column = block.columns[i];
                    const className = [column?.numeric && 'num', column?.mono && 'mono'].filter(Boolean).join(' ') || undefined;
                    const content = (
                      <>
                        {w(cell)}
                        {marked && i === 0 && (
                          <span className="row-marker">
                            <span aria-hidden="true"> ◀ </span>
                            {w(block.marked!.note)}
                          </span>
                        )}
                      </>
                    );
                    return i === 0 && block.rowHeaders ? (
                      <th key={i} scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td key={i} className={className} translate={column?.mono ? 'no' : undefined}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {order.length > limit && (
        <p className="io-meta" role="note">
          {t('table.shown', { shown: nf.format(limit), total: nf.format(order.length) })}{' '}
          <button type="button" className="btn btn-link" onClick={() => setLimit((l) => l + page * 4)}>
            {t('table.showMore')}
          </button>
        </p>
      )}
    </div>
  );
}

/** Items of a list drawn at most; Copy and Download give all of them. */
const LIST_LIMIT = 1000;
/** A list item with actions shows at most this many characters in its text area. */
const ITEM_PREVIEW = 2000;

function ListResult({ toolId, block, display }: { toolId: string; block: ListBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const w = (d: Display | undefined) => displayText(d, display);
  const nf = useMemo(() => new Intl.NumberFormat(display.lang), [display.lang]);
  const shown = block.items.slice(0, LIST_LIMIT) as readonly (string | { text: string; label: Display })[];
  const more = block.items.length > shown.length && (
    <p className="io-meta" role="note">
      {t('list.shown', { shown: nf.format(shown.length), total: nf.format(block.items.length) })}
    </p>
  );
  const label = block.label !== undefined ? w(block.label) : undefined;
  if (shown.some((item) => typeof item !== 'string')) {
    return (
      <div data-block="list">
        {label && <p className="values-label">{label}</p>}
        {shown.map((item, i) => {
          const text = itemText(item);
          const heading = typeof item === 'string' ? String(i + 1) : w(item.label);
          const preview = text.length > ITEM_PREVIEW ? `${text.slice(0, ITEM_PREVIEW)}…` : text;
          return (
            <section key={i} className="list-item-card" aria-labelledby={`${headingId}-${i}`}>
              <h3 id={`${headingId}-${i}`} className="io-header">
                {heading}
              </h3>
              <textarea className="io-area" readOnly dir="auto" rows={6} value={preview} aria-labelledby={`${headingId}-${i}`} spellCheck={false} />
              <div className="io-actions">
                <CopyButton text={text} ariaLabel={`${t('actions.copy')}: ${heading}`} />
                <DownloadButtons basename={`${toolId}-${i + 1}`} formats={['txt']} content={() => text} />
              </div>
            </section>
          );
        })}
        {more}
      </div>
    );
  }
  const items = (shown as readonly string[]).map((item, i) => <li key={i}>{item === '' && block.emptyItem !== undefined ? <span className="muted">{w(block.emptyItem)}</span> : item}</li>);
  return (
    <div data-block="list">
      {label && (
        <p className="values-label" id={headingId}>
          {label}
        </p>
      )}
      {/* Focusable so that a long list scrolls from the keyboard. */}
      {block.numbered ? (
        <ol className={block.mono ? 'result-list mono' : 'result-list'} aria-labelledby={label ? headingId : undefined} tabIndex={0} translate={block.mono ? 'no' : undefined}>
          {items}
        </ol>
      ) : (
        <ul className={block.mono ? 'result-list mono' : 'result-list'} aria-labelledby={label ? headingId : undefined} tabIndex={0} translate={block.mono ? 'no' : undefined}>
          {items}
        </ul>
      )}
      {more}
    </div>
  );
}

function ImageResult({ toolId, block, display }: { toolId: string; block: ImageBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const download = useDownload();
  const inBrowser = useInBrowser();
  const w = (d: Display | undefined) => (d === undefined ? undefined : displayText(d, display));
  const name = block.filename ?? toolId;
  const save = async (format: 'svg' | 'png' | 'jpg') => {
    let blob: Blob;
    try {
      blob = format === 'svg' ? new Blob([block.svg], { type: IMAGE_MIME.svg }) : await rasterizeSvg(block.svg, block.width, block.height, format, block.quality);
    } catch {
      // A canvas this large may be refused (a phone's memory): the SVG still works.
      notify('error', t('notices.drawFailed', { format: format.toUpperCase() }));
      return;
    }
    download(`${name}.${format}`, blob, IMAGE_MIME[format], t('notices.imageDownloaded', { format: format.toUpperCase() }));
  };
  return (
    <figure data-block="image" className="result-image">
      <div className="result-image-stage">
        <img src={svgDataUrl(block.svg)} alt={w(block.alt)} width={block.width} height={block.height} />
      </div>
      {block.caption !== undefined && <figcaption className="io-meta">{w(block.caption)}</figcaption>}
      <div className="io-actions">
        {block.formats.map((format) => (
          <button key={format} type="button" className="btn" disabled={!inBrowser} onClick={() => void save(format)}>
            {t('actions.download', { format: format.toUpperCase() })}
          </button>
        ))}
        <CopyButton
          label={t('actions.copyImage')}
          disabled={!inBrowser}
          failureNotice={w(block.copyImageFailed)}
          copy={async () => writeClipboardImage(await rasterizeSvg(block.svg, block.width, block.height, 'png'))}
        />
        <CopyButton label={t('actions.copyDataUrl')} disabled={!inBrowser} failureNotice={w(block.copyUrlFailed)} copy={async () => copyDataUrl(block)} />
      </div>
    </figure>
  );
}

/** A file the tool made: its preview when it is an image, its size, and a button that saves it. */
function FileResult({ block, display }: { block: FileBlock; display: DisplayContext }) {
  const { t } = useTranslation('common');
  const download = useDownload();
  const inBrowser = useInBrowser();
  const id = useId();
  const blob = useMemo(() => new Blob([block.bytes as Uint8Array<ArrayBuffer>], { type: block.type }), [block.bytes, block.type]);
  // The preview is an object URL made after hydration and revoked with the result: an <img> never runs a script, even an SVG's.
  const [url, setUrl] = useState<string | undefined>(undefined);
  // Images are shown, audio and video get the browser's player (a converted clip heard or watched before it is saved).
  const previewed = /^(image|video|audio)\//.test(block.type) ? block.type.split('/')[0]! : undefined;
  useEffect(() => {
    if (!inBrowser || !previewed) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [inBrowser, previewed, blob]);
  const caption = displayText(block.caption ?? fileCaption(block), display);
  return (
    <figure data-block="file" className="result-file" aria-labelledby={block.label !== undefined ? `${id}-label` : undefined}>
      {block.label !== undefined && (
        <strong id={`${id}-label`} className="result-file-label">
          {displayText(block.label, display)}
        </strong>
      )}
      {previewed === 'image' && (
        <div className="result-image-stage">
          {url && <img src={url} alt={displayText(block.alt ?? block.name, display)} width={block.width} height={block.height} />}
        </div>
      )}
      {previewed === 'video' && (
        <div className="result-image-stage">
          {url && <video src={url} controls preload="metadata" aria-label={displayText(block.alt ?? block.name, display)} width={block.width} height={block.height} />}
        </div>
      )}
      {previewed === 'audio' && url && <audio src={url} controls preload="metadata" aria-label={displayText(block.alt ?? block.name, display)} />}
      <figcaption className="io-meta">{caption}</figcaption>
      <div className="io-actions">
        <button type="button" className="btn" disabled={!inBrowser} onClick={() => download(block.name, blob, block.type, t('notices.fileDownloaded', { name: block.name }))}>
          {t('actions.downloadFile', { name: block.name })}
        </button>
      </div>
    </figure>
  );
}

async function copyDataUrl(block: ImageBlock): Promise<boolean> {
  const format = block.formats.find((f) => f !== 'svg');
  const url = format ? await blobToDataUrl(await rasterizeSvg(block.svg, block.width, block.height, format, block.quality)) : svgDataUrl(block.svg);
  return writeClipboard(url);
}

function MeterResult({ label, text, block }: { label: string; text: string; block: Extract<ResultBlock, { kind: 'meter' }> }): ReactNode {
  const id = useId();
  return (
    <div className="result-meter" data-block="meter">
      <span id={id}>{label}</span>
      <meter
        aria-labelledby={id}
        aria-valuetext={text}
        min={block.min}
        max={block.max}
        low={block.low}
        high={block.high}
        optimum={block.optimum}
        value={Math.min(Math.max(block.value, block.min), block.max)}
      />
      <strong>{text}</strong>
    </div>
  );
}
