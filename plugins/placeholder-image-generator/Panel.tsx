import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaDefaults, isToolError } from '@sdk/core';
import { writeClipboard, writeClipboardImage, CopyButton, useDownload, ErrorBanner, notify, OptionsForm, Swatch, useFormat, useInBrowser, useToolOptions, type ToolPanelProps } from '@sdk/ui';
import { randomScheme } from './colors.ts';
import type { Options } from './manifest.ts';
import { blobToDataUrl, EXTENSION, rasterize, svgDataUrl } from './render.ts';
import { run, type PlaceholderImage } from './run.ts';
import './styles.css';

/** Sizes people often need, one click away. */
const PRESETS = [
  { key: 'social', width: 1200, height: 630 },
  { key: 'fullHd', width: 1920, height: 1080 },
  { key: 'square', width: 1080, height: 1080 },
  { key: 'leaderboard', width: 728, height: 90 },
  { key: 'rectangle', width: 300, height: 250 },
] as const;

/** Wait after the last change before drawing the PNG or JPG (a 16-megapixel image takes a moment). */
const RENDER_DELAY_MS = 150;

interface Rendered {
  /** What was drawn: the SVG, format and quality. */
  key: string;
  blob: Blob;
  dataUrl: string;
}

/**
 * The option form (with Random colours and Reset), a live SVG preview, and the PNG or JPG drawn from it
 * in the background, ready for Download, Copy image and Copy data URL, with its file size.
 */
export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const { options, setOptions, validator } = useToolOptions(manifest, validatorFns);
  const image = useMemo(() => run('', options as Options), [options]);
  const format = (options as Options).format;
  // Quality only matters for JPG: the slider is greyed out for PNG.
  const uiSchema = useMemo(() => ({ ...manifest.uiSchema, quality: { 'ui:widget': 'range', 'ui:disabled': format !== 'jpeg' } }), [manifest.uiSchema, format]);

  return (
    <div className="tool-body placeholder-image-generator">
      <section className="tool-options" aria-label={t('common:tool.options')}>
        <OptionsForm schema={manifest.options} uiSchema={uiSchema} validator={validator} value={options} onChange={setOptions} t={t} />
        <div className="io-actions">
          <button type="button" className="btn" onClick={() => setOptions({ ...options, ...randomScheme() })}>
            {t('randomColors')}
          </button>
          <button type="button" className="btn" onClick={() => setOptions(schemaDefaults(manifest.options))}>
            {t('reset')}
          </button>
          <div className="examples">
            <span>{t('presets.title')}</span>
            {PRESETS.map((p) => (
              <button key={p.key} type="button" className="btn btn-link" onClick={() => setOptions({ ...options, width: p.width, height: p.height })}>
                {t(`presets.${p.key}`, { size: `${p.width}\u00a0×\u00a0${p.height}` })}
              </button>
            ))}
          </div>
        </div>
      </section>
      <section className="tool-output">{isToolError(image) ? <ErrorBanner toolId={toolId} error={image} /> : <Preview toolId={toolId} image={image} />}</section>
    </div>
  );
}

function Preview({ toolId, image }: { toolId: string; image: PlaceholderImage }) {
  const { t } = useTranslation(toolId);
  const { numberWith } = useFormat();
  // Image sizes are written without thousands separators in every language ("1920 × 1080").
  const px = (value: number) => numberWith(value, { useGrouping: false });
  const inBrowser = useInBrowser();
  const download = useDownload();
  const headingId = useId();
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${image.format}|${image.quality}|${image.svg}`;
  const ready = rendered !== null && rendered.key === key;

  /** Draws the PNG or JPG of the current image (remembering it for the buttons and the file size). */
  const renderNow = async (): Promise<Rendered> => {
    const blob = await rasterize(image);
    const next = { key, blob, dataUrl: await blobToDataUrl(blob) };
    setRendered(next);
    return next;
  };
  /** The file of the current image: the one drawn in the background, or drawn now if a change is still pending. */
  const file = async (): Promise<Rendered> => (ready ? rendered : renderNow());

  useEffect(() => {
    if (!inBrowser) return;
    let current = true;
    const timer = setTimeout(() => {
      rasterize(image)
        .then(async (blob) => ({ key, blob, dataUrl: await blobToDataUrl(blob) }))
        .then(
          (next) => {
            if (!current) return;
            setRendered(next);
            setFailed(false);
          },
          () => current && setFailed(true),
        );
    }, RENDER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` holds everything of `image` that is drawn: a change elsewhere (a border colour with no border) draws nothing new.
  }, [key, inBrowser]);

  const basename = `placeholder-${image.width}x${image.height}`;
  const formatName = t(`options.format.values.${image.format}`);
  const size = ready ? fileSize(rendered.blob.size, numberWith) : '';

  const colors = [
    { key: 'background', value: image.background },
    { key: 'textColor', value: image.textColor },
    ...(image.borderWidth > 0 ? [{ key: 'borderColor', value: image.borderColor }] : []),
    ...(image.gridSize > 0 ? [{ key: 'gridColor', value: image.gridColor }] : []),
  ];

  return (
    <>
      <div className="io-header">
        <strong id={headingId}>{t('preview')}</strong>
        <span className="io-meta">
          {t('summary', { width: px(image.width), height: px(image.height), format: formatName })}
          {size && ` · ${size}`}
        </span>
      </div>
      <div className="placeholder-image-generator-stage">
        <img
          className="placeholder-image-generator-preview"
          src={svgDataUrl(image.svg)}
          width={image.width}
          height={image.height}
          alt={t('previewAlt', { width: px(image.width), height: px(image.height), text: image.text })}
        />
      </div>
      <ul className="placeholder-image-generator-colors" aria-label={t('colors')}>
        {colors.map((c) => (
          <li key={c.key}>
            <Swatch color={c.value} size={18} /> {t('colorLabel', { name: t(`options.${c.key}.title`) })} <code>{c.value}</code>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="error-banner" role="alert">
          <span aria-hidden="true">⚠</span> {t('renderFailed')}
        </p>
      )}
      <div className="io-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!inBrowser}
          onClick={() =>
            void file().then(
              (f) => download(`${basename}.${EXTENSION[image.format]}`, f.blob),
              () => notify('error', t('renderFailed')),
            )
          }
        >
          {t('common:actions.download', { format: formatName })}
        </button>
        <button type="button" className="btn" disabled={!inBrowser} onClick={() => download(`${basename}.svg`, image.svg, 'image/svg+xml;charset=utf-8')}>
          {t('common:actions.download', { format: 'SVG' })}
        </button>
        <CopyButton
          label={t('copyImage')}
          disabled={!inBrowser}
          failureNotice={t('errors.copyImageFailed')}
          // The clipboard takes PNG images only: a JPG is copied as PNG.
          copy={async () => writeClipboardImage(image.format === 'png' ? (await file()).blob : await rasterize(image, 'png'))}
        />
        <CopyButton label={t('copyDataUrl')} disabled={!inBrowser} failureNotice={t('errors.copyUrlFailed')} copy={async () => writeClipboard((await file()).dataUrl)} />
      </div>
    </>
  );
}

/** A file size in the page's language: "812 bytes", "4.2 kB", "1.3 MB". */
function fileSize(bytes: number, numberWith: (value: number, options: Intl.NumberFormatOptions) => string): string {
  if (bytes < 1000) return numberWith(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  if (bytes < 1_000_000) return numberWith(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return numberWith(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
