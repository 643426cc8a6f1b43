/**
 * The loan calculator's page: Basic, Comparison, Extra payments and Mortgage tabs around the loan's
 * fields, the results (drawn by the host's result blocks from view.ts), how they are calculated, and the
 * amortization schedule grouped by year, drawn lazily and exported as CSV or as a printable PDF (jsPDF is
 * loaded only when the PDF is asked for). Bespoke because the host has no year-grouped table that opens
 * year by year, nor fields whose unit is a choice (years or months, % of the price or an amount). The fields and options
 * are the host's (read in the page's language, remembered, linkable); run() works in a Web Worker.
 */
import { memo, startTransition, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { asResultView, currencyName, moneyFormat, MONEY_CURRENCIES, numberText, type MoneyCurrency, type ToolError } from '@sdk/core';
import {
  ActionBar,
  ChartResult,
  DeclaredField,
  DownloadButtons,
  ErrorBanner,
  ExampleButtons,
  fieldErrorText,
  NumberField,
  ResultBlocks,
  Segmented,
  SelectField,
  Tabs,
  copyText,
  useDeclaredInput,
  useDisplay,
  useFormat,
  useToolHost,
  useToolRun,
  type Formatters,
  type ToolPanelProps,
} from '@sdk/ui';
import { FREQUENCIES } from './amortization.ts';
import { fieldErrors, TAB_FIELDS, type Field } from './checks.ts';
import { FEES_PAID, SHARE_UNITS, TABS, TERM_UNITS, type Options } from './manifest.ts';
import type { LoanResult, LoanSummary, MortgageResult, ScheduleRow } from './run.ts';
import { cell, columnLabel, scheduleChart, scheduleColumns, scheduleCsv, schedulePdfView, view, type ScheduleColumn } from './view.ts';
import './styles.css';

interface Kit {
  t: TFunction;
  fmt: Formatters;
  currency: MoneyCurrency;
  /** Money: two decimals, in the chosen currency. */
  money: (value: number) => string;
  count: (value: number) => string;
}

function useKit(toolId: string, currency: MoneyCurrency): Kit {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  return useMemo(() => {
    const money = new Intl.NumberFormat(fmt.lang, moneyFormat(currency));
    return { t, fmt, currency, money: (value: number) => money.format(value), count: (value: number) => fmt.number(value, 0) };
  }, [t, fmt, currency]);
}

/** The message of each field of the tab: the page's own reading first (empty, not a number), then the loan's ranges. */
function useFieldMessages(kit: Kit, options: Options): { messages: Partial<Record<Field, string>>; blocked: boolean } {
  const { t, fmt, count } = kit;
  const read = useDeclaredInput();
  return useMemo(() => {
    const ranges = fieldErrors(read.input as Parameters<typeof fieldErrors>[0], options);
    const messages: Partial<Record<Field, string>> = {};
    const rangeText = (error: ToolError) => t(`errors.${error.code}`, { max: typeof error.params?.max === 'number' ? count(error.params.max) : '' });
    for (const field of TAB_FIELDS[options.tab]) {
      const own = read.errors[field];
      const range = ranges[field];
      if (own) messages[field] = fieldErrorText(t, fmt.lang, field, own);
      else if (read.missing.includes(field)) messages[field] = t('errors.required');
      else if (range) messages[field] = rangeText(range);
    }
    return { messages, blocked: Object.keys(messages).length > 0 };
  }, [read, options, t, fmt.lang, count]);
}

export default function Panel({ toolId }: ToolPanelProps) {
  const host = useToolHost();
  const options = host.options as Options;
  const kit = useKit(toolId, options.currency);
  const { t, fmt } = kit;
  const set = (patch: Partial<Options>) => host.setOptions({ ...options, ...patch });
  const read = useDeclaredInput();
  const { messages, blocked } = useFieldMessages(kit, options);

  // The full schedule always comes with the result: the table and the CSV use it, shown or not.
  const runOptions = useMemo(() => ({ ...options, showTable: true }), [options]);
  const { result: rawResult, error, running } = useToolRun(read.input, runOptions, { enabled: !blocked });
  const result = blocked ? undefined : (rawResult as LoanResult | undefined);
  const resultView = useMemo(() => (result ? asResultView(view(result, { options })) : undefined), [result, options]);
  const display = useDisplay(toolId);

  /** Switching years ⇄ months keeps the same length of time. */
  const changeUnit = (field: 'term' | 'term2', unit: Options['termUnit']) => {
    const key = field === 'term' ? 'termUnit' : 'termUnit2';
    if (options[key] === unit) return;
    const value = read.input[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
      const converted = unit === 'months' ? Math.round(value * 12) : Math.round((value / 12) * 1e4) / 1e4;
      host.setValue(field, numberText(converted, fmt.lang));
    }
    set({ [key]: unit });
  };

  /** Switching % of the price ⇄ amount keeps the same money: 10 % of 400,000 becomes 40,000. */
  const changeShare = (field: 'down' | 'tax', unit: Options['downUnit']) => {
    const key = field === 'down' ? 'downUnit' : 'taxUnit';
    if (options[key] === unit) return;
    const value = read.input[field];
    const price = read.input.price;
    if (typeof value === 'number' && Number.isFinite(value) && typeof price === 'number' && Number.isFinite(price) && price > 0) {
      const converted = unit === 'amount' ? Math.round(price * value) / 100 : Math.round((value / price) * 1e6) / 1e4;
      host.setValue(field, numberText(converted, fmt.lang));
    }
    set({ [key]: unit });
  };

  /** A field typed as a percentage of the price or as an amount, the unit chosen beside it. */
  const shareField = (field: 'down' | 'tax', hint: string | undefined) => {
    const key = field === 'down' ? 'downUnit' : 'taxUnit';
    return (
      <NumberField
        id={`${toolId}-field-${field}`}
        label={t(`fields.${field}.label`)}
        value={String(host.values[field] ?? '')}
        onChange={(v) => host.setValue(field, v)}
        error={messages[field]}
        hint={messages[field] ? undefined : hint}
        unit={
          <select aria-label={t(`options.${key}.title`)} value={options[key]} onChange={(e) => changeShare(field, e.target.value as Options['downUnit'])}>
            {SHARE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`options.${key}.values.${u}`)}
              </option>
            ))}
          </select>
        }
      />
    );
  };

  const mortgage = result?.tab === 'mortgage' ? result : undefined;
  const mortgageFields = () => (
    <div className="field-grid">
      <DeclaredField name="price" error={messages.price} />
      {shareField('down', mortgage && t(options.downUnit === 'percent' ? 'hints.downAmount' : 'hints.downShare', { amount: kit.money(mortgage.downPayment), share: fmt.number(mortgage.downPercent, 2) }))}
      <DeclaredField name="rate" error={messages.rate} />
      {termField('term', 'termUnit', mortgage?.loan)}
      {shareField('tax', mortgage && t(options.taxUnit === 'percent' ? 'hints.taxAmount' : 'hints.taxShare', { amount: kit.money(mortgage.monthly.tax), share: fmt.number((mortgage.monthly.tax * 1200) / mortgage.price, 2) }))}
      <DeclaredField name="insurance" error={messages.insurance} />
      <DeclaredField name="pmi" error={messages.pmi} />
      <DeclaredField name="hoa" error={messages.hoa} />
      <DeclaredField name="fees" error={messages.fees} />
      <SelectField
        id={`${toolId}-feesPaid`}
        label={t('options.feesPaid.title')}
        value={options.feesPaid}
        choices={FEES_PAID.map((f) => ({ value: f, label: t(`options.feesPaid.values.${f}`) }))}
        onChange={(value) => set({ feesPaid: value as Options['feesPaid'] })}
      />
    </div>
  );

  const termField = (term: 'term' | 'term2', unitKey: 'termUnit' | 'termUnit2', summary: LoanSummary | undefined) => {
    const termText = String(host.values[term] ?? '');
    return (
      <NumberField
        id={`${toolId}-field-${term}`}
        label={t(`fields.${term}.label`)}
        value={termText}
        onChange={(v) => host.setValue(term, v)}
        inputMode={options[unitKey] === 'months' ? 'numeric' : 'decimal'}
        error={messages[term]}
        hint={summary && !messages[term] ? termHint(kit, termText, options[unitKey], summary) : undefined}
        unit={
          <select aria-label={t(`options.${unitKey}.title`)} value={options[unitKey]} onChange={(e) => changeUnit(term, e.target.value as Options['termUnit'])}>
            {TERM_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`options.${unitKey}.values.${u}`)}
              </option>
            ))}
          </select>
        }
      />
    );
  };

  const loanFields = (which: 1 | 2, withExtra = false) => {
    const [amount, rate, term] = which === 1 ? (['amount', 'rate', 'term'] as const) : (['amount2', 'rate2', 'term2'] as const);
    const unitKey = which === 1 ? 'termUnit' : 'termUnit2';
    const frequencyKey = which === 1 ? 'frequency' : 'frequency2';
    const summary = result ? (which === 1 ? result.loan : result.tab === 'comparison' ? result.loan2 : undefined) : undefined;
    return (
      <div className="field-grid">
        <DeclaredField name={amount} error={messages[amount]} />
        <DeclaredField name={rate} error={messages[rate]} />
        {termField(term, unitKey, summary)}
        <SelectField
          id={`${toolId}-${frequencyKey}`}
          label={t(`options.${frequencyKey}.title`)}
          value={options[frequencyKey]}
          choices={FREQUENCIES.map((f) => ({ value: f, label: t(`options.${frequencyKey}.values.${f}`) }))}
          onChange={(value) => set({ [frequencyKey]: value as Options['frequency'] })}
        />
        {withExtra && <DeclaredField name="extra" error={messages.extra} />}
      </div>
    );
  };

  const tab = options.tab;
  return (
    <div className="tool-body loan-calculator">
      <div className="panel-section">
        <Tabs id={`${toolId}-tabs`} label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={tab} onSelect={(key) => set({ tab: key })}>
          {tab === 'comparison' ? (
            <div className="loan-calculator-pair">
              <fieldset className="loan-calculator-loan">
                <legend>{t('loan1')}</legend>
                {loanFields(1)}
              </fieldset>
              <fieldset className="loan-calculator-loan">
                <legend>{t('loan2')}</legend>
                {loanFields(2)}
              </fieldset>
            </div>
          ) : tab === 'mortgage' ? (
            mortgageFields()
          ) : (
            loanFields(1, tab === 'extra')
          )}
          <div className="field-grid loan-calculator-currency">
            <SelectField
              id={`${toolId}-currency`}
              label={t('options.currency.title')}
              value={options.currency}
              choices={MONEY_CURRENCIES.map((c) => ({ value: c, label: currencyName(c, fmt.lang) ?? t(`options.currency.values.${c}`) }))}
              onChange={(value) => set({ currency: value as MoneyCurrency })}
            />
          </div>
          <div className="io-actions">
            <ExampleButtons
              toolId={toolId}
              examples={host.manifest.examples as readonly { name: string; input: unknown; options?: unknown }[]}
              onChoose={(example) => {
                // The example's tab and choices; whether the table is shown stays as the visitor left it.
                const next: Options = { ...options, ...(example.options as Partial<Options> | undefined), showTable: options.showTable };
                host.setOptions(next);
                const typed = Object.entries(example.input as Record<string, number>).map(([name, value]) => [name, numberText(value, fmt.lang)]);
                host.setValues(Object.fromEntries(typed), next.tab);
              }}
            />
          </div>
        </Tabs>
      </div>

      <section className="tool-output loan-calculator-results" aria-labelledby={`${toolId}-results`} aria-busy={running}>
        <h2 id={`${toolId}-results`} className="loan-calculator-heading">
          {t('results.title')}
        </h2>
        {blocked ? (
          <p className="muted">{t('results.fixFields')}</p>
        ) : error ? (
          <ErrorBanner toolId={toolId} error={error} />
        ) : (
          resultView && <ResultBlocks toolId={toolId} blocks={resultView.blocks} display={display} />
        )}
        {result && <HowCalculated kit={kit} loan={result.loan} mortgage={mortgage} />}
        <ActionBar copy={() => (resultView ? copyText(resultView, display) : '')} filename={toolId} downloads={[]} disabled={!resultView} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>

      <ScheduleSection toolId={toolId} kit={kit} options={options} result={result} set={set} />
    </div>
  );
}

/** "360 payments", or how a term that does not give whole payments was rounded. */
function termHint(kit: Kit, termText: string, unit: Options['termUnit'], loan: LoanSummary): string {
  const { t, fmt, count } = kit;
  const n = loan.scheduledPayments;
  if (Number.isInteger(loan.termPayments)) return t('payments', { count: n, formatted: count(n) });
  const key = unit === 'months' ? 'termRounded' : 'termRoundedYears';
  return t(key, { count: n, formatted: count(n), term: termText.trim(), perYear: count(loan.periodsPerYear), exact: fmt.number(loan.termPayments, 2) });
}

function HowCalculated({ kit, loan, mortgage }: { kit: Kit; loan: LoanSummary; mortgage: MortgageResult | undefined }) {
  const { t, fmt, count } = kit;
  return (
    <details className="loan-calculator-how">
      <summary>{t('how.title')}</summary>
      <ul>
        <li>{t('how.payment')}</li>
        <li>{t('how.rate', { rate: fmt.number(loan.rate, 6), perYear: count(loan.periodsPerYear), periodRate: fmt.number(loan.rate / loan.periodsPerYear, 6) })}</li>
        <li>{t('how.count', { value: count(loan.scheduledPayments) })}</li>
        <li>{t('how.rounding')}</li>
        {mortgage && (
          <>
            <li>{t('how.escrow')}</li>
            <li>{t('how.pmi')}</li>
            <li>{t('how.apr')}</li>
          </>
        )}
      </ul>
    </details>
  );
}

interface ScheduleProps {
  toolId: string;
  kit: Kit;
  options: Options;
  result: LoanResult | undefined;
  set: (patch: Partial<Options>) => void;
}

/** The chart of the balance over the years, the Show/Hide button, the CSV download and, when shown, the table. */
function ScheduleSection({ toolId, kit, options, result, set }: ScheduleProps) {
  const { t } = kit;
  const shown = options.showTable;
  const comparison = options.tab === 'comparison';
  const which = options.scheduleOf;
  const second = comparison && which === '2' && result?.tab === 'comparison';
  const rows = result ? (second && result.tab === 'comparison' ? result.schedule2 : result.schedule) : undefined;
  const perYear = result ? (second && result.tab === 'comparison' ? result.loan2.periodsPerYear : result.loan.periodsPerYear) : 12;
  // Typing stays instant with a long schedule open: the table catches up at low priority.
  const table = useMemo(() => (rows ? { rows, perYear } : undefined), [rows, perYear]);
  const deferred = useDeferredValue(table);
  const chart = useMemo(() => (rows?.length ? scheduleChart(rows, perYear, options.currency) : undefined), [rows, perYear, options.currency]);
  const display = useDisplay(toolId);
  const columns = useMemo(() => scheduleColumns(rows ?? [], options.tab === 'mortgage'), [rows, options.tab]);

  /** The whole schedule as CSV for the page language's spreadsheets, whether the table is shown or not. */
  // Amounts stay plain numbers a spreadsheet adds up; the currency, when chosen, is said in the headings ("Payment (EUR)").
  const csv = () => {
    const amount = (key: string) => (options.currency === 'none' ? t(key) : t('schedule.inCurrency', { column: t(key), currency: options.currency }));
    return scheduleCsv(rows ?? [], [t('schedule.number'), ...columns.map((c) => amount(columnLabel(c)))], kit.fmt.lang, columns);
  };
  /** The results and every payment, on A4 pages on their side, in the page's language; jsPDF is loaded now, not with the page. */
  const pdf = async () => {
    if (!result || !rows) return '';
    const { viewPdf } = await import('@sdk/ui/pdf.ts');
    const tabName = `${t(`options.tab.values.${options.tab}`)}${comparison ? ` (${t(`options.scheduleOf.values.${which}`)})` : ''}`;
    const title = t('common:tool.valueLine', { label: t('name'), value: tabName });
    return viewPdf(schedulePdfView(result, rows, options.currency), display, title, { landscape: true });
  };
  const basename = `amortization-schedule${comparison ? `-loan-${which}` : options.tab === 'extra' ? '-extra-payments' : options.tab === 'mortgage' ? '-mortgage' : ''}`;

  return (
    <section className="panel-section" aria-labelledby={`${toolId}-schedule-title`}>
      <h2 id={`${toolId}-schedule-title`} className="loan-calculator-heading">
        {t('schedule.title')}
      </h2>
      {comparison && (
        <Segmented
          name={`${toolId}-schedule-of`}
          legend={t('options.scheduleOf.title')}
          choices={(['1', '2'] as const).map((key) => ({ value: key, label: t(`options.scheduleOf.values.${key}`) }))}
          value={which}
          onChange={(value) => set({ scheduleOf: value })}
        />
      )}
      {chart && <ChartResult block={chart} display={display} />}
      <div className="io-actions">
        <button type="button" className="btn btn-primary" aria-expanded={shown} aria-controls={`${toolId}-schedule`} onClick={() => set({ showTable: !shown })}>
          {t(shown ? 'schedule.hide' : 'schedule.show')}
        </button>
        <DownloadButtons basename={basename} formats={['csv', 'pdf']} content={(format) => (format === 'pdf' ? pdf() : csv())} disabled={!rows} />
      </div>
      <div id={`${toolId}-schedule`} hidden={!shown} className={deferred !== table ? 'loan-calculator-stale' : undefined}>
        {shown && deferred && <AmortizationTable key={`${options.tab}-${which}`} kit={kit} rows={deferred.rows} perYear={deferred.perYear} columns={columns} />}
      </div>
    </section>
  );
}

interface YearGroup {
  year: number;
  rows: readonly ScheduleRow[];
  /** The year's sum of each amount column, and the balance at its end. */
  sums: Readonly<Record<ScheduleColumn, number>>;
}

/** Sums of a column, in cents so that they add up exactly. */
const sumOf = (rows: readonly ScheduleRow[], column: ScheduleColumn) => rows.reduce((s, r) => s + Math.round(cell(r, column) * 100), 0) / 100;

/** Rows by loan year, with the year's totals. */
function byYear(rows: readonly ScheduleRow[], perYear: number, columns: readonly ScheduleColumn[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (let i = 0; i < rows.length; i += perYear) {
    const slice = rows.slice(i, i + perYear);
    const sums = Object.fromEntries(columns.map((c) => [c, c === 'balance' ? slice[slice.length - 1]!.balance : sumOf(slice, c)])) as Record<ScheduleColumn, number>;
    groups.push({ year: groups.length + 1, rows: slice, sums });
  }
  return groups;
}

/**
 * The schedule as one row per loan year with its subtotals; a year opens to show its payments.
 * An open year draws its payments only while it is near the visible part of the box (else one
 * spacer of the same height), so even 30 years of weekly payments (1,560 rows) all open keep
 * scrolling and typing smooth. The header and the total row stick while the box scrolls. The
 * Mortgage tab's columns add what else is paid each month (tax, insurance, PMI, HOA) and the total.
 */
function AmortizationTable({ kit, rows, perYear, columns }: { kit: Kit; rows: readonly ScheduleRow[]; perYear: number; columns: readonly ScheduleColumn[] }) {
  const { t, money } = kit;
  const groups = useMemo(() => byYear(rows, perYear, columns), [rows, perYear, columns]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (year: number) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(year)) next.delete(year);
        else next.add(year);
        return next;
      }),
    [],
  );
  const allOpen = open.size === groups.length;
  const box = useRef<HTMLDivElement>(null);
  const wide = columns.length > 4;
  return (
    <>
      <div className="io-actions loan-calculator-table-actions">
        <button type="button" className="btn btn-small" onClick={() => startTransition(() => setOpen(allOpen ? new Set() : new Set(groups.map((g) => g.year))))}>
          {t(allOpen ? 'schedule.collapseAll' : 'schedule.expandAll')}
        </button>
        <span className="field-description">{t('schedule.note')}</span>
      </div>
      <div ref={box} className={`table-scroll loan-calculator-table${wide ? ' loan-calculator-table-wide' : ''}`} role="region" aria-label={t('schedule.caption')} tabIndex={0}>
        <table className="output-table">
          <caption className="visually-hidden">{t('schedule.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('schedule.number')}</th>
              {columns.map((c) => (
                <th key={c} scope="col" className="num">
                  {t(columnLabel(c))}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((g) => (
            <Year key={g.year} kit={kit} group={g} columns={columns} open={open.has(g.year)} onToggle={toggle} box={box} />
          ))}
          <tfoot>
            <tr>
              <th scope="row">{t('schedule.total')}</th>
              {columns.map((c) => (
                <td key={c} className="num">
                  {money(c === 'balance' ? 0 : sumOf(rows, c))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/** Height of one payment row in pixels (fixed in styles.css), for the spacer of a year not drawn. */
const ROW_PX = 36;
/** How far beyond the visible part of the box a year's payments are drawn. */
const NEAR_PX = 600;

interface YearProps {
  kit: Kit;
  group: YearGroup;
  columns: readonly ScheduleColumn[];
  open: boolean;
  onToggle: (year: number) => void;
  /** The scrolling box. */
  box: RefObject<HTMLDivElement | null>;
}

const Year = memo(function Year({ kit, group: g, columns, open, onToggle, box }: YearProps) {
  const { t, money, count } = kit;
  const id = `loan-calculator-year-${g.year}`;
  const body = useRef<HTMLTableSectionElement>(null);
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const el = body.current;
    const root = box.current;
    if (!open || !el || !root) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // Drawn at once when in view (a year just opened), then kept in step with scrolling.
    const a = el.getBoundingClientRect();
    const b = root.getBoundingClientRect();
    setNear(a.top < b.bottom + NEAR_PX && a.bottom > b.top - NEAR_PX);
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { root, rootMargin: `${NEAR_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, box]);
  return (
    <>
      <tbody className="loan-calculator-year">
        <tr>
          <th scope="row">
            <button type="button" className="loan-calculator-toggle" aria-expanded={open} aria-controls={id} onClick={() => onToggle(g.year)}>
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t('schedule.year', { year: count(g.year) })}
            </button>
            <span className="loan-calculator-range">{t('schedule.yearRange', { from: count(g.rows[0]!.number), to: count(g.rows[g.rows.length - 1]!.number) })}</span>
          </th>
          {columns.map((c) => (
            <td key={c} className="num">
              {money(g.sums[c])}
            </td>
          ))}
        </tr>
      </tbody>
      <tbody id={id} ref={body} hidden={!open} className="loan-calculator-payments">
        {open &&
          (near ? (
            g.rows.map((r) => (
              <tr key={r.number}>
                <td>{count(r.number)}</td>
                {columns.map((c) => (
                  <td key={c} className="num">
                    {money(cell(r, c))}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr className="loan-calculator-spacer" aria-hidden="true">
              <td colSpan={columns.length + 1}>
                <svg width="1" height={g.rows.length * ROW_PX} focusable="false" />
              </td>
            </tr>
          ))}
      </tbody>
    </>
  );
});
