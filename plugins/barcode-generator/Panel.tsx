/**
 * Barcode generator: type and content, a live preview drawn by JsBarcode, PNG/SVG downloads and
 * Copy image, and the look of the bars. The host holds the state (the content is a declared field,
 * the type and the look are options: all remembered and linkable) and runs run(), which validates
 * with each type's own rules; JsBarcode draws in the browser only (the prerendered page shows the
 * empty state, as no content is typed yet).
 */
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import JsBarcode from 'jsbarcode';
import { pixelsPerUnit, withDpi, type ToolError } from '@sdk/core';
import {
  ActionBar,
  PrintSize,
  SCREEN_PNG,
  CheckboxField,
  ColorPairFields,
  CopyButton,
  ExampleButtons,
  FieldControl,
  RangeField,
  ResultBlocks,
  SelectField,
  displayText,
  fieldTexts,
  notify,
  useDeclaredInput,
  useDisplay,
  useDownload,
  useFormat,
  useToolHost,
  useToolRun,
  writeClipboardImage,
  type PngTarget,
  type ToolPanelProps,
} from '@sdk/ui';
import { manifest as barcodeManifest, LIMITS, type Options } from './manifest.ts';
import { FORMATS, FORMAT_NAMES, NUMERIC, type Format } from './symbologies.ts';
import type { BarcodeResult } from './run.ts';
import { altText, checkNote, view } from './view.ts';
import './styles.css';

/** EAN and UPC digits sit between guard bars: JsBarcode draws them at most 10 × the bar width. */
const GUARDED: ReadonlySet<Format> = new Set(['ean13', 'upca', 'ean8']);
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * JsBarcode's options for the chosen look; quiet zones of 10 bar widths left and right (Code 128,
 * ITF and EAN need 7 to 11). `barPixels` is the narrowest bar's width (the chosen bar width on
 * screen, more for print): a whole number, so bars stay whole pixels wide; the other lengths follow
 * in proportion, rounded to whole pixels.
 */
function drawingOptions(result: BarcodeResult, options: Options, barPixels = options.barWidth) {
  const scale = barPixels / options.barWidth;
  return {
    format: result.jsbarcodeFormat,
    width: barPixels,
    height: Math.round(options.height * scale),
    displayValue: options.showText,
    fontSize: Math.round(options.fontSize * scale),
    textMargin: Math.round(options.textMargin * scale),
    font: 'monospace',
    lineColor: options.foreground,
    background: options.background,
    margin: 10 * barPixels,
    marginTop: Math.round(10 * scale),
    marginBottom: Math.round(10 * scale),
  };
}

/** The barcode drawn by JsBarcode on a canvas, `barPixels` pixels per narrowest bar (null if it cannot be drawn). */
function drawCanvas(result: BarcodeResult, options: Options, barPixels = options.barWidth): HTMLCanvasElement | null {
  try {
    const canvas = document.createElement('canvas');
    JsBarcode(canvas, result.value, drawingOptions(result, options, barPixels));
    return canvas;
  } catch {
    return null;
  }
}

/** Pixels per narrowest bar in the PNG: the chosen bar width for the screen; for print, the whole number that comes closest to the printed width. */
function pngBarPixels(result: BarcodeResult, options: Options, target: PngTarget): number {
  if (target.dpi === 'screen') return options.barWidth;
  const base = drawCanvas(result, options);
  return base ? pixelsPerUnit(base.width / options.barWidth, target.mm, target.dpi) : options.barWidth;
}

/** The barcode as a PNG, with its resolution written in when it is for print. */
async function pngBlob(result: BarcodeResult, options: Options, target: PngTarget = SCREEN_PNG): Promise<Blob | null> {
  const canvas = drawCanvas(result, options, pngBarPixels(result, options, target));
  if (!canvas) return null;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob || target.dpi === 'screen') return blob;
  return new Blob([withDpi(new Uint8Array(await blob.arrayBuffer()), target.dpi)], { type: 'image/png' });
}

/** The barcode as an SVG file. */
function svgText(result: BarcodeResult, options: Options): string | null {
  try {
    const svg = document.createElementNS(SVG_NS, 'svg');
    JsBarcode(svg, result.value, drawingOptions(result, options));
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
  } catch {
    return null;
  }
}

/** A file name from the type and, when it is plain, the value. */
function basename(result: BarcodeResult): string {
  const safe = /^[A-Za-z0-9-]{1,40}$/.test(result.value) ? `-${result.value}` : '';
  return `barcode-${result.format}${safe}`;
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const format = useFormat();
  const download = useDownload();
  const display = useDisplay(toolId);
  const { options: stored, setOptions: store, tab, values, setValue, apply, link, linkCanCarryInput } = useToolHost();
  const options = stored as Options;
  const setOptions = (change: Partial<Options>) => store({ ...options, ...change });
  const read = useDeclaredInput();
  const { result, error } = useToolRun(read.input, options);
  const [drawFailed, setDrawFailed] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const ids = { content: useId(), look: useId(), preview: useId(), png: useId() };
  const [pngTarget, setPngTarget] = useState<PngTarget>(SCREEN_PNG);

  const content = typeof values.content === 'string' ? values.content : '';
  const barcode = result as BarcodeResult | undefined;
  // The PNG's exact pixels, as JsBarcode draws it at that scale (the text's width can set the image's).
  const pngSize = useMemo(() => {
    if (!barcode || typeof document === 'undefined') return undefined;
    const canvas = drawCanvas(barcode, options, pngBarPixels(barcode, options, pngTarget));
    return canvas ? { width: canvas.width, height: canvas.height } : undefined;
  }, [barcode, options, pngTarget]);
  const typed = content.trim() !== '';

  // JsBarcode draws into the <svg> React renders, before the browser paints (no empty frame).
  useLayoutEffect(() => {
    if (!barcode || !svgRef.current) return;
    try {
      JsBarcode(svgRef.current, barcode.value, drawingOptions(barcode, options));
      setDrawFailed(false);
    } catch {
      setDrawFailed(true);
    }
  }, [barcode, options]);

  /** A message with its numbers in the page's language. */
  const message = (e: ToolError) => {
    const params = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? format.number(v, 0) : v]));
    return t([`errors.${e.code}`, `common:errors.${e.code}`], params);
  };

  function save(kind: 'png' | 'svg', file: Blob | string | null) {
    if (!barcode || file === null) {
      notify('error', t('errors.generate'));
      return;
    }
    download(`${basename(barcode)}.${kind}`, file, kind === 'svg' ? 'image/svg+xml' : 'image/png', t(kind === 'png' ? 'downloadedPng' : 'downloadedSvg'));
  }

  /** For CopyButton: the PNG on the clipboard, or false when the browser refuses. */
  async function copyImage(): Promise<boolean> {
    const blob = barcode ? await pngBlob(barcode, options) : null;
    return blob ? writeClipboardImage(blob) : false;
  }

  const px = (value: number) => t('pixels', { value: format.number(value, 0) });
  const check = barcode && checkNote(barcode);
  const fontClamped = GUARDED.has(options.format) && options.showText && options.fontSize > options.barWidth * 10;
  // The one field, drawn as every declared field is; its hint, example and keyboard follow the type.
  const decl = barcodeManifest.fields.content;
  const field = fieldTexts('content', decl, tab, t, format.lang);

  return (
    <div className="tool-body barcode-generator">
      <section className="panel-section" aria-labelledby={ids.content}>
        <h2 id={ids.content}>{t('content')}</h2>
        <div className="field-grid barcode-generator-content">
          <SelectField
            id={`${ids.content}-format`}
            label={t('options.format.title')}
            value={options.format}
            choices={FORMATS.map((f) => ({ value: f, label: t(`options.format.values.${f}`) }))}
            onChange={(f) => setOptions({ format: f as Format })}
          />
          <FieldControl
            id={`${toolId}-field-content`}
            {...field}
            decl={{ ...decl, inputMode: NUMERIC.has(options.format) ? 'numeric' : 'text' }}
            hint={t(`fields.content.hints.${options.format}`)}
            placeholder={t(`fields.content.placeholders.${options.format}`)}
            value={content}
            onChange={(value) => setValue('content', value)}
            error={typed && error ? message(error) : undefined}
          />
        </div>
        <ExampleButtons
          toolId={toolId}
          examples={barcodeManifest.examples}
          onChoose={(ex) => {
            apply({ input: ex.input, options: ex.options });
          }}
        />
      </section>

      <section className="panel-section barcode-generator-preview" aria-labelledby={ids.preview}>
        <h2 id={ids.preview}>{t('preview')}</h2>
        {barcode ? (
          <>
            <div className="barcode-generator-frame" hidden={drawFailed}>
              <svg ref={svgRef} className="barcode-generator-code" role="img" aria-label={displayText(altText(barcode), display)} />
            </div>
            {drawFailed ? (
              <div className="error-banner" role="alert">
                <span aria-hidden="true">⚠</span> {t('errors.generate')}
              </div>
            ) : (
              <>
                <p className="barcode-generator-caption">
                  <span translate="no">{FORMAT_NAMES[barcode.format]}</span> · <span translate="no">{barcode.text}</span>
                  {check && <> · {displayText(check, display)}</>}
                </p>
                <ResultBlocks toolId={toolId} blocks={view(barcode).blocks} display={display} />
                {pngSize && (
                  <PrintSize
                    toolId={toolId}
                    name={`${ids.png.replace(/:/g, '')}-png`}
                    target={pngTarget}
                    onChange={setPngTarget}
                    width={pngSize.width}
                    height={pngSize.height}
                    hint={t('printWidthHint')}
                  />
                )}
                <div className="io-actions">
                  <button type="button" className="btn btn-primary" onClick={async () => save('png', await pngBlob(barcode, options, pngTarget))}>
                    {t('common:actions.download', { format: 'PNG' })}
                  </button>
                  <button type="button" className="btn" onClick={() => save('svg', svgText(barcode, options))}>
                    {t('common:actions.download', { format: 'SVG' })}
                  </button>
                  <CopyButton label={t('common:actions.copyImage')} copy={copyImage} successNotice={t('copied')} failureNotice={t('copyFailed')} />
                </div>
              </>
            )}
          </>
        ) : (
          <>
            <svg className="barcode-generator-placeholder" width="300" height="140" viewBox="0 0 300 140" aria-hidden="true">
              <rect x="2" y="2" width="296" height="136" rx="6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="6 5" />
            </svg>
            {/* One state at a time: the invitation to type, or what to correct (the message is at the field). */}
            <p className="barcode-generator-caption">{typed && error ? t('common:tool.fixField') : t('empty')}</p>
            {typed && error && (
              <p className="visually-hidden" role="status">
                {message(error)}
              </p>
            )}
          </>
        )}
        <ActionBar filename={barcode ? basename(barcode) : toolId} downloads={[]} link={link} linkCanCarryInput={linkCanCarryInput} />
      </section>

      <section className="panel-section" aria-labelledby={ids.look}>
        <h2 id={ids.look}>{t('appearance')}</h2>
        <div className="field-grid">
          <RangeField
            label={t('options.barWidth.title')}
            value={options.barWidth}
            {...LIMITS.barWidth}
            onChange={(barWidth) => setOptions({ barWidth })}
            valueText={px(options.barWidth)}
            hint={t('options.barWidth.description')}
          />
          <RangeField label={t('options.height.title')} value={options.height} {...LIMITS.height} onChange={(height) => setOptions({ height })} valueText={px(options.height)} />
          <CheckboxField label={t('options.showText.title')} checked={options.showText} onChange={(showText) => setOptions({ showText })} />
        </div>
        {options.showText && (
          <div className="field-grid">
            <RangeField
              label={t('options.fontSize.title')}
              value={options.fontSize}
              {...LIMITS.fontSize}
              onChange={(fontSize) => setOptions({ fontSize })}
              valueText={px(options.fontSize)}
              hint={fontClamped ? t('fontClamped', { size: px(options.barWidth * 10) }) : undefined}
            />
            <RangeField
              label={t('options.textMargin.title')}
              value={options.textMargin}
              {...LIMITS.textMargin}
              onChange={(textMargin) => setOptions({ textMargin })}
              valueText={px(options.textMargin)}
            />
          </div>
        )}
        <ColorPairFields
          foreground={{ label: t('options.foreground.title'), value: options.foreground }}
          background={{ label: t('options.background.title'), value: options.background }}
          onChange={(foreground, background) => setOptions({ foreground, background })}
        />
      </section>
    </div>
  );
}
