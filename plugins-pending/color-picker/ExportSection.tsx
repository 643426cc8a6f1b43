/** Export: the current colour, its harmonies and the visitor's palette as CSS, SCSS or JSON, to copy or download. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, useDownload, usePersistentState, Segmented } from '@sdk/ui';
import { EXPORT_FILES, EXPORT_FORMATS, exportCode, type ExportFormat } from './exportCode.ts';
import { NOTATION_LABELS } from './format.ts';
import type { Harmony } from './harmony.ts';
import { EXPORT_NOTATIONS, type Options } from './manifest.ts';
import type { ColorState } from './useColor.ts';

interface ExportSectionProps {
  toolId: string;
  state: ColorState;
  harmonies: Readonly<Record<Harmony, readonly string[]>>;
  options: Options;
  setOptions: (next: Options) => void;
}

export function ExportSection({ toolId, state, harmonies, options, setOptions }: ExportSectionProps) {
  const { t } = useTranslation(toolId);
  const download = useDownload();
  const id = `export${useId().replace(/[^\w-]/g, '')}`;
  const [storedFormat, setFormat] = usePersistentState<string>(toolId, 'exportFormat', 'css');
  const [storedHarmonies, setWithHarmonies] = usePersistentState<boolean>(toolId, 'exportHarmonies', true);
  const format: ExportFormat = (EXPORT_FORMATS as readonly string[]).includes(storedFormat) ? (storedFormat as ExportFormat) : 'css';
  const withHarmonies = storedHarmonies !== false;
  const code = exportCode(format, { base: state.color, harmonies: withHarmonies ? harmonies : undefined, palette: state.palette.length ? state.palette : undefined }, options.format);
  const file = EXPORT_FILES[format];

  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="color-picker-section-title">
        {t('export.title')}
      </h2>
      <div className="color-picker-export-options">
        <Segmented name={`${id}-format`} legend={t('export.format')} choices={EXPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))} value={format} onChange={setFormat} />
        <div className="field">
          <label htmlFor={`${id}-notation`}>{t('export.notation')}</label>
          <select id={`${id}-notation`} value={options.format} onChange={(e) => setOptions({ ...options, format: e.target.value as Options['format'] })}>
            {EXPORT_NOTATIONS.map((n) => (
              <option key={n} value={n}>
                {NOTATION_LABELS[n]}
              </option>
            ))}
          </select>
        </div>
        <label className="color-picker-check">
          <input type="checkbox" checked={withHarmonies} onChange={(e) => setWithHarmonies(e.target.checked)} />
          {t('export.includeHarmonies')}
        </label>
      </div>
      <p className="field-description">{state.palette.length ? t('export.withPalette', { count: state.palette.length }) : t('export.noPalette')}</p>
      <label htmlFor={`${id}-code`} className="visually-hidden">
        {t('export.code', { format: format.toUpperCase() })}
      </label>
      <textarea id={`${id}-code`} className="io-area color-picker-code" readOnly value={code} spellCheck={false} translate="no" />
      <div className="io-actions">
        <CopyButton text={code} label={t('export.copy', { format: format.toUpperCase() })} />
        <button type="button" className="btn" onClick={() => download(file.filename, code, file.mime)}>
          {t('common:actions.download', { format: format.toUpperCase() })}
        </button>
      </div>
    </section>
  );
}
