/**
 * The box shadow generator's page: a live preview (the browser drawing the very CSS to copy), the list
 * of layers (add, duplicate, remove, reorder), the selected layer's offset pad, sliders, colour and
 * inset, presets, the `box-shadow` value (the tool's one field: paste a shadow there to edit it) and the
 * code to copy, written by run() through the host's run hook. A panel because layers are a list and
 * the preview must be drawn; every control writes the field, so links and the command line carry it.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, isToolError, parseColor, toHex6 } from '@sdk/core';
import { ActionBar, CheckboxField, ColorField, copyText, DeclaredField, ErrorBanner, RangeField, ResultBlocks, Segmented, useDeclaredInput, useDisplay, useFormat, usePersistentState, useToolHost, useToolRun, type ToolPanelProps, CssBox } from '@sdk/ui';
import { FORMATS, type Options } from './manifest.ts';
import { OffsetPad } from './OffsetPad.tsx';
import { PRESETS } from './presets.ts';
import type { ShadowCss } from './run.ts';
import { formatLayer, formatShadow, MAX_LAYERS, NEW_LAYER, parseShadow, type Layer } from './shadow.ts';
import { view } from './view.ts';
import './styles.css';

interface PreviewSettings {
  box: string;
  background: string;
  radius: number;
}
const PREVIEW_DEFAULTS: PreviewSettings = { box: '#ffffff', background: '#e8edf3', radius: 12 };
const HEX = /^#[0-9a-f]{6}$/;
/** Remembered settings come from localStorage: keep only well-formed ones. */
function previewOf(value: unknown): PreviewSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof PreviewSettings, unknown>>;
  return {
    box: typeof v.box === 'string' && HEX.test(v.box) ? v.box : PREVIEW_DEFAULTS.box,
    background: typeof v.background === 'string' && HEX.test(v.background) ? v.background : PREVIEW_DEFAULTS.background,
    radius: typeof v.radius === 'number' && Number.isInteger(v.radius) && v.radius >= 0 && v.radius <= 100 ? v.radius : PREVIEW_DEFAULTS.radius,
  };
}

const BLACK = { r: 0, g: 0, b: 0, a: 1 };

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const host = useToolHost();
  const options = host.options as Options;
  const read = useDeclaredInput();
  const { result, error } = useToolRun(read.input, options);
  const out = result as ShadowCss | undefined;
  const display = useDisplay(toolId);
  const resultView = useMemo(() => (out ? view(out, { options }) : undefined), [out, options]);
  const [storedPreview, setStoredPreview] = usePersistentState<unknown>(toolId, 'preview', PREVIEW_DEFAULTS);
  const preview = previewOf(storedPreview);
  const setPreview = (patch: Partial<PreviewSettings>) => setStoredPreview({ ...preview, ...patch });

  // The field's layers; while its text is not a shadow, the controls keep the last good ones.
  const text = typeof host.values.shadow === 'string' ? host.values.shadow : '';
  const parsed = useMemo(() => parseShadow(text), [text]);
  const lastGood = useRef<Layer[]>([NEW_LAYER]);
  if (!isToolError(parsed)) lastGood.current = parsed;
  const layers = lastGood.current;
  const latest = useRef(layers);
  latest.current = layers;
  const [selectedRaw, setSelected] = useState(0);
  const selected = Math.max(0, Math.min(selectedRaw, layers.length - 1));
  const layer = layers[selected];

  const commit = (next: Layer[]) => {
    latest.current = next;
    host.setValue('shadow', formatShadow(next));
  };
  const setLayer = (patch: Partial<Layer>) => commit(latest.current.map((l, i) => (i === selected ? { ...l, ...patch } : l)));
  const setColor = (patch: Partial<NonNullable<Layer['color']>>) => setLayer({ color: { ...(latest.current[selected]?.color ?? BLACK), ...patch } });
  const move = (by: -1 | 1) => {
    const next = [...latest.current];
    const to = selected + by;
    if (to < 0 || to >= next.length) return;
    [next[selected], next[to]] = [next[to]!, next[selected]!];
    commit(next);
    setSelected(to);
  };

  const n = (i: number) => fmt.number(i + 1, 0);
  const pixels = (v: number) => t('pixels', { value: fmt.number(v, 2) });
  const percent = (v: number) => fmt.numberWith(v / 100, { style: 'percent', maximumFractionDigits: 0 });
  const fieldError = error && error.params?.field === 'shadow' ? t(`errors.${error.code}`, { ...error.params, layer: typeof error.params.layer === 'number' ? n(error.params.layer - 1) : '', max: fmt.number(Number(error.params.max ?? 0), 0) }) : undefined;
  const value = formatShadow(layers);

  return (
    <div className="tool-body box-shadow-generator">
      <section className="panel-section" aria-label={t('panelLabel')}>
        <CssBox className="box-shadow-generator-stage" vars={{ '--box-shadow-generator-background': preview.background }}>
          <CssBox className="box-shadow-generator-box" vars={{ '--box-shadow-generator-shadow': value, '--box-shadow-generator-box': preview.box, '--box-shadow-generator-radius': `${preview.radius}px` }} label={t('preview', { shadow: value })} />
        </CssBox>
        <div className="box-shadow-generator-presets" role="group" aria-label={t('presetsLabel')}>
          <span>{t('presetsLabel')}</span>
          {PRESETS.map((preset) => (
            <button
              key={preset.name}
              type="button"
              className="btn btn-small"
              onClick={() => {
                host.setValue('shadow', preset.shadow);
                setSelected(0);
              }}
            >
              {t(`presets.${preset.name}`)}
            </button>
          ))}
        </div>

        <h2 className="box-shadow-generator-heading">{t('layersHeading')}</h2>
        {layers.length === 0 ? (
          <p className="field-description">{t('noLayers')}</p>
        ) : (
          <ol className="box-shadow-generator-layers">
            {layers.map((l, i) => (
              <li key={i}>
                <button type="button" className="box-shadow-generator-layer" aria-pressed={i === selected} onClick={() => setSelected(i)}>
                  <span className="box-shadow-generator-layer-name">{t('layerName', { n: n(i) })}</span>
                  <code translate="no">{formatLayer(l)}</code>
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className="box-shadow-generator-layer-actions">
          <button
            type="button"
            className="btn btn-small"
            disabled={layers.length >= MAX_LAYERS}
            onClick={() => {
              commit([...latest.current, NEW_LAYER]);
              setSelected(latest.current.length - 1);
            }}
          >
            {t('addLayer')}
          </button>
          {layer && (
            <>
              <button
                type="button"
                className="btn btn-small"
                disabled={layers.length >= MAX_LAYERS}
                onClick={() => {
                  commit([...latest.current.slice(0, selected + 1), layer, ...latest.current.slice(selected + 1)]);
                  setSelected(selected + 1);
                }}
              >
                {t('duplicateLayer', { n: n(selected) })}
              </button>
              <button type="button" className="btn btn-small" onClick={() => commit(latest.current.filter((_, i) => i !== selected))}>
                {t('removeLayer', { n: n(selected) })}
              </button>
              <button type="button" className="btn btn-small" disabled={selected === 0} onClick={() => move(-1)}>
                {t('moveUp', { n: n(selected) })}
              </button>
              <button type="button" className="btn btn-small" disabled={selected === layers.length - 1} onClick={() => move(1)}>
                {t('moveDown', { n: n(selected) })}
              </button>
            </>
          )}
        </div>
        <p className="field-description">{t('orderHint')}</p>

        {layer && (
          <fieldset className="box-shadow-generator-editor">
            <legend>{t('layerName', { n: n(selected) })}</legend>
            <div className="box-shadow-generator-editor-grid">
              <div>
                <OffsetPad
                  x={layer.x}
                  y={layer.y}
                  onChange={(x, y) => setLayer({ x, y })}
                  label={t('offsetPad', { n: n(selected) })}
                  valueText={t('offsetValue', { x: pixels(layer.x), y: pixels(layer.y) })}
                />
                <p className="field-description">{t('offsetHint')}</p>
              </div>
              <div>
                <RangeField label={t('x')} value={Math.round(layer.x)} min={-100} max={100} onChange={(x) => setLayer({ x })} valueText={pixels(layer.x)} />
                <RangeField label={t('y')} value={Math.round(layer.y)} min={-100} max={100} onChange={(y) => setLayer({ y })} valueText={pixels(layer.y)} />
                <RangeField label={t('blur')} value={Math.round(layer.blur)} min={0} max={200} onChange={(blur) => setLayer({ blur })} valueText={pixels(layer.blur)} />
                <RangeField label={t('spread')} value={Math.round(layer.spread)} min={-100} max={100} onChange={(spread) => setLayer({ spread })} valueText={pixels(layer.spread)} />
              </div>
              <div>
                <ColorField
                  label={t('color')}
                  value={toHex6(layer.color ?? BLACK)}
                  hint={layer.color ? undefined : t('currentColor')}
                  onChange={(hex) => {
                    const c = parseColor(hex);
                    if (c) setColor({ r: c.r, g: c.g, b: c.b });
                  }}
                />
                <RangeField label={t('opacity')} value={Math.round((layer.color ?? BLACK).a * 100)} min={0} max={100} onChange={(v) => setColor({ a: v / 100 })} valueText={percent(Math.round((layer.color ?? BLACK).a * 100))} />
                <CheckboxField label={t('inset')} checked={layer.inset} onChange={(inset) => setLayer({ inset })} hint={t('insetHint')} />
              </div>
            </div>
          </fieldset>
        )}

        <h2 className="box-shadow-generator-heading">{t('previewSettings')}</h2>
        <div className="field-grid">
          <ColorField label={t('boxColor')} value={preview.box} onChange={(box) => setPreview({ box })} />
          <ColorField label={t('backgroundColor')} value={preview.background} onChange={(background) => setPreview({ background })} />
          <RangeField label={t('radius')} value={preview.radius} min={0} max={100} onChange={(radius) => setPreview({ radius })} valueText={pixels(preview.radius)} />
        </div>
      </section>

      <section className="panel-section">
        <DeclaredField name="shadow" error={fieldError} />
        <Segmented name={`${toolId}-format`} legend={t('options.format.title')} choices={FORMATS.map((f) => ({ value: f, label: t(`options.format.values.${f}`) }))} value={options.format} onChange={(format) => host.setOptions({ ...options, format })} />
        {error && !fieldError && <ErrorBanner error={error} toolId={toolId} />}
        {resultView && <ResultBlocks toolId={toolId} blocks={asResultView(resultView).blocks} display={display} />}
        <ActionBar copy={() => (resultView ? copyText(resultView, display) : '')} filename={toolId} downloads={[]} disabled={!resultView} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
      {/* Adding or removing a layer is announced. */}
      <p className="visually-hidden" aria-live="polite">
        {t('layerCount', { count: layers.length, formatted: fmt.number(layers.length, 0) })}
      </p>
    </div>
  );
}

