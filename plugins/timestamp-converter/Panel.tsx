/**
 * The timestamp converter: the live current Unix time, three ways in (Unix timestamp, ISO 8601, a
 * date and time picked in a zone) and one result in every usual form, each line with a Copy button.
 * Anything that depends on the clock or on the visitor's zone is drawn only in the browser, so the
 * prerendered page is the same for everyone and hydrates without a mismatch.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateTime, wallFromMs, resolveZone, wallClockAt, zoneIds, isToolError } from '@sdk/core';
import { CopyButton, useToolErrorText, usePersistentState, Segmented, Tabs, useFormat, useInBrowser, useToolOptions, ExampleButtons, type ToolPanelProps } from '@sdk/ui';
import { MODES, UNITS, type Options } from './manifest.ts';
import { relativeTime, run, type Mode, type TimestampInput, type TimestampResult, type Unit } from './run.ts';
import './styles.css';

const EMPTY: TimestampInput = { unix: '', iso: '', datetime: '' };
/** Dates before 2 January of year 1 (UTC) are written with an era: "1 BC" must not read as "1". */
const FIRST_CE_DAY_MS = -62_135_596_800_000 + 86_400_000;

/** The current time, ticking every second, or null until the page runs in the browser. */
function useNow(inBrowser: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!inBrowser) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [inBrowser]);
  return now;
}

/** The browser's IANA zone and the list of all zones, UTC first; empty until the page runs in the browser. */
function useZones(inBrowser: boolean): { localZone: string | null; zones: string[] } {
  return useMemo(() => {
    if (!inBrowser) return { localZone: null, zones: [] };
    // Today's names ("Asia/Kolkata"), though engines still report some old ones ("Asia/Calcutta").
    const engineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const localZone = resolveZone(engineZone) ?? engineZone;
    const zones = [...zoneIds()];
    return { localZone, zones: zones.includes(localZone) ? zones : [localZone, ...zones] };
  }, [inBrowser]);
}

/** The current time as each field wants it: a timestamp in the chosen unit, ISO 8601 in UTC, or a wall-clock time in the zone. */
function nowText(mode: Mode, unit: Options['unit'], now: number, zone: string): string {
  if (mode === 'unix') {
    if (unit === 'ms') return String(now);
    if (unit === 'us') return `${now}000`;
    if (unit === 'ns') return `${now}000000`;
    return String(Math.floor(now / 1000));
  }
  const seconds = Math.floor(now / 1000) * 1000;
  if (mode === 'iso') return `${isoDateTime(wallFromMs(seconds))}Z`;
  return isoDateTime(wallClockAt(zone, seconds));
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t, i18n } = useTranslation(toolId);
  const errorText = useToolErrorText();
  const format = useFormat();
  const id = useId().replace(/:/g, '');
  const inBrowser = useInBrowser();
  const now = useNow(inBrowser);
  const { localZone, zones } = useZones(inBrowser);
  const { options: stored, setOptions } = useToolOptions(manifest, validatorFns);
  const options = stored as Options;
  // '' is "the visitor's zone": it follows them when they travel, which a stored zone name would not.
  const [zoneChoice, setZoneChoice] = usePersistentState<string>(toolId, 'zone', '');
  const zone = zoneChoice || localZone || 'UTC';
  const [texts, setTexts] = useState<TimestampInput>(EMPTY);
  const [filled, setFilled] = useState(false);

  // The page opens on the current time in every field (in the browser only).
  const prefilled = useRef<{ datetime: string; zone: string } | null>(null);
  useEffect(() => {
    if (!inBrowser || filled) return;
    const current = Date.now();
    const datetime = nowText('datetime', 'auto', current, zone);
    prefilled.current = { datetime, zone };
    setTexts({ unix: nowText('unix', 'auto', current, zone), iso: nowText('iso', 'auto', current, zone), datetime });
    setFilled(true);
  }, [inBrowser, filled, zone]);
  // The remembered zone arrives just after that: an untouched "now" in the picker follows it, to stay now.
  useEffect(() => {
    const first = prefilled.current;
    if (!first || first.zone === zone) return;
    prefilled.current = null;
    setTexts((all) => (all.datetime === first.datetime ? { ...all, datetime: nowText('datetime', 'auto', Date.now(), zone) } : all));
  }, [zone]);

  const result = useMemo(() => (filled ? run(texts, { ...options, timeZone: zone }) : null), [filled, texts, options, zone]);
  const error = result && isToolError(result) ? errorText(toolId, result) : undefined;
  const mode = options.mode;
  const setMode = (next: Mode) => setOptions({ ...options, mode: next });
  const setText = (field: keyof TimestampInput, value: string) => setTexts((all) => ({ ...all, [field]: value }));
  const fillNow = () => setText(mode, nowText(mode, options.unit, Date.now(), zone));

  const fieldId = `${id}-${mode}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const fieldProps = {
    id: fieldId,
    value: texts[mode],
    onChange: (e: { target: { value: string } }) => setText(mode, e.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
    autoComplete: 'off',
    spellCheck: false,
  } as const;

  return (
    <div className="tool-body timestamp-converter">
      <Clock toolId={toolId} now={now} />

      <section className="panel-section" aria-labelledby={`${id}-convert`}>
        <h2 id={`${id}-convert`} className="visually-hidden">
          {t('options.mode.title')}
        </h2>
        <Tabs id={`${id}-mode`} label={t('options.mode.title')} tabs={MODES.map((key) => ({ key, label: t(`options.mode.values.${key}`) }))} selected={mode} onSelect={setMode}>
          <div className="field">
            <label htmlFor={fieldId}>{t(`inputs.${mode}`)}</label>
            <div className="timestamp-converter-input">
              {mode === 'datetime' ? (
                <input type="datetime-local" step="1" {...fieldProps} />
              ) : (
                <input type="text" className="timestamp-converter-mono" translate="no" {...fieldProps} />
              )}
              <button type="button" className="btn" onClick={fillNow} disabled={!inBrowser}>
                {t('now')}
              </button>
            </div>
            <p id={hintId} className="field-description">
              {t(`hints.${mode}`)}
            </p>
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          {mode === 'unix' && (
            <Segmented
              legend={t('options.unit.title')}
              name={`${id}-unit`}
              choices={UNITS.map((u) => ({ value: u, label: t(`options.unit.values.${u}`) }))}
              value={options.unit}
              onChange={(unit) => setOptions({ ...options, unit })}
            />
          )}
        </Tabs>

        <div className="field timestamp-converter-zone">
          <label htmlFor={`${id}-zone`}>{t('options.timeZone.title')}</label>
          <select id={`${id}-zone`} value={zoneChoice} onChange={(e) => setZoneChoice(e.target.value)} aria-describedby={`${id}-zone-hint`}>
            <option value="">{localZone ? t('zone.local', { zone: localZone }) : t('zone.localUnknown')}</option>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
            {/* A stored choice stays selectable while the list is not drawn yet (prerendered page). */}
            {zoneChoice && !zones.includes(zoneChoice) && <option value={zoneChoice}>{zoneChoice.replace(/_/g, ' ')}</option>}
          </select>
          <p id={`${id}-zone-hint`} className="field-description">
            {t('options.timeZone.description')}
          </p>
        </div>

        <div className="io-actions">
          <ExampleButtons
            toolId={toolId}
            examples={manifest.examples}
            onChoose={(ex) => {
              const exOptions = (ex.options ?? {}) as Partial<Options>;
              setOptions({ ...options, ...exOptions, timeZone: options.timeZone });
              setZoneChoice(exOptions.timeZone && exOptions.timeZone !== localZone ? exOptions.timeZone : '');
              setTexts({ ...EMPTY, ...(ex.input as Partial<TimestampInput>) });
              setFilled(true);
            }}
          />
        </div>
      </section>

      <section className="panel-section" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="timestamp-converter-heading">
          {t('result.title')}
        </h2>
        {result && !isToolError(result) ? (
          <Result toolId={toolId} result={result} localZone={localZone} now={now} lang={i18n.language} format={format} />
        ) : (
          <p className="muted">{error ? t('result.empty') : '…'}</p>
        )}
      </section>
    </div>
  );
}

/** The live current Unix time in seconds and milliseconds, not announced to screen readers every second. */
function Clock({ toolId, now }: { toolId: string; now: number | null }) {
  const { t } = useTranslation(toolId);
  const id = useId().replace(/:/g, '');
  const seconds = now === null ? '…' : String(Math.floor(now / 1000));
  const milliseconds = now === null ? '…' : String(now);
  return (
    <section className="panel-section" aria-labelledby={`${id}-clock`}>
      <h2 id={`${id}-clock`} className="timestamp-converter-heading">
        {t('clock.title')}
      </h2>
      <div className="timestamp-converter-clock">
        <div role="group" aria-labelledby={`${id}-s`}>
          <span id={`${id}-s`} className="stat-label">
            {t('clock.seconds')}
          </span>
          <span className="result-value timestamp-converter-mono" translate="no">
            {seconds}
          </span>
          <CopyButton className="btn btn-small" text={() => String(Math.floor(Date.now() / 1000))} disabled={now === null} />
        </div>
        <div role="group" aria-labelledby={`${id}-ms`}>
          <span id={`${id}-ms`} className="stat-label">
            {t('clock.milliseconds')}
          </span>
          <span className="result-value timestamp-converter-mono" translate="no">
            {milliseconds}
          </span>
          <CopyButton className="btn btn-small" text={() => String(Date.now())} disabled={now === null} />
        </div>
      </div>
    </section>
  );
}

interface ResultProps {
  toolId: string;
  result: TimestampResult;
  localZone: string | null;
  now: number | null;
  lang: string;
  format: ReturnType<typeof useFormat>;
}

/** Every form of the instant, one labelled line each with its own Copy button. */
function Result({ toolId, result, localZone, now, lang, format }: ResultProps) {
  const { t } = useTranslation(toolId);
  const zoneName = (zone: string) => zone.replace(/_/g, ' ');
  const human = (zone: string) =>
    format.date(
      result.ms,
      result.ms < FIRST_CE_DAY_MS
        ? { era: 'short', year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short', timeZone: zone }
        : { dateStyle: 'full', timeStyle: 'long', timeZone: zone },
    );
  const relative = useMemo(() => new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }), [lang]);
  const rel = now === null ? null : relativeTime(result.ms, now);

  const unitName = result.unit ? t(`unitNames.${result.unit satisfies Unit}`) : '';
  return (
    <>
      <div className="timestamp-converter-rows">
        <Row label={t('result.seconds')} value={result.seconds} mono />
        <Row label={t('result.milliseconds')} value={result.milliseconds} mono />
        <Row label={t('result.iso')} value={result.iso} mono />
        {result.timeZone !== 'UTC' && <Row label={t('result.zonedIso', { zone: zoneName(result.timeZone) })} value={result.zonedIso} mono />}
        {result.http && <Row label={t('result.http')} value={result.http} mono />}
        <Row label={t('result.utc')} value={human('UTC')} />
        {localZone && localZone !== 'UTC' && <Row label={t('result.local', { zone: zoneName(localZone) })} value={human(localZone)} />}
        {result.timeZone !== 'UTC' && result.timeZone !== localZone && <Row label={t('result.zoned', { zone: zoneName(result.timeZone) })} value={human(result.timeZone)} />}
        {rel && <Row label={t('result.relative')} value={relative.format(rel.value, rel.unit)} />}
      </div>
      <Notes>
        {result.unit && (result.detected ? t('notes.detected', { unit: unitName }) : t('notes.chosen', { unit: unitName }))}
        {result.assumedZone && result.mode === 'iso' && t('notes.assumedZone', { zone: zoneName(result.timeZone) })}
        {result.wallClock !== 'exact' && t(`notes.${result.wallClock}`, { zone: zoneName(result.timeZone) })}
      </Notes>
    </>
  );
}

function Notes({ children }: { children: ReactNode[] }) {
  const notes = children.filter((c): c is string => typeof c === 'string' && c !== '');
  if (notes.length === 0) return null;
  return (
    <ul className="timestamp-converter-notes">
      {notes.map((note) => (
        <li key={note}>
          <span aria-hidden="true">ℹ </span>
          {note}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const id = useId().replace(/:/g, '');
  return (
    <div className="timestamp-converter-row" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="timestamp-converter-label">
        {label}
      </span>
      <span className={mono ? 'timestamp-converter-value timestamp-converter-mono' : 'timestamp-converter-value'} translate={mono ? 'no' : undefined}>
        {value}
      </span>
      <CopyButton className="btn btn-small" text={value} />
    </div>
  );
}

