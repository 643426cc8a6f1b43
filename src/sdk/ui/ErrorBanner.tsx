import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolError } from '../core/toolError.ts';
import { errorParams } from './displayText.ts';

/** The text of a ToolError: the plugin's own message, else the host's, else the key; numbers written in the page's language. */
export function useToolErrorText(): (toolId: string, error: ToolError) => string {
  const { t, i18n } = useTranslation('common');
  return (toolId, error) => {
    return t([`${toolId}:errors.${error.code}`, `common:errors.${error.code}`], errorParams(error.params, i18n.language));
  };
}

/** The line of the input where a JSON error is, marked: loaded with the first such error. */
const ErrorExcerpt = lazy(() => import('./ErrorExcerpt.tsx'));

/**
 * The error banner every tool uses: announced to screen readers, marked by an icon as well as colour.
 * Given the input's text (`source`), a JSON error (json.*, with a line and column) also shows that line
 * of the input with the place marked.
 */
export function ErrorBanner({ toolId, error, source }: { toolId: string; error: ToolError; source?: string }) {
  const text = useToolErrorText()(toolId, error);
  const { line, column } = error.params ?? {};
  return (
    <>
      <div className="error-banner" role="alert">
        <span aria-hidden="true">⚠</span> <span className="banner-text">{text}</span>
      </div>
      {source !== undefined && error.code.startsWith('json.') && typeof line === 'number' && typeof column === 'number' && (
        <Suspense fallback={null}>
          <ErrorExcerpt source={source} line={line} column={column} />
        </Suspense>
      )}
    </>
  );
}
