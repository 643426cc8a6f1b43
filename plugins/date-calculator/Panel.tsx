/**
 * The date calculator: four tabs (Difference, Add/Subtract, Info, Before/After) over calendar dates
 * picked with <input type="date">. run() computes on day numbers; this panel only draws fields and
 * shows dates in the page language (Intl, in UTC so a calendar date never shifts). "Today" is read in
 * the browser only, so the prerendered page is the same for every visitor and day.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { civilFromDays, daysFromCivil, formatIsoDate, MS_PER_DAY, parseIsoDate, canonicalNumberText, isToolError } from '@sdk/core';
import { CopyButton, ErrorBanner, NumberField, Segmented, Tabs, useFormat, useInBrowser, useToolOptions, ExampleButtons, type ToolPanelProps, type Formatters } from '@sdk/ui';
import { TABS, UNITS, type Options } from './manifest.ts';
import { run, type DateInput, type DifferenceResult, type InfoResult, type ShiftResult, type Unit } from './run.ts';
import './styles.css';

type Tab = Options['tab'];
const INITIAL: DateInput = { start: '', end: '', base: '', amount: '30', date: '', reference: '', count: '90' };
/** Calendar dates are shown in UTC: their day number times a day is midnight UTC of that date. */
const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeZone: 'UTC' };
/** Numeric, with a four-digit year (the short style would write 2024 as 24). */
const NUMERIC: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };

/** Today's date where the visitor is, as <input type="date"> writes it. */
function localToday(): string {
  const now = new Date();
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** Midnight UTC of a yyyy-mm-dd date, for Intl formatting; NaN (shown as "–") if it is not a date. */
function dateMs(iso: string): number {
  const date = parseIsoDate(iso);
  return typeof date === 'string' ? NaN : daysFromCivil(date) * MS_PER_DAY;
}

/** "1 year, 2 months and 3 days" in the page language, from Intl's unit names (plurals included); zero parts left out. */
function durationText(format: Formatters, parts: [number, 'year' | 'month' | 'week' | 'day'][]): string {
  const shown = parts.filter(([n]) => n !== 0);
  const list = (shown.length ? shown : [parts[parts.length - 1]!]).map(([n, unit]) => format.numberWith(n, { style: 'unit', unit, unitDisplay: 'long' }));
  return new Intl.ListFormat(format.lang, { style: 'long', type: 'unit' }).format(list);
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t, i18n } = useTranslation(toolId);
  const id = useId().replace(/:/g, '');
  const inBrowser = useInBrowser();
  const { options: stored, setOptions } = useToolOptions(manifest, validatorFns);
  const options = stored as Options;
  const [texts, setTexts] = useState<DateInput>(INITIAL);
  const [today, setToday] = useState<string | null>(null);

  // Dates start from today, which only the browser knows.
  useEffect(() => {
    if (!inBrowser || today !== null) return;
    const current = localToday();
    setToday(current);
    setTexts((all) => ({ ...all, start: current, end: `${current.slice(0, 4)}-12-31`, base: current, date: current, reference: current }));
  }, [inBrowser, today]);

  const set = (field: keyof DateInput) => (value: string) => setTexts((all) => ({ ...all, [field]: value }));
  const setOption = <K extends keyof Options>(key: K, value: Options[K]) => setOptions({ ...options, [key]: value });
  const lang = i18n.language;
  const result = useMemo(
    () => (today === null ? null : run({ ...texts, amount: canonicalNumberText(texts.amount, lang), count: canonicalNumberText(texts.count, lang) }, options)),
    [today, texts, options, lang],
  );
  const dateField = (field: keyof DateInput) => <DateField toolId={toolId} label={t(`inputs.${field}`)} value={texts[field]} onChange={set(field)} today={today} />;
  const unitSelect = (key: 'addUnit' | 'countUnit') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t(`options.${key}.title`)}</label>
      <select id={`${id}-${key}`} value={options[key]} onChange={(e) => setOption(key, e.target.value as Unit)}>
        {UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`options.${key}.values.${u}`)}
          </option>
        ))}
      </select>
    </div>
  );

  const tab = options.tab;
  return (
    <div className="tool-body date-calculator">
      <section className="panel-section" aria-label={t('options.tab.title')}>
        <Tabs id={`${id}-tab`} label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={tab} onSelect={(next: Tab) => setOption('tab', next)}>
          {tab === 'difference' && (
            <>
              <div className="field-grid">
                {dateField('start')}
                {dateField('end')}
              </div>
              <button type="button" className="btn btn-small date-calculator-swap" onClick={() => setTexts((all) => ({ ...all, start: all.end, end: all.start }))}>
                <span aria-hidden="true">⇅</span> {t('swap')}
              </button>
              <label className="date-calculator-check">
                <input type="checkbox" checked={options.includeEnd} onChange={(e) => setOption('includeEnd', e.target.checked)} aria-describedby={`${id}-include-hint`} />
                <span>{t('options.includeEnd.title')}</span>
              </label>
              <p id={`${id}-include-hint`} className="field-description">
                {t('options.includeEnd.description')}
              </p>
            </>
          )}
          {tab === 'add' && (
            <div className="field-grid">
              {dateField('base')}
              <Segmented legend={t('options.operation.title')} name={`${id}-operation`} choices={(['add', 'subtract'] as const).map((v) => ({ value: v, label: t(`options.operation.values.${v}`) }))} value={options.operation} onChange={(v) => setOption('operation', v)} />
              <NumberField label={t('inputs.amount')} value={texts.amount} onChange={set('amount')} inputMode="numeric" hint={t('amountHint')} />
              {unitSelect('addUnit')}
            </div>
          )}
          {tab === 'info' && <div className="field-grid">{dateField('date')}</div>}
          {tab === 'beforeAfter' && (
            <div className="field-grid">
              <NumberField label={t('inputs.count')} value={texts.count} onChange={set('count')} inputMode="numeric" hint={t('amountHint')} />
              {unitSelect('countUnit')}
              <Segmented legend={t('options.direction.title')} name={`${id}-direction`} choices={(['before', 'after'] as const).map((v) => ({ value: v, label: t(`options.direction.values.${v}`) }))} value={options.direction} onChange={(v) => setOption('direction', v)} />
              {dateField('reference')}
            </div>
          )}
        </Tabs>
        <div className="io-actions">
          <ExampleButtons
            toolId={toolId}
            examples={manifest.examples}
            onChoose={(ex) => {
              setOptions({ ...options, ...((ex.options ?? {}) as Partial<Options>) });
              setTexts((all) => {
                const given = Object.entries(ex.input as Record<string, string>).filter(([, v]) => v !== '');
                return { ...all, ...Object.fromEntries(given) };
              });
            }}
          />
        </div>
      </section>

      <section className="panel-section" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="date-calculator-heading">
          {t('resultTitle')}
        </h2>
        <div>
          {result === null ? (
            <p className="muted">…</p>
          ) : isToolError(result) ? (
            <ErrorBanner toolId={toolId} error={result} />
          ) : result.tab === 'difference' ? (
            <Difference toolId={toolId} result={result} />
          ) : result.tab === 'info' ? (
            <Info toolId={toolId} result={result} today={today} />
          ) : (
            <Shift toolId={toolId} result={result} />
          )}
        </div>
      </section>
    </div>
  );
}

function DateField({ toolId, label, value, onChange, today }: { toolId: string; label: string; value: string; onChange: (v: string) => void; today: string | null }) {
  const { t } = useTranslation(toolId);
  const id = `date${useId().replace(/:/g, '')}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="date-calculator-date">
        <input id={id} type="date" min="0001-01-01" max="9999-12-31" value={value} onChange={(e) => onChange(e.target.value)} />
        <button type="button" className="btn" onClick={() => today && onChange(localToday())} disabled={today === null} aria-label={`${t('today')}: ${label}`}>
          {t('today')}
        </button>
      </div>
    </div>
  );
}

function Difference({ toolId, result }: { toolId: string; result: DifferenceResult }) {
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const n = (v: number) => format.number(v, 0);
  const headline = durationText(format, [
    [result.years, 'year'],
    [result.months, 'month'],
    [result.days, 'day'],
  ]);
  const totalDays = durationText(format, [[result.totalDays, 'day']]);
  const period = t(result.includeEnd ? 'difference.periodIncluded' : 'difference.period', { start: format.date(dateMs(result.from), LONG), end: format.date(dateMs(result.to), LONG) });
  return (
    <>
      <p className="result-value" aria-live="polite">
        {headline}
      </p>
      <p>{period}</p>
      {result.reversed && (
        <p className="note date-calculator-note">
          <span aria-hidden="true">⇅ </span>
          {t('difference.reversed')}
        </p>
      )}
      <ul className="stat-grid">
        <Stat label={t('difference.totalDays')} value={n(result.totalDays)} />
        <Stat label={t('difference.weeks')} value={durationText(format, [[result.weeks, 'week'], [result.weekDays, 'day']])} small />
        <Stat label={t('difference.months')} value={durationText(format, [[result.totalMonths, 'month'], [result.days, 'day']])} small />
        <Stat label={t('difference.businessDays')} value={n(result.businessDays)} />
        <Stat label={t('difference.weekendDays')} value={n(result.weekendDays)} />
      </ul>
      <p className="field-description">{t('difference.holidays')}</p>
      <div className="io-actions">
        <CopyButton text={`${headline} (${totalDays})`} label={t('copyResult')} />
      </div>
    </>
  );
}

function Shift({ toolId, result }: { toolId: string; result: ShiftResult }) {
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const magnitude = Math.abs(result.amount);
  const amount =
    result.unit === 'businessDays'
      ? t('businessDaysCount', { count: magnitude, formatted: format.number(magnitude, 0) })
      : format.numberWith(magnitude, { style: 'unit', unit: result.unit.slice(0, -1), unitDisplay: 'long' });
  const from = format.date(dateMs(result.from), LONG);
  const sentence =
    result.tab === 'add'
      ? t(result.amount < 0 ? 'shift.minus' : 'shift.plus', { date: from, amount })
      : t(result.amount < 0 ? 'shift.before' : 'shift.after', { date: from, amount });
  const long = format.date(dateMs(result.date), LONG);
  const target = parseIsoDate(result.date);
  const source = parseIsoDate(result.from);
  return (
    <>
      <p>{sentence} =</p>
      <p className="result-value" aria-live="polite">
        {long}
      </p>
      <ul className="stat-grid">
        <Stat label={t('shift.iso')} value={result.date} small mono />
        <Stat label={t(result.days < 0 ? 'shift.earlier' : 'shift.later')} value={format.number(Math.abs(result.days), 0)} />
      </ul>
      {result.clamped && typeof target !== 'string' && typeof source !== 'string' && (
        <p className="note date-calculator-note">
          <span aria-hidden="true">ℹ </span>
          {t('shift.clamped', {
            month: format.date(daysFromCivil({ ...target, day: 1 }) * MS_PER_DAY, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
            day: format.number(source.day, 0),
          })}
        </p>
      )}
      {result.unit === 'businessDays' && <p className="field-description">{t('shift.businessNote')}</p>}
      <div className="io-actions">
        <CopyButton text={result.date} label={t('copyDate')} />
        <CopyButton text={long} label={t('copyResult')} />
      </div>
    </>
  );
}

function Info({ toolId, result, today }: { toolId: string; result: InfoResult; today: string | null }) {
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const n = (v: number) => format.number(v, 0);
  const ms = dateMs(result.date);
  const yesNo = (v: boolean) => (v ? `✓ ${t('info.yes')}` : `✗ ${t('info.no')}`);
  const relative = useMemo(() => new Intl.RelativeTimeFormat(format.lang, { numeric: 'auto' }), [format.lang]);
  const fromToday = today === null ? null : relative.format((ms - dateMs(today)) / MS_PER_DAY, 'day');
  const weekDate = `${result.weekYear}-W${String(result.week).padStart(2, '0')}-${result.weekday}`;
  const year = civilFromDays(ms / MS_PER_DAY).year;
  const formats: [string, string, boolean][] = [
    [t('info.isoFormat'), result.date, true],
    [t('info.isoWeekDate'), weekDate, true],
    [t('info.localFormat'), format.date(ms, NUMERIC), false],
    [t('info.longFormat'), format.date(ms, LONG), false],
  ];
  return (
    <>
      <p className="result-value" aria-live="polite">
        {format.date(ms, LONG)}
      </p>
      <ul className="stat-grid">
        <Stat label={t('info.weekday')} value={format.date(ms, WEEKDAY)} small />
        <Stat label={t('info.dayOfYear')} value={t('info.dayOfYearValue', { day: n(result.dayOfYear), total: n(result.daysInYear) })} small />
        <Stat label={t('info.week')} value={result.weekYear === year ? t('info.weekValue', { week: result.week }) : t('info.weekOfYear', { week: result.week, year: result.weekYear })} small />
        <Stat label={t('info.quarter')} value={t('info.quarterValue', { quarter: result.quarter })} small />
        <Stat label={t('info.leapYear')} value={yesNo(result.leapYear)} small />
        <Stat label={t('info.businessDay')} value={yesNo(result.businessDay)} small />
        <Stat label={t('info.daysInMonth')} value={n(result.daysInMonth)} />
        <Stat label={t('info.daysInYear')} value={n(result.daysInYear)} />
        <Stat label={t('info.daysPassed')} value={n(result.daysPassed)} />
        <Stat label={t('info.daysRemaining')} value={n(result.daysRemaining)} />
        <Stat label={t('info.businessDaysRemaining')} value={n(result.businessDaysRemaining)} />
        {fromToday && <Stat label={t('info.fromToday')} value={fromToday} small />}
      </ul>
      <p className="field-description">{t('info.countsNote')}</p>
      <h3 className="date-calculator-subheading">{t('info.formats')}</h3>
      <div className="date-calculator-formats">
        {formats.map(([label, value, mono]) => (
          <FormatRow key={label} label={label} value={value} mono={mono} />
        ))}
      </div>
    </>
  );
}

function FormatRow({ label, value, mono }: { label: string; value: string; mono: boolean }) {
  const id = useId().replace(/:/g, '');
  return (
    <div className="date-calculator-format" role="group" aria-labelledby={`${id}-l`}>
      <span id={`${id}-l`} className="stat-label">
        {label}
      </span>
      <span className={mono ? 'date-calculator-mono' : undefined} translate={mono ? 'no' : undefined}>
        {value}
      </span>
      <CopyButton className="btn btn-small" text={value} />
    </div>
  );
}

function Stat({ label, value, small, mono }: { label: string; value: ReactNode; small?: boolean; mono?: boolean }) {
  const cls = ['stat-value', small && 'date-calculator-small', mono && 'date-calculator-mono'].filter(Boolean).join(' ');
  return (
    <li className="stat">
      <span className={cls}>{value}</span> <span className="stat-label">{label}</span>
    </li>
  );
}

