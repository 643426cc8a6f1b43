import { useTranslation } from 'react-i18next';
import type { ToolError } from '../core/toolError.ts';

/** The text of a ToolError: the plugin's own message, else the host's, else the key. */
export function useToolErrorText(): (toolId: string, error: ToolError) => string {
  const { t } = useTranslation('common');
  return (toolId, error) => t([`${toolId}:errors.${error.code}`, `common:errors.${error.code}`], { ...error.params });
}

/** The error banner every tool uses: announced to screen readers, marked by an icon as well as colour. */
export function ErrorBanner({ toolId, error }: { toolId: string; error: ToolError }) {
  const text = useToolErrorText()(toolId, error);
  return (
    <div className="error-banner" role="alert">
      <span aria-hidden="true">⚠</span> {text}
    </div>
  );
}
