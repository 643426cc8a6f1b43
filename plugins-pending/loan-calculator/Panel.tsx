/**
 * The loan calculator's page body: Basic, Comparison and Extra payments tabs, the results, and the
 * amortization schedule (shown or hidden, grouped by year, exported as CSV). The numbers are typed
 * in the page's language and remembered in this browser; run.ts does all the arithmetic.
 */
import { memo, startTransition, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { canonicalNumberText, decimalMark, parseNumber, toCsv, isToolError, type ToolError } from '@sdk/core';
import { DownloadButtons, NumberField, Tabs, usePersistentState, useFormat, useToolOptions, Segmented, type Formatters, type ToolPanelProps } from '@sdk/ui';
import { FREQUENCIES, type Frequency } from './amortization.ts';
import { manifest as loanManifest, TABS, TERM_UNITS, type Options } from './manifest.ts';
import { FIELDS, fieldErrors, run, type ComparisonResult, type ExtraResult, type Field, type LoanInput, type LoanSummary, type ScheduleRow } from './run.ts';
import './styles.css';

type Texts = Record<Field, string>;
/** The typed texts and the language they were typed in (so "6,5" typed in German reads right in English). */
interface StoredTexts {
  lang: string;
  texts: Texts;
}

const DEFAULT_TEXTS: Texts = { amount: '200000', rate: '6.5', term: '30', extra: '100', amount2: '200000', rate2: '5.5', term2: '15' };

/** A number as a person of `lang` types it: no grouping, the language's decimal mark. */
function typed(value: number, lang: string): string {
  return String(value).replace('.', decimalMark(lang));
}

/** Texts typed in one language, as they would be typed in another; text that is not a number stays as it is. */
function retype(texts: Texts, from: string, to: string): Texts {
  if (from === to) return texts;
  const out = { ...texts };
  for (const field of FIELDS) {
    const value = parseNumber(texts[field] ?? '', from || 'en');
    out[field] = value === null ? '' : Number.isNaN(value) ? (texts[field] ?? '') : typed(value, to);
  }
  return out;
}

const SIGNED: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' };

interface Kit {
  t: TFunction;
  fmt: Formatters;
  /** Money: two decimals. */
  money: (value: number) => string;
  count: (value: number) => string;
  /** The language's plus sign, for positive differences. */
  plus: string;
  duration: (months: number, periodsPerYear?: number, payments?: number) => string;
  errorText: (error: ToolError | undefined) => string | undefined;
}

function useKit(toolId: string): Kit {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  return useMemo(() => {
    const money = (value: number) => fmt.number(value, 2, 2);
    const count = (value: number) => fmt.number(value, 0);
    // The language's own signs (Intl writes "-" in English, "−" in some languages).
    const minus = fmt.numberWith(-1, { maximumFractionDigits: 0 }).replace('1', '');
    const plus = fmt.numberWith(1, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).replace('1', '');
    const plain = (months: number) => {
      const m = Math.abs(months);
      const years = Math.floor(m / 12);
      const rest = m % 12;
      const y = t('duration.years', { count: years, value: count(years) });
      const mo = t('duration.months', { count: rest, value: count(rest) });
      const text = years && rest ? t('duration.both', { years: y, months: mo }) : years ? y : mo;
      return months < 0 ? `${minus}${text}` : text;
    };
    return {
      t,
      fmt,
      money,
      count,
      plus,
      /** "2 years 3 months"; "about …" when payments that are not monthly do not fill whole months. */
      duration: (months, periodsPerYear = 12, payments = months) => {
        const exact = (Math.abs(payments) * 12) % periodsPerYear === 0;
        return exact ? plain(months) : t('duration.approx', { duration: plain(months) });
      },
      errorText: (error) => {
        if (!error) return undefined;
        const max = error.params?.max;
        return t(`errors.${error.code}`, { max: typeof max === 'number' ? count(max) : '' });
      },
    };
  }, [t, fmt]);
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const kit = useKit(toolId);
  const { t, fmt } = kit;
  const lang = fmt.lang;
  const { options: stored, setOptions } = useToolOptions(manifest, validatorFns);
  const options = stored as Options;
  const set = (patch: Partial<Options>) => setOptions({ ...options, ...patch });

  const [saved, setSaved] = usePersistentState<StoredTexts>(toolId, 'texts', { lang: 'en', texts: DEFAULT_TEXTS });
  const texts = useMemo(() => retype({ ...DEFAULT_TEXTS, ...saved.texts }, saved.lang, lang), [saved, lang]);
  const setText = (field: Field, text: string) => setSaved({ lang, texts: { ...texts, [field]: text } });

  const input = useMemo(() => Object.fromEntries(FIELDS.map((f) => [f, canonicalNumberText(texts[f], lang)])) as LoanInput, [texts, lang]);
  const result = useMemo(() => run(input, options), [input, options]);
  const errors = useMemo(() => fieldErrors(input, options), [input, options]);

  /** Switching years ⇄ months keeps the same length of time. */
  const changeUnit = (field: 'term' | 'term2', unit: Options['termUnit']) => {
    const key = field === 'term' ? 'termUnit' : 'termUnit2';
    if (options[key] === unit) return;
    const value = parseNumber(texts[field], lang);
    if (value !== null && Number.isFinite(value) && value > 0) {
      const converted = unit === 'months' ? Math.round(value * 12) : Math.round((value / 12) * 1e4) / 1e4;
      setSaved({ lang, texts: { ...texts, [field]: typed(converted, lang) } });
    }
    set({ [key]: unit });
  };

  const applyExample = (name: string) => {
    const example = loanManifest.examples.find((e) => e.name === name);
    if (!example) return;
    setSaved({ lang, texts: retype(example.input, 'en', lang) });
    // The example's tab and choices; whether the table is shown stays as the visitor left it.
    setOptions({ ...options, ...example.options, showTable: options.showTable });
  };

  const loanFields = (which: 1 | 2, withExtra = false) => {
    const [amount, rate, term] = which === 1 ? (['amount', 'rate', 'term'] as const) : (['amount2', 'rate2', 'term2'] as const);
    const unitKey = which === 1 ? 'termUnit' : 'termUnit2';
    const frequencyKey = which === 1 ? 'frequency' : 'frequency2';
    const summary = !isToolError(result) ? (which === 1 ? result.loan : result.tab === 'comparison' ? result.loan2 : undefined) : undefined;
    const id = `loan${which}`;
    return (
      <div className="field-grid">
        <NumberField id={`${id}-amount`} label={t(`inputs.${amount}`)} value={texts[amount]} onChange={(v) => setText(amount, v)} error={kit.errorText(errors[amount])} />
        <NumberField id={`${id}-rate`} label={t(`inputs.${rate}`)} unit="%" value={texts[rate]} onChange={(v) => setText(rate, v)} error={kit.errorText(errors[rate])} />
        <NumberField
          id={`${id}-term`}
          label={t(`inputs.${term}`)}
          value={texts[term]}
          onChange={(v) => setText(term, v)}
          inputMode={options[unitKey] === 'months' ? 'numeric' : 'decimal'}
          error={kit.errorText(errors[term])}
          hint={summary && !errors[term] ? termHint(kit, texts[term], options[unitKey], summary) : undefined}
          unit={
            <select aria-label={t('termUnit.label')} value={options[unitKey]} onChange={(e) => changeUnit(term, e.target.value as Options['termUnit'])}>
              {TERM_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`termUnit.${u}`)}
                </option>
              ))}
            </select>
          }
        />
        <div className="field">
          <label htmlFor={`${id}-frequency`}>{t('frequency.label')}</label>
          <select id={`${id}-frequency`} value={options[frequencyKey]} onChange={(e) => set({ [frequencyKey]: e.target.value as Frequency })}>
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`frequency.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {withExtra && (
          <NumberField
            id="loan1-extra"
            label={t('inputs.extra')}
            hint={t('extraHint')}
            value={texts.extra}
            onChange={(v) => setText('extra', v)}
            error={kit.errorText(errors.extra)}
          />
        )}
      </div>
    );
  };

  const tab = options.tab;
  return (
    <div className="loan-calculator">
      <div className="panel-section">
        <Tabs id="loan-calculator" label={t('tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} selected={tab} onSelect={(key) => set({ tab: key })}>
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
          ) : (
            loanFields(1, tab === 'extra')
          )}
        </Tabs>
      </div>

      <section className="panel-section" aria-labelledby="loan-calculator-results">
        <h2 id="loan-calculator-results" className="loan-calculator-heading">
          {t('results.title')}
        </h2>
        {isToolError(result) ? (
          <p className="muted">{t('results.fixFields')}</p>
        ) : result.tab === 'comparison' ? (
          <ComparisonResults kit={kit} result={result} />
        ) : result.tab === 'extra' ? (
          <ExtraResults kit={kit} result={result} />
        ) : (
          <LoanResults kit={kit} loan={result.loan} />
        )}
        {!isToolError(result) && <HowCalculated kit={kit} loan={result.loan} />}
      </section>

      <ScheduleSection toolId={toolId} kit={kit} input={input} options={options} result={isToolError(result) ? undefined : result} onToggle={() => set({ showTable: !options.showTable })} />

      <section className="panel-section" aria-labelledby="loan-calculator-examples">
        <h2 id="loan-calculator-examples" className="loan-calculator-heading">
          {t('examplesLabel')}
        </h2>
        <div className="io-actions">
          {loanManifest.examples.map((example) => (
            <button key={example.name} type="button" className="btn btn-small" onClick={() => applyExample(example.name)}>
              {t(`examples.${example.name}`)}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}

/** "360 payments", or how a term that does not give whole payments was rounded. */
function termHint(kit: Kit, termText: string, unit: Options['termUnit'], loan: LoanSummary): string {
  const { t, fmt, count } = kit;
  const n = loan.scheduledPayments;
  if (Number.isInteger(loan.termPayments)) return t('payments', { count: n, value: count(n) });
  const key = unit === 'months' ? 'termRounded' : 'termRoundedYears';
  return t(key, { count: n, value: count(n), term: termText.trim(), perYear: count(loan.periodsPerYear), exact: fmt.number(loan.termPayments, 2) });
}

function Stat({ label, value, extra }: { label: string; value: string; extra?: ReactNode }) {
  return (
    <li className="stat">
      <span className="stat-label">{label}</span> <span className="stat-value">{value}</span>
      {extra}
    </li>
  );
}

function LoanResults({ kit, loan }: { kit: Kit; loan: LoanSummary }) {
  const { t, money, count, duration } = kit;
  return (
    <>
      <p className="loan-calculator-headline" aria-live="polite">
        <span className="stat-label">{t(`paymentLabel.${loan.frequency}`)}</span> <span className="result-value">{money(loan.payment)}</span>
      </p>
      <ul className="stat-grid">
        <Stat label={t('results.totalPaid')} value={money(loan.totalPaid)} />
        <Stat label={t('results.totalInterest')} value={money(loan.totalInterest)} />
        <Stat label={t('results.paymentCount')} value={count(loan.payments)} />
        <Stat label={t('results.term')} value={duration(loan.months, loan.periodsPerYear, loan.payments)} />
      </ul>
      {loan.lastPayment !== loan.payment && <p className="field-description">{t('results.lastPayment', { value: money(loan.lastPayment) })}</p>}
    </>
  );
}

function HowCalculated({ kit, loan }: { kit: Kit; loan: LoanSummary }) {
  const { t, fmt, count } = kit;
  return (
    <details className="loan-calculator-how">
      <summary>{t('how.title')}</summary>
      <ul>
        <li>{t('how.payment')}</li>
        <li>{t('how.rate', { rate: fmt.number(loan.rate, 6), perYear: count(loan.periodsPerYear), periodRate: fmt.number(loan.rate / loan.periodsPerYear, 6) })}</li>
        <li>{t('how.count', { value: count(loan.scheduledPayments) })}</li>
        <li>{t('how.rounding')}</li>
      </ul>
    </details>
  );
}

function ComparisonResults({ kit, result }: { kit: Kit; result: ComparisonResult }) {
  const { t, fmt, money, count, duration } = kit;
  const { loan, loan2, difference: d } = result;
  const signed = (value: number) => fmt.numberWith(value, SIGNED);
  const signedCount = (value: number) => fmt.numberWith(value, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const payment = (l: LoanSummary) => `${money(l.payment)} ${t(`perPeriod.${l.frequency}`)}`;
  const rows: [string, string, string, string][] = [
    [t('comparison.payment'), payment(loan), payment(loan2), d.payment === null ? t('comparison.notComparable') : signed(d.payment)],
    [t('comparison.frequency'), t(`frequency.${loan.frequency}`), t(`frequency.${loan2.frequency}`), ''],
    [t('results.paymentCount'), count(loan.payments), count(loan2.payments), signedCount(d.payments)],
    [
      t('results.term'),
      duration(loan.months, loan.periodsPerYear, loan.payments),
      duration(loan2.months, loan2.periodsPerYear, loan2.payments),
      `${d.months > 0 ? kit.plus : ''}${duration(d.months)}`,
    ],
    [t('inputs.amount'), money(loan.amount), money(loan2.amount), signed(money2(loan2.amount - loan.amount))],
    [t('results.totalPaid'), money(loan.totalPaid), money(loan2.totalPaid), signed(d.totalPaid)],
    [t('results.totalInterest'), money(loan.totalInterest), money(loan2.totalInterest), signed(d.totalInterest)],
  ];
  const verdict =
    result.cheaper === 'same'
      ? t('comparison.same')
      : t(result.cheaper === 'second' ? 'comparison.secondCheaper' : 'comparison.firstCheaper', { value: money(Math.abs(d.totalInterest)) });
  const paymentVerdict =
    d.payment === null ? null : d.payment === 0 ? t('comparison.paymentSame') : t(d.payment > 0 ? 'comparison.paymentHigher' : 'comparison.paymentLower', { value: money(Math.abs(d.payment)) });
  return (
    <>
      <p className="loan-calculator-verdict" aria-live="polite">
        <strong>{verdict}</strong> {paymentVerdict}
      </p>
      <div className="loan-calculator-wide" role="region" aria-label={t('comparison.caption')} tabIndex={0}>
        <table className="output-table">
          <caption className="visually-hidden">{t('comparison.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.figure')}</th>
              <th scope="col" className="num">
                {t('loan1')}
              </th>
              <th scope="col" className="num">
                {t('loan2')}
              </th>
              <th scope="col" className="num">
                {t('comparison.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b, diff]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{a}</td>
                <td className="num">{b}</td>
                <td className="num">{diff}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const money2 = (value: number) => Math.round(value * 100) / 100;

function ExtraResults({ kit, result }: { kit: Kit; result: ExtraResult }) {
  const { t, money, count, duration } = kit;
  const { loan, withExtra, savings } = result;
  const saved = duration(savings.months, loan.periodsPerYear, savings.payments);
  const withPayment = money2(loan.payment + result.extra);
  const rows: [string, string, string][] = [
    [t('comparison.payment'), money(loan.payment), money(withPayment)],
    [t('results.paymentCount'), count(loan.payments), count(withExtra.payments)],
    [t('results.term'), duration(loan.months, loan.periodsPerYear, loan.payments), duration(withExtra.months, withExtra.periodsPerYear, withExtra.payments)],
    [t('results.totalPaid'), money(loan.totalPaid), money(withExtra.totalPaid)],
    [t('results.totalInterest'), money(loan.totalInterest), money(withExtra.totalInterest)],
  ];
  return (
    <>
      <p className="loan-calculator-verdict" aria-live="polite">
        {result.extra > 0 ? (
          <strong>
            {t('extra.summary', { extra: money(result.extra), period: t(`perPeriod.${loan.frequency}`), time: saved, interest: money(savings.interest) })}
          </strong>
        ) : (
          t('extra.none')
        )}
      </p>
      <ul className="stat-grid">
        <Stat label={t('extra.newTerm')} value={duration(withExtra.months, withExtra.periodsPerYear, withExtra.payments)} extra={<span className="stat-label"> {t('payments', { count: withExtra.payments, value: count(withExtra.payments) })}</span>} />
        <Stat label={t('extra.timeSaved')} value={saved} extra={<span className="stat-label"> {t('payments', { count: savings.payments, value: count(savings.payments) })}</span>} />
        <Stat label={t('extra.interestSaved')} value={money(savings.interest)} />
        <Stat label={t('extra.newPayment')} value={money(withPayment)} />
      </ul>
      <div className="loan-calculator-wide" role="region" aria-label={t('extra.caption')} tabIndex={0}>
        <table className="output-table">
          <caption className="visually-hidden">{t('extra.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.figure')}</th>
              <th scope="col" className="num">
                {t('extra.without')}
              </th>
              <th scope="col" className="num">
                {t('extra.with')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{a}</td>
                <td className="num">{b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {withExtra.lastPayment !== withPayment && <p className="field-description loan-calculator-note">{t('results.lastPayment', { value: money(withExtra.lastPayment) })}</p>}
    </>
  );
}

interface ScheduleProps {
  toolId: string;
  kit: Kit;
  input: LoanInput;
  options: Options;
  result: ReturnType<typeof run> | undefined;
  onToggle: () => void;
}

/** The Show/Hide button, the CSV download and, when shown, the table. */
function ScheduleSection({ toolId, kit, input, options, result, onToggle }: ScheduleProps) {
  const { t } = kit;
  const [which, setWhich] = usePersistentState<'1' | '2'>(toolId, 'scheduleOf', '1');
  const shown = options.showTable;
  const comparison = options.tab === 'comparison';
  const second = comparison && which === '2';
  const valid = result !== undefined && !isToolError(result);
  const rows = valid ? (second && result.tab === 'comparison' ? result.schedule2 : result.schedule) : undefined;
  const perYear = valid ? (second && result.tab === 'comparison' ? result.loan2.periodsPerYear : result.loan.periodsPerYear) : 12;
  // Typing stays instant with a long schedule open: the table catches up at low priority.
  const table = useMemo(() => (rows ? { rows, perYear } : undefined), [rows, perYear]);
  const deferred = useDeferredValue(table);

  /** The full schedule as CSV: computed on click, whether the table is shown or not. */
  const csv = () => {
    const full = run(input, { ...options, showTable: true });
    if (isToolError(full)) return '';
    const all = second && full.tab === 'comparison' ? full.schedule2 : full.schedule;
    const header = [t('schedule.number'), t('schedule.payment'), t('schedule.principal'), t('schedule.interest'), t('schedule.balance')];
    return toCsv([header, ...(all ?? []).map((r) => [r.number, r.payment.toFixed(2), r.principal.toFixed(2), r.interest.toFixed(2), r.balance.toFixed(2)])]);
  };
  const basename = `amortization-schedule${comparison ? `-loan-${which}` : options.tab === 'extra' ? '-extra-payments' : ''}`;

  return (
    <section className="panel-section" aria-labelledby="loan-calculator-schedule-title">
      <h2 id="loan-calculator-schedule-title" className="loan-calculator-heading">
        {t('schedule.title')}
      </h2>
      {comparison && (
        <Segmented
          name="loan-calculator-schedule-of"
          legend={t('schedule.of')}
          choices={(['1', '2'] as const).map((key) => ({ value: key, label: t(`loan${key}`) }))}
          value={which}
          onChange={setWhich}
        />
      )}
      <div className="io-actions">
        <button type="button" className="btn btn-primary" aria-expanded={shown} aria-controls="loan-calculator-schedule" onClick={onToggle}>
          {t(shown ? 'schedule.hide' : 'schedule.show')}
        </button>
        <DownloadButtons basename={basename} formats={['csv']} content={csv} disabled={!valid} />
      </div>
      <div id="loan-calculator-schedule" hidden={!shown} className={deferred !== table ? 'loan-calculator-stale' : undefined}>
        {shown && deferred && <AmortizationTable key={`${options.tab}-${which}`} kit={kit} rows={deferred.rows} perYear={deferred.perYear} />}
      </div>
    </section>
  );
}

interface YearGroup {
  year: number;
  rows: ScheduleRow[];
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/** Rows by loan year, with the year's totals (summed in cents, so they add up exactly). */
function byYear(rows: readonly ScheduleRow[], perYear: number): YearGroup[] {
  const groups: YearGroup[] = [];
  for (let i = 0; i < rows.length; i += perYear) {
    const slice = rows.slice(i, i + perYear);
    const sum = (key: 'payment' | 'principal' | 'interest') => slice.reduce((s, r) => s + Math.round(r[key] * 100), 0) / 100;
    groups.push({ year: groups.length + 1, rows: slice, payment: sum('payment'), principal: sum('principal'), interest: sum('interest'), balance: slice[slice.length - 1]!.balance });
  }
  return groups;
}

/**
 * The schedule as one row per loan year with its subtotals; a year opens to show its payments.
 * An open year draws its payments only while it is near the visible part of the box (else one
 * spacer of the same height), so even 30 years of weekly payments (1,560 rows) all open keep
 * scrolling and typing smooth. The header and the total row stick while the box scrolls.
 */
function AmortizationTable({ kit, rows, perYear }: { kit: Kit; rows: readonly ScheduleRow[]; perYear: number }) {
  const { t, money } = kit;
  const groups = useMemo(() => byYear(rows, perYear), [rows, perYear]);
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
  const total = (key: 'payment' | 'principal' | 'interest') => groups.reduce((s, g) => s + Math.round(g[key] * 100), 0) / 100;
  const allOpen = open.size === groups.length;
  const box = useRef<HTMLDivElement>(null);
  return (
    <>
      <div className="io-actions loan-calculator-table-actions">
        <button type="button" className="btn btn-small" onClick={() => startTransition(() => setOpen(allOpen ? new Set() : new Set(groups.map((g) => g.year))))}>
          {t(allOpen ? 'schedule.collapseAll' : 'schedule.expandAll')}
        </button>
        <span className="field-description">{t('schedule.note')}</span>
      </div>
      <div ref={box} className="table-scroll loan-calculator-table" role="region" aria-label={t('schedule.caption')} tabIndex={0}>
        <table className="output-table">
          <caption className="visually-hidden">{t('schedule.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('schedule.number')}</th>
              <th scope="col" className="num">
                {t('schedule.payment')}
              </th>
              <th scope="col" className="num">
                {t('schedule.principal')}
              </th>
              <th scope="col" className="num">
                {t('schedule.interest')}
              </th>
              <th scope="col" className="num">
                {t('schedule.balance')}
              </th>
            </tr>
          </thead>
          {groups.map((g) => (
            <Year key={g.year} kit={kit} group={g} open={open.has(g.year)} onToggle={toggle} box={box} />
          ))}
          <tfoot>
            <tr>
              <th scope="row">{t('schedule.total')}</th>
              <td className="num">{money(total('payment'))}</td>
              <td className="num">{money(total('principal'))}</td>
              <td className="num">{money(total('interest'))}</td>
              <td className="num">{money(0)}</td>
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
  open: boolean;
  onToggle: (year: number) => void;
  /** The scrolling box. */
  box: RefObject<HTMLDivElement | null>;
}

const Year = memo(function Year({ kit, group: g, open, onToggle, box }: YearProps) {
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
          <td className="num">{money(g.payment)}</td>
          <td className="num">{money(g.principal)}</td>
          <td className="num">{money(g.interest)}</td>
          <td className="num">{money(g.balance)}</td>
        </tr>
      </tbody>
      <tbody id={id} ref={body} hidden={!open} className="loan-calculator-payments">
        {open &&
          (near ? (
            g.rows.map((r) => (
              <tr key={r.number}>
                <td>{count(r.number)}</td>
                <td className="num">{money(r.payment)}</td>
                <td className="num">{money(r.principal)}</td>
                <td className="num">{money(r.interest)}</td>
                <td className="num">{money(r.balance)}</td>
              </tr>
            ))
          ) : (
            <tr className="loan-calculator-spacer" aria-hidden="true">
              <td colSpan={5}>
                <svg width="1" height={g.rows.length * ROW_PX} focusable="false" />
              </td>
            </tr>
          ))}
      </tbody>
    </>
  );
});
