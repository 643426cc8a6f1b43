/**
 * Stands in for markdown-to-jsx inside the form library (vite alias): option texts are plain text,
 * markdown rendering is never enabled, and the parser would add ~9 kB gzip to every tool page.
 * Renders the text as text.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
export default Markdown;
