/**
 * The palette (the view's blocks, drawn by the host), then the image itself to pick any pixel's colour
 * by clicking it or with the arrow keys. An Output because picking needs the image drawn at its pixels
 * with a pointer and a keyboard cursor on it, which no result block offers; the palette itself stays declared.
 * The image is decoded again on the page by the browser's own decoder (the worker's pixels are not sent
 * back: they can be tens of megabytes) and never leaves the page.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio, decodeImage, isToolError, type FileInput } from '@sdk/core';
import { CopyButton, ResultBlocks, useDisplay, useFormat, type ToolOutputProps } from '@sdk/ui';
import { formatColor, toHex, type Notation } from './colorText.ts';
import type { Input, Options } from './manifest.ts';
import type { PaletteResult } from './run.ts';
import { level, view } from './view.ts';
import './styles.css';

interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** The image is drawn at most this wide or high (its pixels are still picked at full size)… */
const SHOWN_SIDE = 720;
/** …and a small image at least about this large. */
const SMALL_SIDE = 360;

export default function Output({ toolId, result, input, options }: ToolOutputProps<PaletteResult, Options, Input>) {
  const display = useDisplay(toolId);
  const shown = useMemo(() => view(result, { options }), [result, options]);
  return (
    <div className="image-color-palette">
      <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} />
      {input.image?.bytes && <Picker toolId={toolId} image={input.image} />}
    </div>
  );
}

function Picker({ toolId, image }: { toolId: string; image: FileInput }) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const id = `picker${useId().replace(/[^\w-]/g, '')}`;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pixels, setPixels] = useState<Pixels | null>(null);
  const [failed, setFailed] = useState(false);
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let live = true;
    setPixels(null);
    setPoint(null);
    setFailed(false);
    void Promise.resolve(decodeImage(image.bytes!, image.type)).then(
      (decoded) => {
        if (!live) return;
        if (isToolError(decoded)) setFailed(true);
        else setPixels(decoded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [image]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !pixels) return;
    const side = Math.max(pixels.width, pixels.height);
    // Large images drawn smaller; small ones (an icon, a swatch) enlarged by a whole factor, so each pixel can be clicked.
    const scale = side > SHOWN_SIDE ? SHOWN_SIDE / side : Math.max(1, Math.floor(SMALL_SIDE / side));
    el.width = Math.max(1, Math.round(pixels.width * scale));
    el.height = Math.max(1, Math.round(pixels.height * scale));
    const context = el.getContext('2d');
    if (!context) return;
    let live = true;
    void createImageBitmap(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height)).then((bitmap) => {
      if (!live) return;
      context.imageSmoothingEnabled = scale < 1;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, el.width, el.height);
      bitmap.close();
    });
    return () => {
      live = false;
    };
  }, [pixels]);

  if (failed) return null;
  if (!pixels) return null;

  const at = (x: number, y: number) => {
    const i = (y * pixels.width + x) * 4;
    return { r: pixels.data[i]!, g: pixels.data[i + 1]!, b: pixels.data[i + 2]!, a: pixels.data[i + 3]! };
  };
  const pickAt = (e: MouseEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = Math.min(pixels.width - 1, Math.max(0, Math.floor(((e.clientX - rect.left) / rect.width) * pixels.width)));
    const y = Math.min(pixels.height - 1, Math.max(0, Math.floor(((e.clientY - rect.top) / rect.height) * pixels.height)));
    setPoint({ x, y });
  };
  const move = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = moves[e.key];
    if (!step) return;
    e.preventDefault();
    // One pixel at a time, or a tenth of the image with Shift.
    const by = e.shiftKey ? Math.max(1, Math.round(Math.max(pixels.width, pixels.height) / 10)) : 1;
    const from = point ?? { x: Math.floor(pixels.width / 2), y: Math.floor(pixels.height / 2) };
    const start = point === null;
    setPoint({
      x: start ? from.x : Math.min(pixels.width - 1, Math.max(0, from.x + step[0] * by)),
      y: start ? from.y : Math.min(pixels.height - 1, Math.max(0, from.y + step[1] * by)),
    });
  };

  const picked = point ? at(point.x, point.y) : null;
  const rgb = picked ? { r: picked.r, g: picked.g, b: picked.b } : null;
  const ring = Math.max(pixels.width, pixels.height) / 40;
  const ratio = (c: { r: number; g: number; b: number }, against: number) => Math.floor(contrastRatio(c, { r: against, g: against, b: against }) * 100 + 1e-9) / 100;

  return (
    <section className="panel-section image-color-palette-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('picker.title')}</h2>
      <p id={`${id}-help`} className="field-description">
        {t('picker.help')}
      </p>
      <div className="image-color-palette-stage">
        <canvas
          ref={canvas}
          className="image-color-palette-canvas"
          tabIndex={0}
          role="application"
          aria-label={t('picker.canvasLabel', { width: fmt.number(pixels.width, 0), height: fmt.number(pixels.height, 0) })}
          aria-describedby={`${id}-help`}
          onClick={pickAt}
          onKeyDown={move}
        />
        {point && (
          <svg className="image-color-palette-overlay" viewBox={`0 0 ${pixels.width} ${pixels.height}`} preserveAspectRatio="none" aria-hidden="true">
            <circle cx={point.x + 0.5} cy={point.y + 0.5} r={ring} fill="none" stroke="#000000" strokeWidth={ring / 3} />
            <circle cx={point.x + 0.5} cy={point.y + 0.5} r={ring} fill="none" stroke="#FFFFFF" strokeWidth={ring / 6} />
          </svg>
        )}
      </div>
      <div className="image-color-palette-picked" role="status">
        {picked && rgb && point ? (
          <>
            <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" className="image-color-palette-swatch">
              <rect x="0.5" y="0.5" width="47" height="47" rx="6" fill={toHex(rgb)} fillOpacity={picked.a / 255} stroke="#808080" />
            </svg>
            <dl>
              <dt>{t('picker.position')}</dt>
              <dd>{t('picker.at', { x: fmt.number(point.x, 0), y: fmt.number(point.y, 0) })}</dd>
              {(['hex', 'rgb', 'hsl'] as Notation[]).map((n) => (
                <div key={n} className="image-color-palette-row">
                  <dt>{n.toUpperCase()}</dt>
                  <dd translate="no" className="image-color-palette-code">
                    {formatColor(rgb, n)}
                  </dd>
                  <dd>
                    <CopyButton text={formatColor(rgb, n)} ariaLabel={t('picker.copy', { value: formatColor(rgb, n) })} className="btn btn-small" />
                  </dd>
                </div>
              ))}
              {picked.a < 255 && (
                <>
                  <dt>{t('picker.opacity')}</dt>
                  <dd>{fmt.numberWith(picked.a / 255, { style: 'percent', maximumFractionDigits: 0 })}</dd>
                </>
              )}
              <dt>{t('picker.contrast')}</dt>
              <dd>
                {t('picker.contrastValues', {
                  white: fmt.number(ratio(rgb, 255), 2, 2),
                  black: fmt.number(ratio(rgb, 0), 2, 2),
                  level: t(`levels.${level(Math.max(ratio(rgb, 255), ratio(rgb, 0)))}`),
                  text: t(`picker.text.${ratio(rgb, 255) >= ratio(rgb, 0) ? 'white' : 'black'}`),
                })}
              </dd>
            </dl>
          </>
        ) : (
          <p className="muted">{t('picker.none')}</p>
        )}
      </div>
    </section>
  );
}
