/** A field's hint and message under it, each linked to the field by id (`<id>-hint`, `<id>-error`). */

/** The aria-describedby of a field with these texts. */
export function describedBy(id: string, hint: unknown, error: unknown, ...more: (string | false | undefined)[]): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`, ...more].filter(Boolean).join(' ') || undefined;
}

/** The hint, then the message: announced when it appears, marked by an icon as well as colour. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
