/**
 * The one action bar under every result: Generate again (random tools), Copy, Download in the
 * tool's formats, and Copy link (options in the query, the input in the #fragment only when the
 * visitor asks: a fragment never reaches any server).
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '../core/tool.ts';
import { CopyButton } from './CopyButton.tsx';
import { DownloadButtons } from './DownloadButtons.tsx';

interface ActionBarProps {
  /** Generate again, for random results. */
  regenerate?: () => void;
  regenerateLabel?: string;
  /** What Copy copies; absent: no Copy button. */
  copy?: () => string;
  /** The Copy button's label, when not just "Copy". */
  copyLabel?: string;
  /** A notice after copying, where the tool says one. */
  copyNotice?: string;
  /** The file name without extension. */
  filename: string;
  downloads: readonly DownloadFormat[];
  file?: (format: DownloadFormat) => string | Blob | Promise<string | Blob>;
  /** The page's link with the current options, and with the input when asked. */
  link?: (withInput: boolean) => string;
  /** Whether there is input a link could carry (the "include my input" box is shown only then). */
  linkCanCarryInput?: boolean;
  /** No result to copy or download yet. */
  disabled?: boolean;
  /** More of the host's actions on the result, at the end of the bar (Send to). */
  extra?: ReactNode;
}

export function ActionBar({ regenerate, regenerateLabel, copy, copyLabel, copyNotice, filename, downloads, file, link, linkCanCarryInput, disabled, extra }: ActionBarProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [withInput, setWithInput] = useState(false);
  return (
    <div className="io-actions action-bar">
      {regenerate && (
        <button type="button" className="btn btn-primary" onClick={regenerate}>
          {regenerateLabel ?? t('actions.regenerate')}
        </button>
      )}
      {copy && <CopyButton text={copy} label={copyLabel} successNotice={copyNotice} disabled={disabled} />}
      {file && downloads.length > 0 && <DownloadButtons basename={filename} formats={downloads} content={file} disabled={disabled} />}
      {link && (
        <span className="share-link">
          <CopyButton label={t('actions.copyLink')} text={() => link(withInput && !!linkCanCarryInput)} successNotice={t('notices.linkCopied')} />
          {linkCanCarryInput && (
            <label className="check-field" htmlFor={`${id}-with-input`}>
              <input id={`${id}-with-input`} type="checkbox" checked={withInput} onChange={(e) => setWithInput(e.target.checked)} />
              <span>{t('actions.linkWithInput')}</span>
            </label>
          )}
        </span>
      )}
      {extra}
    </div>
  );
}
