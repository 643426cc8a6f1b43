/** Export: the current colour, its harmonies and the visitor's palette as CSS, SCSS or JSON, to copy or download. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, useDownload, Segmented } from '@sdk/ui';
import { EXPORT_FILES, EXPORT_FORMATS, exportCode } from './exportCode.ts';
import type { Harmony } from './harmony.ts';
import { EXPORT_NOTATIONS, type Options } from './manifest.ts';
import type { ColorState } from './useColor.ts';

interface ExportSectionProps {
  toolId: string;
  state: ColorState;
  harmonies: Readonly<Record<Harmony, readonly string[]>>;
  options: Options;
  setOptions: (patch: Partial<Options>) => void;
}

export function ExportSection({ toolId, state, harmonies, options, setOptions }: ExportSectionProps) {
  const { t } = useTranslation(toolId);
  const download = useDownload();
  const id = `export${useId().replace(/[^\w-]/g, '')}`;
  const { exportFormat: format, exportHarmonies: withHarmonies } = options;
  const code = exportCode(format, { base: state.color, harmonies: withHarmonies ? harmonies : undefined, palette: state.palette.length ? state.palette : undefined }, options.format);
  const file = EXPORT_FILES[format];

  return (
    <section className="panel-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="color-picker-section-title">
        {t('export.title')}
      </h2>
      <div className="color-picker-export-options">
        <Segmented name={`${id}-format`} legend={t('options.exportFormat.title')} choices={EXPORT_FORMATS.map((f) => ({ value: f, label: t(`options.exportFormat.values.${f}`) }))} value={format} onChange={(exportFormat) => setOptions({ exportFormat })} />
        <div className="field">
          <label htmlFor={`${id}-notation`}>{t('options.format.title')}</label>
          <select id={`${id}-notation`} value={options.format} onChange={(e) => setOptions({ format: e.target.value as Options['format'] })}>
            {EXPORT_NOTATIONS.map((n) => (
              <option key={n} value={n}>
                {t(`options.format.values.${n}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="color-picker-check">
          <input type="checkbox" checked={withHarmonies} onChange={(e) => setOptions({ exportHarmonies: e.target.checked })} />
          {t('options.exportHarmonies.title')}
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
