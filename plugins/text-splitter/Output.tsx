import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes, graphemes, type DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import { allChunksText, allChunksTxt } from './format.ts';
import type { SplitResult } from './run.ts';

/** At most this many chunk cards are drawn; Copy all and Download all give every chunk. */
const MAX_CARDS = 200;
/** A chunk's text area shows at most this many characters. */
const PREVIEW_CHARACTERS = 2000;
const TXT: readonly DownloadFormat[] = ['txt'];
const ALL_FORMATS: readonly DownloadFormat[] = ['txt', 'json'];

interface Card {
  text: string;
  size: number;
  /** The first characters, when the chunk is too long for its text area. */
  preview: string | null;
}

function card(text: string): Card {
  const size = countGraphemes(text);
  // A grapheme is rarely longer than 4 UTF-16 units: cut a slice first, so a megabyte chunk is never segmented whole.
  const preview = size > PREVIEW_CHARACTERS ? graphemes(text.slice(0, PREVIEW_CHARACTERS * 8)).slice(0, PREVIEW_CHARACTERS).join('') : null;
  return { text, size, preview };
}

/** The chunks as cards with their sizes, each with Copy and Download, and Copy all / Download all. */
export default function Output({ toolId, result }: ToolOutputProps<SplitResult, Options>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const { chunks, oversizedParagraphs } = result;
  const cards = useMemo(() => chunks.slice(0, MAX_CARDS).map(card), [chunks]);

  if (chunks.length === 0) return <p className="io-meta">{t('empty')}</p>;

  return (
    <>
      <div className="io-header">
        <strong>{t('summary', { count: chunks.length, formatted: numbers.format(chunks.length) })}</strong>
      </div>
      {oversizedParagraphs > 0 && (
        <p role="note">{t('oversized', { count: oversizedParagraphs, formatted: numbers.format(oversizedParagraphs) })}</p>
      )}
      <div className="io-actions" role="group" aria-label={t('allChunks')}>
        <CopyButton text={() => allChunksText(chunks)} label={t('copyAll')} />
        <span className="io-meta">{t('downloadAll')}</span>
        <DownloadButtons basename="chunks" formats={ALL_FORMATS} content={(format) => (format === 'json' ? JSON.stringify(chunks, null, 2) : allChunksTxt(chunks))} />
      </div>
      {chunks.length > MAX_CARDS && (
        <p className="io-meta">{t('capped', { shown: numbers.format(MAX_CARDS), total: numbers.format(chunks.length) })}</p>
      )}
      {cards.map((c, i) => {
        const n = i + 1;
        const headingId = `${toolId}-chunk-${n}`;
        return (
          <section key={i} aria-labelledby={headingId} className="chunk">
            <h3 id={headingId} className="io-header">
              {t('chunkHeading', { n, count: c.size, formatted: numbers.format(c.size) })}
            </h3>
            <textarea className="io-area" readOnly dir="auto" rows={6} value={c.preview ?? c.text} aria-label={t('chunkLabel', { n })} spellCheck={false} />
            {c.preview !== null && (
              <p className="io-meta">{t('chunkPreview', { shown: numbers.format(PREVIEW_CHARACTERS), total: numbers.format(c.size) })}</p>
            )}
            <div className="io-actions">
              <CopyButton text={c.text} />
              <DownloadButtons basename={`chunk-${n}`} formats={TXT} content={() => c.text} />
            </div>
          </section>
        );
      })}
    </>
  );
}
