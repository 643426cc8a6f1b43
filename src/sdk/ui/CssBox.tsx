/**
 * An element drawn with one CSS property whose value the visitor makes (a gradient, a shadow). The
 * Content-Security-Policy forbids style attributes in the page's markup, not styles set from script:
 * the value goes in a custom property through the CSSOM after hydration, and styles.css uses it, so the
 * preview is the visitor's own browser drawing exactly the CSS they copy.
 */
import { useEffect, useRef, type ReactNode } from 'react';

interface CssBoxProps {
  className: string;
  /** Custom properties and their values ("--css-gradient-generator-image": "linear-gradient(…)"), used by the plugin's styles.css. */
  vars: Readonly<Record<string, string>>;
  label?: string;
  children?: ReactNode;
}

export function CssBox({ className, vars, label, children }: CssBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const text = JSON.stringify(vars);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    for (const [name, value] of Object.entries(JSON.parse(text) as Record<string, string>)) el.style.setProperty(name, value);
  }, [text]);
  return label ? (
    <div ref={ref} className={className} role="img" aria-label={label}>
      {children}
    </div>
  ) : (
    <div ref={ref} className={className} aria-hidden="true">
      {children}
    </div>
  );
}
