/** Picker tab: the saturation–brightness square, hue and opacity sliders, a large preview and the colour in five notations. */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, useFormat } from '@sdk/ui';
import { toHex6 } from './color.ts';
import { ColorField } from './ColorField.tsx';
import { formatColor, NOTATION_LABELS, NOTATIONS } from './format.ts';
import { SvArea } from './SvArea.tsx';
import type { ColorState } from './useColor.ts';

export function PickerTab({ toolId, state }: { toolId: string; state: ColorState }) {
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const id = `picker${useId().replace(/[^\w-]/g, '')}`;
  const { hsva, color, setColor } = state;
  const alpha = useRef<HTMLInputElement>(null);
  const solid = toHex6(color);
  const hue = Math.round(hsva.h) % 360;
  const opacity = Math.round(hsva.a * 100);
  const percent = (value: number) => format.numberWith(value / 100, { style: 'percent', maximumFractionDigits: 0 });

  // The opacity track fades to the current colour: a custom property set from script (the CSP forbids style attributes).
  useEffect(() => {
    alpha.current?.style.setProperty('--color-picker-solid', solid);
  }, [solid]);

  return (
    <div className="color-picker-columns">
      <div>
        <SvArea
          hsva={hsva}
          onChange={setColor}
          label={t('picker.area')}
          valueText={t('picker.areaValue', { saturation: percent(hsva.s), brightness: percent(hsva.v) })}
        />
        <p className="field-description color-picker-area-hint">{t('picker.areaHint')}</p>
        <div className="field">
          <div className="color-picker-slider-head">
            <label htmlFor={`${id}-hue`}>{t('picker.hue')}</label>
            <span aria-hidden="true">{t('picker.degrees', { value: format.number(hue, 0) })}</span>
          </div>
          <input
            id={`${id}-hue`}
            className="color-picker-range color-picker-hue"
            type="range"
            min={0}
            max={359}
            step={1}
            value={hue}
            aria-valuetext={t('picker.degrees', { value: format.number(hue, 0) })}
            onChange={(e) => setColor({ ...hsva, h: Number(e.target.value) })}
          />
        </div>
        <div className="field">
          <div className="color-picker-slider-head">
            <label htmlFor={`${id}-alpha`}>{t('fields.opacity.label')}</label>
            <span aria-hidden="true">{percent(opacity)}</span>
          </div>
          <input
            ref={alpha}
            id={`${id}-alpha`}
            className="color-picker-range color-picker-alpha"
            type="range"
            min={0}
            max={100}
            step={1}
            value={opacity}
            aria-valuetext={percent(opacity)}
            onChange={(e) => setColor({ ...hsva, a: Number(e.target.value) / 100 })}
          />
        </div>
        <svg className="color-picker-preview" role="img" aria-label={t('picker.preview', { color: state.hex })} focusable="false">
          <defs>
            <pattern id={`${id}-checks`} width="16" height="16" patternUnits="userSpaceOnUse">
              <rect width="16" height="16" fill="#FFFFFF" />
              <rect width="8" height="8" fill="#CCCCCC" />
              <rect x="8" y="8" width="8" height="8" fill="#CCCCCC" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill={`url(#${id}-checks)`} />
          <rect width="100%" height="100%" fill={solid} fillOpacity={color.a} />
        </svg>
      </div>
      <div>
        {NOTATIONS.map((notation) => {
          const value = formatColor(color, notation);
          return (
            <ColorField
              key={notation}
              label={NOTATION_LABELS[notation]}
              value={value}
              notation={notation}
              invalidMessage={t(`fieldErrors.${notation}`)}
              // CMYK has no opacity: typing it keeps the current one.
              onColor={(c) => setColor(notation === 'cmyk' ? { ...c, a: color.a } : c)}
              action={<CopyButton text={value} label={t('copyNotation', { notation: NOTATION_LABELS[notation] })} className="btn btn-small" />}
            />
          );
        })}
      </div>
    </div>
  );
}
