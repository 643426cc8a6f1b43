import { useEffect, useRef } from 'react';

/**
 * Text a visitor typed or pasted into a prerendered field before the page's script took it over. React
 * keeps it on screen when it hydrates but never reports it (its fix, enableHydrationChangeEvent, is off
 * in React 19), so the tool would wait for the next keystroke. Read once, after hydration, and passed on
 * as an edit. Returns the ref for the field's <input> or <textarea>.
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const field = ref.current;
    // Not what the page was served with, nor what React holds: the visitor's own text.
    if (field && field.value !== field.defaultValue && field.value !== value) onChange(field.value);
    // Once, on mount: every later edit arrives as an event.
  }, []);
  return ref;
}
