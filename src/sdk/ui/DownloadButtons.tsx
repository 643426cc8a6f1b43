import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '../core/tool.ts';
import { downloadFile, MIME } from './download.ts';
import { notify } from './notices.ts';

interface DownloadButtonsProps {
  /** File name without extension. */
  basename: string;
  formats: readonly DownloadFormat[];
  /** Content of the file in a format, computed on click (a PDF is drawn in a library loaded then). */
  content: (format: DownloadFormat) => string | Blob | Promise<string | Blob>;
  disabled?: boolean;
}

/**
 * Saves a file (text or a Blob such as a PNG) and shows the "Download started" notice (or the tool's own); for
 * downloads the generic buttons below do not cover (images, SVG, PDF).
 */
export function useDownload(): (filename: string, content: string | Blob, mime?: string, notice?: string) => void {
  const { t } = useTranslation('common');
  return (filename, content, mime, notice) => {
    downloadFile(filename, content, mime);
    notify('success', notice ?? t('notices.downloadStarted'));
  };
}

/** One "Download TXT/CSV/JSON" button per format, with the "Download started" notice. */
export function DownloadButtons({ basename, formats, content, disabled }: DownloadButtonsProps) {
  const { t } = useTranslation('common');
  const download = useDownload();
  return (
    <>
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className="btn"
          disabled={disabled}
          onClick={async () => {
            let file: string | Blob;
            try {
              file = await content(format);
            } catch (err) {
              // A PDF is drawn by a library loaded at that moment: the network may have failed.
              console.error(err);
              notify('error', t('notices.exportFailed'));
              return;
            }
            download(`${basename}.${format}`, file, MIME[format]);
          }}
        >
          {t('actions.download', { format: format.toUpperCase() })}
        </button>
      ))}
    </>
  );
}
