/**
 * The only error a plugin's run() returns. `code` is a message key in the plugin's
 * locale (`errors.<code>`), or in the host's (`common:errors.<code>`, from toolPage.json) when the
 * plugin has none; `params` fill its {placeholders}. No display text ever lives in code.
 */
export interface ToolError {
  readonly kind: 'tool-error';
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export function toolError(code: string, params?: Record<string, string | number>): ToolError {
  return params ? { kind: 'tool-error', code, params } : { kind: 'tool-error', code };
}

export function isToolError(value: unknown): value is ToolError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'tool-error' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** Host-level error codes every plugin may return (texts in locales/<lng>/toolPage.json, errors.*). */
export const COMMON_ERRORS = ['inputTooLarge', 'timeout', 'unexpected'] as const;
