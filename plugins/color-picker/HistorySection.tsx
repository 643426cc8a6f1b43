/** The last colours chosen, remembered in this browser, to pick again. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromHex } from './color.ts';
import { ColorChip } from './ColorChip.tsx';
import type { ColorState } from './useColor.ts';

export function HistorySection({ toolId, state }: { toolId: string; state: ColorState }) {
  const { t } = useTranslation(toolId);
  const id = `history${useId().replace(/[^\w-]/g, '')}`;
  const { history, hex } = state;
  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <div className="io-header">
        <h2 id={`${id}-title`} className="color-picker-section-title">
          {t('history.title')}
        </h2>
        {history.length > 0 && (
          <button type="button" className="btn btn-small" onClick={state.clearHistory}>
            {t('history.clear')}
          </button>
        )}
      </div>
      {history.length === 0 ? (
        <p className="empty-state">{t('history.empty')}</p>
      ) : (
        <ul className="color-picker-swatches">
          {history.map((c) => (
            <li key={c}>
              <ColorChip hex={c} label={t('useColor', { color: c })} onSelect={() => state.setColor(fromHex(c)!, true)} current={c === hex} size={32} />
            </li>
          ))}
        </ul>
      )}
      <p className="field-description">{t('history.note')}</p>
    </section>
  );
}
