/**
 * Accessibility tab: the current colour as text on a background, the WCAG 2.x contrast ratio and the
 * AA/AAA results (✓/✗ and words, never colour alone), a live sample, and the nearest passing colours.
 */
import { useTranslation } from 'react-i18next';
import { CopyButton, useFormat } from '@sdk/ui';
import { fromHex, toHex6 } from './color.ts';
import { ColorChip } from './ColorChip.tsx';
import { ColorField } from './ColorField.tsx';
import { CHECKS, THRESHOLDS } from './contrast.ts';
import { formatColor } from './format.ts';
import type { ContrastReport } from './run.ts';
import type { ColorState } from './useColor.ts';

function Verdict({ toolId, pass }: { toolId: string; pass: boolean }) {
  const { t } = useTranslation(toolId);
  return <span className={pass ? 'color-picker-pass' : 'color-picker-fail'}>{pass ? `✓ ${t('contrast.pass')}` : `✗ ${t('contrast.fail')}`}</span>;
}

export function useRatio(): (ratio: number) => string {
  const format = useFormat();
  return (ratio) => `${format.number(ratio, 2, 2)}:1`;
}

/**
 * Text in the pair's colours, drawn in SVG with fill attributes (the CSP forbids style attributes). A picture
 * of the pair, whose contrast may be poor on purpose: the ratio and the results are given in text.
 */
export function Sample({ foreground, background, label, lines }: { foreground: string; background: string; label: string; lines: readonly { text: string; size: number; bold?: boolean }[] }) {
  // Each line's baseline sits 1.5 of its font size below the previous one.
  const baselines = lines.map((_, i) => 4 + lines.slice(0, i + 1).reduce((sum, line) => sum + line.size * 1.5, 0));
  const height = (baselines[baselines.length - 1] ?? 0) + 14;
  return (
    <svg className="color-picker-sample" role="img" aria-label={label} width="100%" height={height} focusable="false">
      <rect width="100%" height="100%" rx="7" fill={background} />
      {lines.map((line, i) => (
        <text key={line.text} x="16" y={baselines[i]} fill={foreground} fontSize={line.size} fontWeight={line.bold ? 700 : 400}>
          {line.text}
        </text>
      ))}
    </svg>
  );
}

export function AccessibilityTab({ toolId, state, contrast }: { toolId: string; state: ColorState; contrast: ContrastReport }) {
  const { t } = useTranslation(toolId);
  const ratio = useRatio();
  const { color, background, setColor, setBackground } = state;
  const suggestions = [
    { level: 'AA', suggestion: contrast.suggestions.aa },
    { level: 'AAA', suggestion: contrast.suggestions.aaa },
  ] as const;

  return (
    <>
      <div className="field-grid">
        <ColorField label={t('contrast.foreground')} value={formatColor(color, 'hex')} notation="hex" invalidMessage={t('fieldErrors.any')} onColor={setColor}>
          <input
            type="color"
            className="color-picker-native"
            aria-label={t('contrast.pickForeground')}
            value={toHex6(color).toLowerCase()}
            onChange={(e) => setColor({ ...fromHex(e.target.value)!, a: color.a })}
          />
        </ColorField>
        <ColorField label={t('fields.background.label')} value={formatColor(background, 'hex')} notation="hex" invalidMessage={t('fieldErrors.any')} onColor={setBackground}>
          <input
            type="color"
            className="color-picker-native"
            aria-label={t('contrast.pickBackground')}
            value={toHex6(background).toLowerCase()}
            onChange={(e) => setBackground(fromHex(e.target.value)!)}
          />
        </ColorField>
      </div>
      <div className="io-actions color-picker-pair-actions">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            setColor(background, true);
            setBackground(color);
          }}
        >
          {t('contrast.swap')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => setBackground(fromHex('#FFFFFF')!)}>
          {t('contrast.onWhite')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => setBackground(fromHex('#000000')!)}>
          {t('contrast.onBlack')}
        </button>
      </div>

      <div className="color-picker-columns">
        <div>
          <p className="stat-label">{t('contrast.ratio')}</p>
          <p className="result-value" aria-live="polite">
            {ratio(contrast.ratio)}
          </p>
          {color.a < 1 && <p className="field-description">{t('contrast.translucent', { color: contrast.foreground })}</p>}
          <Sample
            foreground={contrast.foreground}
            background={contrast.background}
            label={t('contrast.sampleLabel', { foreground: contrast.foreground, background: contrast.background })}
            lines={[
              { text: t('contrast.sampleLarge'), size: 24 },
              { text: t('contrast.sampleNormal'), size: 16 },
            ]}
          />
        </div>
        <table className="output-table">
          <caption className="visually-hidden">{t('contrast.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contrast.criterion')}</th>
              <th scope="col" className="num">
                {t('contrast.minimum')}
              </th>
              <th scope="col">{t('contrast.result')}</th>
            </tr>
          </thead>
          <tbody>
            {CHECKS.map((check) => (
              <tr key={check}>
                <th scope="row">{t(`contrast.checks.${check}`)}</th>
                <td className="num">{ratio(THRESHOLDS[check])}</td>
                <td>
                  <Verdict toolId={toolId} pass={contrast.checks[check]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {suggestions.some((s) => s.suggestion) && (
        <>
          <h2 className="color-picker-heading">{t('contrast.suggestions')}</h2>
          <p className="field-description">{t('contrast.suggestionsHint')}</p>
          <ul className="color-picker-swatches">
            {suggestions.map(
              ({ level, suggestion }) =>
                suggestion && (
                  <li key={level} className="color-picker-suggestion">
                    <ColorChip
                      hex={suggestion.color}
                      caption={t('contrast.suggestionCaption', { level, ratio: ratio(suggestion.ratio) })}
                      label={t('contrast.useSuggestion', { level, color: suggestion.color, ratio: ratio(suggestion.ratio) })}
                      onSelect={() => setColor(fromHex(suggestion.color)!, true)}
                    />
                    <CopyButton text={suggestion.color} label={t('copyColor', { color: suggestion.color })} className="btn btn-small" />
                  </li>
                ),
            )}
          </ul>
        </>
      )}
    </>
  );
}
