/**
 * BMI from height and weight in metric or imperial units, its WHO category (as text, on a scale and
 * in a table with the visitor's row marked), the ideal weight range for the height, and the
 * Deurenberg body fat estimate, named and explained. Typed values and choices are remembered.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalNumberText, parseNumber, isToolError, type ToolError } from '@sdk/core';
import { CopyButton, NumberField, Segmented, usePersistentState, useFormat, useToolOptions, ExampleButtons, type Formatters, type ToolPanelProps } from '@sdk/ui';
import { BANDS, IDEAL_BMI, type Category } from './categories.ts';
import { GENDERS, SYSTEMS, manifest as ownManifest, type Gender, type UnitSystem } from './manifest.ts';
import { IMPERIAL_FACTOR, run, type BmiInput, type BmiResult, type Field } from './run.ts';
import { cmToInches, feetAndInches, inchesToCm, kgToPounds, poundsToKg, round1 } from './units.ts';
import './styles.css';

type T = ReturnType<typeof useTranslation>['t'];

/** A typical adult in each system, so the page answers at once. */
const START: BmiInput = { heightCm: '175', heightFt: '5', heightIn: '9', weightKg: '70', weightLb: '154', age: '30' };

/** What this browser remembered, field by field, if it still has the right shape. */
function valuesOf(stored: unknown): BmiInput {
  const s = (stored ?? {}) as Partial<Record<Field, unknown>>;
  return Object.fromEntries(Object.entries(START).map(([k, v]) => [k, typeof s[k as Field] === 'string' ? s[k as Field] : v])) as unknown as BmiInput;
}

/** Numbers with units in the page's language ("70 kg", "5 pi", "9,5 in"), and the unit symbols beside the fields. */
function unitWriter(fmt: Formatters) {
  const withUnit = (value: number, unit: string, decimals = 1) => fmt.numberWith(value, { style: 'unit', unit, maximumFractionDigits: decimals });
  const symbol = (unit: string) =>
    fmt.numberFormat({ style: 'unit', unit }).formatToParts(1).find((p) => p.type === 'unit')?.value ?? unit;
  return {
    num: (value: number, decimals = 1, minDecimals = 0) => fmt.number(value, decimals, minDecimals),
    withUnit,
    symbol,
    bmi: (value: number) => fmt.number(value, 1, 1),
    percent: (value: number) => fmt.numberWith(value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    weight: (value: number, system: UnitSystem) => withUnit(value, system === 'metric' ? 'kilogram' : 'pound'),
    height: (value: number, system: UnitSystem) => {
      if (system === 'metric') return withUnit(value, 'centimeter');
      const { feet, inches } = feetAndInches(value);
      return `${withUnit(feet, 'foot', 0)} ${withUnit(inches, 'inch')}`;
    },
  };
}
type Units = ReturnType<typeof unitWriter>;

/** A number for an input field, in the page's language, without grouping (so it reads back the same). */
const fieldText = (fmt: Formatters, value: number) => fmt.numberWith(value, { maximumFractionDigits: 1, useGrouping: false });

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const u = useMemo(() => unitWriter(fmt), [fmt]);
  /** One panel per page: ids from the tool id. */
  const id = toolId;
  const { options, setOptions } = useToolOptions(manifest, validatorFns);
  const system = options.system as UnitSystem;
  const gender = options.gender as Gender;
  const [stored, setStored] = usePersistentState<Partial<BmiInput>>(toolId, 'values', START);
  const values = valuesOf(stored);
  const set = (field: Field) => (text: string) => setStored({ ...values, [field]: text });

  const canonical = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, canonicalNumberText(v, fmt.lang)])) as unknown as BmiInput;
  const outcome = run(canonical, { system, gender });
  const error = isToolError(outcome) ? outcome : undefined;
  const result = isToolError(outcome) ? undefined : outcome;

  /** Switching units carries the person over: a valid height and weight are converted into the other system's fields. */
  const switchSystem = (next: UnitSystem) => {
    if (next === system) return;
    let converted: Partial<BmiInput> = {};
    if (result) {
      if (next === 'imperial') {
        const { feet, inches } = feetAndInches(cmToInches(result.height));
        converted = { heightFt: fieldText(fmt, feet), heightIn: fieldText(fmt, inches), weightLb: fieldText(fmt, round1(kgToPounds(result.weight))) };
      } else {
        converted = { heightCm: fieldText(fmt, round1(inchesToCm(result.height))), weightKg: fieldText(fmt, round1(poundsToKg(result.weight))) };
      }
    }
    setStored({ ...values, ...converted });
    setOptions({ ...options, system: next });
  };

  /** The message for a field: a number it cannot read or a value out of range (an empty field is no mistake yet). */
  const errorFor = (...fields: Field[]) => (error && error.code !== 'required' && fields.includes(error.params?.field as Field) ? errorText(t, u, error) : undefined);
  const ageError = result?.bodyFat.status === 'invalidAge' ? t('errors.invalidNumber') : undefined;
  const heightError = errorFor('heightFt', 'heightIn');
  const weightField: Field = system === 'metric' ? 'weightKg' : 'weightLb';

  return (
    <div className={`tool-body ${toolId}`}>
      <div className="panel-section">
        <div className={`${toolId}-choices`}>
          <Segmented name={`${id}-system`} legend={t('options.system.title')} choices={SYSTEMS.map((k) => ({ value: k, label: t(`options.system.values.${k}`) }))} value={system} onChange={switchSystem} />
          <Segmented name={`${id}-gender`} legend={t('options.gender.title')} choices={GENDERS.map((k) => ({ value: k, label: t(`options.gender.values.${k}`) }))} value={gender} onChange={(g) => setOptions({ ...options, gender: g })} />
        </div>
        <div className="field-grid">
          {system === 'metric' ? (
            <NumberField id={`${id}-heightCm`} label={t('fields.height')} value={values.heightCm} onChange={set('heightCm')} unit={u.symbol('centimeter')} error={errorFor('heightCm')} />
          ) : (
            <fieldset className={`field ${toolId}-feet-inches`}>
              <legend>{t('fields.height')}</legend>
              <div className={`${toolId}-feet-inches-row`}>
                {(['heightFt', 'heightIn'] as const).map((field) => (
                  <div key={field} className="number-field-row">
                    <label htmlFor={`${id}-${field}`} className="visually-hidden">
                      {t(`fields.${field}`)}
                    </label>
                    <input
                      id={`${id}-${field}`}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      value={values[field]}
                      aria-invalid={heightError ? true : undefined}
                      aria-describedby={heightError ? `${id}-height-error` : undefined}
                      onChange={(e) => set(field)(e.target.value)}
                    />
                    <span className="number-field-unit" aria-hidden="true">
                      {u.symbol(field === 'heightFt' ? 'foot' : 'inch')}
                    </span>
                  </div>
                ))}
              </div>
              {heightError && (
                <p id={`${id}-height-error`} className="field-error" role="alert">
                  {heightError}
                </p>
              )}
            </fieldset>
          )}
          <NumberField
            id={`${id}-${weightField}`}
            label={t('fields.weight')}
            value={values[weightField]}
            onChange={set(weightField)}
            unit={u.symbol(system === 'metric' ? 'kilogram' : 'pound')}
            error={errorFor(weightField)}
          />
          <NumberField id={`${id}-age`} label={t('fields.age')} value={values.age} onChange={set('age')} unit={t('fields.ageUnit')} hint={t('fields.ageHint')} error={ageError} inputMode="numeric" />
        </div>
        <div className="io-actions">
          <button
            type="button"
            className="btn"
            onClick={() => setStored(system === 'metric' ? { ...values, heightCm: '', weightKg: '', age: '' } : { ...values, heightFt: '', heightIn: '', weightLb: '', age: '' })}
          >
            {t('common:actions.clear')}
          </button>
          <ExampleButtons
            toolId={toolId}
            examples={ownManifest.examples}
            onChoose={(ex) => {
              // Only the example's own system's fields: the other system keeps what the visitor typed.
              const own = Object.fromEntries(Object.entries(ex.input).filter(([, v]) => v !== ''));
              setStored({ ...values, ...own });
              setOptions({ ...options, ...ex.options });
            }}
          />
        </div>
      </div>

      <section className="panel-section" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={`${toolId}-heading`}>
          {t('result.title')}
        </h2>
        {result ? (
          <Result toolId={toolId} result={result} gender={gender} age={parseNumber(canonical.age)} u={u} />
        ) : (
          <p className="muted" aria-live="polite">
            {error?.code === 'required' || error?.code === 'implausible' ? errorText(t, u, error) : t('result.fixField')}
          </p>
        )}
      </section>

      <section className="panel-section" aria-labelledby={`${id}-scale`}>
        <h2 id={`${id}-scale`} className={`${toolId}-heading`}>
          {t('scale.title')}
        </h2>
        <Scale toolId={toolId} result={result} u={u} />
      </section>
    </div>
  );
}

/** A message with its numbers written in the page's language. */
function errorText(t: T, u: Units, error: ToolError): string {
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? u.num(v) : v]));
  return t(`errors.${error.code}`, params);
}

interface ResultProps {
  toolId: string;
  result: BmiResult;
  gender: Gender;
  age: number | null;
  u: Units;
}

function Result({ toolId, result, gender, age, u }: ResultProps) {
  const { t } = useTranslation([toolId, 'common']);
  const { system, bmi, category, ideal, toIdeal, bodyFat } = result;
  const categoryName = t(`categories.${category}`);
  const idealRange = `${u.num(ideal.min)}–${u.weight(ideal.max, system)}`;
  const idealSentence =
    toIdeal === 0
      ? t('result.inIdeal')
      : t(toIdeal > 0 ? 'result.toGain' : 'result.toLose', { amount: u.weight(Math.abs(toIdeal), system) });
  const bmiFormula =
    system === 'metric'
      ? `${u.weight(result.weight, system)} ÷ (${u.withUnit(result.height / 100, 'meter', 3)})² = ${u.bmi(bmi)}`
      : `${IMPERIAL_FACTOR} × ${u.weight(result.weight, system)} ÷ (${u.withUnit(result.height, 'inch')})² = ${u.bmi(bmi)}`;
  const sex = gender === 'male' ? 1 : 0;
  const bodyFatFormula =
    bodyFat.status === 'ok' && age !== null
      ? `${u.num(1.2, 2, 2)} × ${u.bmi(bmi)} + ${u.num(0.23, 2)} × ${u.num(age)} − ${u.num(10.8)} × ${sex} − ${u.num(5.4)} = ${u.percent(bodyFat.percent)}`
      : '';
  const bodyFatValue = bodyFat.status === 'ok' ? u.percent(bodyFat.percent) : '–';

  const copyText = [
    t('copy.bmi', { value: u.bmi(bmi), category: categoryName }),
    t('copy.ideal', { height: u.height(result.height, system), range: idealRange }),
    ...(bodyFat.status === 'ok' ? [t('copy.bodyFat', { value: bodyFatValue })] : []),
  ].join('\n');

  return (
    <>
      <p className={`${toolId}-summary`} aria-live="polite" aria-atomic="true">
        {t('result.summary', { bmi: u.bmi(bmi), category: categoryName })} {idealSentence}
      </p>
      <ul className="stat-grid">
        <li className="stat">
          <span className={`stat-value ${toolId}-bmi`}>{u.bmi(bmi)}</span>
          <span className="stat-label">{t('result.bmi')}</span>
        </li>
        <li className="stat">
          <span className={`stat-value ${toolId}-category`}>{categoryName}</span>
          <span className="stat-label">{t('result.category')}</span>
        </li>
        <li className="stat">
          <span className={`stat-value ${toolId}-ideal`}>{idealRange}</span>
          <span className="stat-label">{t('result.ideal', { min: u.bmi(IDEAL_BMI.min), max: u.bmi(IDEAL_BMI.max) })}</span>
        </li>
        <li className="stat">
          <span className={`stat-value ${toolId}-body-fat`}>{bodyFatValue}</span>
          <span className="stat-label">{t('result.bodyFat')}</span>
        </li>
      </ul>
      {bodyFat.status !== 'ok' && bodyFat.status !== 'invalidAge' && <p className="field-description">{t(`bodyFat.${bodyFat.status}`)}</p>}
      <p className="field-description">
        {t('result.bmiFormula')} <span className={`${toolId}-formula`}>{bmiFormula}</span>
      </p>
      <p className="field-description">{t('bodyFat.method')}</p>
      {bodyFatFormula && (
        <p className="field-description">
          {t('bodyFat.calculation')} <span className={`${toolId}-formula`}>{bodyFatFormula}</span>
        </p>
      )}
      <div className="io-actions">
        <CopyButton text={copyText} label={t('copy.label')} />
      </div>
    </>
  );
}

/** The WHO bands: a scale with the visitor's BMI marked, and a table whose row for the visitor says so in words. */
function Scale({ toolId, result, u }: { toolId: string; result: BmiResult | undefined; u: Units }) {
  const { t } = useTranslation([toolId, 'common']);
  // "< 18.5" and "≥ 40.0" as in the WHO's own table: short enough for a phone, read aloud as "less than".
  const bmiRange = (band: (typeof BANDS)[number]) =>
    band.min === undefined ? `< ${u.bmi(band.max!)}` : band.max === undefined ? `≥ ${u.bmi(band.min)}` : `${u.bmi(band.min)}–${u.bmi(band.max)}`;
  const weightRange = (i: number) => {
    if (!result) return '';
    const { min, max } = result.weights[i]!;
    const w = (v: number) => u.weight(v, result.system);
    return min === undefined ? `< ${w(max!)}` : max === undefined ? `≥ ${w(min)}` : `${u.num(min)}–${w(max)}`;
  };
  return (
    <>
      <ScaleBar toolId={toolId} bmi={result?.bmi} current={result?.category} u={u} />
      <div className="table-scroll">
        <table className="output-table">
          <caption className="visually-hidden">{t('scale.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scale.category')}</th>
              <th scope="col" className="num">
                {t('scale.bmi')}
              </th>
              {result && (
                <th scope="col" className="num">
                  {t('scale.weight', { height: u.height(result.height, result.system) })}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {BANDS.map((band, i) => {
              const current = band.id === result?.category;
              return (
                <tr key={band.id} className={current ? `${toolId}-current` : undefined} aria-current={current ? 'true' : undefined}>
                  <th scope="row">
                    {t(`categories.${band.id}`)}
                    {current && (
                      <span className={`${toolId}-marker`}>
                        <span aria-hidden="true"> ◀ </span>
                        {t('scale.you', { bmi: u.bmi(result!.bmi) })}
                      </span>
                    )}
                  </th>
                  <td className="num">{bmiRange(band)}</td>
                  {result && <td className="num">{weightRange(i)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="field-description">{t('scale.note')}</p>
    </>
  );
}

/** The scale drawn from BMI 14 to 44; colour helps the eye, the table beside it says everything in words. */
const SCALE = { from: 14, to: 44, width: 320 } as const;
const x = (bmi: number) => ((Math.min(Math.max(bmi, SCALE.from), SCALE.to) - SCALE.from) / (SCALE.to - SCALE.from)) * SCALE.width;

function ScaleBar({ toolId, bmi, current, u }: { toolId: string; bmi: number | undefined; current: Category | undefined; u: Units }) {
  const edges = [SCALE.from, 18.5, 25, 30, 35, 40, SCALE.to];
  const markerX = bmi === undefined ? 0 : Math.min(Math.max(x(bmi), 6), SCALE.width - 6);
  return (
    <svg className={`${toolId}-scale`} viewBox={`0 -2 ${SCALE.width} 62`} aria-hidden="true" focusable="false">
      {BANDS.map((band, i) => (
        <rect
          key={band.id}
          className={`${toolId}-band ${toolId}-band-${band.id}${band.id === current ? ` ${toolId}-band-current` : ''}`}
          x={x(edges[i]!)}
          y={22}
          width={x(edges[i + 1]!) - x(edges[i]!)}
          height={14}
        />
      ))}
      {edges.slice(1, -1).map((edge) => (
        <text key={edge} x={x(edge)} y={52} textAnchor="middle" className={`${toolId}-tick`}>
          {u.num(edge)}
        </text>
      ))}
      {bmi !== undefined && (
        <g className={`${toolId}-pointer`}>
          <text x={Math.min(Math.max(markerX, 16), SCALE.width - 16)} y={10} textAnchor="middle">
            {u.bmi(bmi)}
          </text>
          <path d={`M ${markerX - 6} 13 L ${markerX + 6} 13 L ${markerX} 21 Z`} />
          <line x1={markerX} x2={markerX} y1={21} y2={38} />
        </g>
      )}
    </svg>
  );
}
