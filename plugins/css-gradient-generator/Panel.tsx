/**
 * The gradient generator's page: a live preview, the colour stops on a bar (dragged or moved with the
 * keyboard), the selected stop's colour and opacity, the type, angle, shape, centre and colour space,
 * presets, the gradient's CSS text (the tool's one field: paste a gradient there to edit it) and the
 * CSS to copy, written by run() through the host's run hook. A panel because stops are dragged on a bar
 * and the preview must be drawn; every control writes the field, so links and the command line carry it.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, isToolError, formatColor, parseColor, toHex6 } from '@sdk/core';
import { ActionBar, CheckboxField, ColorField, copyText, DeclaredField, ErrorBanner, RangeField, ResultBlocks, Segmented, SelectField, useDeclaredInput, useDisplay, useFormat, useToolHost, useToolRun, type ToolPanelProps, CssBox } from '@sdk/ui';
import { colorAt, formatGradient, MAX_STOPS, MIN_STOPS, parseGradient, SHAPES, SIZES, sortStops, SPACES, TYPES, type Gradient, type Stop } from './gradient.ts';
import { DEFAULT_GRADIENT, type Options } from './manifest.ts';
import { PRESETS } from './presets.ts';
import type { GradientCss } from './run.ts';
import { StopBar } from './StopBar.tsx';
import { view } from './view.ts';
import './styles.css';

const fallbackGradient = parseGradient(DEFAULT_GRADIENT) as Gradient;

/** Sorts the stops and says where stop `index` went. */
function placed(stops: readonly Stop[], index: number): { stops: Stop[]; index: number } {
  const tagged = stops.map((s, i) => ({ s, i }));
  const sorted = tagged.sort((a, b) => a.s.pos - b.s.pos || a.i - b.i);
  return { stops: sorted.map((x) => x.s), index: sorted.findIndex((x) => x.i === index) };
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const host = useToolHost();
  const options = host.options as Options;
  const read = useDeclaredInput();
  const { result, error } = useToolRun(read.input, options);
  const css = result as GradientCss | undefined;
  const display = useDisplay(toolId);
  const resultView = useMemo(() => (css ? view(css) : undefined), [css]);

  // The field's gradient; while its text is not one, the controls keep the last good one.
  const text = typeof host.values.gradient === 'string' ? host.values.gradient : '';
  const parsed = useMemo(() => parseGradient(text), [text]);
  const lastGood = useRef<Gradient>(fallbackGradient);
  if (!isToolError(parsed)) lastGood.current = parsed;
  const g = lastGood.current;
  const latest = useRef(g);
  latest.current = g;
  const [selectedRaw, setSelected] = useState(0);
  const selected = Math.min(selectedRaw, g.stops.length - 1);
  const stop = g.stops[selected]!;

  const commit = (next: Gradient) => {
    latest.current = next;
    host.setValue('gradient', formatGradient(next));
  };
  const set = (patch: Partial<Gradient>) => commit({ ...latest.current, ...patch });
  const setStops = (stops: readonly Stop[], index: number): number => {
    const p = placed(stops, index);
    commit({ ...latest.current, stops: p.stops });
    setSelected(p.index);
    return p.index;
  };
  const moveStop = (index: number, pos: number) => setStops(latest.current.stops.map((s, i) => (i === index ? { ...s, pos } : s)), index);
  const addStop = (pos: number) => {
    const stops = latest.current.stops;
    if (stops.length >= MAX_STOPS) return Math.min(selected, stops.length - 1);
    return setStops([...stops, { color: colorAt(stops, pos), pos }], stops.length);
  };
  /** A new stop in the middle of the widest gap. */
  const addInGap = () => {
    const stops = sortStops(latest.current.stops);
    let best = 0;
    for (let i = 1; i < stops.length; i++) if (stops[i]!.pos - stops[i - 1]!.pos > stops[best + 1]!.pos - stops[best]!.pos) best = i - 1;
    addStop(Math.round((stops[best]!.pos + stops[best + 1]!.pos) / 2));
  };
  const removeStop = (index: number) => {
    const stops = latest.current.stops;
    if (stops.length <= MIN_STOPS) return;
    commit({ ...latest.current, stops: stops.filter((_, i) => i !== index) });
    setSelected(Math.max(0, Math.min(index, stops.length - 2)));
  };
  const setStopColor = (patch: Partial<Stop['color']>) => {
    const stops = latest.current.stops;
    commit({ ...latest.current, stops: stops.map((s, i) => (i === selected ? { ...s, color: { ...s.color, ...patch } } : s)) });
  };

  const percent = (n: number) => fmt.numberWith(n / 100, { style: 'percent', maximumFractionDigits: 2 });
  const degrees = (n: number) => t('degrees', { value: fmt.number(n, 0) });
  const fieldError = error && error.params?.field === 'gradient' ? t(`errors.${error.code}`, { ...error.params, min: fmt.number(MIN_STOPS, 0), max: fmt.number(MAX_STOPS, 0) }) : undefined;
  const previewLabel = t('preview', { gradient: formatGradient(g) });

  return (
    <div className="tool-body css-gradient-generator">
      <section className="panel-section" aria-label={t('panelLabel')}>
        <CssBox className="css-gradient-generator-preview" vars={{ '--css-gradient-generator-image': formatGradient(g) }} label={previewLabel} />
        <div className="css-gradient-generator-presets" role="group" aria-label={t('presetsLabel')}>
          <span>{t('presetsLabel')}</span>
          {PRESETS.map((preset) => (
            <button key={preset.name} type="button" className="btn btn-small css-gradient-generator-preset" onClick={() => host.setValue('gradient', preset.gradient)}>
              <CssBox className="css-gradient-generator-chip" vars={{ '--css-gradient-generator-image': preset.gradient }} />
              {t(`presets.${preset.name}`)}
            </button>
          ))}
        </div>

        <h2 className="css-gradient-generator-heading">{t('stopsHeading')}</h2>
        <StopBar
          stops={g.stops}
          space={g.space}
          selected={selected}
          onSelect={setSelected}
          onMove={moveStop}
          onAdd={addStop}
          onRemove={removeStop}
          canRemove={g.stops.length > MIN_STOPS}
          barLabel={t('barLabel')}
          handleLabel={(i) => t('handleLabel', { n: fmt.number(i + 1, 0) })}
          handleValue={(s) => t('handleValue', { position: percent(s.pos), color: formatColor(s.color) })}
        />
        <p className="field-description">{t('barHint')}</p>
        <div className="css-gradient-generator-stop-actions">
          <button type="button" className="btn btn-small" onClick={addInGap} disabled={g.stops.length >= MAX_STOPS}>
            {t('addStop')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => removeStop(selected)} disabled={g.stops.length <= MIN_STOPS}>
            {t('removeStop', { n: fmt.number(selected + 1, 0) })}
          </button>
          <button type="button" className="btn btn-small" onClick={() => commit({ ...latest.current, stops: latest.current.stops.map((s) => ({ ...s, pos: 100 - s.pos })) })}>
            {t('reverse')}
          </button>
        </div>
        <div className="field-grid css-gradient-generator-stop">
          <ColorField
            label={t('stopColor', { n: fmt.number(selected + 1, 0) })}
            value={toHex6(stop.color)}
            onChange={(hex) => {
              const c = parseColor(hex);
              if (c) setStopColor({ r: c.r, g: c.g, b: c.b });
            }}
          />
          <RangeField
            label={t('stopOpacity', { n: fmt.number(selected + 1, 0) })}
            value={Math.round(stop.color.a * 100)}
            min={0}
            max={100}
            onChange={(v) => setStopColor({ a: v / 100 })}
            valueText={percent(Math.round(stop.color.a * 100))}
          />
          <RangeField
            label={t('stopPosition', { n: fmt.number(selected + 1, 0) })}
            value={Math.round(stop.pos)}
            min={0}
            max={100}
            onChange={(v) => moveStop(selected, v)}
            valueText={percent(stop.pos)}
          />
        </div>

        <h2 className="css-gradient-generator-heading">{t('shapeHeading')}</h2>
        <div className="field-grid">
          <Segmented name={`${toolId}-type`} legend={t('type')} choices={TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} value={g.type} onChange={(type) => set({ type, corner: undefined, angle: type === 'conic' && g.type !== 'conic' ? 0 : g.type === 'conic' && type === 'linear' ? 180 : g.angle })} />
          <CheckboxField label={t('repeating')} checked={g.repeating} onChange={(repeating) => set({ repeating })} hint={t('repeatingHint')} />
          {g.type !== 'radial' && (
            <RangeField
              label={t(g.type === 'linear' ? 'angle' : 'startAngle')}
              value={Math.round(g.angle)}
              min={0}
              max={359}
              onChange={(angle) => set({ angle, corner: undefined })}
              valueText={g.corner ? t(`corners.${g.corner.replace(/ /g, '-')}`) : degrees(g.angle)}
            />
          )}
          {g.type === 'radial' && (
            <>
              <Segmented name={`${toolId}-shape`} legend={t('shape')} choices={SHAPES.map((v) => ({ value: v, label: t(`shapes.${v}`) }))} value={g.shape} onChange={(shape) => set({ shape })} />
              <SelectField label={t('size')} value={g.size} choices={SIZES.map((v) => ({ value: v, label: t(`sizes.${v}`) }))} onChange={(size) => set({ size: size as Gradient['size'] })} />
            </>
          )}
          {g.type !== 'linear' && (
            <>
              <RangeField label={t('centerX')} value={Math.round(g.x)} min={0} max={100} onChange={(x) => set({ x })} valueText={percent(g.x)} />
              <RangeField label={t('centerY')} value={Math.round(g.y)} min={0} max={100} onChange={(y) => set({ y })} valueText={percent(g.y)} />
            </>
          )}
          <Segmented name={`${toolId}-space`} legend={t('space')} choices={SPACES.map((v) => ({ value: v, label: t(`spaces.${v}`) }))} value={g.space} onChange={(space) => set({ space })} description={t('spaceHint')} />
        </div>
      </section>

      <section className="panel-section">
        <DeclaredField name="gradient" error={fieldError} />
        <CheckboxField label={t('options.fallback.title')} checked={options.fallback} onChange={(fallback) => host.setOptions({ ...options, fallback })} hint={t('options.fallback.description')} />
        {error && !fieldError && <ErrorBanner error={error} toolId={toolId} />}
        {resultView && <ResultBlocks toolId={toolId} blocks={asResultView(resultView).blocks} display={display} />}
        <ActionBar copy={() => (resultView ? copyText(resultView, display) : '')} filename={toolId} downloads={[]} disabled={!resultView} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
    </div>
  );
}
