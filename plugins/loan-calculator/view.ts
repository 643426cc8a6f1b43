/**
 * The loan's figures as the page shows them: the payment in large type with the totals and the term,
 * the verdict and the side-by-side table of a comparison, the savings of an extra payment, and the
 * adjusted last payment. Money with two decimals, counts whole, durations in years and months in the
 * page's language. The schedule, grouped by year, is drawn by the panel.
 */
import { CSV_BOM, csvDialect, csvNumber, moneyFormat, msg, num, toCsv, type ChartBlock, type Display, type NumberDisplay, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { ComparisonResult, ExtraResult, LoanResult, LoanSummary, MortgageCosts, MortgageResult, MortgageRow, ScheduleRow } from './run.ts';

const COUNT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** Amounts in a currency: 1,264.14 or $1,264.14; signed: +370.03, -160,936.05. */
interface Money {
  money: (value: number) => NumberDisplay;
  signedMoney: (value: number) => NumberDisplay;
}

export function moneyIn(currency = 'none'): Money {
  const format = moneyFormat(currency);
  return { money: (value) => num(value, format), signedMoney: (value) => num(value, { ...format, signDisplay: 'exceptZero' }) };
}

/** 360 */
export const count = (value: number): NumberDisplay => num(value, COUNT);
/** +420, -180 */
const signedCount = (value: number): NumberDisplay => num(value, { ...COUNT, signDisplay: 'exceptZero' });
/** Two decimals, without binary noise in differences. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** "2 years 3 months", "1 year", "5 months" (never negative: the sign is said apart); the units are the language's own. */
function plainDuration(months: number): Display {
  const m = Math.abs(months);
  const years = Math.floor(m / 12);
  const rest = m % 12;
  const y = num(years, { ...COUNT, style: 'unit', unit: 'year', unitDisplay: 'long' });
  const mo = num(rest, { ...COUNT, style: 'unit', unit: 'month', unitDisplay: 'long' });
  return years && rest ? msg('duration.both', { years: y, months: mo }) : years ? y : mo;
}

/** A length of time; "about …" when payments that are not monthly do not fill whole months. */
export function duration(months: number, periodsPerYear = 12, payments = months): Display {
  const exact = (Math.abs(payments) * 12) % periodsPerYear === 0;
  return exact ? plainDuration(months) : msg('duration.approx', { duration: plainDuration(months) });
}

/** A difference of durations: "+2 years", "-15 years", "0 months". */
function signedDuration(months: number): Display {
  return months === 0 ? plainDuration(0) : msg('duration.signed', { sign: months > 0 ? '+' : '-', duration: plainDuration(months) });
}

const frequencyName = (l: LoanSummary) => msg(`options.frequency.values.${l.frequency}`);
const perPeriod = (l: LoanSummary) => msg(`perPeriod.${l.frequency}`);

/** The adjusted last payment, when it differs from the others. */
function lastPaymentNote({ money }: Money, last: number, regular: number): ResultBlock[] {
  return last !== regular ? [{ kind: 'note', text: msg('results.lastPayment', { value: money(last), zero: money(0) }) }] : [];
}

/** The payment, totals and term of one loan. */
function loanBlocks(m: Money, loan: LoanSummary): ResultBlock[] {
  const { money } = m;
  return [
    {
      kind: 'values',
      items: [
        { label: msg(`paymentLabel.${loan.frequency}`), value: money(loan.payment), main: true },
        { label: msg('results.totalPaid'), value: money(loan.totalPaid) },
        { label: msg('results.totalInterest'), value: money(loan.totalInterest) },
        { label: msg('results.paymentCount'), value: count(loan.payments) },
        { label: msg('results.term'), value: duration(loan.months, loan.periodsPerYear, loan.payments) },
      ],
    },
    ...lastPaymentNote(m, loan.lastPayment, loan.payment),
  ];
}

function comparisonBlocks({ money, signedMoney }: Money, result: ComparisonResult): ResultBlock[] {
  const { loan, loan2, difference: d } = result;
  const payment = (l: LoanSummary) => msg('paymentPerPeriod', { value: money(l.payment), period: perPeriod(l) });
  const verdict =
    result.cheaper === 'same' ? msg('comparison.same') : msg(result.cheaper === 'second' ? 'comparison.secondCheaper' : 'comparison.firstCheaper', { value: money(Math.abs(d.totalInterest)) });
  const paymentVerdict =
    d.payment === null ? null : d.payment === 0 ? msg('comparison.paymentSame') : msg(d.payment > 0 ? 'comparison.paymentHigher' : 'comparison.paymentLower', { value: money(Math.abs(d.payment)) });
  return [
    { kind: 'note', text: verdict },
    ...(paymentVerdict ? [{ kind: 'note', text: paymentVerdict } as const] : []),
    {
      kind: 'table',
      caption: msg('comparison.caption'),
      rowHeaders: true,
      columns: [{ label: msg('comparison.figure') }, { label: msg('loan1'), numeric: true }, { label: msg('loan2'), numeric: true }, { label: msg('comparison.difference'), numeric: true }],
      rows: [
        [msg('comparison.payment'), payment(loan), payment(loan2), d.payment === null ? msg('comparison.notComparable') : signedMoney(d.payment)],
        [msg('comparison.frequency'), frequencyName(loan), frequencyName(loan2), ''],
        [msg('results.paymentCount'), count(loan.payments), count(loan2.payments), signedCount(d.payments)],
        [msg('results.term'), duration(loan.months, loan.periodsPerYear, loan.payments), duration(loan2.months, loan2.periodsPerYear, loan2.payments), signedDuration(d.months)],
        [msg('fields.amount.label'), money(loan.amount), money(loan2.amount), signedMoney(cents(loan2.amount - loan.amount))],
        [msg('results.totalPaid'), money(loan.totalPaid), money(loan2.totalPaid), signedMoney(d.totalPaid)],
        [msg('results.totalInterest'), money(loan.totalInterest), money(loan2.totalInterest), signedMoney(d.totalInterest)],
      ],
    },
  ];
}

function extraBlocks(m: Money, result: ExtraResult): ResultBlock[] {
  const { money } = m;
  const { loan, withExtra, savings } = result;
  const saved = duration(savings.months, loan.periodsPerYear, savings.payments);
  const withPayment = cents(loan.payment + result.extra);
  const payments = (n: number) => msg('payments', { count: count(n) });
  const items: ValueItem[] = [
    { label: msg('extra.newTerm'), value: duration(withExtra.months, withExtra.periodsPerYear, withExtra.payments), hint: payments(withExtra.payments) },
    { label: msg('extra.timeSaved'), value: saved, hint: payments(savings.payments) },
    { label: msg('extra.interestSaved'), value: money(savings.interest) },
    { label: msg('extra.newPayment'), value: money(withPayment) },
  ];
  return [
    { kind: 'note', text: result.extra > 0 ? msg('extra.summary', { extra: money(result.extra), period: perPeriod(loan), time: saved, interest: money(savings.interest) }) : msg('extra.none') },
    { kind: 'values', items },
    {
      kind: 'table',
      caption: msg('extra.caption'),
      rowHeaders: true,
      columns: [{ label: msg('comparison.figure') }, { label: msg('extra.without'), numeric: true }, { label: msg('extra.with'), numeric: true }],
      rows: [
        [msg('comparison.payment'), money(loan.payment), money(withPayment)],
        [msg('results.paymentCount'), count(loan.payments), count(withExtra.payments)],
        [msg('results.term'), duration(loan.months, loan.periodsPerYear, loan.payments), duration(withExtra.months, withExtra.periodsPerYear, withExtra.payments)],
        [msg('results.totalPaid'), money(loan.totalPaid), money(withExtra.totalPaid)],
        [msg('results.totalInterest'), money(loan.totalInterest), money(withExtra.totalInterest)],
      ],
    },
    ...lastPaymentNote(m, withExtra.lastPayment, withPayment),
  ];
}

/** A percentage: 6.913 %, 90 %. */
const percent = (value: number, digits = 3): NumberDisplay => num(value / 100, { style: 'percent', maximumFractionDigits: digits });

/** The items of a mortgage payment, in the order they are listed. */
const COSTS = ['principalInterest', 'tax', 'insurance', 'pmi', 'hoa'] as const;

/**
 * What each payment is made of, said in a sentence (the figures, not a colour, carry it): the items
 * with their share of the payment, PMI and HOA dues named only when there are some.
 */
function composition({ money }: Money, monthly: MortgageCosts): Display {
  const part = (key: (typeof COSTS)[number]) => money(monthly[key]);
  const shareOf = (key: (typeof COSTS)[number]) => percent(monthly.total > 0 ? (monthly[key] / monthly.total) * 100 : 0, 0);
  const params: Record<string, Display> = { total: money(monthly.total) };
  for (const key of COSTS) {
    params[key] = part(key);
    params[`${key}Share`] = shareOf(key);
  }
  const variant = monthly.pmi > 0 ? (monthly.hoa > 0 ? 'pmiHoa' : 'pmi') : monthly.hoa > 0 ? 'hoa' : 'base';
  return msg(`mortgage.composition.${variant}`, params);
}

/** What is said about PMI: when it ends, that it is needed but not entered, or that it is not needed. */
function pmiNote({ money }: Money, r: MortgageResult): ResultBlock {
  const p = r.pmi;
  if (p.needed && p.lastPayment !== null) {
    return {
      kind: 'note',
      text: msg('mortgage.pmiEnds', {
        pmi: money(r.monthly.pmi),
        count: count(p.payments),
        limit80: money(p.limit80),
        limit78: money(p.limit78),
        auto: count(p.autoEndPayment ?? p.lastPayment),
      }),
    };
  }
  if (p.needed) return { kind: 'note', tone: 'warning', text: msg('mortgage.pmiMissing', { limit80: money(p.limit80) }) };
  return { kind: 'note', text: msg(p.rate > 0 ? 'mortgage.pmiNotNeeded' : 'mortgage.noPmi', { ltv: percent(r.loanToValue, 2) }) };
}

function mortgageBlocks(m: Money, r: MortgageResult): ResultBlock[] {
  const { money } = m;
  const { monthly, totals, loan } = r;
  const costLabel = (key: (typeof COSTS)[number]) => msg(`mortgage.costs.${key}`);
  const shown = COSTS.filter((key) => key === 'principalInterest' || key === 'tax' || key === 'insurance' || monthly[key] > 0 || totals[key] > 0 || (key === 'pmi' && r.pmi.needed));
  const pmiEnd = r.pmi.lastPayment;
  return [
    {
      kind: 'values',
      items: [
        {
          label: msg('mortgage.monthlyPayment'),
          value: money(monthly.total),
          main: true,
          ...(r.monthlyAfterPmi !== null ? { hint: msg('mortgage.afterPmi', { value: money(r.monthlyAfterPmi) }) } : {}),
        },
        ...shown.map((key): ValueItem => ({ label: costLabel(key), value: money(monthly[key]) })),
      ],
    },
    { kind: 'note', text: composition(m, monthly) },
    {
      kind: 'values',
      items: [
        { label: msg('mortgage.loanAmount'), value: money(loan.amount), hint: msg(r.feesFinanced ? 'mortgage.loanHintFinanced' : 'mortgage.loanHint', { ltv: percent(r.loanToValue, 2), fees: money(r.fees) }) },
        { label: msg('mortgage.downPayment'), value: money(r.downPayment), hint: msg('mortgage.downHint', { share: percent(r.downPercent, 2) }) },
        { label: msg('mortgage.apr'), value: percent(r.apr), hint: msg('mortgage.aprHint', { rate: percent(loan.rate, 6), fees: money(r.fees) }) },
        { label: msg('mortgage.aprEffective'), value: percent(r.aprEffective), hint: msg('mortgage.aprEffectiveHint') },
        {
          label: msg('mortgage.pmiEnd'),
          value: pmiEnd === null ? msg('mortgage.pmiNone') : duration(pmiEnd),
          ...(pmiEnd === null ? {} : { hint: msg('mortgage.pmiEndHint', { payment: count(pmiEnd) }) }),
        },
        { label: msg('results.totalInterest'), value: money(loan.totalInterest) },
        { label: msg('mortgage.totalPayments'), value: money(totals.total), hint: msg('payments', { count: count(loan.payments) }) },
        { label: msg('mortgage.totalCost'), value: money(r.totalCost), hint: msg('mortgage.totalCostHint', { upfront: money(r.upfront) }) },
      ],
    },
    pmiNote(m, r),
    {
      kind: 'table',
      caption: msg('mortgage.costsCaption'),
      rowHeaders: true,
      columns: [{ label: msg('mortgage.cost') }, { label: msg('mortgage.perMonth'), numeric: true }, { label: msg('mortgage.overTerm'), numeric: true }],
      rows: [...shown.map((key) => [costLabel(key), money(monthly[key]), money(totals[key])]), [msg('schedule.total'), money(monthly.total), money(totals.total)]],
    },
    ...lastPaymentNote(m, loan.lastPayment, loan.payment),
  ];
}

export function view(result: LoanResult, context?: { options?: Partial<Pick<Options, 'currency'>> }): ResultView {
  const m = moneyIn(context?.options?.currency);
  const blocks =
    result.tab === 'comparison' ? comparisonBlocks(m, result) : result.tab === 'extra' ? extraBlocks(m, result) : result.tab === 'mortgage' ? mortgageBlocks(m, result) : loanBlocks(m, result.loan);
  return { blocks };
}

/** The amounts of a schedule row, in the order of the columns. */
export type ScheduleColumn = 'payment' | 'principal' | 'interest' | 'tax' | 'insurance' | 'pmi' | 'hoa' | 'total' | 'balance';

/**
 * The columns of the schedule: payment, principal, interest, balance; on the Mortgage tab principal,
 * interest, then what else is paid each month (PMI and HOA dues only when there are some), the whole
 * payment and the balance.
 */
export function scheduleColumns(rows: readonly ScheduleRow[], mortgage: boolean): ScheduleColumn[] {
  if (!mortgage) return ['payment', 'principal', 'interest', 'balance'];
  const some = (key: 'pmi' | 'hoa') => rows.some((r) => ((r as MortgageRow)[key] ?? 0) > 0);
  return ['principal', 'interest', 'tax', 'insurance', ...(some('pmi') ? (['pmi'] as const) : []), ...(some('hoa') ? (['hoa'] as const) : []), 'total', 'balance'];
}

/** The locale key of a column's heading ("Total payment", never the total row's "Total"). */
export const columnLabel = (column: ScheduleColumn): string => (column === 'total' ? 'schedule.monthTotal' : `schedule.${column}`);

/** A row's amount in a column (0 for a column the row does not have). */
export const cell = (row: ScheduleRow, column: ScheduleColumn): number => (row as unknown as Record<string, number | undefined>)[column] ?? 0;

/**
 * The printable document: the results (without their chart) and then the whole schedule, one payment a
 * row, amounts in the page's language; the host's PDF writer repeats the table's heading on every page.
 */
export function schedulePdfView(result: LoanResult, rows: readonly ScheduleRow[], currency: Options['currency'] = 'none'): ResultView {
  const { money } = moneyIn(currency);
  const columns = scheduleColumns(rows, result.tab === 'mortgage');
  const blocks = view(result, { options: { currency } }).blocks.filter((b) => b.kind !== 'chart');
  return {
    blocks: [
      ...blocks,
      {
        kind: 'table',
        caption: msg('schedule.title'),
        columns: [{ label: msg('schedule.number'), numeric: true }, ...columns.map((c) => ({ label: msg(columnLabel(c)), numeric: true }))],
        rows: rows.map((r) => [count(r.number), ...columns.map((c) => money(cell(r, c)))]),
      },
    ],
  };
}

/**
 * The balance left and the interest paid so far at the end of each loan year (the last year may be
 * short): the classic picture of a loan, the one line falling as the other rises.
 */
export function scheduleChart(rows: readonly ScheduleRow[], perYear: number, currency = 'none'): ChartBlock {
  const years: number[] = [];
  const balance: number[] = [];
  const interest: number[] = [];
  let paidCents = 0;
  rows.forEach((row, i) => {
    paidCents += Math.round(row.interest * 100);
    if ((i + 1) % perYear === 0 || i === rows.length - 1) {
      years.push(years.length + 1);
      balance.push(row.balance);
      interest.push(paidCents / 100);
    }
  });
  return {
    kind: 'chart',
    type: 'line',
    label: msg('chart.label'),
    xLabel: msg('chart.year'),
    x: years.map((y) => count(y)),
    series: [
      { label: msg('chart.balance'), values: balance },
      { label: msg('chart.interestPaid'), values: interest },
    ],
    format: moneyFormat(currency),
  };
}

/**
 * The whole schedule as a CSV file for the page language's spreadsheets: ";" and "1264,14" in German,
 * French and Spanish, "," and "1264.14" in English; amounts with two decimals, no grouping.
 */
export function scheduleCsv(rows: readonly ScheduleRow[], header: readonly string[], lang: string, columns: readonly ScheduleColumn[] = ['payment', 'principal', 'interest', 'balance']): string {
  const dialect = csvDialect(lang);
  const amount = (value: number) => csvNumber(value, dialect, 2);
  return CSV_BOM + toCsv([header, ...rows.map((r) => [r.number, ...columns.map((c) => amount(cell(r, c)))])], dialect);
}
