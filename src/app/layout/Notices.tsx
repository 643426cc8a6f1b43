import { useTranslation } from 'react-i18next';
import { useNotices } from '@sdk/ui/notices.ts';

/** The live region where notices appear; mounted once by the host layout. */
export function Notices() {
  const notices = useNotices((s) => s.notices);
  const dismiss = useNotices((s) => s.dismiss);
  const { t } = useTranslation('common');
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`}>
          <span aria-hidden="true">{n.kind === 'success' ? '✓' : '!'}</span>
          <span>{n.text}</span>
          <button type="button" className="notice-close" onClick={() => dismiss(n.id)} aria-label={t('actions.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
