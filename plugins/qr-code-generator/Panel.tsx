/**
 * QR code generator: the content type (tabs) and its declared fields, the look of the code, and a
 * live preview with PNG/SVG downloads at the chosen size and Copy image; on the List tab, one code per
 * line in a ZIP (made by run() in the tool's worker: progress and Cancel here, the first codes drawn). The host holds the state
 * and runs run() (what is typed stays in this page: every field is secret; the type and the look are
 * remembered and linkable); the panel draws the code, its own downloads and the look's controls.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bytesToBase64, decodeImage, isToolError, sniffImageType, withDpi, type Raster, type ToolError } from '@sdk/core';
import {
  ActionBar,
  PrintSize,
  SCREEN_PNG,
  CheckboxField,
  ColorPairFields,
  CopyButton,
  DeclaredField,
  ExampleButtons,
  FieldControl,
  RangeField,
  ResultBlocks,
  Segmented,
  SelectField,
  Tabs,
  copyText,
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
import { manifest as qrManifest, TABS, BATCH_FORMATS, LEVELS, LOGO_STEP, MAX_LOGO, MAX_MARGIN, MAX_SIZE, MIN_LOGO, MIN_SIZE, SIZE_STEP, type Input, type Options } from './manifest.ts';
import { INPUT_FIELDS, TYPE_FIELDS, WIFI_SECURITY, type InputField } from './payload.ts';
import { logoSquares, modulePath, pngSide, qrSvg, rasterize, totalModules, type Drawing, type RasterLogo } from './render.ts';
import { MAX_BYTES, isBatch, type QrResult } from './run.ts';
import { MAX_LINES, ZIP_NAME, type BatchPreview } from './batch.ts';
import { altText, details, recovery, view } from './view.ts';
import './styles.css';

/** Fields that take the whole row of the grid. */
const WIDE: ReadonlySet<InputField> = new Set(['url', 'text', 'street']);
const NO_FIELDS = Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])) as Record<InputField, string>;

/** The PNG of the code: the exact pixels rasterize() computes (the logo's too, those run() checked), at the chosen size. */
function pngBlob(drawing: Drawing, size: number, logo: RasterLogo | undefined): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.putImageData(new ImageData(rasterize(drawing, size, logo), size, size), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const format = useFormat();
  const download = useDownload();
  const display = useDisplay(toolId);
  const { manifest, options: stored, setOptions: store, tab, values, setValue, apply, link } = useToolHost();
  const options = stored as Options;
  const setOptions = (change: Partial<Options>) => store({ ...options, ...change });
  const read = useDeclaredInput();
  const input = read.input as Input;
  const { result, error, running, progress, cancel, upToDate } = useToolRun(read.input, options);
  const ids = { content: useId(), look: useId(), preview: useId(), png: useId() };
  const [pngTarget, setPngTarget] = useState<PngTarget>(SCREEN_PNG);
  const logoBytes = input.logo?.bytes;
  // The logo as the SVG embeds it (a data: URL, which the page's policy allows for images), and its pixels for the PNG.
  const logoHref = useMemo(
    () => (logoBytes ? `data:${sniffImageType(logoBytes) ?? input.logo?.type ?? 'image/png'};base64,${bytesToBase64(logoBytes)}` : undefined),
    [logoBytes, input.logo?.type],
  );
  const [logoPixels, setLogoPixels] = useState<{ bytes: Uint8Array; raster: Raster }>();
  useEffect(() => {
    if (!logoBytes) return;
    let current = true;
    void decodeImage(logoBytes, input.logo?.type).then((raster) => {
      if (current && !isToolError(raster)) setLogoPixels({ bytes: logoBytes, raster });
    });
    return () => {
      current = false;
    };
  }, [logoBytes, input.logo?.type]);

  const type = options.type;
  const batchTab = type === 'batch';
  // A result of the other tab may still show for a moment after a switch; the ZIP of a list since changed is not offered.
  const batch = batchTab && isBatch(result) && upToDate ? result : undefined;
  const code = !batchTab && result && !isBatch(result) ? (result as QrResult) : undefined;
  const shownFields = type === 'batch' ? [] : type === 'wifi' && options.wifiSecurity === 'nopass' ? TYPE_FIELDS.wifi.filter((f) => f !== 'password') : TYPE_FIELDS[type];
  // Messages wait until something is typed: an empty form is not a mistake yet.
  const typed = batchTab ? typeof values.list === 'string' && values.list !== '' : shownFields.some((f) => typeof values[f] === 'string' && values[f] !== '');
  const errorField = error && typeof error.params?.field === 'string' ? (error.params.field as InputField | 'logo' | 'list') : undefined;

  /** A message with its numbers in the page's language. */
  const message = (e: ToolError) => {
    // A line number is a name, not an amount: no thousands separator, as in the lists of line numbers.
    const params = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' && k !== 'line' ? format.number(v, 0) : v]));
    return t([`errors.${e.code}`, `common:errors.${e.code}`], params);
  };
  const fieldError = (field: InputField | 'logo' | 'list') => (typed && error && errorField === field ? message(error) : undefined);
  // What is wrong, in one place for both tabs: at its field (said to screen readers here), or in a banner.
  const errorLines = error && (errorField ? (
    <>
      <p className="qr-code-generator-details">{t('common:tool.fixField')}</p>
      <p className="visually-hidden" role="status">
        {message(error)}
      </p>
    </>
  ) : (
    <div className="error-banner" role="alert">
      <span aria-hidden="true">⚠</span> {message(error)}
    </div>
  ));

  const drawing: Drawing | undefined = code && { rows: code.rows, margin: options.margin, foreground: options.foreground, background: options.background };
  const n = code ? totalModules({ rows: code.rows, margin: options.margin }) : 0;
  const basename = `qr-code-${type}`;
  const shown = code ? view(code, { options }) : batch ? view(batch, { options }) : undefined;
  // Drawn only once run() has checked it (code.logo) and its pixels are those of this file.
  const share = options.logoSize / 100;
  const svgLogo = code?.logo && logoHref ? { href: logoHref, share } : undefined;
  const batchLogo = batch && logoHref && batch.level === 'H' && logoBytes ? { href: logoHref, share } : undefined;
  const rasterLogo = code?.logo && logoPixels && logoPixels.bytes === logoBytes ? { raster: logoPixels.raster, share } : undefined;
  const squares = svgLogo && code ? logoSquares({ rows: code.rows, margin: options.margin }, share) : undefined;

  /** For CopyButton: the PNG on the clipboard, or false when the browser refuses. */
  async function copyImage(): Promise<boolean> {
    const blob = drawing ? await pngBlob(drawing, options.size, rasterLogo) : null;
    return blob ? writeClipboardImage(blob) : false;
  }

  async function downloadPng() {
    if (!drawing) return;
    const blob = await pngBlob(drawing, pngSide(n, options.size, pngTarget), rasterLogo);
    if (!blob) {
      notify('error', t('common:errors.unexpected'));
      return;
    }
    // For print, the file carries its resolution: layout software places it at the printed width.
    const file = pngTarget.dpi === 'screen' ? blob : new Blob([withDpi(new Uint8Array(await blob.arrayBuffer()), pngTarget.dpi)], { type: 'image/png' });
    download(`${basename}.png`, file);
  }

  const field = (name: InputField) => {
    if (name !== 'password') return <DeclaredField name={name} error={fieldError(name)} />;
    // The password's hint follows the security chosen: WPA passphrases and WEP keys have other lengths.
    const texts = fieldTexts(name, manifest.fields[name]!, tab, t, format.lang);
    return (
      <FieldControl
        id={`${toolId}-field-${name}`}
        {...texts}
        hint={options.wifiSecurity === 'WEP' ? t('fields.password.wepHint') : texts.hint}
        value={values[name] ?? ''}
        onChange={(value) => setValue(name, value)}
        error={fieldError(name)}
      />
    );
  };

  return (
    <div className="tool-body qr-code-generator">
      <div className="qr-code-generator-layout">
        <section className="panel-section qr-code-generator-content" aria-labelledby={ids.content}>
          <h2 id={ids.content}>{t('content')}</h2>
          <Tabs
            id={`${toolId}-tabs`}
            label={t('options.type.title')}
            tabs={TABS.map((key) => ({ key, label: t(`options.type.values.${key}`) }))}
            selected={type}
            onSelect={(key: Options['type']) => setOptions({ type: key })}
          >
            {batchTab && (
              <>
                <div className="field-grid">
                  <div className="declared-field field-wide">
                    <DeclaredField
                      name="list"
                      error={fieldError('list')}
                      hint={t('fields.list.hint', { maxLines: format.number(MAX_LINES, 0), max: format.number(MAX_BYTES[logoBytes ? 'H' : options.level], 0), level: logoBytes ? 'H' : options.level })}
                    />
                  </div>
                </div>
                <CheckboxField
                  label={t('options.batchNames.title')}
                  hint={t('options.batchNames.description')}
                  checked={options.batchNames}
                  onChange={(batchNames) => setOptions({ batchNames })}
                />
                <Segmented
                  name={`${ids.content}-format`}
                  legend={t('options.batchFormat.title')}
                  choices={BATCH_FORMATS.map((value) => ({ value, label: t(`options.batchFormat.values.${value}`) }))}
                  value={options.batchFormat}
                  onChange={(batchFormat) => setOptions({ batchFormat })}
                />
              </>
            )}
            {type === 'wifi' && (
              <Segmented
                name={`${ids.content}-security`}
                legend={t('options.wifiSecurity.title')}
                choices={WIFI_SECURITY.map((value) => ({ value, label: t(`options.wifiSecurity.values.${value}`) }))}
                value={options.wifiSecurity}
                onChange={(value) => setOptions({ wifiSecurity: value })}
              />
            )}
            <div className="field-grid">
              {shownFields.map((name) => (
                <div key={name} className={WIDE.has(name) ? 'declared-field field-wide' : 'declared-field'}>
                  {field(name)}
                </div>
              ))}
            </div>
            {type === 'wifi' && <CheckboxField label={t('options.wifiHidden.title')} checked={options.wifiHidden} onChange={(wifiHidden) => setOptions({ wifiHidden })} />}
          </Tabs>
          <ExampleButtons
            toolId={toolId}
            examples={qrManifest.examples}
            onChoose={(ex) => apply({ input: { ...NO_FIELDS, ...ex.input }, options: ex.options })}
          />
        </section>

        <section className="panel-section qr-code-generator-look" aria-labelledby={ids.look}>
          <h2 id={ids.look}>{t('appearance')}</h2>
          <div className="field-grid">
            <RangeField
              label={t('options.size.title')}
              value={options.size}
              min={MIN_SIZE}
              max={MAX_SIZE}
              step={SIZE_STEP}
              onChange={(size) => setOptions({ size })}
              valueText={t('sizeValue', { size: format.number(options.size, 0) })}
            />
            <RangeField
              label={t('options.margin.title')}
              value={options.margin}
              min={0}
              max={MAX_MARGIN}
              onChange={(margin) => setOptions({ margin })}
              valueText={format.number(options.margin, 0)}
              hint={t('options.margin.description')}
            />
            <SelectField
              id={`${ids.look}-level`}
              label={t('options.level.title')}
              value={options.level}
              choices={LEVELS.map((level) => ({ value: level, label: t(`options.level.values.${level}`, { percent: displayText(recovery(level), display) }) }))}
              onChange={(level) => setOptions({ level: level as Options['level'] })}
              hint={t('options.level.description')}
            />
          </div>
          <ColorPairFields
            foreground={{ label: t('options.foreground.title'), value: options.foreground }}
            background={{ label: t('options.background.title'), value: options.background }}
            onChange={(foreground, background) => setOptions({ foreground, background })}
          />
          <div className="field-grid">
            <div className="declared-field field-wide">
              <DeclaredField name="logo" error={fieldError('logo')} />
            </div>
            {logoBytes && (
              <RangeField
                label={t('options.logoSize.title')}
                value={options.logoSize}
                min={MIN_LOGO}
                max={MAX_LOGO}
                step={LOGO_STEP}
                onChange={(logoSize) => setOptions({ logoSize })}
                valueText={t('logoSizeValue', { percent: format.numberWith(share, { style: 'percent' }) })}
                hint={t('options.logoSize.description')}
              />
            )}
          </div>
        </section>

        <section className="panel-section qr-code-generator-preview" aria-labelledby={ids.preview}>
          <h2 id={ids.preview}>{t('preview')}</h2>
          {batchTab && running && (
            <div className="running" role="status">
              <span className="spinner" aria-hidden="true" /> {t('common:tool.working')}
              {progress && (
                <>
                  {' '}
                  <progress value={progress.done} max={progress.total} aria-label={t('common:tool.progress')} />{' '}
                  {format.numberWith(progress.done / progress.total, { style: 'percent', maximumFractionDigits: 0 })}
                </>
              )}{' '}
              <button type="button" className="btn btn-small" onClick={cancel}>
                {t('common:actions.cancel')}
              </button>
            </div>
          )}
          {batchTab ? (
            batch && shown ? (
              <>
                <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} />
                {batch.count > batch.preview.length && (
                  <p className="io-meta qr-code-generator-details">{t('batch.preview', { shown: format.number(batch.preview.length, 0), total: format.number(batch.count, 0) })}</p>
                )}
                <ul className="qr-code-generator-batch">
                  {batch.preview.map((item) => (
                    <li key={item.line}>
                      <BatchCode item={item} options={options} logo={batchLogo} label={t('batch.alt', { line: item.line })} />
                      <span className="qr-code-generator-batch-name" translate="no">
                        {item.name}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="io-actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => download(ZIP_NAME, new Blob([batch.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'application/zip')}
                  >
                    {t('common:actions.download', { format: 'ZIP' })}
                  </button>
                </div>
              </>
            ) : (
              <>
                {!typed && <p className="qr-code-generator-details">{t('batch.empty')}</p>}
                {typed && error && errorLines}
              </>
            )
          ) : code && drawing && shown ? (
            <>
              <svg
                className="qr-code-generator-code"
                role="img"
                aria-label={displayText(altText(input, type), display)}
                width={options.size}
                height={options.size}
                viewBox={`0 0 ${n} ${n}`}
                shapeRendering="crispEdges"
              >
                <rect width={n} height={n} fill={options.background} />
                <path d={modulePath(drawing)} fill={options.foreground} />
                {svgLogo && squares && (
                  <>
                    <rect x={squares.clear.x} y={squares.clear.y} width={squares.clear.side} height={squares.clear.side} fill={options.background} />
                    <image x={squares.logo.x} y={squares.logo.y} width={squares.logo.side} height={squares.logo.side} preserveAspectRatio="xMidYMid meet" href={svgLogo.href} />
                  </>
                )}
              </svg>
              <p className="io-meta qr-code-generator-details">{displayText(details(code), display)}</p>
              <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} />
              <PrintSize
                toolId={toolId}
                name={`${ids.png.replace(/:/g, '')}-png`}
                target={pngTarget}
                onChange={setPngTarget}
                width={pngSide(n, options.size, pngTarget)}
                height={pngSide(n, options.size, pngTarget)}
                hint={t('printWidthHint')}
              />
              <div className="io-actions">
                <button type="button" className="btn btn-primary" onClick={downloadPng}>
                  {t('common:actions.download', { format: 'PNG' })}
                </button>
                <button type="button" className="btn" onClick={() => download(`${basename}.svg`, qrSvg(drawing, options.size, svgLogo), 'image/svg+xml')}>
                  {t('common:actions.download', { format: 'SVG' })}
                </button>
                <CopyButton label={t('common:actions.copyImage')} copy={copyImage} successNotice={t('imageCopied')} failureNotice={t('copyImageFailed')} />
              </div>
              <details className="qr-code-generator-encoded">
                <summary>{t('encodedText')}</summary>
                <pre translate="no">{code.payload}</pre>
              </details>
            </>
          ) : (
            <>
              <svg className="qr-code-generator-code qr-code-generator-placeholder" width={options.size} height={options.size} viewBox="0 0 100 100" aria-hidden="true">
                <rect x="4" y="4" width="92" height="92" rx="3" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="4 3" />
              </svg>
              {/* One state at a time: the invitation to type, or what to correct. */}
              {!(typed && error) && <p className="qr-code-generator-details">{t('empty')}</p>}
              {typed && error && errorLines}
            </>
          )}
          <ActionBar
            copy={shown ? () => copyText(shown, display) : undefined}
            copyLabel={shown?.copyLabel !== undefined ? displayText(shown.copyLabel, display) : undefined}
            filename={batchTab ? 'qr-codes' : basename}
            downloads={[]}
            disabled={!shown}
            link={link}
          />
        </section>
      </div>
    </div>
  );
}

/** One of the first codes of a list, drawn as the single code is (its logo too), small. */
function BatchCode({ item, options, logo, label }: { item: BatchPreview; options: Options; logo: { href: string; share: number } | undefined; label: string }) {
  const drawing: Drawing = { rows: item.rows, margin: options.margin, foreground: options.foreground, background: options.background };
  const n = totalModules(drawing);
  const squares = logo ? logoSquares(drawing, logo.share) : undefined;
  return (
    <svg className="qr-code-generator-code" role="img" aria-label={label} width={120} height={120} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges">
      <rect width={n} height={n} fill={options.background} />
      <path d={modulePath(drawing)} fill={options.foreground} />
      {logo && squares && (
        <>
          <rect x={squares.clear.x} y={squares.clear.y} width={squares.clear.side} height={squares.clear.side} fill={options.background} />
          <image x={squares.logo.x} y={squares.logo.y} width={squares.logo.side} height={squares.logo.side} preserveAspectRatio="xMidYMid meet" href={logo.href} />
        </>
      )}
    </svg>
  );
}
