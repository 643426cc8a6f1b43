/**
 * A before/after comparison (the `compare` block): two images over each other at 1:1, the after image cut at
 * a divider the visitor moves with a slider (a native range input: arrow keys, Home, End, Page Up/Down, and
 * its value said by screen readers) or by dragging on the picture. Loaded with the first comparison drawn.
 */
import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareBlock, CompareImage } from '../core/result.ts';
import { displayText, type DisplayContext } from './displayText.ts';
import { useInBrowser } from './useInBrowser.ts';

/** An object URL for an image's bytes, made after hydration and revoked with the block. */
function useImageUrl(image: CompareImage, inBrowser: boolean): string | undefined {
  const blob = useMemo(() => new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type }), [image.bytes, image.type]);
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!inBrowser) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [inBrowser, blob]);
  return url;
}

export function CompareResult({ block, display }: { block: CompareBlock; display: DisplayContext }) {
  const { t, i18n } = useTranslation('common');
  const inBrowser = useInBrowser();
  const id = useId();
  const [position, setPosition] = useState(50);
  const stage = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const before = useImageUrl(block.before, inBrowser);
  const after = useImageUrl(block.after, inBrowser);
  const w = (d: CompareImage['alt']) => displayText(d, display);
  const percent = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(n / 100);
  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setPosition(Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))));
  };
  const size = { width: block.width, height: block.height };
  return (
    <figure data-block="compare" className="result-compare" aria-labelledby={block.label !== undefined ? `${id}-label` : undefined}>
      {block.label !== undefined && (
        <strong id={`${id}-label`} className="result-compare-label">
          {displayText(block.label, display)}
        </strong>
      )}
      {/* Larger pictures scroll inside: a region the keyboard can reach and scroll too. */}
      <div className="result-compare-scroll" tabIndex={0} role="group" aria-label={t('compare.area')}>
        <div
          ref={stage}
          className="result-compare-stage"
          style={size}
          onPointerDown={(e) => {
            dragging.current = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            moveTo(e);
          }}
          onPointerMove={(e) => dragging.current && moveTo(e)}
          onPointerUp={() => (dragging.current = false)}
          onPointerCancel={() => (dragging.current = false)}
        >
          {before && <img src={before} alt={w(block.before.alt)} width={block.width} height={block.height} draggable={false} />}
          {after && <img src={after} alt={w(block.after.alt)} width={block.width} height={block.height} draggable={false} style={{ clipPath: `inset(0 0 0 ${position}%)` }} />}
          <span className="result-compare-divider" style={{ left: `${position}%` }} aria-hidden="true" />
          <span className="result-compare-tag result-compare-before" aria-hidden="true">
            {block.before.label !== undefined ? w(block.before.label) : t('compare.before')}
          </span>
          <span className="result-compare-tag result-compare-after" aria-hidden="true">
            {block.after.label !== undefined ? w(block.after.label) : t('compare.after')}
          </span>
        </div>
      </div>
      <input
        type="range"
        className="result-compare-slider"
        // As wide as the picture (when it fits), so that the thumb stands under the divider.
        style={{ maxWidth: block.width }}
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={t('compare.divider')}
        aria-valuetext={t('compare.position', { before: percent(position), after: percent(100 - position) })}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setPosition(Number(e.target.value))}
      />
      <figcaption id={`${id}-hint`} className="io-meta">
        {t('compare.hint')}
      </figcaption>
    </figure>
  );
}
