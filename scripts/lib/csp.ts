/**
 * The Content-Security-Policy of every page: the site's own origin only, no inline script but
 * the theme's boot script by its hash (src/theme/boot.ts), no eval (option forms use validators precompiled at build time). Prerendered pages carry
 * it as a meta tag; a server adds it as a header (which can also set frame-ancestors).
 */
import { THEME_BOOT_HASH } from '../../src/theme/boot.ts';

export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  `script-src 'self' '${THEME_BOOT_HASH}'`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');
