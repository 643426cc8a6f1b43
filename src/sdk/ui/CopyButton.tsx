import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeClipboard } from './clipboard.ts';
import { notify } from './notices.ts';

interface CopyButtonProps {
  /** The text to copy, or a function computing it on click (for large outputs). */
  text?: string | (() => string);
  /** Copies something else (an image): resolves true on success. Used instead of `text`. */
  copy?: () => Promise<boolean>;
  /** Error notice when copying fails; defaults to the host's "Copy failed" text. */
  failureNotice?: string;
  /** Accessible name when the visible label alone is ambiguous (many "Copy" buttons on one page). */
  ariaLabel?: string;
  /** Visible label; defaults to "Copy". */
  label?: string;
  /** Notice shown after copying; defaults to none (the button itself says "Copied"). */
  successNotice?: string;
  disabled?: boolean;
  className?: string;
}

const CONFIRM_MS = 2000;

/** A copy button that briefly reads "Copied"; failures show the translated copy error. */
export function CopyButton({ text, copy: copyOther, failureNotice, ariaLabel, label, successNotice, disabled, className }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let ok = false;
    try {
      ok = copyOther ? await copyOther() : await writeClipboard(typeof text === 'function' ? text() : (text ?? ''));
    } catch {
      ok = false;
    }
    if (!ok) {
      notify('error', failureNotice ?? t('notices.copyFailed'));
      return;
    }
    if (successNotice) notify('success', successNotice);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CONFIRM_MS);
  }

  return (
    <button type="button" className={className ?? 'btn'} onClick={() => void copy()} disabled={disabled} aria-label={ariaLabel} aria-live="polite">
      {copied ? `✓ ${t('actions.copied')}` : (label ?? t('actions.copy'))}
    </button>
  );
}
