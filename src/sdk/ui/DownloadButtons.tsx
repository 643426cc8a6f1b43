import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '../core/manifest.ts';
import { downloadFile, MIME } from './download.ts';
import { notify } from './notices.ts';

interface DownloadButtonsProps {
  /** File name without extension. */
  basename: string;
  formats: readonly DownloadFormat[];
  /** Content of the file in a format, computed on click. */
  content: (format: DownloadFormat) => string;
  disabled?: boolean;
}

/** One "Download TXT/CSV/JSON" button per format, with the "Download started" notice. */
export function DownloadButtons({ basename, formats, content, disabled }: DownloadButtonsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => {
            downloadFile(`${basename}.${format}`, content(format), MIME[format]);
            notify('success', t('notices.downloadStarted'));
          }}
        >
          {t('actions.download', { format: format.toUpperCase() })}
        </button>
      ))}
    </>
  );
}
