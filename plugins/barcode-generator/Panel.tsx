/**
 * Barcode generator: type and content, a live preview drawn by JsBarcode, PNG/SVG downloads and
 * Copy image, and the look of the bars. run() validates with each type's own rules; JsBarcode draws
 * in the browser only (the prerendered page shows the empty state, as no content is typed yet).
 * The content is not remembered; the type and the look are.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import JsBarcode from 'jsbarcode';
import { MIN_SCAN_CONTRAST, isToolError, type ToolError } from '@sdk/core';
import { CopyButton, useDownload, writeClipboardImage, notify, useFormat, useToolOptions, ColorPairFields, RangeField, TextField, ExampleButtons, type ToolPanelProps } from '@sdk/ui';
import { manifest as barcodeManifest, LIMITS, type Options } from './manifest.ts';
import { FORMATS, FORMAT_NAMES, NUMERIC, type Format } from './symbologies.ts';
import { run, type BarcodeResult } from './run.ts';
import './styles.css';

/** EAN and UPC digits sit between guard bars: JsBarcode draws them at most 10 × the bar width. */
const GUARDED: ReadonlySet<Format> = new Set(['ean13', 'upca', 'ean8']);
const SVG_NS = 'http://www.w3.org/2000/svg';

/** JsBarcode's options for the chosen look; quiet zones of 10 bar widths left and right (Code 128, ITF and EAN need 7 to 11). */
function drawingOptions(result: BarcodeResult, options: Options) {
  return {
    format: result.jsbarcodeFormat,
    width: options.barWidth,
    height: options.height,
    displayValue: options.showText,
    fontSize: options.fontSize,
    textMargin: options.textMargin,
    font: 'monospace',
    lineColor: options.foreground,
    background: options.background,
    margin: 10 * options.barWidth,
    marginTop: 10,
    marginBottom: 10,
  };
}

/** The barcode as a PNG, drawn by JsBarcode on a canvas at one pixel per unit. */
function pngBlob(result: BarcodeResult, options: Options): Promise<Blob | null> {
  try {
    const canvas = document.createElement('canvas');
    JsBarcode(canvas, result.value, drawingOptions(result, options));
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return Promise.resolve(null);
  }
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

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const format = useFormat();
  const download = useDownload();
  const { options: stored, setOptions: store } = useToolOptions(manifest, validatorFns);
  const options = stored as Options;
  const setOptions = (change: Partial<Options>) => store({ ...options, ...change });
  const [content, setContent] = useState('');
  const [drawFailed, setDrawFailed] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const ids = { content: useId(), look: useId(), preview: useId() };

  const result = useMemo(() => run(content, options), [content, options]);
  const error = isToolError(result) ? result : undefined;
  const barcode = isToolError(result) ? undefined : result;
  const typed = content.trim() !== '';
  const name = FORMAT_NAMES[options.format];

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
  const checkNote =
    barcode?.checkDigit && t(barcode.checkDigit.computed ? 'checkComputed' : 'checkVerified', { digit: barcode.checkDigit.digit, format: name });
  const fontClamped = GUARDED.has(options.format) && options.showText && options.fontSize > options.barWidth * 10;

  return (
    <div className="tool-body barcode-generator">
      <section className="panel-section" aria-labelledby={ids.content}>
        <h2 id={ids.content}>{t('content')}</h2>
        <div className="field-grid barcode-generator-content">
          <div className="field">
            <label htmlFor={`${ids.content}-format`}>{t('format')}</label>
            <select id={`${ids.content}-format`} value={options.format} onChange={(e) => setOptions({ format: e.target.value as Format })}>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`formats.${f}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('inputLabel')}
            value={content}
            onChange={setContent}
            hint={t(`rules.${options.format}`)}
            error={typed && error ? message(error) : undefined}
            inputMode={NUMERIC.has(options.format) ? 'numeric' : 'text'}
            placeholder={t(`placeholders.${options.format}`)}
          />
        </div>
        <ExampleButtons
          toolId={toolId}
          examples={barcodeManifest.examples}
          onChoose={(ex) => {
            setContent(ex.input);
            setOptions(ex.options);
          }}
        />
      </section>

      <section className="panel-section barcode-generator-preview" aria-labelledby={ids.preview}>
        <h2 id={ids.preview}>{t('preview')}</h2>
        {barcode ? (
          <>
            <div className="barcode-generator-frame" hidden={drawFailed}>
              <svg ref={svgRef} className="barcode-generator-code" role="img" aria-label={t('alt', { format: name, value: barcode.text || barcode.value })} />
            </div>
            {drawFailed ? (
              <div className="error-banner" role="alert">
                <span aria-hidden="true">⚠</span> {t('errors.generate')}
              </div>
            ) : (
              <>
                <p className="barcode-generator-caption">
                  <span translate="no">{name}</span> · <span translate="no">{barcode.text}</span>
                  {checkNote && <> · {checkNote}</>}
                </p>
                {barcode.warnings.length > 0 && (
                  <ul className="barcode-generator-warnings">
                    {barcode.warnings.map((w) => (
                      <li key={w}>
                        <span aria-hidden="true">⚠</span> {t(`warnings.${w}`, { ratio: format.number(barcode.contrast, 2), min: format.number(MIN_SCAN_CONTRAST, 0) })}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="io-actions">
                  <button type="button" className="btn btn-primary" onClick={async () => save('png', await pngBlob(barcode, options))}>
                    {t('common:actions.download', { format: 'PNG' })}
                  </button>
                  <button type="button" className="btn" onClick={() => save('svg', svgText(barcode, options))}>
                    {t('common:actions.download', { format: 'SVG' })}
                  </button>
                  <CopyButton label={t('copyImage')} copy={copyImage} successNotice={t('copied')} failureNotice={t('copyFailed')} />
                </div>
              </>
            )}
          </>
        ) : (
          <>
            <svg className="barcode-generator-placeholder" width="300" height="140" viewBox="0 0 300 140" aria-hidden="true">
              <rect x="2" y="2" width="296" height="136" rx="6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="6 5" />
            </svg>
            <p className="barcode-generator-caption">{t('empty')}</p>
            {typed && error && (
              <p className="visually-hidden" role="status">
                {message(error)}
              </p>
            )}
          </>
        )}
      </section>

      <section className="panel-section" aria-labelledby={ids.look}>
        <h2 id={ids.look}>{t('appearance')}</h2>
        <div className="field-grid">
          <RangeField
            label={t('barWidth')}
            value={options.barWidth}
            {...LIMITS.barWidth}
            onChange={(barWidth) => setOptions({ barWidth })}
            valueText={px(options.barWidth)}
            hint={t('barWidthHint')}
          />
          <RangeField label={t('height')} value={options.height} {...LIMITS.height} onChange={(height) => setOptions({ height })} valueText={px(options.height)} />
          <label className="check-field">
            <input type="checkbox" checked={options.showText} onChange={(e) => setOptions({ showText: e.target.checked })} />
            <span>{t('showText')}</span>
          </label>
        </div>
        {options.showText && (
          <div className="field-grid">
            <RangeField
              label={t('fontSize')}
              value={options.fontSize}
              {...LIMITS.fontSize}
              onChange={(fontSize) => setOptions({ fontSize })}
              valueText={px(options.fontSize)}
              hint={fontClamped ? t('fontClamped', { size: px(options.barWidth * 10) }) : undefined}
            />
            <RangeField
              label={t('textMargin')}
              value={options.textMargin}
              {...LIMITS.textMargin}
              onChange={(textMargin) => setOptions({ textMargin })}
              valueText={px(options.textMargin)}
            />
          </div>
        )}
        <ColorPairFields
          foreground={{ label: t('foreground'), value: options.foreground }}
          background={{ label: t('background'), value: options.background }}
          onChange={(foreground, background) => setOptions({ foreground, background })}
        />
      </section>
    </div>
  );
}
