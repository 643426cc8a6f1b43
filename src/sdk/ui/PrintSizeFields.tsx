/**
 * Loaded on first use by PrintSize.tsx (only the QR code and barcode pages draw it). The size of a PNG download: as on screen, or for print at 300 or 600 DPI with a printed width in
 * millimetres, and a line saying the pixels and the physical size in the page's language. The QR
 * code and barcode generators compute the whole pixels per module (printPng.ts) and write the DPI
 * into the file; this draws the choice.
 */
import { useTranslation } from 'react-i18next';
import { MM_PER_INCH, PRINT_DPI, PRINT_WIDTH_MM, pixelsToMm } from '../core/printPng.ts';
import { RangeField } from './RangeField.tsx';
import { Segmented } from './Segmented.tsx';
import { useFormat } from './useFormat.ts';
import { SCREEN_PNG, type PrintSizeProps } from './PrintSize.tsx';

export default function PrintSizeFields({ toolId, name, target, onChange, width, height, hint }: PrintSizeProps) {
  // The texts are the tool's own (printPng.*): the common namespace, loaded on every page, stays small.
  const { t } = useTranslation(toolId);
  const format = useFormat();
  const mm = target.dpi === 'screen' ? PRINT_WIDTH_MM.default : target.mm;
  const choices = [{ value: 'screen' as const, label: t('printPng.screen') }, ...PRINT_DPI.map((dpi) => ({ value: dpi, label: t('printPng.print', { dpi: format.number(dpi, 0) }) }))];
  const length = (value: number) => format.number(value, 1);
  return (
    <div className="print-size">
      <Segmented
        name={name}
        legend={t('printPng.legend')}
        choices={choices}
        value={target.dpi}
        onChange={(dpi) => onChange(dpi === 'screen' ? SCREEN_PNG : { dpi, mm })}
      />
      {target.dpi !== 'screen' && (
        <RangeField
          label={t('printPng.width')}
          value={mm}
          min={PRINT_WIDTH_MM.min}
          max={PRINT_WIDTH_MM.max}
          step={PRINT_WIDTH_MM.step}
          onChange={(value) => onChange({ dpi: target.dpi, mm: value })}
          valueText={t('printPng.widthValue', { mm: format.number(mm, 0), inches: format.number(mm / MM_PER_INCH, 2) })}
          hint={hint}
        />
      )}
      <p className="io-meta print-size-result" aria-live="polite">
        {target.dpi === 'screen'
          ? t('printPng.screenSize', { width: format.number(width, 0), height: format.number(height, 0) })
          : t('printPng.printSize', {
              width: format.number(width, 0),
              height: format.number(height, 0),
              mmWidth: length(pixelsToMm(width, target.dpi)),
              mmHeight: length(pixelsToMm(height, target.dpi)),
              inWidth: format.number(width / target.dpi, 2),
              inHeight: format.number(height / target.dpi, 2),
              dpi: format.number(target.dpi, 0),
            })}
      </p>
    </div>
  );
}
