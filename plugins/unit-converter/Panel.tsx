/**
 * The unit converter: category tabs, the value typed in the page's language, From and To unit
 * lists grouped by system, Swap, decimals, the result with Copy, the formula in words and
 * numbers, the definitions used, and the value in every unit of the category.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalNumberText, isToolError, type ToolError } from '@sdk/core';
import { CopyButton, ErrorBanner, useToolErrorText, NumberField, usePersistentState, Tabs, useFormat, useToolOptions, type ToolPanelProps } from '@sdk/ui';
import { manifest as unitManifest, MAX_PRECISION, type Options } from './manifest.ts';
import type { Amount } from './rational.ts';
import { convertToAll, run, type Conversion, type Formula } from './run.ts';
import { CATEGORIES, DEFAULT_UNITS, findUnit, LOCAL_SYMBOLS, UNITS, type Category, type Group, type Note, type Unit } from './units.ts';
import './styles.css';

/** Errors about the typed value, shown at the field; others (a unit unknown to the category) in a banner. */
const FIELD_ERRORS = new Set(['noValue', 'invalidNumber', 'belowAbsoluteZero']);
const PRECISIONS = Array.from({ length: MAX_PRECISION + 1 }, (_, i) => i);
const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
const MINUS = '\u2212';

type Pairs = Partial<Record<Category, readonly [string, string]>>;

/** The typed value with its sign changed ("5" ↔ "-5"), kept as typed otherwise. */
function negate(text: string): string {
  const trimmed = text.trim();
  return /^[-\u2212]/.test(trimmed) ? trimmed.slice(1) : `-${trimmed}`;
}

/** The units grouped by system, in the table's order; one unnamed group when the category has none. */
function groupsOf(units: readonly Unit[]): { group: Group | undefined; units: Unit[] }[] {
  const out: { group: Group | undefined; units: Unit[] }[] = [];
  for (const unit of units) {
    const last = out[out.length - 1];
    if (last && last.group === unit.group) last.units.push(unit);
    else out.push({ group: unit.group, units: [unit] });
  }
  return out;
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const errorText = useToolErrorText();
  const ids = useId().replace(/:/g, '');
  const { options: stored, setOptions } = useToolOptions(manifest, validatorFns);
  const [storedValue, setValueText] = usePersistentState(toolId, 'value', '1');
  const valueText = typeof storedValue === 'string' ? storedValue : '';
  const [pairs, setPairs] = usePersistentState<Pairs>(toolId, 'pairs', {});

  const category = (stored as Options).category;
  const units = UNITS[category];
  const known = (id: unknown): id is string => typeof id === 'string' && findUnit(category, id) !== undefined;
  const from = known(stored.from) ? stored.from : DEFAULT_UNITS[category][0];
  const to = known(stored.to) ? stored.to : DEFAULT_UNITS[category][1];
  const options: Options = { category, from, to, precision: (stored as Options).precision };

  const input = canonicalNumberText(valueText, fmt.lang);
  const conversion = run(input, options);
  const table = convertToAll(input, options);

  const setUnits = (nextFrom: string, nextTo: string) => {
    setOptions({ ...options, from: nextFrom, to: nextTo });
    setPairs({ ...pairs, [category]: [nextFrom, nextTo] });
  };
  const selectCategory = (next: Category) => {
    if (next === category) return;
    const remembered = pairs[next];
    const pair = remembered && findUnit(next, remembered[0]) && findUnit(next, remembered[1]) ? remembered : DEFAULT_UNITS[next];
    setOptions({ ...options, category: next, from: pair[0], to: pair[1] });
  };

  const unitName = (id: string) => t(`units.${category}.${id}`);
  const symbol = (id: string) => (LOCAL_SYMBOLS.has(id) ? t(`symbols.${id}`) : (findUnit(category, id)?.symbol ?? id));
  const label = (unit: Unit) => `${unitName(unit.id)} (${symbol(unit.id)})`;

  /** A number in the page's language, with ×10ⁿ when scientific. */
  const show = (a: Amount) => {
    const mantissa = fmt.number(a.value, a.decimals);
    return a.exponent === null ? mantissa : `${mantissa} × 10${[...String(a.exponent)].map((c) => SUPERSCRIPT[c] ?? c).join('')}`;
  };
  /** What Copy puts on the clipboard: the number in the page's language, E notation when scientific. */
  const copyText = (a: Amount) => `${fmt.number(a.value, a.decimals)}${a.exponent === null ? '' : `E${a.exponent}`}`;

  const error: ToolError | null = isToolError(conversion) ? conversion : null;
  const fieldError = error && FIELD_ERRORS.has(error.code) ? errorText(toolId, error) : undefined;

  const unitSelect = (id: string, value: string, onChange: (unit: string) => void, text: string) => (
    <div className="field">
      <label htmlFor={id}>{text}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {groupsOf(units).map(({ group, units: members }) => {
          const items = members.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {label(unit)}
            </option>
          ));
          return group && units.some((u) => u.group !== group) ? (
            <optgroup key={group} label={t(`groups.${group}`)}>
              {items}
            </optgroup>
          ) : (
            items
          );
        })}
      </select>
    </div>
  );

  return (
    <div className="unit-converter">
      <Tabs
        id={`${ids}-category`}
        label={t('labels.category')}
        tabs={CATEGORIES.map((key) => ({ key, label: t(`categories.${key}`) }))}
        selected={category}
        onSelect={selectCategory}
      >
        <section className="panel-section" aria-label={t('labels.converter')}>
          <div className="unit-converter-fields">
            <NumberField
              id={`${ids}-value`}
              className="unit-converter-value"
              label={t('labels.value')}
              value={valueText}
              onChange={setValueText}
              unit={
                category === 'temperature' ? (
                  <>
                    {symbol(from)}{' '}
                    {/* Phone keypads for decimals have no minus key: negative temperatures need one. */}
                    <button type="button" className="btn btn-small" onClick={() => setValueText(negate(valueText))} aria-label={t('labels.negate')} title={t('labels.negate')}>
                      ±
                    </button>
                  </>
                ) : (
                  symbol(from)
                )
              }
              error={fieldError}
            />
            {unitSelect(`${ids}-from`, from, (unit) => setUnits(unit, to), t('labels.from'))}
            <button type="button" className="btn unit-converter-swap" onClick={() => setUnits(to, from)} aria-label={t('labels.swapUnits')} title={t('labels.swapUnits')}>
              <span aria-hidden="true">⇄</span> {t('labels.swap')}
            </button>
            {unitSelect(`${ids}-to`, to, (unit) => setUnits(from, unit), t('labels.to'))}
            <div className="field unit-converter-precision">
              <label htmlFor={`${ids}-precision`}>{t('labels.precision')}</label>
              <select id={`${ids}-precision`} value={options.precision} onChange={(e) => setOptions({ ...options, precision: Number(e.target.value) })}>
                {PRECISIONS.map((n) => (
                  <option key={n} value={n}>
                    {fmt.number(n, 0)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {error && !fieldError && <ErrorBanner toolId={toolId} error={error} />}
          {!isToolError(conversion) && <Result conversion={conversion} show={show} copyText={copyText} symbol={symbol} t={t} formatInteger={(n) => fmt.number(n, 0)} />}

          <div className="io-actions unit-converter-examples">
            <span className="muted">{t('labels.examples')}</span>
            {unitManifest.examples.map((ex) => (
              <button
                key={ex.name}
                type="button"
                className="btn btn-small"
                onClick={() => {
                  const o = ex.options;
                  setValueText(fmt.number(Number(ex.input), 10));
                  setOptions({ ...o });
                  setPairs({ ...pairs, [o.category]: [o.from, o.to] });
                }}
              >
                {t(`examples.${ex.name}`)}
              </button>
            ))}
          </div>
        </section>

        {!isToolError(conversion) && <Notes category={category} from={from} to={to} t={t} />}

        {!isToolError(table) && !isToolError(conversion) && (
          <section className="panel-section unit-converter-table" aria-labelledby={`${ids}-table`}>
            <h2 id={`${ids}-table`}>{t('table.title', { value: `${show(conversion.value)} ${symbol(from)}` })}</h2>
            <table className="output-table">
              <thead>
                <tr>
                  <th scope="col">{t('table.unit')}</th>
                  <th scope="col" className="num">
                    {t('table.value')}
                  </th>
                </tr>
              </thead>
              {groupsOf(units).map(({ group, units: members }, i) => (
                <tbody key={i}>
                  {group && units.some((u) => u.group !== group) && (
                    <tr>
                      <th scope="colgroup" colSpan={2} className="unit-converter-group">
                        {t(`groups.${group}`)}
                      </th>
                    </tr>
                  )}
                  {members.map((unit) => {
                    const row = table.find((r) => r.unit === unit.id);
                    const current = unit.id === to;
                    return (
                      <tr key={unit.id} className={current ? 'unit-converter-current' : undefined} aria-current={current ? 'true' : undefined}>
                        <th scope="row">{label(unit)}</th>
                        <td className="num">
                          {row ? show(row.amount) : '–'} <span className="muted">{symbol(unit.id)}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </section>
        )}
      </Tabs>
    </div>
  );
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The big result with Copy, the same-units flag, and the formula in words and numbers. */
function Result({
  conversion,
  show,
  copyText,
  symbol,
  t,
  formatInteger,
}: {
  conversion: Conversion;
  show: (a: Amount) => string;
  copyText: (a: Amount) => string;
  symbol: (id: string) => string;
  t: T;
  formatInteger: (n: number) => string;
}) {
  const { value, result, formula, from, to, sameUnits } = conversion;
  return (
    <>
      <div className="unit-converter-result">
        <div>
          <p className="unit-converter-equation">
            {show(value)} {symbol(from)} {result.exact ? '=' : '≈'}
          </p>
          <output className="result-value" aria-live="polite">
            {show(result)} {symbol(to)}
          </output>
        </div>
        <CopyButton text={copyText(result)} className="btn btn-primary" />
      </div>
      {sameUnits && (
        <p className="note unit-converter-same" role="status">
          <span aria-hidden="true">ℹ </span>
          {t('notices.sameUnits')}
        </p>
      )}
      {formula && <FormulaView conversion={conversion} formula={formula} show={show} symbol={symbol} t={t} formatInteger={formatInteger} />}
    </>
  );
}

function FormulaView({
  conversion,
  formula,
  show,
  symbol,
  t,
  formatInteger,
}: {
  conversion: Conversion;
  formula: Formula;
  show: (a: Amount) => string;
  symbol: (id: string) => string;
  t: T;
  formatInteger: (n: number) => string;
}) {
  const { value, result } = conversion;
  const from = symbol(conversion.from);
  const to = symbol(conversion.to);
  const v = `${show(value)} ${from}`;
  const r = `${show(result)} ${to}`;
  const magnitude = (a: Amount): Amount => ({ ...a, value: Math.abs(a.value) });
  const plusMinus = (a: Amount) => `${a.value < 0 ? MINUS : '+'} ${show(magnitude(a))}`;

  let lines: string[];
  let steps: string[];
  if (formula.kind === 'affine') {
    const ratio = formula.ratio ? `${formatInteger(formula.ratio.n)}/${formatInteger(formula.ratio.d)}` : null;
    const expr = (x: string) => {
      let s = x;
      if (formula.before) s = `(${s} ${plusMinus(formula.before)})`;
      if (ratio) s = `${s} × ${ratio}`;
      if (formula.after) s = `${s} ${plusMinus(formula.after)}`;
      return s;
    };
    const step = (a: Amount) => t(a.value < 0 ? 'formula.subtract' : 'formula.add', { n: show(magnitude(a)) });
    lines = [`${to} = ${expr(from)}`, `${expr(v)} ${result.exact ? '=' : '≈'} ${r}`];
    steps = [...(formula.before ? [step(formula.before)] : []), ...(ratio ? [t('formula.multiply', { n: ratio })] : []), ...(formula.after ? [step(formula.after)] : [])];
  } else {
    const f = show(formula.factor);
    const eq = formula.factor.exact ? '=' : '≈';
    const eqResult = formula.factor.exact && result.exact ? '=' : '≈';
    lines =
      formula.kind === 'multiply'
        ? [`1 ${from} ${eq} ${f} ${to}`, `${v} × ${f} ${eqResult} ${r}`]
        : [`1 ${to} ${eq} ${f} ${from}`, `${v} ÷ ${f} ${eqResult} ${r}`];
    steps = [t(formula.kind === 'multiply' ? 'formula.multiply' : 'formula.divide', { n: f })];
  }
  return (
    <section className="unit-converter-formula" aria-labelledby="unit-converter-formula">
      <h2 id="unit-converter-formula">{t('formula.title')}</h2>
      <p>{t('formula.how', { from, to, steps: steps.join(t('formula.then')) })}</p>
      <ul className="unit-converter-lines">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The definitions behind the two chosen units (average month, thermochemical calorie, kB and KiB…). */
function Notes({ category, from, to, t }: { category: Category; from: string; to: string; t: T }) {
  const notes = [...new Set([findUnit(category, from)?.note, findUnit(category, to)?.note].filter((n): n is Note => n !== undefined))];
  if (notes.length === 0) return null;
  return (
    <aside className="unit-converter-notes" aria-label={t('labels.definitions')}>
      <ul>
        {notes.map((note) => (
          <li key={note}>{t(`notes.${note}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
