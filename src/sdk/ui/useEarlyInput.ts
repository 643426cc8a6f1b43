import { useEffect, useRef } from 'react';

/**
 * Text a visitor typed or pasted into a prerendered field before the page's script took it over. React
 * keeps it on screen when it hydrates but never reports it (its fix, enableHydrationChangeEvent, is off
 * in React 19), so the tool would wait for the next keystroke. Read once, after hydration, and passed on
 * as an edit. Returns the ref for the field's <input> or <textarea> (text boxes only: see below).
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const field = ref.current;
    // Only a box that keeps its text as typed: a date, time or e-mail input rewrites what it is given (a
    // link's unreadable date reads as ""), which is no sign of a visitor.
    if (!field || !(field instanceof HTMLTextAreaElement || field.type === 'text' || field.type === 'search')) return;
    // Not what the page was served with, nor what React holds: the visitor's own text.
    if (field.value !== field.defaultValue && field.value !== value) onChange(field.value);
    // Once, on mount: every later edit arrives as an event.
  }, []);
  return ref;
}
