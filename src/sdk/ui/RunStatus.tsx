/**
 * The line a long run shows while it works, the same on every tool page and in a panel: a spinner, what is
 * happening (the big file's download with its bytes, or the tool's work), a progress bar with its
 * percentage when the run reports one, and the button that stops it.
 */
import { useTranslation } from 'react-i18next';
import type { RunState } from './toolHost.ts';
import { byteSizeText } from './displayText.ts';
import { useFormat } from './useFormat.ts';

interface RunStatusProps {
  progress: RunState['progress'];
  onCancel: () => void;
  /** What the work is called while it runs (default: "Working…"). */
  working?: string;
  /** "Stop" instead of "Cancel": a run whose answer comes in parts (a ping), stopped rather than thrown away. */
  stop?: boolean;
}

export function RunStatus({ progress, onCancel, working, stop = false }: RunStatusProps) {
  const { t, i18n } = useTranslation('common');
  const fmt = useFormat();
  return (
    <div className="running" role="status">
      <span className="spinner" aria-hidden="true" />{' '}
      {progress?.stage === 'download'
        ? t('tool.downloading', { done: byteSizeText(progress.done, i18n.language), total: byteSizeText(progress.total, i18n.language) })
        : (working ?? t('tool.working'))}
      {progress && (
        <>
          {' '}
          <progress value={progress.done} max={progress.total} aria-label={t('tool.progress')} /> {fmt.numberWith(progress.done / progress.total, { style: 'percent', maximumFractionDigits: 0 })}
        </>
      )}
      <button type="button" className="btn btn-small" onClick={onCancel}>
        {t(stop ? 'actions.stop' : 'actions.cancel')}
      </button>
    </div>
  );
}
