/**
 * Four tabs, each a sentence with two number fields ("What is [15] % of [200]?"), the answer as
 * you type, the calculation with your numbers, and Copy. The tab and each tab's numbers (as typed)
 * are remembered in this browser.
 */
import { useTranslation } from 'react-i18next';
import { canonicalNumberText, isToolError, type ToolError } from '@sdk/core';
import { CopyButton, NumberField, Tabs, usePersistentState, useFormat, useToolOptions, ExampleButtons, type ToolPanelProps } from '@sdk/ui';
import { MODES, manifest as ownManifest, type Mode } from './manifest.ts';
import { run, type Field, type PercentageInput, type PercentageResult } from './run.ts';
import { formula, numberWriter, resultText, type NumberWriter } from './display.ts';
import './styles.css';

type Values = Record<Mode, PercentageInput>;

/** One worked example per tab, so each answers at once: 15 % of 200 is 30, and the same numbers the other ways round. */
const START: Values = {
  percentOf: { x: '15', y: '200' },
  whatPercent: { x: '30', y: '200' },
  percentIsOf: { x: '30', y: '15' },
  change: { x: '200', y: '250' },
};

/** Which fields carry a % sign after them. */
const PERCENT_FIELD: Record<Mode, Field | undefined> = { percentOf: 'x', whatPercent: undefined, percentIsOf: 'y', change: undefined };

/** What this browser remembered for a tab, if it still has the right shape. */
function valuesOf(stored: unknown, mode: Mode): PercentageInput {
  const v = (stored as Partial<Values> | undefined)?.[mode];
  return v && typeof v.x === 'string' && typeof v.y === 'string' ? v : START[mode];
}

export default function Panel({ toolId, manifest, validatorFns }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const w = numberWriter(fmt);
  const { options, setOptions } = useToolOptions(manifest, validatorFns);
  const mode = options.mode as Mode;
  const [stored, setStored] = usePersistentState<Partial<Values>>(toolId, 'values', START);
  const values = valuesOf(stored, mode);
  const setValues = (next: PercentageInput) => setStored({ ...stored, [mode]: next });
  const selectMode = (next: Mode) => setOptions({ ...options, mode: next });

  // A percentage typed with its sign ("15 %") is read as the number: the sign beside the field invites it.
  const numberText = (name: Field) => canonicalNumberText(PERCENT_FIELD[mode] === name ? values[name].replace(/\s*%\s*$/, '') : values[name], fmt.lang);
  const result = run({ x: numberText('x'), y: numberText('y') }, { mode });
  const error = isToolError(result) ? result : undefined;
  /** The field a message belongs to (a number it cannot read, a zero it cannot divide by); an empty field is no mistake. */
  const fieldError = (field: Field) => (error && error.code !== 'required' && error.params?.field === field ? t(`errors.${error.code}`) : undefined);

  const field = (name: Field) => (
    <NumberField
      key={name}
      id={`${toolId}-${mode}-${name}`}
      className={`${toolId}-field`}
      label={t(`fields.${mode}.${name}`)}
      value={values[name]}
      onChange={(text) => setValues({ ...values, [name]: text })}
      unit={PERCENT_FIELD[mode] === name ? '%' : undefined}
      error={fieldError(name)}
    />
  );

  // The sentence in the page's language, with the two fields where its {x} and {y} stand.
  // Punctuation written right after a field ("?" in English, unlike French " ?") stays next to it.
  const sentence = t(`sentence.${mode}`, { x: '{x}', y: '{y}' })
    .split(/(\{[xy]\})/)
    .map((part, i) => ({ text: part.trim(), hug: i > 0 && /^[^\s\p{L}\p{N}]/u.test(part) }))
    .filter((part) => part.text !== '');

  return (
    <div className={`tool-body ${toolId}`}>
      <div className="panel-section">
        <Tabs id={toolId} label={t('options.mode.title')} tabs={MODES.map((key) => ({ key, label: t(`options.mode.values.${key}`) }))} selected={mode} onSelect={selectMode}>
          <div className={`${toolId}-sentence`}>
            {sentence.map(({ text, hug }, i) =>
              text === '{x}' ? field('x') : text === '{y}' ? field('y') : (
                <span key={i} className={hug ? `${toolId}-word ${toolId}-word-hug` : `${toolId}-word`}>
                  {text}
                </span>
              ),
            )}
          </div>
          <Answer toolId={toolId} result={isToolError(result) ? undefined : result} error={error} w={w} />
          <div className="io-actions">
            <button type="button" className="btn" onClick={() => setValues({ x: '', y: '' })} disabled={values.x === '' && values.y === ''}>
              {t('common:actions.clear')}
            </button>
            <ExampleButtons
              toolId={toolId}
              examples={ownManifest.examples}
              onChoose={(ex) => {
                setStored({ ...stored, [ex.options.mode]: { ...ex.input } });
                setOptions({ ...options, mode: ex.options.mode });
              }}
            />
          </div>
        </Tabs>
      </div>
    </div>
  );
}

interface AnswerProps {
  toolId: string;
  result: PercentageResult | undefined;
  error: ToolError | undefined;
  w: NumberWriter;
}

/** The answer in large type and as a sentence, the calculation, and Copy; or why there is none. */
function Answer({ toolId, result, error, w }: AnswerProps) {
  const { t } = useTranslation([toolId, 'common']);
  const answer = result ? resultText(w, result) : '';
  return (
    <div className={`${toolId}-answer`}>
      <div className={`${toolId}-answer-row`}>
        <p className={`result-value ${toolId}-result`} aria-live="polite" aria-atomic="true">
          {result ? (
            <>
              {answer}
              {result.direction && ' '}
              {result.direction && (
                <span className={`${toolId}-direction`}>
                  <span aria-hidden="true">{ARROW[result.direction]}</span> {t(`direction.${result.direction}`)}
                </span>
              )}
            </>
          ) : (
            <span className={`${toolId}-message`}>{t(error && (error.code === 'required' || error.code === 'tooLarge') ? `errors.${error.code}` : 'fixField')}</span>
          )}
        </p>
        <CopyButton text={answer} disabled={!result} />
      </div>
      {result && (
        <>
          <p className={`${toolId}-statement`}>{statement(t, w, result)}</p>
          <p className="field-description">
            {t('formulaLabel')} <span className={`${toolId}-formula`}>{formula(w, result)}</span>
          </p>
          {result.difference !== undefined && <p className="field-description">{t('difference', { value: w.signed(result.difference) })}</p>}
        </>
      )}
    </div>
  );
}

const ARROW = { increase: '▲', decrease: '▼', none: '=' } as const;

type T = ReturnType<typeof useTranslation>['t'];

/** "15 % of 200 is 30.", "From 200 to 250 is an increase of 25 %." */
function statement(t: T, w: NumberWriter, r: PercentageResult): string {
  switch (r.mode) {
    case 'percentOf':
      return t('statement.percentOf', { x: w.pct(r.x), y: w.num(r.y), result: w.num(r.result) });
    case 'whatPercent':
      return t('statement.whatPercent', { x: w.num(r.x), y: w.num(r.y), result: w.pct(r.result) });
    case 'percentIsOf':
      return t('statement.percentIsOf', { x: w.num(r.x), y: w.pct(r.y), result: w.num(r.result) });
    case 'change':
      return t(`statement.${r.direction ?? 'none'}`, { x: w.num(r.x), y: w.num(r.y), result: w.pct(Math.abs(r.result)) });
  }
}
