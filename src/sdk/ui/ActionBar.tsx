/**
 * The one action bar under every result: Generate again (random tools), Copy, Download in the
 * tool's formats, and Copy link (options in the query, the input in the #fragment only when the
 * visitor asks: a fragment never reaches any server).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '../core/tool.ts';
import { CopyButton } from './CopyButton.tsx';
import { DownloadButtons } from './DownloadButtons.tsx';
import { useFormat } from './useFormat.ts';

/**
 * The longest link that carries the input. HTTP asks every server and client to take at least 8,000
 * characters in a request line (RFC 9110, 4.1), and that is about where common servers (nginx's 8 kB
 * header buffers, Apache's 8,190-character request line), chat apps and link previews stop: a longer
 * link is cut or refused somewhere on its way, its #fragment included once it is pasted into a message.
 */
export const MAX_LINK_LENGTH = 8000;

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
  const numbers = useFormat().numberFormat();
  const id = useId();
  const [withInput, setWithInput] = useState(false);
  const wantsInput = withInput && !!linkCanCarryInput;
  // Measured only while the box is ticked: a long input then gets the link without it, and is told why.
  const inputLinkLength = useMemo(() => (link && wantsInput ? link(true).length : 0), [link, wantsInput]);
  const tooLong = inputLinkLength > MAX_LINK_LENGTH;
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
          <CopyButton label={t(tooLong ? 'actions.copyLinkWithoutInput' : 'actions.copyLink')} text={() => link(wantsInput && !tooLong)} successNotice={t('notices.linkCopied')} />
          {linkCanCarryInput && (
            <label className="check-field" htmlFor={`${id}-with-input`}>
              <input id={`${id}-with-input`} type="checkbox" checked={withInput} onChange={(e) => setWithInput(e.target.checked)} aria-describedby={`${id}-too-long`} />
              <span>{t('actions.linkWithInput')}</span>
            </label>
          )}
          <span id={`${id}-too-long`} role="status" className="share-link-note">
            {tooLong ? t('actions.linkTooLong', { count: inputLinkLength, formatted: numbers.format(inputLinkLength), max: numbers.format(MAX_LINK_LENGTH) }) : ''}
          </span>
        </span>
      )}
      {extra}
    </div>
  );
}
