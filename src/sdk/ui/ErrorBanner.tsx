import { useTranslation } from 'react-i18next';
import type { ToolError } from '../core/toolError.ts';
import { formatNumber } from './displayText.ts';

/** The text of a ToolError: the plugin's own message, else the host's, else the key; numbers written in the page's language. */
export function useToolErrorText(): (toolId: string, error: ToolError) => string {
  const { t, i18n } = useTranslation('common');
  return (toolId, error) => {
    const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, i18n.language) : v]));
    return t([`${toolId}:errors.${error.code}`, `common:errors.${error.code}`], params);
  };
}

/** The error banner every tool uses: announced to screen readers, marked by an icon as well as colour. */
export function ErrorBanner({ toolId, error }: { toolId: string; error: ToolError }) {
  const text = useToolErrorText()(toolId, error);
  return (
    <div className="error-banner" role="alert">
      <span aria-hidden="true">⚠</span> <span className="banner-text">{text}</span>
    </div>
  );
}
