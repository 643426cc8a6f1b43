import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type ResultBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type LoanResult } from './run.ts';
import { scheduleChart, scheduleColumns, scheduleCsv, schedulePdfView, view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const INPUT = { amount: 200000, rate: 6.5, term: 30, extra: 100, amount2: 200000, rate2: 5.5, term2: 15, price: 400000, down: 10, tax: 1.2, insurance: 1500, pmi: 0.5, hoa: 0, fees: 4000 } as Input;

function blocks(input: Partial<Input>, options: Partial<Options>): readonly ResultBlock[] {
  const result = run({ ...INPUT, ...input }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return asResultView(view(result as LoanResult, { options: { ...DEFAULTS, ...options } })).blocks;
}
const of = <K extends ResultBlock['kind']>(list: readonly ResultBlock[], kind: K) => list.filter((b): b is Extract<ResultBlock, { kind: K }> => b.kind === kind);

const en = writer('loan-calculator', 'en');
const de = writer('loan-calculator', 'de');
const fr = writer('loan-calculator', 'fr');
const es = writer('loan-calculator', 'es');

/** A values block as "label: value" lines, in a language. */
const lines = (w: typeof en, block: ValuesBlock) => block.items.map((i) => `${w(i.label)}: ${w(i.value)}${i.hint ? ` (${w(i.hint)})` : ''}`);
/** A table's rows as written, in a language. */
const rows = (w: typeof en, block: TableBlock) => block.rows.map((r) => r.map((c) => w(c)));

describe('one loan', () => {
  it('shows the payment in large type, the totals and the term, and the adjusted last payment', () => {
    const list = blocks({}, { tab: 'basic' });
    const [values] = of(list, 'values');
    expect(values!.items[0]!.main).toBe(true);
    expect(lines(en, values!)).toEqual(['Monthly payment: 1,264.14', 'Total paid: 455,085.82', 'Total interest: 255,085.82', 'Number of payments: 360', 'Loan term: 30 years']);
    expect(of(list, 'note').map((n) => en(n.text))).toEqual(['The last payment is 1,259.56, adjusted so that the balance ends at exactly 0.00.']);
  });

  it('writes numbers and durations in the page language', () => {
    const [values] = of(blocks({}, { tab: 'basic' }), 'values');
    expect(lines(de, values!)).toEqual(['Monatliche Rate: 1.264,14', 'Gesamt\u00adbetrag: 455.085,82', 'Gesamtzinsen: 255.085,82', 'Anzahl der Raten: 360', 'Laufzeit: 30 Jahre']);
    expect(fr(values!.items[0]!.value)).toBe('1\u202f264,14');
  });

  it('says "about" when payments that are not monthly do not fill whole months, and has no note when every payment is the same', () => {
    const list = blocks({ amount: 1200, rate: 0, term: 1 }, { tab: 'basic', termUnit: 'months', frequency: 'weekly' });
    const [values] = of(list, 'values');
    expect(en(values!.items[0]!.label)).toBe('Weekly payment');
    expect(en(values!.items[4]!.value)).toBe('about 1 month');
    expect(of(list, 'note')).toEqual([]);
  });
});

describe('comparison', () => {
  it('says which loan is cheaper and by how much the payment differs, then compares every figure', () => {
    const list = blocks({}, { tab: 'comparison' });
    expect(of(list, 'note').map((n: NoteBlock) => en(n.text))).toEqual(['Loan 2 is cheaper: it costs 160,936.05 less in interest.', "Loan 2's payment is 370.03 higher."]);
    const [table] = of(list, 'table');
    expect(table!.columns.map((c) => en(c.label))).toEqual(['Figure', 'Loan 1', 'Loan 2', 'Difference (loan 2 − loan 1)']);
    expect(rows(en, table!)).toEqual([
      ['Payment per period', '1,264.14 per month', '1,634.17 per month', '+370.03'],
      ['Payment frequency', 'Monthly', 'Monthly', ''],
      ['Number of payments', '360', '180', '-180'],
      ['Loan term', '30 years', '15 years', '-15 years'],
      ['Loan amount', '200,000.00', '200,000.00', '0.00'],
      ['Total paid', '455,085.82', '294,149.77', '-160,936.05'],
      ['Total interest', '255,085.82', '94,149.77', '-160,936.05'],
    ]);
  });

  it('does not compare payments made at different frequencies', () => {
    const list = blocks({ rate2: 6.5, term2: 30 }, { tab: 'comparison', frequency2: 'biweekly' });
    expect(of(list, 'note')).toHaveLength(1);
    expect(rows(en, of(list, 'table')[0]!)[0]).toEqual(['Payment per period', '1,264.14 per month', '583.17 every two weeks', 'not comparable (different frequencies)']);
    expect(rows(en, of(list, 'table')[0]!)[3]).toEqual(['Loan term', '30 years', '30 years', '0 months']);
  });
});

describe('extra payments', () => {
  it('sums up the savings in a sentence, with the new term, the time and interest saved', () => {
    const list = blocks({}, { tab: 'extra' });
    expect(en(of(list, 'note')[0]!.text)).toBe('Paying 100.00 more per month pays the loan off 5 years 7 months sooner and saves 55,944.38 in interest.');
    expect(de(of(list, 'note')[0]!.text)).toBe('Wenn Sie pro Monat 100,00 mehr zahlen, ist der Kredit 5 Jahre und 7 Monate früher abbezahlt, und Sie sparen 55.944,38 Zinsen.');
    expect(lines(en, of(list, 'values')[0]!)).toEqual([
      'New term: 24 years 5 months (293 payments)',
      'Time saved: 5 years 7 months (67 payments)',
      'Interest saved: 55,944.38',
      'New payment per period: 1,364.14',
    ]);
    expect(rows(en, of(list, 'table')[0]!)[2]).toEqual(['Loan term', '30 years', '24 years 5 months']);
    expect(en(of(list, 'note')[1]!.text)).toBe('The last payment is 812.56, adjusted so that the balance ends at exactly 0.00.');
  });

  it('asks for an extra payment when it is 0', () => {
    expect(en(of(blocks({ extra: 0 }, { tab: 'extra' }), 'note')[0]!.text)).toBe('Enter an extra payment to see how much sooner the loan is paid off and how much interest it saves.');
  });

  it('uses the plural forms of each language', () => {
    const one = of(blocks({ amount: 1000, rate: 12, term: 1, extra: 5000 }, { tab: 'extra' }), 'values')[0]!;
    expect(en(one.items[0]!.hint!)).toBe('1 payment');
    expect(fr(one.items[0]!.hint!)).toBe('1 échéance');
    expect(de(one.items[1]!.hint!)).toBe('11 Raten');
  });
});

describe('the chart of the schedule', () => {
  it('has the balance left and the interest paid at the end of each loan year, ending at 0.00 and the total interest', () => {
    const result = run(INPUT, { ...DEFAULTS, tab: 'basic', showTable: true }) as Extract<LoanResult, { tab: 'basic' }>;
    const chart = scheduleChart(result.schedule!, 12);
    expect(chart.x.map((x) => en(x))).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    const [balance, interest] = chart.series;
    expect(balance!.values.at(-1)).toBe(0);
    expect(interest!.values.at(-1)).toBe(result.loan.totalInterest);
    // After the first year of a 200,000 loan at 6.5 %: 12 payments of 1,264.14, of which 12,934.18 interest (each month's rounded to the cent, checked with Python's decimal).
    expect(balance!.values[0]).toBe(197_764.5);
    expect(interest!.values[0]).toBe(12_934.18);
    expect(de(chart.label)).toBe('Restschuld und gezahlte Zinsen, Jahr für Jahr');
  });

  it('counts a short last year as a year of its own', () => {
    const result = run({ ...INPUT, term: 18 }, { ...DEFAULTS, tab: 'basic', termUnit: 'months', showTable: true }) as Extract<LoanResult, { tab: 'basic' }>;
    expect(scheduleChart(result.schedule!, 12).x).toHaveLength(2);
  });
});

describe('the schedule as CSV', () => {
  const rows = [
    { number: 1, payment: 1264.14, principal: 180.81, interest: 1083.33, balance: 199819.19 },
    { number: 360, payment: 1259.56, principal: 1252.77, interest: 6.79, balance: 0 },
  ];
  it('is written for the page language\'s spreadsheets, after the byte order mark Excel needs', () => {
    expect(scheduleCsv(rows, ['Payment no.', 'Payment', 'Principal', 'Interest', 'Balance'], 'en')).toBe('\uFEFFPayment no.,Payment,Principal,Interest,Balance\r\n1,1264.14,180.81,1083.33,199819.19\r\n360,1259.56,1252.77,6.79,0.00');
    // The reported case: German Excel read "1,1264.14" as the cell "1" and the text "1264.14".
    expect(scheduleCsv(rows, ['Nr.', 'Rate', 'Tilgung', 'Zinsen', 'Restschuld'], 'de')).toBe('\uFEFFNr.;Rate;Tilgung;Zinsen;Restschuld\r\n1;1264,14;180,81;1083,33;199819,19\r\n360;1259,56;1252,77;6,79;0,00');
    expect(scheduleCsv(rows.slice(0, 1), ['N°', 'Échéance', 'Capital', 'Intérêts', 'Capital restant dû'], 'fr')).toBe('\uFEFFN°;Échéance;Capital;Intérêts;Capital restant dû\r\n1;1264,14;180,81;1083,33;199819,19');
    expect(scheduleCsv(rows.slice(0, 1), ['N.º', 'Cuota', 'Capital', 'Intereses', 'Saldo'], 'es')).toBe('\uFEFFN.º;Cuota;Capital;Intereses;Saldo\r\n1;1264,14;180,81;1083,33;199819,19');
  });
});

describe("the currency of the visitor's choice", () => {
  it('is none by default: the numbers alone', () => {
    expect(DEFAULTS.currency).toBe('none');
    const [values] = of(blocks({}, { tab: 'basic' }), 'values');
    expect(en(values!.items[0]!.value)).toBe('1,264.14');
  });

  it("writes every amount with the currency, the page language's way", () => {
    const list = blocks({}, { tab: 'basic', currency: 'EUR' });
    const [values] = of(list, 'values');
    expect(lines(en, values!)).toEqual(['Monthly payment: €1,264.14', 'Total paid: €455,085.82', 'Total interest: €255,085.82', 'Number of payments: 360', 'Loan term: 30 years']);
    expect(lines(de, values!).slice(0, 3)).toEqual(['Monatliche Rate: 1.264,14\u00a0€', 'Gesamt\u00adbetrag: 455.085,82\u00a0€', 'Gesamtzinsen: 255.085,82\u00a0€']);
    expect(fr(values!.items[0]!.value)).toBe('1\u202f264,14\u00a0€');
    expect(es(values!.items[0]!.value)).toBe('1264,14\u00a0€');
    expect(of(list, 'note').map((n) => en(n.text))).toEqual(['The last payment is €1,259.56, adjusted so that the balance ends at exactly €0.00.']);
    const [usd] = of(blocks({}, { tab: 'basic', currency: 'USD' }), 'values');
    expect(en(usd!.items[0]!.value)).toBe('$1,264.14');
    expect(de(usd!.items[0]!.value)).toBe('1.264,14\u00a0$');
    const [chf] = of(blocks({}, { tab: 'basic', currency: 'CHF' }), 'values');
    expect(en(chf!.items[0]!.value)).toBe('CHF\u00a01,264.14');
  });

  it('signs differences with the currency in the comparison, and says the savings in it', () => {
    const [table] = of(blocks({}, { tab: 'comparison', currency: 'GBP' }), 'table');
    expect(rows(en, table!).find((r) => r[0] === 'Total interest')).toEqual(['Total interest', '£255,085.82', '£94,149.77', '-£160,936.05']);
    const notes = of(blocks({}, { tab: 'extra', currency: 'USD' }), 'note').map((n) => en(n.text));
    expect(notes[0]).toBe('Paying $100.00 more per month pays the loan off 5 years 7 months sooner and saves $55,944.38 in interest.');
  });

  it("draws the chart's amounts in it", () => {
    const result = run(INPUT, { ...DEFAULTS, showTable: true }) as LoanResult;
    expect(scheduleChart(result.schedule!, 12, 'EUR').format).toMatchObject({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    expect(scheduleChart(result.schedule!, 12).format).toEqual({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  });
});

describe('mortgage', () => {
  it('splits the monthly payment item by item, and says it in a sentence with each share', () => {
    const list = blocks({}, { tab: 'mortgage' });
    const [payment, figures] = of(list, 'values');
    expect(payment!.items[0]!.main).toBe(true);
    expect(lines(en, payment!)).toEqual([
      'Monthly payment: 2,950.44 (2,800.44 once PMI ends)',
      'Principal and interest: 2,275.44',
      'Property tax: 400.00',
      'Home insurance: 125.00',
      'PMI: 150.00',
    ]);
    const notes = of(list, 'note').map((n) => en(n.text));
    expect(notes[0]).toBe(
      'Each monthly payment of 2,950.44 is 2,275.44 of principal and interest (77%), 400.00 of property tax (14%), 125.00 of home insurance (4%) and 150.00 of PMI (5%).',
    );
    expect(lines(en, figures!)).toEqual([
      'Loan amount: 360,000.00 (90% of the price)',
      'Down payment: 40,000.00 (10% of the price)',
      'APR: 6.913% (interest rate 6.5%, with 4,000.00 of fees and PMI)',
      'Effective annual rate (APRC): 7.136% ((1 + monthly rate)^12 − 1, as the EU states it)',
      'PMI ends after: 7 years 11 months (last paid with payment 95)',
      'Total interest: 459,164.00',
      'Total of monthly payments: 1,022,414.00 (360 payments)',
      'Total cost of the home: 1,066,414.00 (with 44,000.00 paid upfront (down payment and fees))',
    ]);
    expect(notes[1]).toBe(
      'PMI of 150.00 a month is paid with the first 95 payments, until the balance falls to 320,000.00 (80% of the price): ask your lender to cancel it then. In the US, the Homeowners Protection Act ends it automatically when the balance reaches 312,000.00 (78%), with payment 109.',
    );
    const [table] = of(list, 'table');
    expect(rows(en, table!)).toEqual([
      ['Principal and interest', '2,275.44', '819,164.00'],
      ['Property tax', '400.00', '144,000.00'],
      ['Home insurance', '125.00', '45,000.00'],
      ['PMI', '150.00', '14,250.00'],
      ['Total', '2,950.44', '1,022,414.00'],
    ]);
  });

  it('names HOA dues only when there are some, and writes everything in the page language', () => {
    const list = blocks({ hoa: 200, down: 20 }, { tab: 'mortgage', currency: 'EUR' });
    const [payment] = of(list, 'values');
    expect(lines(de, payment!)).toEqual([
      'Monatliche Belastung: 2.747,62\u00a0€',
      'Zins und Tilgung: 2.022,62\u00a0€',
      'Grundsteuer: 400,00\u00a0€',
      'Wohngebäudeversicherung: 125,00\u00a0€',
      'Hausgeld und Sonstiges: 200,00\u00a0€',
    ]);
    const notes = of(list, 'note').map((n) => fr(n.text));
    expect(notes[0]).toBe(
      'Chaque mensualité de 2\u202f747,62\u00a0€ comprend 2\u202f022,62\u00a0€ de capital et d’intérêts (74\u00a0%), 400,00\u00a0€ de taxe foncière (15\u00a0%), 125,00\u00a0€ d’assurance habitation (5\u00a0%) et 200,00\u00a0€ de charges et autres frais (7\u00a0%).',
    );
    // 20 % down: no PMI, and the rate typed is said not to be used.
    expect(notes[1]).toBe('Pas de PMI\u202f: le prêt commence à 80\u00a0% du prix, soit 80\u202f% ou moins\u202f; le taux de PMI n’est donc pas appliqué.');
    expect(es(of(list, 'values')[1]!.items[2]!.label)).toBe('APR (nominal, EE. UU.)');
    expect(es(of(list, 'values')[1]!.items[3]!.label)).toBe('TAE');
  });

  it('warns when PMI is needed but no rate is given', () => {
    const notes = of(blocks({ pmi: 0 }, { tab: 'mortgage' }), 'note');
    expect(notes[1]!.tone).toBe('warning');
    expect(en(notes[1]!.text)).toBe(
      'The down payment is under 20% of the price: lenders usually ask for mortgage insurance (PMI) until the balance falls to 320,000.00. Enter its rate to include it.',
    );
  });

  it('adds the monthly costs to the schedule: its columns, CSV and printable document', () => {
    const result = run({ ...INPUT, hoa: 50 }, { ...DEFAULTS, tab: 'mortgage', showTable: true }) as LoanResult;
    if (isToolError(result) || result.tab !== 'mortgage') throw new Error('no mortgage');
    const schedule = result.schedule!;
    const columns = scheduleColumns(schedule, true);
    expect(columns).toEqual(['principal', 'interest', 'tax', 'insurance', 'pmi', 'hoa', 'total', 'balance']);
    expect(scheduleColumns(schedule.map((r) => ({ ...r, pmi: 0, hoa: 0 })), true)).toEqual(['principal', 'interest', 'tax', 'insurance', 'total', 'balance']);
    expect(scheduleColumns(schedule, false)).toEqual(['payment', 'principal', 'interest', 'balance']);
    const csv = scheduleCsv(schedule, ['No.', ...columns], 'de', columns).split('\r\n');
    expect(csv[0]).toBe('\uFEFFNo.;principal;interest;tax;insurance;pmi;hoa;total;balance');
    expect(csv[1]).toBe('1;325,44;1950,00;400,00;125,00;150,00;50,00;3000,44;359674,56');
    expect(csv[96]).toBe(`96;${csv[96]!.split(';')[1]};${csv[96]!.split(';')[2]};400,00;125,00;0,00;50,00;2850,44;${csv[96]!.split(';')[8]}`);
    expect(csv).toHaveLength(361);

    const pdf = asResultView(schedulePdfView(result, schedule, 'USD')).blocks;
    expect(pdf.some((b) => b.kind === 'chart')).toBe(false);
    const table = pdf.at(-1) as TableBlock;
    expect(table.columns.map((c) => en(c.label))).toEqual(['Payment no.', 'Principal', 'Interest', 'Property tax', 'Insurance', 'PMI', 'HOA', 'Total payment', 'Balance']);
    expect(table.rows).toHaveLength(360);
    expect(rows(en, table)[0]).toEqual(['1', '$325.44', '$1,950.00', '$400.00', '$125.00', '$150.00', '$50.00', '$3,000.44', '$359,674.56']);
    expect(rows(fr, table)[359]![8]).toBe('0,00\u00a0$US');
    // The summary comes first, as on the page.
    expect(en((pdf[0] as ValuesBlock).items[0]!.value)).toBe('$3,000.44');
  });
});
