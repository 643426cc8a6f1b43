/**
 * A foreground and a background colour with Swap and "Black on white": for things drawn in two
 * colours that must stay readable (QR codes, barcodes).
 */
import { useTranslation } from 'react-i18next';
import { ColorField } from './ColorField.tsx';

interface ColorPairFieldsProps {
  foreground: { label: string; value: string };
  background: { label: string; value: string };
  onChange: (foreground: string, background: string) => void;
}

export function ColorPairFields({ foreground, background, onChange }: ColorPairFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <div className="field-grid">
        <ColorField label={foreground.label} value={foreground.value} onChange={(hex) => onChange(hex, background.value)} />
        <ColorField label={background.label} value={background.value} onChange={(hex) => onChange(foreground.value, hex)} />
      </div>
      <div className="io-actions">
        <button type="button" className="btn btn-small" onClick={() => onChange(background.value, foreground.value)}>
          {t('colour.swap')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={foreground.value === '#000000' && background.value === '#ffffff'}
          onClick={() => onChange('#000000', '#ffffff')}
        >
          {t('colour.blackOnWhite')}
        </button>
      </div>
    </>
  );
}
