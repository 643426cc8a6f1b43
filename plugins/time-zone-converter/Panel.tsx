/**
 * Time zone converter panel: a converter (two zones, current or custom time, swap) and a comparison
 * of many zones with a 24-hour overview. All arithmetic is in run.ts (through the host's run hook),
 * zones.ts, overview.ts and the SDK's calendar.ts and timeZone.ts. The zones, the tab and whether
 * the time is live are the host's options, the custom date and time its field (remembered and
 * linkable); this file draws them and shows the results in the page's language.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatIsoDate, msFromWall, offsetSeconds, resolveZone, UTC, wallClockAt, wallClockToInstant, zoneCity, type ToolError, type WallTime } from '@sdk/core';
import {
  ActionBar,
  ErrorBanner,
  ExampleButtons,
  FieldControl,
  fieldErrorText,
  fieldTexts,
  Segmented,
  Tabs,
  useDeclaredInput,
  useFormat,
  useInBrowser,
  useNow,
  useToolHost,
  useToolRun,
  type Formatters,
  type ToolPanelProps,
} from '@sdk/ui';
import { AUTO, LOCAL, type Options } from './manifest.ts';
import { isLive, MAX_ZONES, type Adjustment, type CompareResult, type ConvertResult, type Result, type ZoneMoment } from './run.ts';
import { countryName, searchZones, zoneCatalogue, zoneTimeName } from './catalog.ts';
import { zoneFacts } from './countries.ts';
import { hourStrip } from './overview.ts';
import { formatOffset, zonePlace, type Transition } from './zones.ts';
import { ZonePicker } from './ZonePicker.tsx';
import './styles.css';

const NEW_YORK = 'America/New_York';

/** The visitor's zone (browser only; UTC while prerendering, so the static HTML is the same for everyone). */
function useLocalZone(): string {
  const inBrowser = useInBrowser();
  return useMemo(() => (inBrowser ? (resolveZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? UTC) : UTC), [inBrowser]);
}

/** A duration such as "13 hours" or "5 hours 45 minutes" in the page's language (Intl units, so plurals are right). */
function duration(fmt: Formatters, seconds: number, display: 'long' | 'short' = 'long'): string {
  const abs = Math.abs(seconds);
  const units: [number, 'hour' | 'minute' | 'second'][] = [
    [Math.floor(abs / 3600), 'hour'],
    [Math.floor((abs % 3600) / 60), 'minute'],
    [abs % 60, 'second'],
  ];
  const parts = units.filter(([n]) => n > 0).map(([n, unit]) => fmt.numberWith(n, { style: 'unit', unit, unitDisplay: display }));
  // "9 hours 45 minutes", "9 Stunden 45 Minuten", "9 horas 45 minutos", "9 heures 45 minutes": a space reads naturally in all four.
  return parts.length ? parts.join(' ') : fmt.numberWith(0, { style: 'unit', unit: 'hour', unitDisplay: display });
}

function wallOf(date: string, time: string): WallTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return { year, month, day, hour, minute, second: second ?? 0 };
}

/** "HH:MM" for a time input, with seconds only when there are some. */
function inputTime(w: WallTime): string {
  const hm = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  return w.second ? `${hm}:${String(w.second).padStart(2, '0')}` : hm;
}

function dayShiftText(t: TFunction, shift: number): string | null {
  if (shift === 0) return null;
  if (shift === 1) return t('dayShift.next');
  if (shift === -1) return t('dayShift.previous');
  return shift > 0 ? t('dayShift.later', { days: shift }) : t('dayShift.earlier', { days: -shift });
}

/** The zones the options name, with the visitor's own zone in place of "local" and "auto". */
function useZones(options: Options) {
  const localZone = useLocalZone();
  const source = (options.source !== LOCAL && resolveZone(options.source)) || localZone;
  const target = (options.target !== AUTO && resolveZone(options.target)) || (localZone === UTC ? NEW_YORK : UTC);
  const zones = useMemo(() => {
    const resolved = options.zones
      .split(',')
      .filter((z) => z.trim() !== '')
      .map((z) => (z === LOCAL ? localZone : resolveZone(z)))
      .filter((z): z is string => !!z);
    return [...new Set(resolved)].slice(0, MAX_ZONES);
  }, [options.zones, localZone]);
  return { source, target, zones };
}

/** What a change of the options or of the time brings: a time shown twice is the first again, unless said otherwise. */
type Update = (patch: Partial<Options>, when?: string) => void;

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const lang = fmt.lang;
  const host = useToolHost();
  const options = host.options as Options;
  const tab = options.mode;
  const { source, target, zones } = useZones(options);
  const live = isLive(options);
  const now = useNow(live) ?? null;
  const read = useDeclaredInput();

  // Build the search catalogue when the browser is idle, so the first keystroke in a picker is instant.
  useEffect(() => {
    const build = () => void zoneCatalogue(lang, Date.now());
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(build);
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(build, 1500);
    return () => clearTimeout(id);
  }, [lang]);

  const search = useCallback((query: string) => searchZones(zoneCatalogue(lang, Date.now()), query, lang, Date.now()), [lang]);

  const update: Update = (patch, when) => {
    host.setOptions({ ...options, overlap: 'earlier', ...patch });
    if (when !== undefined) host.setValue('when', when);
  };
  /** The custom time of this tab set to an instant as read in `zone` (the second of two equal times when it is that one). */
  const customAt = (zone: string, instant: number, patch: Partial<Options> = {}) => {
    const wall = wallClockAt(zone, instant);
    const later = wallClockToInstant(zone, wall, 'earlier').instant !== instant;
    update({ ...patch, [tab === 'compare' ? 'compareReference' : 'reference']: 'custom', overlap: later ? 'later' : 'earlier' }, `${formatIsoDate(wall)}T${inputTime(wall)}`);
  };

  // The page's reading of the field (empty, not a date) stops the run; run() checks the rest.
  const whenError = live ? undefined : read.errors.when;
  const whenMissing = !live && !whenError && read.input.when === null;
  const input = useMemo(() => ({ when: read.input.when as string | null, now: live ? now : null }), [read.input.when, live, now]);
  const runOptions = useMemo(() => ({ ...options, source, target, zones: zones.join(',') }), [options, source, target, zones]);
  const enabled = !(live ? now === null : whenMissing || whenError);
  const run = useToolRun(input, runOptions, { enabled });
  const result = enabled && run.result ? (run.result as Result) : null;
  const error = enabled ? run.error : null;
  const whenMessage = whenMissing
    ? t('errors.dateRequired')
    : whenError
      ? fieldErrorText(t, lang, 'when', whenError)
      : error && error.code !== 'conversionFailed'
        ? t(`errors.${error.code}`)
        : undefined;

  const timeFields = (zone: string, hint: string) => (
    <TimeFields toolId={toolId} zone={zone} hint={hint} options={options} live={live} message={whenMessage} update={update} customAt={customAt} />
  );
  const examples = (
    <div className="time-zone-converter-examples">
      <ExampleButtons
        toolId={toolId}
        examples={(host.manifest.examples as readonly { name: string; input: unknown; options?: unknown }[]).filter((ex) => ((ex.options as Partial<Options> | undefined)?.mode ?? 'convert') === tab)}
        onChoose={(ex) => update({ ...(ex.options as Partial<Options>) }, (ex.input as { when: string }).when)}
      />
    </div>
  );

  return (
    <div className="tool-body time-zone-converter">
      <section className="panel-section">
        <Tabs
          id="tz"
          label={t('options.mode.title')}
          tabs={(['convert', 'compare'] as const).map((key) => ({ key, label: t(`options.mode.values.${key}`) }))}
          selected={tab}
          onSelect={(key) => update({ mode: key })}
        >
          {tab === 'convert' ? (
            <Converter
              toolId={toolId}
              fmt={fmt}
              source={source}
              target={target}
              live={live}
              now={now}
              result={result && result.mode === 'convert' ? result : null}
              error={error}
              search={search}
              update={update}
              customAt={customAt}
              timeFields={timeFields(source, t('customIn', { place: zonePlace(source, lang) }))}
              examples={examples}
            />
          ) : (
            <Compare
              toolId={toolId}
              fmt={fmt}
              zones={zones}
              live={live}
              result={result && result.mode === 'compare' ? result : null}
              error={error}
              search={search}
              update={update}
              customAt={customAt}
              timeFields={timeFields(zones[0] ?? UTC, t('customInFirst', { place: zonePlace(zones[0] ?? UTC, lang) }))}
              examples={examples}
            />
          )}
        </Tabs>
      </section>
    </div>
  );
}

interface TimeFieldsProps {
  toolId: string;
  /** The zone whose clock the custom time is typed in. */
  zone: string;
  hint: string;
  options: Options;
  live: boolean;
  /** The message at the date and time field. */
  message: string | undefined;
  update: Update;
  customAt: (zone: string, instant: number) => void;
}

/** Current or custom time, and the date and time field of a custom time with its message. */
function TimeFields({ toolId, zone, hint, options, live, message, update, customAt }: TimeFieldsProps) {
  const { t, i18n } = useTranslation([toolId, 'common']);
  const { manifest, values, tab } = useToolHost();
  const key = options.mode === 'compare' ? 'compareReference' : 'reference';
  const when = typeof values.when === 'string' ? values.when : '';
  const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
  return (
    <div className="time-zone-converter-when">
      <Segmented
        name={`tz-${options.mode}-reference`}
        legend={t(`options.${key}.title`)}
        choices={(['current', 'custom'] as const).map((value) => ({ value, label: t(`options.${key}.values.${value}`) }))}
        value={live ? 'current' : 'custom'}
        onChange={(value) => {
          // A custom time starts at the current one, as the zone's clock reads it.
          if (value === 'custom' && when === '') customAt(zone, thisMinute());
          else update({ [key]: value });
        }}
      />
      {!live && (
        <div className="time-zone-converter-fields">
          <FieldControl
            id={`${toolId}-field-when`}
            {...fieldTexts('when', manifest.fields.when!, tab, t, i18n.language)}
            hint={hint}
            value={when}
            onChange={(value) => update({}, String(value ?? ''))}
            error={message}
          />
          <button type="button" className="btn time-zone-converter-now" onClick={() => customAt(zone, thisMinute())}>
            {t('setNow')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A zone's details for the line under its picker: "America/New_York · United States · UTC−04:00". */
function zoneHint(lang: string, zone: string, at: number | null): string {
  const country = countryName(lang, zoneFacts(zone).country);
  return [zone === zoneCity(zone, lang) ? null : zone, country, at === null ? null : formatOffset(offsetSeconds(zone, at))].filter(Boolean).join(' · ');
}

interface ConverterProps {
  toolId: string;
  fmt: Formatters;
  source: string;
  target: string;
  live: boolean;
  now: number | null;
  result: ConvertResult | null;
  error: ToolError | null;
  search: (query: string) => ReturnType<typeof searchZones>;
  update: Update;
  customAt: (zone: string, instant: number, patch?: Partial<Options>) => void;
  timeFields: React.ReactNode;
  examples: React.ReactNode;
}

function Converter({ toolId, fmt, source, target, live, now, result: ok, error, search, update, customAt, timeFields, examples }: ConverterProps) {
  const { link, linkCanCarryInput } = useToolHost();
  const { t } = useTranslation([toolId, 'common']);
  const at = ok?.instant ?? now;

  const swap = () => {
    // A custom time stays the same moment: it now reads as the other zone's clock showed it.
    if (!live && ok) customAt(target, ok.instant, { source: target, target: source });
    else update({ source: target, target: source });
  };

  const summary = ok ? summaryText(t, fmt, ok) : '';
  const copyText = () => (ok ? [momentLine(fmt, ok.source, ok.instant, live), momentLine(fmt, ok.target, ok.instant, live), summary].join('\n') : '');

  return (
    <>
      <div className="time-zone-converter-pair">
        <ZonePicker
          toolId={toolId}
          id="tz-source"
          label={t('options.source.title')}
          value={source}
          valueText={zoneCity(source, fmt.lang)}
          onSelect={(zone) => update({ source: zone })}
          search={search}
          placeholder={t('searchPlaceholder')}
          hint={zoneHint(fmt.lang, source, at)}
        />
        <button type="button" className="btn time-zone-converter-swap" onClick={swap}>
          <span aria-hidden="true">⇄</span> {t('swap')}
        </button>
        <ZonePicker
          toolId={toolId}
          id="tz-target"
          label={t('options.target.title')}
          value={target}
          valueText={zoneCity(target, fmt.lang)}
          onSelect={(zone) => update({ target: zone })}
          search={search}
          placeholder={t('searchPlaceholder')}
          hint={zoneHint(fmt.lang, target, at)}
        />
      </div>

      {timeFields}
      {examples}

      <div className="time-zone-converter-result" aria-label={t('result')} role="group">
        {error?.code === 'conversionFailed' && <ErrorBanner toolId={toolId} error={error} />}
        <div className="time-zone-converter-cards">
          <ZoneCard toolId={toolId} fmt={fmt} zone={source} moment={ok?.source ?? null} instant={ok?.instant ?? null} live={live} shift={0} />
          <span className="time-zone-converter-arrow" aria-hidden="true">
            →
          </span>
          <ZoneCard toolId={toolId} fmt={fmt} zone={target} moment={ok?.target ?? null} instant={ok?.instant ?? null} live={live} shift={ok?.dayShift ?? 0} />
        </div>
        {ok && <p className="time-zone-converter-summary">{summary}</p>}
        {ok?.adjustment && <AdjustmentNote toolId={toolId} fmt={fmt} adjustment={ok.adjustment} instant={ok.instant} onChoose={(later) => update({ overlap: later ? 'later' : 'earlier' })} />}
        {ok && (
          <div className="time-zone-converter-changes">
            <h2>{t('changes.title')}</h2>
            <ul>
              <ChangeLine toolId={toolId} fmt={fmt} zone={ok.source.zone} change={ok.changes.source} />
              {ok.target.zone !== ok.source.zone && <ChangeLine toolId={toolId} fmt={fmt} zone={ok.target.zone} change={ok.changes.target} />}
            </ul>
          </div>
        )}
        <ActionBar copy={copyText} copyLabel={t('copy')} filename={toolId} downloads={[]} disabled={!ok} link={link} linkCanCarryInput={linkCanCarryInput} />
      </div>
    </>
  );
}

function summaryText(t: TFunction, fmt: Formatters, r: ConvertResult): string {
  const names = { source: zoneCity(r.source.zone, fmt.lang), target: zoneCity(r.target.zone, fmt.lang) };
  if (r.differenceSeconds === 0) return t('summary.same', names);
  return t(r.differenceSeconds > 0 ? 'summary.ahead' : 'summary.behind', { ...names, duration: duration(fmt, r.differenceSeconds) });
}

/** "Monday, July 1, 2024 at 9:00 AM — New York (UTC−04:00)" */
function momentLine(fmt: Formatters, m: ZoneMoment, instant: number, seconds: boolean): string {
  const when = fmt.date(instant, { timeZone: m.zone, dateStyle: 'full', timeStyle: seconds ? 'medium' : 'short' });
  return `${when} — ${zoneCity(m.zone, fmt.lang)} (${formatOffset(m.offsetSeconds)})`;
}

interface CompareProps {
  toolId: string;
  fmt: Formatters;
  zones: string[];
  live: boolean;
  result: CompareResult | null;
  error: ToolError | null;
  search: (query: string) => ReturnType<typeof searchZones>;
  update: Update;
  customAt: (zone: string, instant: number) => void;
  timeFields: React.ReactNode;
  examples: React.ReactNode;
}

function Compare({ toolId, fmt, zones, live, result, error, search, update, customAt, timeFields, examples }: CompareProps) {
  const { link, linkCanCarryInput } = useToolHost();
  const { t } = useTranslation([toolId, 'common']);
  const [message, setMessage] = useState('');
  const ok = result;
  const first = zones[0] ?? UTC;
  const setZones = (next: readonly string[]) => update({ zones: next.join(',') });

  const add = (zone: string) => {
    if (zones.includes(zone)) setMessage(t('alreadyListed', { zone: zoneCity(zone, fmt.lang) }));
    else if (zones.length >= MAX_ZONES) setMessage(t('limit', { max: MAX_ZONES }));
    else {
      setZones([...zones, zone]);
      setMessage(t('added', { zone: zoneCity(zone, fmt.lang) }));
    }
  };
  const remove = (zone: string) => {
    setZones(zones.filter((z) => z !== zone));
    setMessage(t('removed', { zone: zoneCity(zone, fmt.lang) }));
  };
  const moveUp = (index: number) => {
    const next = [...zones];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    setZones(next);
  };

  const diffText = (row: { differenceSeconds: number }, index: number) =>
    index === 0 ? t('referenceZone') : row.differenceSeconds === 0 ? t('difference.same') : t(row.differenceSeconds > 0 ? 'difference.ahead' : 'difference.behind', { duration: duration(fmt, row.differenceSeconds, 'short') });

  const copyTable = () => {
    if (!ok) return '';
    const head = [t('columns.zone'), t('columns.date'), t('columns.time'), t('columns.offset'), t('columns.difference')];
    const lines = ok.rows.map((row, i) => [
      `${zoneCity(row.zone, fmt.lang)} (${row.zone})`,
      fmt.date(ok.instant, { timeZone: row.zone, dateStyle: 'full' }),
      fmt.date(ok.instant, { timeZone: row.zone, hour: 'numeric', minute: '2-digit', ...(live ? { second: '2-digit' } : {}) }),
      formatOffset(row.offsetSeconds),
      diffText(row, i),
    ]);
    return [head, ...lines].map((cells) => cells.join('\t')).join('\n');
  };

  return (
    <>
      {timeFields}
      {examples}
      <ZonePicker toolId={toolId} id="tz-add" mode="add" label={t('addZone')} onSelect={add} search={search} placeholder={t('searchPlaceholder')} hint={t('addHint')} />
      <p className="time-zone-converter-message" role="status">
        {message}
      </p>
      {error?.code === 'conversionFailed' && <ErrorBanner toolId={toolId} error={error} />}
      {ok?.adjustment && <AdjustmentNote toolId={toolId} fmt={fmt} adjustment={ok.adjustment} instant={ok.instant} onChoose={(later) => update({ overlap: later ? 'later' : 'earlier' })} />}
      {zones.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="time-zone-converter-rows" aria-label={t('options.zones.title')}>
          {zones.map((zone, i) => {
            const row = ok?.rows[i]?.zone === zone ? ok.rows[i]! : null;
            const country = countryName(fmt.lang, zoneFacts(zone).country);
            const name = ok ? zoneTimeName(fmt.lang, zone, ok.instant) : null;
            const shift = row ? dayShiftText(t, row.dayShift) : null;
            return (
              <li key={zone} className="time-zone-converter-row">
                <div className="time-zone-converter-row-zone">
                  <strong>{zoneCity(zone, fmt.lang)}</strong>
                  {country && <span className="muted"> · {country}</span>}
                  <span className="muted time-zone-converter-zone">
                    {[name, row ? formatOffset(row.offsetSeconds) : null].filter(Boolean).join(' · ')}
                    {row?.dst && <> · {t('dst')}</>}
                  </span>
                </div>
                <div className="time-zone-converter-row-time">
                  <span className="time-zone-converter-row-clock">
                    {row && ok ? fmt.date(ok.instant, { timeZone: zone, hour: 'numeric', minute: '2-digit', ...(live ? { second: '2-digit' } : {}) }) : '–'}
                  </span>
                  <span>
                    {row && ok ? fmt.date(ok.instant, { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }) : ''}
                    {shift && (
                      <>
                        {' '}
                        <span className="time-zone-converter-shift">{shift}</span>
                      </>
                    )}
                  </span>
                </div>
                <div className="time-zone-converter-row-diff">{row ? diffText(row, i) : ''}</div>
                <div className="time-zone-converter-row-actions">
                  <button type="button" className="btn btn-small" aria-label={t('moveUp', { zone: zoneCity(zone, fmt.lang) })} title={t('moveUp', { zone: zoneCity(zone, fmt.lang) })} disabled={i === 0} onClick={() => moveUp(i)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button type="button" className="btn btn-small" aria-label={t('remove', { zone: zoneCity(zone, fmt.lang) })} title={t('remove', { zone: zoneCity(zone, fmt.lang) })} onClick={() => remove(zone)}>
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ActionBar copy={ok && ok.rows.length > 0 ? copyTable : undefined} copyLabel={t('copyTable')} filename={toolId} downloads={[]} link={link} linkCanCarryInput={linkCanCarryInput} />
      {ok && ok.rows.length > 0 && <Overview toolId={toolId} fmt={fmt} result={ok} onPick={(instant) => customAt(first, instant)} />}
    </>
  );
}

function ZoneCard({ toolId, fmt, zone, moment, instant, live, shift }: { toolId: string; fmt: Formatters; zone: string; moment: ZoneMoment | null; instant: number | null; live: boolean; shift: number }) {
  const { t } = useTranslation([toolId, 'common']);
  const country = countryName(fmt.lang, zoneFacts(zone).country);
  const shiftText = dayShiftText(t, shift);
  const name = instant === null ? null : zoneTimeName(fmt.lang, zone, instant);
  return (
    <div className="stat time-zone-converter-card">
      <p className="time-zone-converter-card-title">
        <strong>{zoneCity(zone, fmt.lang)}</strong>
        {country && <span className="muted"> · {country}</span>}
      </p>
      <p className="result-value time-zone-converter-clock">
        {moment && instant !== null ? fmt.date(instant, { timeZone: zone, hour: 'numeric', minute: '2-digit', ...(live ? { second: '2-digit' } : {}) }) : '–'}
      </p>
      <p className="time-zone-converter-date">
        {moment && instant !== null ? fmt.date(instant, { timeZone: zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }) : '–'}
        {shiftText && <> <span className="time-zone-converter-shift">{shiftText}</span></>}
      </p>
      {moment && (
        <p className="muted time-zone-converter-zone">
          {[name, formatOffset(moment.offsetSeconds)].filter(Boolean).join(' · ')}
          {moment.dst && <> · {t('dst')}</>}
        </p>
      )}
    </div>
  );
}


function ChangeLine({ toolId, fmt, zone, change }: { toolId: string; fmt: Formatters; zone: string; change: Transition | null }) {
  const { t } = useTranslation([toolId, 'common']);
  const city = zoneCity(zone, fmt.lang);
  if (!change) return <li>{t('changes.none', { zone: city })}</li>;
  // The clock as it reads just before the change ("2:00 AM" both when it jumps to 3:00 and when it falls back to 1:00).
  const when = fmt.date(change.at + change.offsetBefore * 1000, { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' });
  const delta = change.offsetAfter - change.offsetBefore;
  return <li>{t(delta > 0 ? 'changes.forward' : 'changes.back', { zone: city, duration: duration(fmt, delta), when })}</li>;
}


function AdjustmentNote({ toolId, fmt, adjustment, instant, onChoose }: { toolId: string; fmt: Formatters; adjustment: Adjustment; instant: number; onChoose: (later: boolean) => void }) {
  const { t } = useTranslation([toolId, 'common']);
  const requested = msFromWall(wallOf(adjustment.date, adjustment.requested));
  const time = fmt.date(requested, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  const date = fmt.date(requested, { timeZone: 'UTC', dateStyle: 'full' });
  const place = zonePlace(adjustment.zone, fmt.lang);
  if (adjustment.kind === 'gap') {
    const shifted = fmt.date(instant, { timeZone: adjustment.zone, hour: 'numeric', minute: '2-digit' });
    return (
      <p className="note time-zone-converter-note" role="status">
        <span aria-hidden="true">ℹ</span> {t('gap', { time, place, date, duration: duration(fmt, adjustment.gapSeconds), shifted })}
      </p>
    );
  }
  const [first, second] = adjustment.offsets;
  const later = adjustment.choice === 'later';
  return (
    <div className="note time-zone-converter-note" role="status">
      <p>
        <span aria-hidden="true">ℹ</span>{' '}
        {t(later ? 'overlap.later' : 'overlap.earlier', { time, place, date, duration: duration(fmt, first - second), offset: formatOffset(later ? second : first) })}
      </p>
      <button type="button" className="btn btn-small" onClick={() => onChoose(!later)}>
        {t(later ? 'overlap.useEarlier' : 'overlap.useLater', { time, offset: formatOffset(later ? first : second) })}
      </button>
    </div>
  );
}


function Overview({ toolId, fmt, result, onPick }: { toolId: string; fmt: Formatters; result: CompareResult; onPick: (instant: number) => void }) {
  const { t } = useTranslation([toolId, 'common']);
  const zones = result.rows.map((r) => r.zone);
  const key = zones.join(',');
  const day0 = result.rows[0]!.date;
  const strip = useMemo(() => hourStrip(key.split(','), day0, result.instant), [key, day0, result.instant]);
  const scroller = useRef<HTMLDivElement>(null);
  const selected = strip?.selected ?? null;
  // Keep the selected hour in view (horizontal scroll only: the page itself does not move).
  useEffect(() => {
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>('th.time-zone-converter-selected');
    if (!box || !cell) return;
    // Centre it in the part of the box not covered by the sticky column of zone names.
    const sticky = box.querySelector('th')?.offsetWidth ?? 0;
    box.scrollLeft = Math.max(0, cell.offsetLeft - sticky - Math.max(0, (box.clientWidth - sticky - cell.offsetWidth) / 2));
  }, [selected]);
  if (!strip) return null;
  const first = zones[0]!;
  const label = (zone: string, instant: number) => fmt.date(instant, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const cellClass = (hour: number, i: number) =>
    [hour >= 9 && hour < 18 ? 'time-zone-converter-work' : hour >= 22 || hour < 6 ? 'time-zone-converter-night' : '', i === selected ? 'time-zone-converter-selected' : ''].filter(Boolean).join(' ') || undefined;
  const shift = (d: number) => (d === 0 ? null : <sup className="time-zone-converter-shift-mark">{d > 0 ? `+${d}` : `\u2212${-d}`}</sup>);
  const day = fmt.date(strip.rows[0]![0]!.instant, { timeZone: first, dateStyle: 'full' });
  return (
    <section className="time-zone-converter-overview" aria-labelledby="tz-overview">
      <h2 id="tz-overview">{t('overview.title')}</h2>
      {/* Above the table, not a <caption>: the table scrolls sideways to the chosen hour and would hide it. */}
      <p id="tz-overview-caption" className="field-description">
        {t('overview.caption', { date: day, place: zonePlace(first, fmt.lang) })} {t('overview.legend')}
      </p>
      <div className="table-scroll time-zone-converter-strip" ref={scroller}>
        <table className="output-table" aria-labelledby="tz-overview-caption">
          <thead>
            <tr>
              <th scope="col">{zoneCity(first, fmt.lang)}</th>
              {strip.rows[0]!.map((cell, i) => {
                const text = label(first, cell.instant);
                return (
                  <th key={i} scope="col" className={cellClass(cell.hour, i)} aria-current={i === selected ? 'time' : undefined}>
                    <button type="button" className="time-zone-converter-hour" aria-label={t('overview.pick', { time: text })} onClick={() => onPick(cell.instant)}>
                      {text}
                      {shift(cell.dayShift)}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {strip.rows.slice(1).map((row, r) => (
              <tr key={zones[r + 1]}>
                <th scope="row">{zoneCity(zones[r + 1]!, fmt.lang)}</th>
                {row.map((cell, i) => (
                  <td key={i} className={cellClass(cell.hour, i)}>
                    {label(zones[r + 1]!, cell.instant)}
                    {shift(cell.dayShift)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
