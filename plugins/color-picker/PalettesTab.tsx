/** Palettes tab: the six harmonies of the current colour, and the visitor's own palette (remembered). */
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@sdk/ui';
import { fromHex } from './color.ts';
import { ColorChip } from './ColorChip.tsx';
import { HARMONIES, type Harmony } from './harmony.ts';
import { PALETTE_SIZE, type ColorState } from './useColor.ts';

interface PalettesTabProps {
  toolId: string;
  state: ColorState;
  harmonies: Readonly<Record<Harmony, readonly string[]>>;
}

export function PalettesTab({ toolId, state, harmonies }: PalettesTabProps) {
  const { t } = useTranslation(toolId);
  const { palette, setPalette, hex } = state;
  const use = (value: string) => state.setColor(fromHex(value)!, true);
  const inPalette = palette.includes(hex);
  const full = palette.length >= PALETTE_SIZE;
  const move = (from: number, to: number) => {
    const next = [...palette];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setPalette(next);
  };
  const addAll = (colors: readonly string[]) => setPalette([...palette, ...colors.filter((c) => !palette.includes(c))]);

  return (
    <>
      <h2 className="color-picker-heading">{t('palettes.harmonies')}</h2>
      <p className="field-description">{t('palettes.harmoniesHint')}</p>
      <div className="color-picker-harmonies">
        {HARMONIES.map((kind) => {
          const colors = harmonies[kind];
          return (
            <div key={kind} role="group" className="color-picker-row" aria-labelledby={`harmony-${kind}`}>
              <h3 id={`harmony-${kind}`} className="color-picker-row-title">
                {t(`harmonies.${kind}.name`)} <span className="color-picker-row-note">{t(`harmonies.${kind}.rule`)}</span>
              </h3>
              <ul className="color-picker-swatches">
                {colors.map((c, i) => (
                  <li key={`${c}-${i}`}>
                    <ColorChip hex={c} label={t('useColor', { color: c })} onSelect={() => use(c)} current={c === hex.slice(0, 7)} />
                  </li>
                ))}
              </ul>
              <div className="io-actions">
                <CopyButton text={colors.join(', ')} label={t('palettes.copyRow')} className="btn btn-small" />
                <button type="button" className="btn btn-small" onClick={() => addAll(colors)} disabled={colors.every((c) => palette.includes(c)) || full}>
                  {t('palettes.addRow')}
                </button>
              </div>
            </div>
          );
        })}
      </div>

      <h2 className="color-picker-heading">{t('palettes.mine')}</h2>
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={() => setPalette([...palette, hex])} disabled={inPalette || full}>
          {t('palettes.add', { color: hex })}
        </button>
        {palette.length > 0 && (
          <>
            <CopyButton text={palette.join(', ')} label={t('palettes.copyMine')} />
            <button type="button" className="btn" onClick={() => setPalette([])}>
              {t('palettes.clear')}
            </button>
          </>
        )}
      </div>
      {(inPalette || full) && <p className="field-description">{full ? t('palettes.full', { count: PALETTE_SIZE }) : t('palettes.already', { color: hex })}</p>}
      {palette.length === 0 ? (
        <p className="empty-state color-picker-empty">{t('palettes.empty')}</p>
      ) : (
        <ol className="color-picker-palette">
          {palette.map((c, i) => (
            <li key={c}>
              <ColorChip hex={c} label={t('useColor', { color: c })} onSelect={() => use(c)} current={c === hex} />
              <span className="color-picker-palette-actions">
                <button type="button" className="btn btn-small" aria-label={t('palettes.moveUp', { color: c })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  ←
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t('palettes.moveDown', { color: c })}
                  disabled={i === palette.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  →
                </button>
                <button type="button" className="btn btn-small" aria-label={t('palettes.remove', { color: c })} onClick={() => setPalette(palette.filter((x) => x !== c))}>
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
