/**
 * Colour blindness tab: the current colour, the text-on-background pair and the visitor's palette as
 * seen with protanopia, deuteranopia, tritanopia and achromatopsia (simulations in vision.ts).
 */
import { useTranslation } from 'react-i18next';
import { contrastRatio, type Rgb } from '@sdk/core';
import { CopyButton, Swatch } from '@sdk/ui';
import { fromHex, toHex6 } from './color.ts';
import { displayRatio } from './contrast.ts';
import { Sample, useRatio } from './AccessibilityTab.tsx';
import type { ContrastReport } from './run.ts';
import { simulate, SIMULATIONS } from './vision.ts';
import type { ColorState } from './useColor.ts';

export function VisionTab({ toolId, state, contrast }: { toolId: string; state: ColorState; contrast: ContrastReport }) {
  const { t } = useTranslation(toolId);
  const ratio = useRatio();
  const solid = toHex6(state.color);
  const fg = fromHex(contrast.foreground)!;
  const bg = fromHex(contrast.background)!;
  const palette = state.palette.map((hex) => fromHex(hex)!);
  const kinds = ['normal', ...SIMULATIONS] as const;
  const seen = (c: Rgb, kind: (typeof kinds)[number]) => (kind === 'normal' ? c : simulate(c, kind));

  return (
    <>
      <p className="field-description">{t('vision.intro')}</p>
      <ul className="color-picker-cards">
        {kinds.map((kind) => {
          const simulated = toHex6(seen(state.color, kind));
          const pairFg = toHex6(seen(fg, kind));
          const pairBg = toHex6(seen(bg, kind));
          return (
            <li key={kind} className="color-picker-card">
              <h2 className="color-picker-card-title">{t(`vision.${kind}.name`)}</h2>
              <p className="field-description">{t(`vision.${kind}.description`)}</p>
              <div className="color-picker-seen">
                <Swatch color={simulated} size={56} />
                <span translate="no" className="color-picker-mono">
                  {simulated}
                </span>
                <CopyButton text={simulated} label={t('copyColor', { color: simulated })} className="btn btn-small" />
              </div>
              {kind !== 'normal' && simulated === solid && <p className="field-description">{t('vision.unchanged')}</p>}
              <Sample
                foreground={pairFg}
                background={pairBg}
                label={t('contrast.sampleLabel', { foreground: pairFg, background: pairBg })}
                lines={[{ text: t('vision.sample'), size: 16, bold: true }]}
              />
              <p className="field-description">{t('vision.pairRatio', { ratio: ratio(displayRatio(contrastRatio(fromHex(pairFg)!, fromHex(pairBg)!))) })}</p>
              {palette.length > 0 && (
                <>
                  <p className="color-picker-card-label">{t('vision.palette')}</p>
                  <ul className="color-picker-mini">
                    {palette.map((c, i) => {
                      const hex = toHex6(seen(c, kind));
                      return (
                        <li key={i}>
                          <Swatch color={hex} size={28} />
                          <span translate="no">{hex}</span>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="field-description">{t('vision.sources')}</p>
    </>
  );
}
