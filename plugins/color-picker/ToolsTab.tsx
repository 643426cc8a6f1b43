/** Tools tab: Sass-style adjustments of the current colour, a mix with a second colour, and a random colour. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, useFormat } from '@sdk/ui';
import { randomInt } from '@sdk/core';
import { adjust, ADJUSTMENTS, mix } from './adjust.ts';
import { fromHex, quantize, toHex } from './color.ts';
import { ColorChip } from './ColorChip.tsx';
import { ColorField } from './ColorField.tsx';
import type { Options } from './manifest.ts';
import type { ColorState } from './useColor.ts';

interface ToolsTabProps {
  toolId: string;
  state: ColorState;
  options: Options;
  setOptions: (patch: Partial<Options>) => void;
}

export function ToolsTab({ toolId, state, options, setOptions }: ToolsTabProps) {
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const id = `tools${useId().replace(/[^\w-]/g, '')}`;
  const { amount, mixWeight: weight } = options;
  const { color, setColor, mixWith, setMixWith } = state;
  const percent = (value: number) => format.numberWith(value / 100, { style: 'percent', maximumFractionDigits: 0 });
  const use = (hex: string) => setColor(fromHex(hex)!, true);
  const mixed = toHex(quantize(mix(color, fromHex(mixWith)!, weight)));

  return (
    <>
      <h2 className="color-picker-heading">{t('tools.adjust')}</h2>
      <div className="field color-picker-amount">
        <div className="color-picker-slider-head">
          <label htmlFor={`${id}-amount`}>{t('options.amount.title')}</label>
          <span aria-hidden="true">{percent(amount)}</span>
        </div>
        <input
          id={`${id}-amount`}
          className="color-picker-range"
          type="range"
          min={1}
          max={50}
          value={amount}
          aria-valuetext={percent(amount)}
          onChange={(e) => setOptions({ amount: Number(e.target.value) })}
        />
      </div>
      <ul className="color-picker-swatches">
        {ADJUSTMENTS.map((kind) => {
          const hex = toHex(quantize(adjust(color, kind, amount)));
          const caption = t(`tools.${kind}`, { amount: percent(amount) });
          return (
            <li key={kind}>
              <ColorChip hex={hex} caption={caption} label={t('tools.useResult', { caption, color: hex })} onSelect={() => use(hex)} />
            </li>
          );
        })}
      </ul>
      <p className="field-description">{t('tools.adjustHint')}</p>

      <h2 className="color-picker-heading">{t('tools.mix')}</h2>
      <div className="field-grid">
        <ColorField label={t('fields.mixWith.label')} value={mixWith} notation="hex" invalidMessage={t('fieldErrors.any')} onColor={setMixWith}>
          <input type="color" className="color-picker-native" aria-label={t('tools.pickMixWith')} value={mixWith.toLowerCase()} onChange={(e) => setMixWith(fromHex(e.target.value)!)} />
        </ColorField>
        <div className="field">
          <div className="color-picker-slider-head">
            <label htmlFor={`${id}-weight`}>{t('options.mixWeight.title')}</label>
            <span aria-hidden="true">{percent(weight)}</span>
          </div>
          <input
            id={`${id}-weight`}
            className="color-picker-range"
            type="range"
            min={0}
            max={100}
            value={weight}
            aria-valuetext={percent(weight)}
            onChange={(e) => setOptions({ mixWeight: Number(e.target.value) })}
          />
        </div>
      </div>
      <div className="color-picker-seen">
        <ColorChip hex={mixed} caption={t('tools.mixResult')} label={t('tools.useResult', { caption: t('tools.mixResult'), color: mixed })} onSelect={() => use(mixed)} />
        <CopyButton text={mixed} label={t('copyColor', { color: mixed })} className="btn btn-small" />
      </div>

      <h2 className="color-picker-heading">{t('tools.random')}</h2>
      <p className="field-description">{t('tools.randomHint')}</p>
      <div className="io-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            const n = randomInt(0x1000000);
            setColor({ r: n >> 16, g: (n >> 8) & 0xff, b: n & 0xff, a: 1 }, true);
          }}
        >
          {t('tools.randomButton')}
        </button>
      </div>
    </>
  );
}
